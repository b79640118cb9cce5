import { describe, expect, it } from 'vitest';
import type { FieldDefinitionInput } from '../schema/fields';
import { stateOf } from '../testing/forms';

const SIZES = [
  { label: 'Small', value: 'small', calculation: 2 },
  { label: 'Medium', value: 'medium', calculation: 5 },
  { label: 'Large', value: 'large', calculation: 9 },
];

function showWhen(field: string, operator: 'is' | 'is_great', value: string) {
  return {
    action: 'show' as const,
    rule: 'all' as const,
    conditions: [{ field, operator, value }],
  };
}

describe('calculations in the form state', () => {
  it('CALC-001 CALC-022 a calculation follows the fields it reads', () => {
    const state = stateOf(
      [
        { id: 'number-1', type: 'number' },
        { id: 'number-2', type: 'number' },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1} * {number-2}' },
      ],
      { 'number-1': 3, 'number-2': '4' },
    );
    expect(state.calculation('calculation-1')).toEqual({
      value: 12,
      display: '12.00',
      error: null,
    });
    state.setValue('number-2', '10');
    expect(state.value('calculation-1')).toBe(30);
  });

  it('CALC-003 choices add their calculation values; checkbox and multi-select sum theirs', () => {
    const state = stateOf(
      [
        { id: 'radio-1', type: 'radio', options: SIZES },
        { id: 'checkbox-1', type: 'checkbox', options: SIZES },
        { id: 'select-1', type: 'select', options: SIZES, multiple: true },
        {
          id: 'calculation-1',
          type: 'calculation',
          formula: '{radio-1} + {checkbox-1} * 10 + {select-1} * 100',
        },
      ],
      { 'radio-1': 'medium', 'checkbox-1': ['small', 'large'], 'select-1': ['large'] },
    );
    expect(state.value('calculation-1')).toBe(5 + 110 + 900);
  });

  it('CALC-003 DEC-02 -min and -max pick the lowest and highest of several values', () => {
    const state = stateOf(
      [
        { id: 'checkbox-1', type: 'checkbox', options: SIZES },
        { id: 'slider-1', type: 'slider', slider_type: 'range' },
        {
          id: 'calculation-1',
          type: 'calculation',
          formula: '{checkbox-1-max} - {checkbox-1-min}',
        },
        { id: 'calculation-2', type: 'calculation', formula: '{slider-1-max} - {slider-1-min}' },
      ],
      { 'checkbox-1': ['small', 'medium', 'large'], 'slider-1': [20, 65] },
    );
    expect(state.value('calculation-1')).toBe(7);
    expect(state.value('calculation-2')).toBe(45);
  });

  it('CALC-004 DEC-02 {type-N-*} sums every copy of a repeated field', () => {
    const state = stateOf(
      [
        { id: 'group-1', type: 'group', repeater: true },
        { id: 'number-1', type: 'number', group: 'group-1' },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1-*}' },
        { id: 'calculation-2', type: 'calculation', formula: '{number-1}' },
      ],
      { 'number-1': 1, 'number-1-2': 10 },
    );
    expect(state.value('calculation-1')).toBe(11);
    const change = state.setValue('number-1-3', 100);
    expect(change).toEqual({
      values: ['number-1-3'],
      visibility: [],
      calculations: ['calculation-1'],
      errors: [],
    });
    expect(state.value('calculation-1')).toBe(111);
    expect(state.value('calculation-2')).toBe(1);
    state.setValue('number-1-2', null);
    expect(state.value('calculation-1')).toBe(101);
  });

  it('CALC-003 an unreadable value counts as 0, a comma as the decimal point', () => {
    const state = stateOf(
      [
        { id: 'number-1', type: 'number' },
        { id: 'radio-1', type: 'radio', options: SIZES },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1} + {radio-1} + 1' },
      ],
      { 'number-1': 'twelve', 'radio-1': 'huge' },
    );
    expect(state.value('calculation-1')).toBe(1);
    state.setValue('number-1', '2,5');
    expect(state.value('calculation-1')).toBe(3.5);
  });

  it('CALC-005 a hidden field counts as 0 by default (hidden-behavior zero)', () => {
    const state = stateOf(
      [
        { id: 'radio-1', type: 'radio', options: SIZES },
        { id: 'number-1', type: 'number', conditions: showWhen('radio-1', 'is', 'large') },
        { id: 'calculation-1', type: 'calculation', formula: '10 * {number-1}' },
      ],
      { 'radio-1': 'small', 'number-1': 3 },
    );
    expect(state.value('calculation-1')).toBe(0);
    state.setValue('radio-1', 'large');
    expect(state.value('calculation-1')).toBe(30);
  });

  it('DEC-01 with hidden-behavior neutral a hidden field is 1 beside * or / and 0 elsewhere', () => {
    const state = stateOf(
      [
        { id: 'radio-1', type: 'radio', options: SIZES },
        {
          id: 'number-1',
          type: 'number',
          'hidden-behavior': 'neutral',
          conditions: showWhen('radio-1', 'is', 'large'),
        },
        { id: 'calculation-1', type: 'calculation', formula: '10 * {number-1}' },
        { id: 'calculation-2', type: 'calculation', formula: '10 + {number-1}' },
        { id: 'calculation-3', type: 'calculation', formula: '10 / ({number-1})' },
      ],
      { 'radio-1': 'small', 'number-1': 3 },
    );
    expect(state.value('calculation-1')).toBe(10);
    expect(state.value('calculation-2')).toBe(10);
    expect(state.calculation('calculation-3')?.error).toBe('Failed to calculate field.');
  });

  it('CALC-019 ERR-001 a failing formula shows the calculation error and gives 0', () => {
    const state = stateOf(
      [
        { id: 'number-1', type: 'number' },
        { id: 'calculation-1', type: 'calculation', formula: '100 / {number-1}' },
      ],
      { 'number-1': 0 },
    );
    expect(state.calculation('calculation-1')).toEqual({
      value: 0,
      display: '0.00',
      error: 'Failed to calculate field.',
    });
    expect(state.error('calculation-1')).toBe('Failed to calculate field.');
    const change = state.setValue('number-1', 4);
    expect(change.errors).toEqual(['calculation-1']);
    expect(state.calculation('calculation-1')).toEqual({
      value: 25,
      display: '25.00',
      error: null,
    });
    expect(state.error('calculation-1')).toBeUndefined();
  });

  it('CALC-019 the calculation error message can be overridden in the form messages', () => {
    const state = stateOf(
      [{ id: 'calculation-1', type: 'calculation', formula: '0 / 0' }],
      {},
      { general_messages: { calculation_error: 'Cannot compute this total.' } },
    );
    expect(state.error('calculation-1')).toBe('Cannot compute this total.');
  });

  it('CALC-020 CALC-021 DEC-04 results are rounded half away from zero and shown with the decimal point', () => {
    const state = stateOf(
      [
        { id: 'number-1', type: 'number' },
        {
          id: 'calculation-1',
          type: 'calculation',
          formula: '{number-1}',
          precision: 2,
          'decimal-point': ',',
        },
        { id: 'calculation-2', type: 'calculation', formula: '{number-1} * 0 - 2.5', precision: 0 },
      ],
      { 'number-1': '1.005' },
    );
    expect(state.calculation('calculation-1')).toEqual({
      value: 1.01,
      display: '1,01',
      error: null,
    });
    expect(state.calculation('calculation-2')).toEqual({ value: -3, display: '-3', error: null });
  });

  it('CALC-001 a calculation can read another calculation', () => {
    const state = stateOf(
      [
        { id: 'number-1', type: 'number' },
        { id: 'calculation-2', type: 'calculation', formula: '{calculation-1} * 2', precision: 1 },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1} / 3', precision: 1 },
      ],
      { 'number-1': 1 },
    );
    // The chained calculation reads the rounded result (0.3), as the visitor sees it.
    expect(state.value('calculation-2')).toBe(0.6);
  });
});

