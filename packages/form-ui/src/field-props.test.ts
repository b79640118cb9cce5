import { isEmptyValue, type FieldValue } from '@atelier/form-engine/schema/field-value';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeReporter, fieldIds, fieldInputName, hasEnteredValue } from './field-props';

const text = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ maxLength: 4 }));

const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.constant(null),
  text,
  fc.double(),
  fc.boolean(),
  fc.array(text, { maxLength: 3 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.array(fc.record({ name: text, size: fc.nat() }), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('hours', 'minutes', 'first-name'), text),
);

describe('field props', () => {
  it('VAL-045 hasEnteredValue agrees with the engine’s isEmptyValue on every value shape', () => {
    fc.assert(
      fc.property(fieldValue, (value) => {
        expect(hasEnteredValue(value)).toBe(!isEmptyValue(value));
      }),
    );
  });

  it('VAL-045 changeReporter reports the change, then asks to clear a shown error for a non-empty value', () => {
    const calls: string[] = [];
    const report = changeReporter({
      onChange: (value) => calls.push(`change ${JSON.stringify(value)}`),
      onErrorClear: () => calls.push('clear'),
      error: 'This field is required.',
    });
    report('');
    report([]);
    report('a');
    expect(calls).toEqual(['change ""', 'change []', 'change "a"', 'clear']);
  });

  it('FORM-011 ids are derived from the prefix and field id alone, names post parts in brackets', () => {
    const ids = fieldIds('contact', 'name-1');
    expect([ids.control, ids.label, ids.error, ids.part('first-name')]).toEqual([
      'contact-name-1',
      'contact-name-1-label',
      'contact-name-1-error',
      'contact-name-1-first-name',
    ]);
    expect(fieldInputName('name-1')).toBe('name-1');
    expect(fieldInputName('name-1', 'first-name')).toBe('name-1[first-name]');
  });
});
