import fc from 'fast-check';
import type { ConditionOperator } from '../schema/conditions';
import type { FormDefinition } from '../schema/definition';
import type { FieldDefinitionInput } from '../schema/fields';
import { parseDefinition } from '../schema/parse-definition';

/**
 * Random forms for property tests of the state and the submission check: a radio and some
 * numbers, then calculations and conditional fields reading only earlier fields, so chains of
 * any shape appear.
 */

export const SIZES = [
  { label: 'Small', value: 'small', calculation: 2 },
  { label: 'Large', value: 'large', calculation: 9 },
];

export interface DerivedField {
  readonly kind: 'calculation' | 'number' | 'text';
  readonly sources: readonly number[];
  readonly arithmetic: '+' | '-' | '*' | '/';
  readonly operator: ConditionOperator;
  readonly expected: string;
  readonly rule: 'all' | 'any';
  readonly action: 'show' | 'hide';
  readonly neutral: boolean;
}

export const derivedField: fc.Arbitrary<DerivedField> = fc.record({
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
export function buildDefinition(
  numberCount: number,
  derived: readonly DerivedField[],
): FormDefinition {
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
