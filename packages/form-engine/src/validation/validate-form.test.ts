import { describe, expect, it } from 'vitest';
import type { FormDefinitionInput } from '../schema/definition';
import type { FieldDefinitionInput } from '../schema/fields';
import { parseDefinition } from '../schema/parse-definition';
import { createFormState, type FieldValues } from '../state/form-state';
import { stateOf, testClock as clock } from '../testing/forms';
import { validatePhone } from './phone';
import {
  pageValidity,
  validateField,
  validateForm,
  validatePage,
  type ValidationOptions,
} from './validate-form';

/** What the server passes: every rule, the phone library's included. */
const WITH_PHONE_RULE: ValidationOptions = { phoneRule: validatePhone };

function errorOf(
  field: FieldDefinitionInput,
  value: FieldValues[string],
  options: ValidationOptions = WITH_PHONE_RULE,
): string | undefined {
  return validateField(stateOf([field], { [field.id]: value }), field.id, options)[field.id];
}

describe('validateField applies the rules a field switches on', () => {
  it('VAL-003 VAL-020 a required field must be filled', () => {
    const field: FieldDefinitionInput = { id: 'text-1', type: 'text', required: true };
    expect(errorOf(field, '')).toBe('This field is required.');
    expect(errorOf(field, null)).toBe('This field is required.');
    expect(errorOf(field, 'Ada')).toBeUndefined();
    expect(errorOf({ id: 'text-1', type: 'text' }, '')).toBeUndefined();
  });

  it('VAL-020 required applies to choices, consent and uploads too', () => {
    const options = [{ label: 'A', value: 'a' }];
    expect(errorOf({ id: 'checkbox-1', type: 'checkbox', options, required: true }, [])).toBe(
      'This field is required.',
    );
    expect(errorOf({ id: 'consent-1', type: 'consent', required: true }, false)).toBe(
      'This field is required.',
    );
    expect(errorOf({ id: 'consent-1', type: 'consent', required: true }, true)).toBeUndefined();
  });

  it('VAL-032 a required text of only whitespace is rejected', () => {
    expect(errorOf({ id: 'text-1', type: 'text', required: true }, '   ')).toBe(
      'This field is required.',
    );
  });

  it('VAL-012 VAL-030 VAL-031 FORM-025 a limit counts characters without tags, or words', () => {
    const characters: FieldDefinitionInput = { id: 'textarea-1', type: 'textarea', limit: 5 };
    expect(errorOf(characters, '<b>hello</b>')).toBeUndefined();
    expect(errorOf(characters, 'hello!')).toBe('Please enter no more than 5 characters.');
    const words: FieldDefinitionInput = {
      id: 'text-1',
      type: 'text',
      limit: 2,
      limit_type: 'words',
    };
    expect(errorOf(words, 'two words')).toBeUndefined();
    expect(errorOf(words, 'three words here')).toBe('Please enter no more than 2 words.');
  });

  it('VAL-005 VAL-033…VAL-036 email addresses follow the form builder rules', () => {
    const field: FieldDefinitionInput = { id: 'email-1', type: 'email' };
    expect(errorOf(field, 'ada@example.com')).toBeUndefined();
    for (const invalid of ['a@b.c', '@example.com', 'ada@example..com', 'ada@localhost']) {
      expect(errorOf(field, invalid)).toBe('Please enter a valid email address.');
    }
  });

  it('CF-036 the email format check can be switched off', () => {
    expect(
      errorOf({ id: 'email-1', type: 'email', validation: false }, 'not an email'),
    ).toBeUndefined();
  });

  it('VAL-006 VAL-022 a url may be a bare host', () => {
    expect(errorOf({ id: 'url-1', type: 'url' }, 'example.com')).toBeUndefined();
    expect(errorOf({ id: 'url-1', type: 'url' }, 'not a url')).toBe('Please enter a valid URL.');
  });

  it('VAL-023 VAL-025 phone numbers are checked by the phone library', () => {
    const field: FieldDefinitionInput = { id: 'phone-1', type: 'phone', country: 'us' };
    expect(errorOf(field, '+1 201 555 0123')).toBeUndefined();
    expect(errorOf(field, '+1 123')).toBeDefined();
    expect(errorOf(field, '+1')).toBeUndefined();
    expect(errorOf({ ...field, required: true }, '+1')).toBeDefined();
  });

  it('VAL-024 in national mode the number must belong to the field country', () => {
    const field: FieldDefinitionInput = {
      id: 'phone-1',
      type: 'phone',
      national_mode: true,
      country: 'gb',
    };
    expect(errorOf(field, '020 7946 0018')).toBeUndefined();
    expect(errorOf(field, '+1 201 555 0123')).toBeDefined();
  });

  it('VAL-023 without the phone rule (its chunk not loaded yet) a number is left to the server', () => {
    const field: FieldDefinitionInput = { id: 'phone-1', type: 'phone', country: 'us' };
    expect(errorOf(field, '+1 123', {})).toBeUndefined();
    expect(errorOf({ ...field, required: true }, '', {})).toBe('This field is required.');
    expect(errorOf({ ...field, required: true }, '+1 123', {})).toBeUndefined();
  });

  it('VAL-023 the phone rule handed in is called with the field options', () => {
    const calls: unknown[] = [];
    const field: FieldDefinitionInput = {
      id: 'phone-1',
      type: 'phone',
      country: 'gb',
      national_mode: true,
      required: true,
    };
    const message = errorOf(field, '020 7946 0018', {
      phoneRule: (value, options) => {
        calls.push({ value, ...options, messages: undefined });
        return 'Not a number we can call.';
      },
    });
    expect(message).toBe('Not a number we can call.');
    expect(calls).toEqual([
      {
        value: '020 7946 0018',
        messages: undefined,
        nationalMode: true,
        country: 'gb',
        validation: 'standard',
        fixedCountry: true,
        required: true,
      },
    ]);
  });

  it('VAL-037 DEC-06 a weak password is rejected unless the strength check is off', () => {
    expect(errorOf({ id: 'password-1', type: 'password' }, 'abc')).toBeDefined();
    expect(errorOf({ id: 'password-1', type: 'password' }, 'Tr0ub4dor&3x!')).toBeUndefined();
    expect(errorOf({ id: 'password-1', type: 'password', strength: false }, 'abc')).toBeUndefined();
  });

  it('VAL-009 VAL-016 VAL-017 VAL-041 numbers: format, then min and max on two decimals', () => {
    const field: FieldDefinitionInput = { id: 'number-1', type: 'number', min: 1, max: 10 };
    expect(errorOf(field, 'abc')).toBe('Please enter a valid number.');
    expect(errorOf(field, 10.009)).toBeUndefined();
    expect(errorOf(field, '10.01')).toBe('Please enter a value less than or equal to 10.');
    expect(errorOf(field, '0.5')).toBe('Please enter a value greater than or equal to 1.');
  });

  it('VAL-007 VAL-028 a date must match the format and exist', () => {
    const field: FieldDefinitionInput = { id: 'date-1', type: 'date', format: 'dd/mm/yy' };
    expect(errorOf(field, '29/02/2024')).toBeUndefined();
    expect(errorOf(field, '29/02/2023')).toBe('Please enter a valid date.');
    expect(errorOf(field, '2024-02-29')).toBe('Please enter a valid date.');
  });

  it('FORM-019 VAL-028 a typed date the picker greys out is refused, "past" counted from the form’s clock', () => {
    // The tests' clock reads Wednesday 15 May 2024; 19 May is a Sunday, 20 May a Monday.
    const field: FieldDefinitionInput = {
      id: 'date-1',
      type: 'date',
      format: 'dd/mm/yy',
      'past-dates': 'disable',
      restrict: [0, 1],
    };
    expect(errorOf(field, '01/01/2020')).toBe('Please choose a date from 15 May 2024 on.');
    expect(errorOf(field, '15/05/2024')).toBeUndefined();
    expect(errorOf(field, '20/05/2024')).toBe(
      'Sundays and Mondays cannot be chosen: please choose another day.',
    );
    expect(errorOf(field, '32/05/2024')).toBe('Please enter a valid date.');
    const laterClock = createFormState(
      parseDefinition({ fields: [field] }),
      { 'date-1': '16/05/2024' },
      { today: () => ({ year: 2024, month: 5, day: 17 }) },
    );
    expect(validateField(laterClock, 'date-1')).toEqual({
      'date-1': 'Please choose a date from 17 May 2024 on.',
    });
  });

  it('FORM-019 start-field and end-field bound a date with the other fields’ current values and offsets', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'date-1', type: 'date', format: 'dd/mm/yy', label: 'Arrival' },
      {
        id: 'date-2',
        type: 'date',
        format: 'dd/mm/yy',
        label: 'Departure',
        'start-field': 'date-1',
        'start-offset': { value: 1, unit: 'days' },
        'end-field': 'date-3',
        'end-offset': { value: -1, unit: 'months' },
      },
      { id: 'date-3', type: 'date', format: 'dd/mm/yy', label: 'Return' },
    ];
    const state = stateOf(fields, {
      'date-1': '10/06/2024',
      'date-2': '10/06/2024',
      'date-3': '31/07/2024',
    });
    expect(validateField(state, 'date-2')).toEqual({
      'date-2': 'Please choose a date from 11 June 2024 on.',
    });
    state.setValue('date-2', '30/06/2024');
    expect(validateField(state, 'date-2')).toEqual({});
    state.setValue('date-2', '01/07/2024');
    expect(validateField(state, 'date-2')).toEqual({
      'date-2': 'Please choose a date no later than 30 June 2024.',
    });
    // Emptying the linked fields lifts their bounds.
    state.setValues({ 'date-1': '', 'date-3': null });
    expect(validateField(state, 'date-2')).toEqual({});
  });

  it('VAL-044 a time must fall within the limits, inclusive', () => {
    const field: FieldDefinitionInput = {
      id: 'time-1',
      type: 'time',
      start_limit: '09:00 AM',
      end_limit: '05:00 PM',
    };
    expect(errorOf(field, '09:00 AM')).toBeUndefined();
    expect(errorOf(field, '17:00')).toBeUndefined();
    expect(errorOf(field, { hours: '8', minutes: '59', meridiem: 'am' })).toBeDefined();
    expect(errorOf(field, '05:01 PM')).toBeDefined();
  });

  it('UPL-007…UPL-009 DEC-10 uploads: size, type and count with their own messages', () => {
    const field: FieldDefinitionInput = {
      id: 'upload-1',
      type: 'upload',
      multiple: true,
      file_types: ['jpg'],
      max_file_size: 1000,
      max_files: 2,
      messages: { uploadSize: 'Too big.', uploadLimit: 'Too many.' },
    };
    expect(errorOf(field, [{ name: 'a.jpg', size: 1000 }])).toBeUndefined();
    expect(errorOf(field, [{ name: 'a.jpg', size: 1001 }])).toBe('Too big.');
    expect(errorOf(field, [{ name: 'a.png', size: 10 }])).toMatch(/^\.png /);
    expect(
      errorOf(field, [
        { name: 'a.jpg', size: 1 },
        { name: 'b.jpg', size: 1 },
        { name: 'c.jpg', size: 1 },
      ]),
    ).toBe('Too many.');
  });

  it('CAP-003 ERR-008 a captcha must be completed even when not marked required', () => {
    expect(errorOf({ id: 'captcha-1', type: 'captcha' }, '')).toBe('Invalid CAPTCHA');
    expect(errorOf({ id: 'captcha-1', type: 'captcha' }, 'token')).toBeUndefined();
  });

  it('VAL-001 VAL-002 messages come from the field, then the form settings, then the defaults', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'text-1', type: 'text', required: true, messages: { required: 'Name, please.' } },
      { id: 'text-2', type: 'text', required: true },
      { id: 'text-3', type: 'text', required: true },
    ];
    const state = stateOf(
      fields,
      {},
      {
        messages: {
          'text-1': { required: 'Form says no.' },
          'text-2': { required: 'Form says no.' },
        },
      },
    );
    expect(validateForm(state).errors).toEqual({
      'text-1': 'Name, please.',
      'text-2': 'Form says no.',
      'text-3': 'This field is required.',
    });
  });

  it('VAL-020 each copy of a repeated field is validated', () => {
    const state = stateOf(
      [
        { id: 'group-1', type: 'group', repeater: true },
        { id: 'number-1', type: 'number', group: 'group-1', max: 5 },
      ],
      { 'number-1': 1, 'number-1-2': 9 },
    );
    expect(validateField(state, 'number-1')).toEqual({
      'number-1-2': 'Please enter a value less than or equal to 5.',
    });
  });
});

