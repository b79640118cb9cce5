import { describe, expect, it } from 'vitest';
import { isFilled, shouldValidate, validateRequired } from './required';

const REQUIRED = 'This field is required.';

describe('validateRequired', () => {
  it.each([
    ['text', 'Ada'],
    ['whitespace (the trim rule judges it)', '   '],
    ['zero', 0],
    ['ticked consent', true],
    ['one checked box', ['a']],
    ['composite with one part', { first: 'Ada', last: '' }],
    ['file record list', [{ file_name: 'a.png' }]],
    ['a date', new Date(2024, 0, 1)],
  ])('VAL-020 accepts a filled value: %s', (_name, value) => {
    expect(validateRequired(value)).toBeUndefined();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['NaN', Number.NaN],
    ['unticked consent', false],
    ['no checked box', []],
    ['list of empties', ['', null]],
    ['empty composite', { first: '', last: '' }],
    ['an invalid date', new Date(Number.NaN)],
  ])('VAL-003 VAL-020 rejects an empty value: %s', (_name, value) => {
    expect(validateRequired(value)).toBe(REQUIRED);
  });

  it('VAL-021 a hidden field is not validated', () => {
    expect(validateRequired('', { hidden: true })).toBeUndefined();
    expect(shouldValidate({ hidden: true })).toBe(false);
  });

  it('VAL-021 a hidden field marked for validation is validated', () => {
    expect(validateRequired('', { hidden: true, validateWhenHidden: true })).toBe(REQUIRED);
    expect(shouldValidate({ hidden: true, validateWhenHidden: true })).toBe(true);
  });

  it('VAL-020 VAL-002 the field message overrides the default', () => {
    expect(validateRequired('', { messages: { field: { required: 'Name, please.' } } })).toBe(
      'Name, please.',
    );
  });

  it('VAL-020 isFilled agrees with validateRequired', () => {
    expect(isFilled('x')).toBe(true);
    expect(isFilled([])).toBe(false);
  });
});
