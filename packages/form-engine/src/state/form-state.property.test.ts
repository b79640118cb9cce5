import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldValue } from '../schema/field-value';
import { testClock as clock } from '../testing/forms';
import { buildDefinition, derivedField } from '../testing/random-forms';
import { createFormState, type FormState, type FormStateChange } from './form-state';

const update = fc.record({
  target: fc.nat(),
  number: fc.oneof(
    fc.integer({ min: -3, max: 5 }).map((value): FieldValue => value),
    fc.constantFrom<FieldValue>('', '2', 'x', null),
  ),
  text: fc.constantFrom<FieldValue>('', 'a', 'large', '3', null),
  choice: fc.constantFrom<FieldValue>('small', 'large', null),
});

interface Snapshot {
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly visible: Readonly<Record<string, boolean>>;
  readonly calculations: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Record<string, string>>;
}

function snapshot(state: FormState): Snapshot {
  const ids = state.definition.fields.map((field) => field.id);
  return {
    values: state.values(),
    visible: Object.fromEntries(ids.map((id) => [id, state.isVisible(id)])),
    calculations: Object.fromEntries(ids.map((id) => [id, state.calculation(id)])),
    errors: state.errors(),
  };
}

function differing(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}

function sorted(list: readonly string[]): string[] {
  return [...list].sort();
}

describe('incremental form state properties', () => {
  it('CALC-022 CALC-023 COND-011…COND-013 after any updates the state equals a full recomputation, and each change report is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(derivedField, { maxLength: 10 }),
        fc.array(update, { minLength: 1, maxLength: 12 }),
        (numberCount, derived, updates) => {
          const definition = buildDefinition(numberCount, derived);
          const inputs = definition.fields.filter((field) => field.type !== 'calculation');
          const entered: Record<string, FieldValue> = {};
          const state = createFormState(definition, {}, clock);
          for (const { target, number, text, choice } of updates) {
            const field = inputs[target % inputs.length];
            if (field === undefined) continue;
            const value = field.type === 'radio' ? choice : field.type === 'text' ? text : number;
            const before = snapshot(state);
            const change: FormStateChange = state.setValue(field.id, value);
            entered[field.id] = value;
            const after = snapshot(state);

            const fresh = snapshot(createFormState(definition, entered, clock));
            expect(after).toEqual(fresh);

            const calculationIds = new Set(differing(before.calculations, after.calculations));
            expect(sorted(change.values)).toEqual(
              differing(before.values, after.values).filter((id) => !id.startsWith('calculation-')),
            );
            expect(sorted(change.visibility)).toEqual(differing(before.visible, after.visible));
            expect(sorted(change.calculations)).toEqual([...calculationIds].sort());
            expect(sorted(change.errors)).toEqual(differing(before.errors, after.errors));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