describe('conditions in the form state', () => {
  const chain: FieldDefinitionInput[] = [
    { id: 'radio-1', type: 'radio', options: SIZES },
    { id: 'text-1', type: 'text', conditions: showWhen('radio-1', 'is', 'large') },
    {
      id: 'text-2',
      type: 'text',
      conditions: {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'text-1', operator: 'is_not', value: 'no' }],
      },
    },
    {
      id: 'text-3',
      type: 'text',
      conditions: {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'text-2', operator: 'contains', value: '' }],
      },
    },
  ];

  it('COND-011 COND-013 show and hide cascade down a chain of conditions', () => {
    const state = stateOf(chain, { 'radio-1': 'small' });
    expect(['text-1', 'text-2', 'text-3'].map((id) => state.isVisible(id))).toEqual([
      false,
      false,
      false,
    ]);
    const shown = state.setValue('radio-1', 'large');
    expect(shown.visibility).toEqual(['text-1', 'text-2', 'text-3']);
    expect(['text-1', 'text-2', 'text-3'].map((id) => state.isVisible(id))).toEqual([
      true,
      true,
      true,
    ]);
    const hidden = state.setValue('text-1', 'no');
    expect(hidden.visibility).toEqual(['text-2', 'text-3']);
  });

  it('COND-012 a hidden field reads as cleared, and showing it restores its value', () => {
    const state = stateOf(chain, { 'radio-1': 'large', 'text-1': 'kept', 'text-2': 'also kept' });
    expect(state.value('text-1')).toBe('kept');
    const hide = state.setValue('radio-1', 'small');
    expect(hide.values).toEqual(['radio-1', 'text-1', 'text-2']);
    expect(state.value('text-1')).toBeNull();
    expect(state.values()).toMatchObject({ 'text-1': null, 'text-2': null, 'text-3': null });
    state.setValue('radio-1', 'large');
    expect(state.value('text-1')).toBe('kept');
    expect(state.value('text-2')).toBe('also kept');
  });

  it('CALC-023 calculations re-run when a condition toggles a field they read', () => {
    const state = stateOf(
      [
        { id: 'radio-1', type: 'radio', options: SIZES },
        { id: 'number-1', type: 'number', conditions: showWhen('radio-1', 'is', 'large') },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1} + 1' },
      ],
      { 'radio-1': 'large', 'number-1': 41 },
    );
    expect(state.value('calculation-1')).toBe(42);
    const change = state.setValue('radio-1', 'small');
    expect(change.calculations).toEqual(['calculation-1']);
    expect(state.value('calculation-1')).toBe(1);
  });

  it('COND-001 a condition can test a calculation result', () => {
    const state = stateOf(
      [
        { id: 'number-1', type: 'number' },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1} * 2' },
        { id: 'text-1', type: 'text', conditions: showWhen('calculation-1', 'is_great', '10') },
      ],
      { 'number-1': 5 },
    );
    expect(state.isVisible('text-1')).toBe(false);
    expect(state.setValue('number-1', 6).visibility).toEqual(['text-1']);
  });

  it('COND-009 COND-010 date conditions use the injected clock and the field format', () => {
    const state = stateOf(
      [
        { id: 'date-1', type: 'date', format: 'dd/mm/yy' },
        {
          id: 'text-1',
          type: 'text',
          conditions: {
            action: 'show',
            rule: 'all',
            conditions: [{ field: 'date-1', operator: 'is_after_n_or_more_days', value: '7' }],
          },
        },
      ],
      { 'date-1': '21/05/2024' },
    );
    expect(state.isVisible('text-1')).toBe(false);
    state.setValue('date-1', '22/05/2024');
    expect(state.isVisible('text-1')).toBe(true);
  });

  it('DEC-08 a page break hidden by its conditions hides every field of its page', () => {
    const state = stateOf(
      [
        { id: 'radio-1', type: 'radio', options: SIZES },
        { id: 'page-break-1', type: 'page-break', conditions: showWhen('radio-1', 'is', 'large') },
        { id: 'text-1', type: 'text' },
        { id: 'number-1', type: 'number' },
        { id: 'page-break-2', type: 'page-break' },
        { id: 'text-2', type: 'text' },
      ],
      { 'radio-1': 'small' },
    );
    expect(
      ['page-break-1', 'text-1', 'number-1', 'text-2'].map((id) => state.isVisible(id)),
    ).toEqual([false, false, false, true]);
    expect(state.setValue('radio-1', 'large').visibility).toEqual([
      'page-break-1',
      'text-1',
      'number-1',
    ]);
  });

  it('COND-013 hiding a group hides its members', () => {
    const state = stateOf(
      [
        { id: 'radio-1', type: 'radio', options: SIZES },
        { id: 'group-1', type: 'group', conditions: showWhen('radio-1', 'is', 'medium') },
        { id: 'text-1', type: 'text', group: 'group-1' },
      ],
      { 'radio-1': 'medium', 'text-1': 'inside' },
    );
    expect(state.value('text-1')).toBe('inside');
    state.setValue('radio-1', 'small');
    expect(state.isVisible('text-1')).toBe(false);
    expect(state.value('text-1')).toBeNull();
  });
});

