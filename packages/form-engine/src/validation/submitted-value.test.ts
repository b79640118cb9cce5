import { describe, expect, it } from 'vitest';
import type { FieldDefinitionInput } from '../schema/fields';
import { definitionOf } from '../testing/forms';
import {
  MAX_SUBMITTED_LIST_LENGTH,
  MAX_SUBMITTED_TEXT_LENGTH,
  readFieldValue,
  type ReadValue,
} from './submitted-value';

const options = [
  { label: 'Small', value: 'small' },
  { label: 'Large', value: 'large' },
];

function read(field: FieldDefinitionInput, raw: unknown): ReadValue {
  const [parsed] = definitionOf([field]).fields;
  if (parsed === undefined) throw new Error('the test form has no field');
  return readFieldValue(parsed, raw);
}

const text: FieldDefinitionInput = { id: 'text-1', type: 'text' };
const slider: FieldDefinitionInput = { id: 'slider-1', type: 'slider' };
const range: FieldDefinitionInput = { id: 'slider-1', type: 'slider', slider_type: 'range' };
const radio: FieldDefinitionInput = { id: 'radio-1', type: 'radio', options };
const checkbox: FieldDefinitionInput = { id: 'checkbox-1', type: 'checkbox', options };
const multiSelect: FieldDefinitionInput = {
  id: 'select-1',
  type: 'select',
  options,
  multiple: true,
};
const consent: FieldDefinitionInput = { id: 'consent-1', type: 'consent' };
const upload: FieldDefinitionInput = { id: 'upload-1', type: 'upload', multiple: true };
const name: FieldDefinitionInput = { id: 'name-1', type: 'name', parts: ['first-name'] };
const time: FieldDefinitionInput = { id: 'time-1', type: 'time' };
const number: FieldDefinitionInput = { id: 'number-1', type: 'number' };

describe('readFieldValue reads a submitted value into the field shape', () => {
  it.each<[string, FieldDefinitionInput, unknown, unknown]>([
    ['missing text', text, undefined, null],
    ['text', text, 'Ada', 'Ada'],
    ['a number in a text field', text, 42, '42'],
    ['a numeric text in a slider', slider, ' 40 ', 40],
    ['an empty slider', slider, '', null],
    ['a range slider', range, ['10', 20], [10, 20]],
    ['one radio option', radio, 'small', 'small'],
    ['a radio option posted once as a list', radio, ['large'], 'large'],
    ['one checkbox value', checkbox, 'small', ['small']],
    ['checkbox values, repeats and blanks dropped', checkbox, ['small', '', 'small'], ['small']],
    ['multi-select values', multiSelect, ['large', 'small'], ['large', 'small']],
    ['a ticked consent box', consent, 'on', true],
    ['a consent flag', consent, false, false],
    ['an unticked consent box', consent, 'off', false],
    ['one file', upload, { name: 'a.jpg', size: 10 }, [{ name: 'a.jpg', size: 10 }]],
    ['name parts', name, { 'first-name': 'Ada' }, { 'first-name': 'Ada' }],
    ['time text', time, '09:30 AM', '09:30 AM'],
    ['time parts', time, { hours: '9', minutes: '30' }, { hours: '9', minutes: '30' }],
    ['a number', number, 12.5, 12.5],
    ['number text', number, '12.50', '12.50'],
  ])('VAL-020 SUB-001 %s', (_what, field, raw, expected) => {
    expect(read(field, raw)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, FieldDefinitionInput, unknown, string]>([
    ['a list in a text field', text, ['a', 'b'], 'malformed'],
    ['an object in a text field', text, { $gt: '' }, 'malformed'],
    ['a boolean in a text field', text, true, 'malformed'],
    ['a word in a slider', slider, 'lots', 'number'],
    ['a list in a single slider', slider, [1, 2], 'malformed'],
    ['one handle in a range slider', range, [1], 'malformed'],
    ['reversed range handles', range, [30, 10], 'malformed'],
    ['two radio options', radio, ['small', 'large'], 'choice'],
    ['a nested list in a checkbox', checkbox, [['small']], 'malformed'],
    ['an unknown consent word', consent, 'maybe', 'malformed'],
    ['a file without a size', upload, [{ name: 'a.jpg' }], 'malformed'],
    ['an unknown name part', name, { 'first-name': 'Ada', admin: 'yes' }, 'malformed'],
    ['a name as text when it has parts', name, 'Ada', 'malformed'],
    ['an infinite number', number, Number.POSITIVE_INFINITY, 'malformed'],
  ])('VAL-020 SUB-001 refuses %s', (_what, field, raw, rule) => {
    expect(read(field, raw)).toMatchObject({ ok: false, rule });
  });

  it('SUB-001 text beyond the limit is refused unread, with the maxlength message rule', () => {
    expect(read(text, 'x'.repeat(MAX_SUBMITTED_TEXT_LENGTH))).toMatchObject({ ok: true });
    expect(read(text, 'x'.repeat(MAX_SUBMITTED_TEXT_LENGTH + 1))).toEqual({
      ok: false,
      rule: 'maxlength',
      params: [MAX_SUBMITTED_TEXT_LENGTH],
    });
  });

  it('SUB-001 a list beyond the limit is refused', () => {
    const many = Array.from({ length: MAX_SUBMITTED_LIST_LENGTH + 1 }, () => 'small');
    expect(read(checkbox, many)).toMatchObject({ ok: false, rule: 'malformed' });
  });
});
