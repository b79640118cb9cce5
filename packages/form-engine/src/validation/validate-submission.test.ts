import { describe, expect, it } from 'vitest';
import type { FormDefinitionInput } from '../schema/definition';
import type { FieldDefinitionInput } from '../schema/fields';
import { definitionOf, testClock } from '../testing/forms';
import { MAX_SUBMITTED_TEXT_LENGTH } from './submitted-value';
import { MAX_SUBMITTED_KEYS, validateSubmission } from './validate-submission';

const SIZES = [
  { label: 'Small', value: 'small', calculation: 2 },
  { label: 'Large', value: 'large', calculation: 9 },
];

const ORDER_FORM: FieldDefinitionInput[] = [
  { id: 'text-1', type: 'text', required: true },
  { id: 'radio-1', type: 'radio', options: SIZES, required: true },
  { id: 'number-1', type: 'number', min: 1, max: 10 },
  {
    id: 'calculation-1',
    type: 'calculation',
    formula: '{radio-1} * {number-1}',
    precision: 2,
  },
  {
    id: 'textarea-1',
    type: 'textarea',
    required: true,
    conditions: { conditions: [{ field: 'radio-1', operator: 'is', value: 'large' }] },
  },
  { id: 'hidden-1', type: 'hidden', default_value: 'campaign-7' },
  { id: 'checkbox-1', type: 'checkbox', options: SIZES },
];

function submit(
  payload: unknown,
  fields: readonly FieldDefinitionInput[] = ORDER_FORM,
  settings: FormDefinitionInput['settings'] = {},
) {
  return validateSubmission(definitionOf(fields, settings), payload, testClock);
}

describe('validateSubmission: the server check of a whole form', () => {
  it('SUB-001 CALC-001 a valid form-encoded payload gives clean values and recomputed calculations', () => {
    const result = submit({
      'text-1': 'Ada',
      'radio-1': 'small',
      'number-1': ' 3 ',
      'checkbox-1': 'large',
      action: 'forminator_submit_form_custom-forms',
      nonce: 'abc',
    });
    expect(result).toEqual({
      ok: true,
      values: {
        'text-1': 'Ada',
        'radio-1': 'small',
        'number-1': 3,
        'hidden-1': 'campaign-7',
        'checkbox-1': ['large'],
      },
      calculations: { 'calculation-1': 6 },
      ignored: ['action', 'nonce'],
    });
  });

  it('CALC-019 CALC-020 a calculation value sent by the client is ignored and recomputed', () => {
    const result = submit({
      'text-1': 'Ada',
      'radio-1': 'large',
      'textarea-1': 'Hi',
      'calculation-1': 0.01,
      'number-1': '2',
    });
    expect(result).toMatchObject({ ok: true, calculations: { 'calculation-1': 18 } });
    expect(result.ignored).toEqual(['calculation-1']);
    if (result.ok) expect(result.values).not.toHaveProperty('calculation-1');
  });

  it('COND-012 VAL-021 a field hidden by its conditions is dropped and not validated', () => {
    const result = submit({ 'text-1': 'Ada', 'radio-1': 'small', 'textarea-1': ['not', 'text'] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.values).not.toHaveProperty('textarea-1');
  });

  it('VAL-020 a hidden input keeps its configured value whatever the client sends', () => {
    const result = submit({ 'text-1': 'Ada', 'radio-1': 'small', 'hidden-1': 'price=0' });
    expect(result).toMatchObject({ ok: true, values: { 'hidden-1': 'campaign-7' } });
    expect(result.ignored).toEqual(['hidden-1']);
  });

  it('SUB-002 SUB-011 VAL-020 errors name each field in display order, with its message', () => {
    const result = submit({ 'radio-1': 'huge', 'number-1': '11', 'checkbox-1': ['small', 'xl'] });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'text-1', message: 'This field is required.' },
        { field: 'radio-1', message: 'Please select a valid option.' },
        { field: 'number-1', message: 'Please enter a value less than or equal to 10.' },
        { field: 'checkbox-1', message: 'Please select a valid option.' },
      ],
      ignored: [],
    });
  });

  it('VAL-001 VAL-002 submission messages follow the field and form overrides', () => {
    const result = submit({ 'text-1': 'Ada', 'radio-1': 'huge' }, ORDER_FORM, {
      messages: { 'radio-1': { choice: 'We only sell small and large.' } },
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: 'radio-1', message: 'We only sell small and large.' }],
    });
  });

  it('VAL-020 a field missing from the payload is empty, not its default', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'checkbox-1', type: 'checkbox', options: SIZES, default_value: ['small'] },
      { id: 'consent-1', type: 'consent', required: true },
    ];
    expect(submit({}, fields)).toEqual({
      ok: false,
      errors: [{ field: 'consent-1', message: 'This field is required.' }],
      ignored: [],
    });
    expect(submit({ 'consent-1': 'on' }, fields)).toMatchObject({
      ok: true,
      values: { 'checkbox-1': null, 'consent-1': true },
    });
  });

  it('VAL-020 a value of the wrong shape is rejected, named by its field', () => {
    const result = submit({ 'text-1': { $ne: '' }, 'radio-1': 'small' });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: 'text-1', message: 'Please fix this field.' }],
    });
  });

  it('FORM-012 VAL-015 VAL-018 slider values arrive as text and are checked against min, max and step', () => {
    const fields: FieldDefinitionInput[] = [{ id: 'slider-1', type: 'slider', step: 5 }];
    expect(submit({ 'slider-1': '35' }, fields)).toMatchObject({
      ok: true,
      values: { 'slider-1': 35 },
    });
    expect(submit({ 'slider-1': '36' }, fields)).toMatchObject({
      ok: false,
      errors: [{ field: 'slider-1', message: 'Please enter a multiple of 5.' }],
    });
    expect(submit({ 'slider-1': '105' }, fields)).toMatchObject({
      ok: false,
      errors: [{ field: 'slider-1', message: 'Please enter a value between 0 and 100.' }],
    });
  });
});