describe('updates report exactly what changed', () => {
  const fields: FieldDefinitionInput[] = [
    { id: 'number-1', type: 'number' },
    { id: 'number-2', type: 'number' },
    { id: 'calculation-1', type: 'calculation', formula: '{number-1} * 2' },
    { id: 'calculation-2', type: 'calculation', formula: '{number-2} * 2' },
    { id: 'calculation-3', type: 'calculation', formula: 'round({number-1} / 100)' },
    { id: 'text-1', type: 'text', conditions: showWhen('calculation-1', 'is_great', '10') },
  ];

  it('CALC-022 only the dependants of the changed field are recomputed and reported', () => {
    const state = stateOf(fields, { 'number-1': 1, 'number-2': 1 });
    expect(state.setValue('number-1', 6)).toEqual({
      values: ['number-1'],
      visibility: ['text-1'],
      calculations: ['calculation-1'],
      errors: [],
    });
  });

  it('CALC-022 COND-011 setting the same value again changes nothing', () => {
    const state = stateOf(fields, { 'number-1': 1, 'checkbox-1': ['a'] });
    expect(state.setValue('number-1', 1)).toEqual({
      values: [],
      visibility: [],
      calculations: [],
      errors: [],
    });
  });

  it('CALC-025 setValues applies several values and reports their effects once', () => {
    const state = stateOf(fields, { 'number-1': 1, 'number-2': 1 });
    expect(state.setValues({ 'number-1': 7, 'number-2': 3 })).toEqual({
      values: ['number-1', 'number-2'],
      visibility: ['text-1'],
      calculations: ['calculation-1', 'calculation-2'],
      errors: [],
    });
  });

  it('CALC-001 refuses to set an unknown field, a calculation, or a field that holds no value', () => {
    const state = stateOf([...fields, { id: 'html-1', type: 'html' }]);
    expect(() => state.setValue('number-9', 1)).toThrow('number-9 is not a field of this form.');
    expect(() => state.setValue('calculation-1', 1)).toThrow(/computed from its formula/);
    expect(() => state.setValue('html-1', 'x')).toThrow(/holds no value/);
    expect(() => state.setValue('number-1-2', 1)).toThrow(
      'number-1-2 is not a field of this form.',
    );
  });

  it('CALC-019 SUB-001 the state ignores calculation values and unknown keys sent by the client', () => {
    const state = stateOf(fields, { 'number-1': 2, 'calculation-1': 999, nonce: 'abc' });
    expect(state.values()).toEqual({
      'number-1': 2,
      'number-2': null,
      'calculation-1': 4,
      'calculation-2': 0,
      'calculation-3': 0,
      'text-1': null,
    });
  });

  it('FORM-012 fields start from their default values', () => {
    const state = stateOf([
      { id: 'slider-1', type: 'slider', min: 5 },
      { id: 'slider-2', type: 'slider', slider_type: 'range' },
      { id: 'text-1', type: 'text', default_value: 'hello' },
    ]);
    expect(state.values()).toEqual({ 'slider-1': 5, 'slider-2': [0, 100], 'text-1': 'hello' });
  });

  it('FORM-012 VAL-020 only a missing initial value takes the default; null is emptied', () => {
    const fields: FieldDefinitionInput[] = [
      { id: 'text-1', type: 'text', default_value: 'hello' },
      { id: 'checkbox-1', type: 'checkbox', options: SIZES, default_value: ['small'] },
    ];
    expect(stateOf(fields, { 'text-1': null, 'checkbox-1': null }).values()).toEqual({
      'text-1': null,
      'checkbox-1': null,
    });
    expect(stateOf(fields, { 'text-1': undefined }).values()).toEqual({
      'text-1': 'hello',
      'checkbox-1': ['small'],
    });
  });
});

