import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../conditions/clock';
import type { ConditionOperator } from '../schema/conditions';
import type { FormDefinition } from '../schema/definition';
import type { FieldValue } from '../schema/field-value';
import type { FieldDefinitionInput } from '../schema/fields';
import { parseDefinition } from '../schema/parse-definition';
import { createFormState, type FormState, type FormStateChange } from './form-state';

const clock = fixedClock({ year: 2024, month: 5, day: 15 });

const SIZES = [
  { label: 'Small', value: 'small', calculation: 2 },
  { label: 'Large', value: 'large', calculation: 9 },
];

interface DerivedField {
  readonly kind: 'calculation' | 'number' | 'text';
  readonly sources: readonly number[];
  readonly arithmetic: '+' | '-' | '*' | '/';
  readonly operator: ConditionOperator;
  readonly expected: string;
  readonly rule: 'all' | 'any';
  readonly action: 'show' | 'hide';
  readonly neutral: boolean;
}

const derivedField: fc.Arbitrary<DerivedField> = fc.record({
  kind: fc.constantFrom('calculation', 'number', 'text'),
  sources: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  arithmetic: fc.constantFrom('+', '-', '*', '/'),
  operator: fc.constantFrom<ConditionOperator>('is', 'is_not', 'is_great', 'is_less', 'contains'),
  expected: fc.constantFrom('0', '1', '3', 'large', 'a', ''),
  rule: fc.constantFrom('all', 'any'),
  action: fc.constantFrom('show', 'hide'),
  neutral: fc.boolean(),
});

/**
 * A random acyclic form: a radio and some numbers, then calculations and conditional fields that
 * read only fields created before them, so chains of any shape appear.
 */
function buildDefinition(numberCount: number, derived: readonly DerivedField[]): FormDefinition {
  const fields: FieldDefinitionInput[] = [{ id: 'radio-1', type: 'radio', options: SIZES }];
  const numeric = ['radio-1'];
  const testable = ['radio-1'];
  for (let index = 1; index <= numberCount; index++) {
    fields.push({ id: `number-${index}`, type: 'number' });
    numeric.push(`number-${index}`);
    testable.push(`number-${index}`);
  }
  derived.forEach((spec, position) => {
    const pick = (pool: readonly string[], source: number) =>
      pool[source % pool.length] ?? 'radio-1';
    const conditions = {
      action: spec.action,
      rule: spec.rule,
      conditions: spec.sources.map((source) => ({
        field: pick(testable, source),
        operator: spec.operator,
        value: spec.expected,
      })),
    };
    if (spec.kind === 'calculation') {
      const id = `calculation-${position + 1}`;
      const formula = spec.sources
        .map((source) => `{${pick(numeric, source)}}`)
        .join(` ${spec.arithmetic} `);
      fields.push({
        id,
        type: 'calculation',
        formula,
        precision: 1,
        conditions: spec.neutral ? conditions : undefined,
      });
      numeric.push(id);
      testable.push(id);
    } else if (spec.kind === 'number') {
      const id = `number-${numberCount + position + 1}`;
      fields.push({
        id,
        type: 'number',
        conditions,
        'hidden-behavior': spec.neutral ? 'neutral' : 'zero',
      });
      numeric.push(id);
      testable.push(id);
    } else {
      const id = `text-${position + 1}`;
      fields.push({ id, type: 'text', conditions });
      testable.push(id);
    }
  });
  return parseDefinition({ fields });
}

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