describe('values a client cannot be trusted with', () => {
  const options = [
    { label: 'Small', value: 'small' },
    { label: 'Large', value: 'large' },
  ];

  it.each<[string, FieldDefinitionInput, FieldValues[string]]>([
    ['a radio', { id: 'radio-1', type: 'radio', options }, 'huge'],
    ['a select', { id: 'select-1', type: 'select', options }, 'huge'],
    ['a multi-select', { id: 'select-1', type: 'select', options, multiple: true }, ['huge']],
    ['a checkbox', { id: 'checkbox-1', type: 'checkbox', options }, ['small', 'huge']],
    ['a radio given two options', { id: 'radio-1', type: 'radio', options }, ['small', 'large']],
  ])('VAL-020 %s value that is not an option is rejected', (_what, field, value) => {
    expect(errorOf(field, value)).toBe('Please select a valid option.');
  });

  it('VAL-020 option values are accepted, and nothing chosen is left to required', () => {
    expect(errorOf({ id: 'radio-1', type: 'radio', options }, 'large')).toBeUndefined();
    expect(errorOf({ id: 'checkbox-1', type: 'checkbox', options }, ['small', 'large'])).toBe(
      undefined,
    );
    expect(errorOf({ id: 'checkbox-1', type: 'checkbox', options }, [])).toBeUndefined();
  });

  it('VAL-001 VAL-002 the invalid-option message is overridable per field and per form', () => {
    const field: FieldDefinitionInput = {
      id: 'radio-1',
      type: 'radio',
      options,
      messages: { choice: 'That size does not exist.' },
    };
    expect(errorOf(field, 'huge')).toBe('That size does not exist.');
    const state = stateOf(
      [{ id: 'radio-1', type: 'radio', options }],
      { 'radio-1': 'huge' },
      { messages: { 'radio-1': { choice: 'Choose a listed size.' } } },
    );
    expect(validateField(state, 'radio-1')).toEqual({ 'radio-1': 'Choose a listed size.' });
  });

  it('VAL-020 a value of the wrong shape is rejected with the generic message', () => {
    expect(errorOf({ id: 'text-1', type: 'text' }, ['a', 'b'])).toBe('Please fix this field.');
    expect(errorOf({ id: 'consent-1', type: 'consent' }, 'perhaps')).toBe('Please fix this field.');
  });
});