describe('validateSubmission: date limits (FORM-019)', () => {
  const DELIVERY: FieldDefinitionInput[] = [
    {
      id: 'date-1',
      type: 'date',
      label: 'Desired delivery date',
      required: true,
      format: 'dd/mm/yy',
      'past-dates': 'disable',
      restrict: [0, 1],
      'disable-range': [{ start: '2024-08-01', end: '2024-08-15' }],
      messages: { dateWeekday: 'The gallery is closed on {0}: please choose another day.' },
    },
  ];

  it('FORM-019 VAL-028 a posted date the picker forbids is refused with the field’s message, nothing stored', () => {
    // The tests' clock reads 15 May 2024; 20 May is a Monday.
    const refused = (date: string) => submit({ 'date-1': date }, DELIVERY);
    expect(refused('01/01/2020')).toMatchObject({
      ok: false,
      errors: [{ field: 'date-1', message: 'Please choose a date from 15 May 2024 on.' }],
    });
    expect(refused('20/05/2024')).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'date-1',
          message: 'The gallery is closed on Sundays and Mondays: please choose another day.',
        },
      ],
    });
    expect(refused('06/08/2024')).toMatchObject({
      ok: false,
      errors: [
        { field: 'date-1', message: '6 August 2024 cannot be chosen: please choose another day.' },
      ],
    });
    expect(refused('21/05/2024')).toMatchObject({ ok: true, values: { 'date-1': '21/05/2024' } });
  });
});

