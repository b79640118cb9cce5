import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../schema/definition';
import type { FieldValue } from '../schema/field-value';
import { createFormState } from '../state/form-state';
import { testClock } from '../testing/forms';
import { buildDefinition, derivedField } from '../testing/random-forms';
import { validateForm } from './validate-form';
import { validateSubmission } from './validate-submission';

/** Values a form-encoded or JSON body may carry for a field of the random forms. */
const wellShaped = fc.oneof(
  fc.constantFrom<FieldValue>('', '2', '-1', '3.5', 'x', 'small', 'large', '  7 ', null),
  fc.integer({ min: -5, max: 12 }).map((value): FieldValue => value),
  fc.string({ maxLength: 4 }).map((value): FieldValue => value),
);

/** Anything at all: what a hostile client may post. */
const anything = fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: true });

const clientCalculation = fc.oneof(fc.double(), fc.string(), anything);

function payloadArbitrary<Value>(definition: FormDefinition, value: fc.Arbitrary<Value>) {
  const ids = definition.fields.map((field) => field.id);
  return fc.record({
    entries: fc.array(fc.tuple(fc.constantFrom(...ids), value), { maxLength: ids.length * 2 }),
    calculations: fc.array(fc.tuple(fc.constantFrom(...ids), clientCalculation)),
    unknown: fc.dictionary(fc.string({ maxLength: 12 }), anything, { maxKeys: 4 }),
  });
}

function isCalculation(definition: FormDefinition, id: string): boolean {
  return definition.fields.some((field) => field.id === id && field.type === 'calculation');
}

const randomForm = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.array(derivedField, { maxLength: 10 }))
  .map(([numberCount, derived]) => buildDefinition(numberCount, derived));

describe('validateSubmission properties', () => {
  it('COND-012 CALC-019 VAL-021 for any well-shaped payload: hidden fields and client calculations never reach the values', () => {
    fc.assert(
      fc.property(
        randomForm.chain((definition) =>
          fc.tuple(fc.constant(definition), payloadArbitrary(definition, wellShaped)),
        ),
        ([definition, { entries, calculations }]) => {
          const fieldValues: Record<string, FieldValue> = Object.fromEntries(
            entries.filter(([id]) => !isCalculation(definition, id)),
          );
          const clientCalculations = Object.fromEntries(
            calculations.filter(([id]) => isCalculation(definition, id)),
          );
          const result = validateSubmission(
            definition,
            { ...fieldValues, ...clientCalculations },
            testClock,
          );

          // The reference: a state built from the field values alone, absent fields emptied.
          const emptied = Object.fromEntries(
            definition.fields.map((field): [string, FieldValue] => [field.id, null]),
          );
          const reference = createFormState(definition, { ...emptied, ...fieldValues }, testClock);
          expect(result.ok).toBe(validateForm(reference).valid);
          if (!result.ok) return;

          const shown = definition.fields.filter((field) => reference.isVisible(field.id));
          expect(Object.keys(result.values)).toEqual(
            shown.filter((field) => field.type !== 'calculation').map((field) => field.id),
          );
          expect(result.calculations).toEqual(
            Object.fromEntries(
              shown
                .filter((field) => field.type === 'calculation')
                .map((field) => [field.id, reference.calculation(field.id)?.value]),
            ),
          );
          // Stored as read: number fields as numbers, every other field as text.
          for (const [id, value] of Object.entries(result.values)) {
            const entered = reference.value(id);
            if (!id.startsWith('number-')) {
              expect(value).toEqual(typeof entered === 'number' ? String(entered) : entered);
            } else if (typeof entered === 'string') {
              expect(value).toEqual(entered.trim() === '' ? null : Number(entered));
            } else {
              expect(value).toEqual(entered);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('SUB-001 for any payload at all: no throw, only the form fields come back, calculations recomputed', () => {
    fc.assert(
      fc.property(
        randomForm.chain((definition) =>
          fc.tuple(fc.constant(definition), payloadArbitrary(definition, anything)),
        ),
        ([definition, { entries, calculations, unknown }]) => {
          const payload = { ...unknown, ...Object.fromEntries([...entries, ...calculations]) };
          const result = validateSubmission(definition, payload, testClock);
          const ids = new Set(definition.fields.map((field) => field.id));
          if (!result.ok) {
            for (const error of result.errors) {
              expect(error.field === null || ids.has(error.field)).toBe(true);
              expect(error.message).not.toBe('');
            }
            return;
          }
          for (const id of Object.keys(result.values)) {
            expect(ids.has(id) && !isCalculation(definition, id)).toBe(true);
          }
          const withoutCalculations = Object.fromEntries(
            Object.entries(payload).filter(([id]) => !isCalculation(definition, id)),
          );
          expect(validateSubmission(definition, withoutCalculations, testClock)).toEqual({
            ...result,
            ignored: result.ignored.filter((id) => !isCalculation(definition, id)),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