describe('sliders and steps', () => {
  const slider: FieldDefinitionInput = { id: 'slider-1', type: 'slider' };

  it('FORM-012 VAL-015 a slider value outside the default 0…100 is rejected', () => {
    expect(errorOf(slider, 100)).toBeUndefined();
    expect(errorOf(slider, 0)).toBeUndefined();
    expect(errorOf(slider, 101)).toBe('Please enter a value between 0 and 100.');
    expect(errorOf(slider, -1)).toBe('Please enter a value between 0 and 100.');
  });

  it('FORM-012 VAL-018 a slider value off the default step of 1 is rejected', () => {
    expect(errorOf(slider, 42.5)).toBe('Please enter a multiple of 1.');
  });

  it('VAL-015 VAL-018 configured bounds and step, counted from the minimum', () => {
    const field: FieldDefinitionInput = {
      id: 'slider-1',
      type: 'slider',
      min: 1,
      max: 2,
      step: 0.1,
    };
    expect(errorOf(field, 1.3)).toBeUndefined();
    expect(errorOf(field, 1.35)).toBe('Please enter a multiple of 0.1.');
    expect(errorOf(field, 2.1)).toBe('Please enter a value between 1 and 2.');
    const odd: FieldDefinitionInput = { id: 'slider-1', type: 'slider', min: 1, max: 9, step: 2 };
    expect(errorOf(odd, 5)).toBeUndefined();
    expect(errorOf(odd, 4)).toBe('Please enter a multiple of 2.');
  });

  it('VAL-015 VAL-018 both handles of a range slider are checked', () => {
    const field: FieldDefinitionInput = { id: 'slider-1', type: 'slider', slider_type: 'range' };
    expect(errorOf(field, [10, 90])).toBeUndefined();
    expect(errorOf(field, [10, 190])).toBe('Please enter a value between 0 and 100.');
    expect(errorOf(field, [10.5, 90])).toBe('Please enter a multiple of 1.');
    expect(errorOf(field, [90, 10])).toBe('Please fix this field.');
  });

  it('VAL-009 a slider value that is not a number is rejected', () => {
    expect(errorOf(slider, 'lots')).toBe('Please enter a valid number.');
  });

  it('VAL-018 VAL-041 number and currency keep the number min/max rules and honour a step', () => {
    const field: FieldDefinitionInput = { id: 'currency-1', type: 'currency', min: 5, step: 0.05 };
    expect(errorOf(field, '5.10')).toBeUndefined();
    expect(errorOf(field, '5.12')).toBe('Please enter a multiple of 0.05.');
    expect(errorOf(field, '4.999')).toBe('Please enter a value greater than or equal to 5.');
  });
});

