import { describe, expect, it } from 'vitest';
import { fixedClock } from '../conditions/clock';
import type { FormDefinitionInput } from '../schema/definition';
import type { FieldDefinitionInput } from '../schema/fields';
import { parseDefinition } from '../schema/parse-definition';
import { createFormState, type FieldValues } from '../state/form-state';
import { pageValidity, validateField, validateForm, validatePage } from './validate-form';

const clock = fixedClock({ year: 2024, month: 5, day: 15 });

function stateOf(
  fields: readonly FieldDefinitionInput[],
  values: FieldValues = {},
  settings: FormDefinitionInput['settings'] = {},
) {
  return createFormState(parseDefinition({ fields, settings }), values, clock);
}

function errorOf(field: FieldDefinitionInput, value: FieldValues[string]): string | undefined {
  return validateField(stateOf([field], { [field.id]: value }), field.id)[field.id];
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