describe('copies of a repeatable group', () => {
  const fields: FieldDefinitionInput[] = [
    { id: 'group-1', type: 'group', repeater: true, max_copies: 2 },
    { id: 'number-1', type: 'number', group: 'group-1' },
    { id: 'text-1', type: 'text', group: 'group-1' },
    { id: 'calculation-1', type: 'calculation', formula: '{number-1-*}' },
  ];

  it('CALC-004 max_copies counts the copies beside the original, across the group fields', () => {
    const state = stateOf(fields, { 'number-1': 1, 'number-1-2': 2 });
    expect(state.canAddCopy('group-1')).toBe(true);
    state.setValue('text-1-3', 'third');
    expect(state.canAddCopy('group-1')).toBe(false);
    // Filling in another field of an existing copy adds no copy.
    state.setValue('text-1-2', 'second');
    state.setValue('number-1-3', 3);
    expect(state.value('calculation-1')).toBe(6);
  });

  it('CALC-004 the state refuses a value that would add a copy beyond max_copies', () => {
    const state = stateOf(fields, { 'number-1-2': 2, 'number-1-3': 3 });
    expect(() => state.setValue('number-1-4', 4)).toThrow(
      'number-1-4 would be copy 3 of group-1, which allows at most 2.',
    );
    expect(state.copyIds('number-1')).toEqual(['number-1-2', 'number-1-3']);
    expect(state.value('calculation-1')).toBe(5);
  });

  it('CALC-004 removing a copy makes room for another', () => {
    const state = stateOf(fields, { 'number-1-2': 2, 'number-1-3': 3 });
    state.setValue('number-1-2', null);
    expect(state.canAddCopy('group-1')).toBe(true);
    state.setValue('number-1-7', 7);
    expect(state.copyIds('number-1')).toEqual(['number-1-3', 'number-1-7']);
  });

  it('CALC-004 initial values with too many copies are refused too', () => {
    expect(() => stateOf(fields, { 'number-1-2': 2, 'number-1-3': 3, 'text-1-4': 'x' })).toThrow(
      'text-1-4 would be copy 3 of group-1, which allows at most 2.',
    );
  });

  it('CALC-004 a group without max_copies takes any number; a plain group none', () => {
    const open = stateOf([
      { id: 'group-1', type: 'group', repeater: true },
      { id: 'number-1', type: 'number', group: 'group-1' },
      { id: 'group-2', type: 'group' },
    ]);
    for (let copy = 2; copy <= 50; copy++) open.setValue(`number-1-${copy}`, copy);
    expect(open.canAddCopy('group-1')).toBe(true);
    expect(open.canAddCopy('group-2')).toBe(false);
    expect(() => open.canAddCopy('group-9')).toThrow('group-9 is not a field of this form.');
  });
});