describe('settings.rules: the rules and messages from the form settings (VAL-002)', () => {
  function formErrors(
    fields: readonly FieldDefinitionInput[],
    values: FieldValues,
    settings: FormDefinitionInput['settings'],
  ) {
    return validateForm(stateOf(fields, values, settings)).errors;
  }

  it('VAL-002 VAL-020 settings can make a field required, or optional', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'text-1', type: 'text' },
      { id: 'text-2', type: 'text', required: true },
    ];
    const rules = { 'text-1': { required: true }, 'text-2': { required: false } };
    expect(formErrors(fields, {}, { rules })).toEqual({ 'text-1': 'This field is required.' });
  });

  it('VAL-002 VAL-012 VAL-013 VAL-014 length rules from settings, with their messages', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'text-1', type: 'text', limit: 100 },
      { id: 'text-2', type: 'text' },
      { id: 'text-3', type: 'text' },
    ];
    const settings = {
      rules: {
        'text-1': { maxlength: 3 },
        'text-2': { minlength: 4 },
        'text-3': { rangelength: [2, 3] as [number, number] },
      },
      messages: { 'text-2': { minlength: 'At least {0}, please.' } },
    };
    expect(
      formErrors(fields, { 'text-1': 'abcd', 'text-2': 'abc', 'text-3': 'a' }, settings),
    ).toEqual({
      'text-1': 'Please enter no more than 3 characters.',
      'text-2': 'At least 4, please.',
      'text-3': 'Please enter a value between 2 and 3 characters long.',
    });
  });

  it('VAL-002 VAL-005 CF-036 settings can switch the email check off, by its form-builder name', () => {
    const fields: FieldDefinitionInput[] = [{ id: 'email-1', type: 'email' }];
    expect(formErrors(fields, { 'email-1': 'nope' }, {})).toEqual({
      'email-1': 'Please enter a valid email address.',
    });
    expect(
      formErrors(fields, { 'email-1': 'nope' }, { rules: { 'email-1': { emailWP: false } } }),
    ).toEqual({});
  });

  it('VAL-002 VAL-005 VAL-006 VAL-008 VAL-010 format rules from settings apply to text fields', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'text-1', type: 'text' },
      { id: 'text-2', type: 'text' },
      { id: 'text-3', type: 'text' },
      { id: 'text-4', type: 'text' },
    ];
    const rules = {
      'text-1': { email: true },
      'text-2': { validurl: true },
      'text-3': { dateISO: true },
      'text-4': { digits: true },
    };
    const values = {
      'text-1': 'a@b',
      'text-2': 'not a url',
      'text-3': '2024-02-30',
      'text-4': '12a',
    };
    expect(formErrors(fields, values, { rules })).toEqual({
      'text-1': 'Please enter a valid email address.',
      'text-2': 'Please enter a valid URL.',
      'text-3': 'Please enter a valid date (ISO).',
      'text-4': 'Please enter only digits.',
    });
    const valid = {
      'text-1': 'ada@example.com',
      'text-2': 'example.com',
      'text-3': '2024-02-29',
      'text-4': '12',
    };
    expect(formErrors(fields, valid, { rules })).toEqual({});
  });

  it('VAL-002 VAL-015…VAL-018 numeric rules from settings override the field bounds', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'number-1', type: 'number', max: 100 },
      { id: 'slider-1', type: 'slider' },
      { id: 'number-2', type: 'number' },
    ];
    const rules = {
      'number-1': { maxNumber: 10 },
      'slider-1': { range: [10, 20] as [number, number], step: 5 },
      'number-2': { step: 0.5, min: 1 },
    };
    expect(
      formErrors(fields, { 'number-1': '11', 'slider-1': 25, 'number-2': '2.25' }, { rules }),
    ).toEqual({
      'number-1': 'Please enter a value less than or equal to 10.',
      'slider-1': 'Please enter a value between 10 and 20.',
      'number-2': 'Please enter a multiple of 0.5.',
    });
    expect(
      formErrors(fields, { 'number-1': '10', 'slider-1': 15, 'number-2': '2.5' }, { rules }),
    ).toEqual({});
  });

  it('VAL-002 VAL-011 equalTo compares with the named field, exactly', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'email-1', type: 'email' },
      { id: 'email-2', type: 'email' },
    ];
    const rules = { 'email-2': { equalTo: 'email-1' } };
    expect(
      formErrors(fields, { 'email-1': 'ada@example.com', 'email-2': 'ada@example.org' }, { rules }),
    ).toEqual({ 'email-2': 'Please enter the same value again.' });
    expect(
      formErrors(fields, { 'email-1': 'ada@example.com', 'email-2': 'ada@example.com' }, { rules }),
    ).toEqual({});
  });

  it('VAL-002 VAL-021 settings rules follow visibility like every other rule', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'consent-1', type: 'consent' },
      {
        id: 'text-1',
        type: 'text',
        conditions: { conditions: [{ field: 'consent-1', operator: 'is', value: 'checked' }] },
      },
    ];
    const rules = { 'text-1': { required: true } };
    expect(formErrors(fields, { 'consent-1': false }, { rules })).toEqual({});
    expect(formErrors(fields, { 'consent-1': true }, { rules })).toEqual({
      'text-1': 'This field is required.',
    });
  });
});