describe('validateSubmission: copies of repeatable groups', () => {
  const fields: FieldDefinitionInput[] = [
    { id: 'group-1', type: 'group', repeater: true, max_copies: 1 },
    { id: 'number-1', type: 'number', group: 'group-1' },
    { id: 'calculation-1', type: 'calculation', formula: '{number-1-*}' },
  ];

  it('CALC-004 copies within max_copies are kept and summed', () => {
    expect(submit({ 'number-1': '1', 'number-1-2': '2' }, fields)).toEqual({
      ok: true,
      values: { 'number-1': 1, 'number-1-2': 2 },
      calculations: { 'calculation-1': 3 },
      ignored: [],
    });
  });

  it('CALC-004 a payload with more copies than max_copies is rejected on the group', () => {
    expect(submit({ 'number-1': '1', 'number-1-2': '2', 'number-1-3': '3' }, fields)).toEqual({
      ok: false,
      errors: [{ field: 'group-1', message: 'Please add no more than 1 copies.' }],
      ignored: [],
    });
  });

  it('VAL-020 each copy is validated and named by its copy id', () => {
    const bounded: FieldDefinitionInput[] = [
      { id: 'group-1', type: 'group', repeater: true },
      { id: 'number-1', type: 'number', group: 'group-1', max: 5 },
    ];
    expect(submit({ 'number-1': '1', 'number-1-2': '9', 'number-1-3': ['x'] }, bounded)).toEqual({
      ok: false,
      errors: [
        { field: 'number-1-2', message: 'Please enter a value less than or equal to 5.' },
        { field: 'number-1-3', message: 'Please fix this field.' },
      ],
      ignored: [],
    });
  });
});

describe('validateSubmission: hostile input', () => {
  it('SUB-001 a payload that is not an object of values is refused with a message', () => {
    for (const payload of [null, 'text-1=Ada', ['Ada'], 42]) {
      expect(submit(payload)).toEqual({
        ok: false,
        errors: [
          {
            field: null,
            message: 'The submission must be an object of field values, keyed by field id.',
          },
        ],
        ignored: [],
      });
    }
  });

  it('SUB-001 a 10 MB string is refused quickly with the length message, or ignored unread', () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const valid = { 'text-1': 'Ada', 'radio-1': 'large', 'textarea-1': 'Hi' };
    const started = performance.now();
    const results = ORDER_FORM.map((field) => ({
      field: field.id,
      result: submit({ ...valid, [field.id]: huge }),
    }));
    const elapsed = performance.now() - started;
    for (const { field, result } of results) {
      if (field === 'hidden-1' || field === 'calculation-1') {
        expect(result).toMatchObject({ ok: true, ignored: [field] });
      } else {
        expect(result).toEqual({
          ok: false,
          errors: [
            {
              field,
              message: `Please enter no more than ${MAX_SUBMITTED_TEXT_LENGTH} characters.`,
            },
          ],
          ignored: [],
        });
      }
    }
    // Each check reads the length, never the text: far below the 20 ms a form state may take.
    expect(elapsed / results.length).toBeLessThan(20);
  });

  it('SUB-001 a deeply nested value neither throws nor recurses', () => {
    let nested: unknown = 'Ada';
    for (let depth = 0; depth < 100_000; depth++)
      nested = depth % 2 === 0 ? [nested] : { a: nested };
    for (const field of ['text-1', 'radio-1', 'number-1', 'checkbox-1', 'calculation-1', 'junk']) {
      const result = submit({ 'text-1': 'Ada', 'radio-1': 'small', [field]: nested });
      if (field === 'calculation-1' || field === 'junk') {
        expect(result.ok).toBe(true);
      } else {
        expect(result).toMatchObject({
          ok: false,
          errors: [{ field, message: expect.any(String) as string }],
        });
      }
    }
  });

  it('SUB-001 a payload with more keys than any form posts is refused before reading them', () => {
    const payload = Object.fromEntries(
      Array.from({ length: MAX_SUBMITTED_KEYS + 1 }, (_, index) => [`junk-${index}`, 'x']),
    );
    expect(submit(payload)).toEqual({
      ok: false,
      errors: [
        {
          field: null,
          message: `The submission has more than ${MAX_SUBMITTED_KEYS} values; no form here posts that many.`,
        },
      ],
      ignored: [],
    });
  });

  it('SUB-001 keys that name object internals are ignored like any unknown key', () => {
    const payload = JSON.parse(
      '{"text-1":"Ada","radio-1":"small","__proto__":{"polluted":true},"constructor":"x"}',
    ) as unknown;
    const result = submit(payload);
    expect(result).toMatchObject({ ok: true, ignored: ['__proto__', 'constructor'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