describe('errors in the form state', () => {
  const fields: FieldDefinitionInput[] = [
    { id: 'radio-1', type: 'radio', options: SIZES },
    { id: 'text-1', type: 'text', conditions: showWhen('radio-1', 'is', 'large') },
  ];

  it('VAL-045 typing a non-empty value clears the field error', () => {
    const state = stateOf(fields, { 'radio-1': 'large' });
    expect(state.setErrors({ 'text-1': 'This field is required.' })).toMatchObject({
      errors: ['text-1'],
    });
    expect(state.error('text-1')).toBe('This field is required.');
    expect(state.setValue('text-1', '').errors).toEqual([]);
    expect(state.error('text-1')).toBe('This field is required.');
    expect(state.setValue('text-1', 'x').errors).toEqual(['text-1']);
    expect(state.errors()).toEqual({});
  });

  it('VAL-021 hiding a field removes its error', () => {
    const state = stateOf(fields, { 'radio-1': 'large' });
    state.setErrors({ 'text-1': 'Required' });
    expect(state.setValue('radio-1', 'small').errors).toEqual(['text-1']);
    expect(state.error('text-1')).toBeUndefined();
  });

  it('SUB-011 setErrors sets and clears errors, and rejects unknown fields', () => {
    const state = stateOf(fields, { 'radio-1': 'large' });
    state.setErrors({ 'radio-1': 'Pick one', 'text-1': 'Too short' });
    expect(state.errors()).toEqual({ 'radio-1': 'Pick one', 'text-1': 'Too short' });
    expect(state.setErrors({ 'radio-1': null, 'text-1': 'Too short' }).errors).toEqual(['radio-1']);
    expect(() => state.setErrors({ 'email-4': 'x' })).toThrow(
      'email-4 is not a field of this form.',
    );
  });
});