describe('visibility and pages', () => {
  const fields: FieldDefinitionInput[] = [
    {
      id: 'radio-1',
      type: 'radio',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
    { id: 'text-1', type: 'text', required: true },
    {
      id: 'text-2',
      type: 'text',
      required: true,
      conditions: {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'radio-1', operator: 'is', value: 'yes' }],
      },
    },
    { id: 'page-break-1', type: 'page-break' },
    { id: 'email-1', type: 'email', required: true },
    {
      id: 'text-3',
      type: 'text',
      required: true,
      validate_hidden: true,
      conditions: {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'radio-1', operator: 'is', value: 'yes' }],
      },
    },
  ];

  it('VAL-021 hidden fields are skipped unless marked, and marked ones keep their value', () => {
    const state = stateOf(fields, { 'radio-1': 'no', 'text-1': 'x', 'email-1': 'ada@example.com' });
    expect(validateForm(state)).toEqual({
      valid: false,
      errors: { 'text-3': 'This field is required.' },
    });
    state.setValue('radio-1', 'yes');
    state.setValue('text-3', 'filled');
    state.setValue('radio-1', 'no');
    expect(validateForm(state)).toEqual({ valid: true, errors: {} });
  });

  it('PAGE-005 validatePage checks only the fields of that page', () => {
    const state = stateOf(fields, { 'radio-1': 'yes' });
    expect(validatePage(state, 0).errors).toEqual({
      'text-1': 'This field is required.',
      'text-2': 'This field is required.',
    });
    expect(validatePage(state, 1).errors).toEqual({
      'email-1': 'This field is required.',
      'text-3': 'This field is required.',
    });
    expect(() => validatePage(state, 2)).toThrow(
      'Page 2 does not exist: this form has pages 0 to 1.',
    );
  });

  it('PAGE-012 pageValidity reports each page, for the step tabs', () => {
    const state = stateOf(fields, { 'radio-1': 'no', 'text-1': 'x' });
    expect(pageValidity(state)).toEqual([true, false]);
  });

  it('VAL-023 PAGE-012 the phone rule handed to the form, page and step checks reaches the field', () => {
    const paged: FieldDefinitionInput[] = [
      { id: 'text-1', type: 'text' },
      { id: 'page-break-1', type: 'page-break' },
      { id: 'phone-1', type: 'phone', country: 'us' },
    ];
    const state = stateOf(paged, { 'phone-1': '+1 123' });
    const invalidNumber = { 'phone-1': 'Please enter a valid phone number.' };
    expect(validateForm(state)).toEqual({ valid: true, errors: {} });
    expect(validateForm(state, WITH_PHONE_RULE)).toEqual({ valid: false, errors: invalidNumber });
    expect(validatePage(state, 1, WITH_PHONE_RULE).errors).toEqual(invalidNumber);
    expect(pageValidity(state)).toEqual([true, true]);
    expect(pageValidity(state, WITH_PHONE_RULE)).toEqual([true, false]);
  });

  it('SUB-011 validateForm lists errors in display order, ready for the state', () => {
    const state = stateOf(fields, { 'radio-1': 'yes' });
    const { errors } = validateForm(state);
    expect(Object.keys(errors)).toEqual(['text-1', 'text-2', 'email-1', 'text-3']);
    expect(state.setErrors(errors).errors).toEqual(Object.keys(errors));
  });
});

describe('the site contact form (CF-033…CF-038)', () => {
  const contactForm = {
    fields: [
      { id: 'text-1', type: 'text', required: true },
      { id: 'email-1', type: 'email', required: true, validation: false },
      { id: 'textarea-1', type: 'textarea', required: true },
      { id: 'captcha-1', type: 'captcha' },
    ],
    settings: {
      inline_validation: true,
      messages: {
        'text-1': { required: 'The field is required.' },
        'email-1': { required: 'The field is required.' },
        'textarea-1': { required: 'The field is required.' },
      },
    },
  } satisfies FormDefinitionInput;

  it('CF-035 CF-036 empty fields show the configured message; the email format is not checked', () => {
    const state = createFormState(
      parseDefinition(contactForm),
      { 'email-1': 'not-an-email', 'captcha-1': 'token' },
      clock,
    );
    expect(validateForm(state).errors).toEqual({
      'text-1': 'The field is required.',
      'textarea-1': 'The field is required.',
    });
  });
});
