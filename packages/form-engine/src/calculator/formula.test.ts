import { describe, expect, it } from 'vitest';
import { formatReference, type FieldReference } from './field-reference';
import { calculate, compileFormula, NEUTRAL_OPERAND, type ReferenceValue } from './formula';
import { FormulaError } from './formula-error';

function resolverFrom(values: Readonly<Record<string, ReferenceValue>>) {
  return (reference: FieldReference): ReferenceValue => {
    const value = values[formatReference(reference)];
    if (value === undefined) throw new Error(`test resolver has no ${formatReference(reference)}`);
    return value;
  };
}

function thrownBy(action: () => unknown): FormulaError {
  try {
    action();
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error('expected a FormulaError');
}

describe('calculate and compileFormula', () => {
  it('CALC-001 CALC-003 substitutes field values through the resolver', () => {
    const resolve = resolverFrom({ '{number-1}': 4, '{radio-2}': 2.5 });
    expect(calculate('{number-1} * {radio-2} + 1', resolve)).toBe(11);
  });

  it('DEC-02 a substituted value acts as one bracketed operand', () => {
    const resolve = resolverFrom({ '{number-1}': -3 });
    expect(calculate('{number-1} ^ 2', resolve)).toBe(9);
    expect(calculate('10 - {number-1}', resolve)).toBe(13);
    expect(calculate('2 ^ {number-1} ^ 2', resolve)).toBe((2 ** -3) ** 2);
  });

  it('CALC-001 CALC-022 compiles once and evaluates many times with different values', () => {
    const formula = compileFormula('{number-1} * 2 + {number-2-max}');
    expect(formula.references.map(formatReference)).toEqual(['{number-1}', '{number-2-max}']);
    expect(formula.evaluate(resolverFrom({ '{number-1}': 1, '{number-2-max}': 10 }))).toBe(12);
    expect(formula.evaluate(resolverFrom({ '{number-1}': 5, '{number-2-max}': 0 }))).toBe(10);
  });

  it('CALC-003 lists each distinct reference once, in order of appearance', () => {
    const formula = compileFormula('{number-2} + {number-1} * {number-2} + {number-1-min}');
    expect(formula.references.map(formatReference)).toEqual([
      '{number-2}',
      '{number-1}',
      '{number-1-min}',
    ]);
  });

  it('CALC-003 CALC-019 a reference without a resolver is a FormulaError naming the field', () => {
    const error = thrownBy(() => calculate('{number-1} + 1'));
    expect(error.code).toBe('unresolved-reference');
    expect(error.message).toContain('{number-1}');
  });

  it.each(['1 / 0', '0 / 0', '-1 / 0', '(0 - 8) ^ 0.5', '10 ^ 400', '5 % 0'])(
    'CALC-019 %s is rejected as a non-finite result',
    (source) => {
      const error = thrownBy(() => calculate(source));
      expect(error.code).toBe('non-finite-result');
      expect(error.position).toBeNull();
    },
  );

  it('CALC-019 only the final result must be finite', () => {
    expect(calculate('min(1 / 0, 2)')).toBe(2);
  });
});

describe('DEC-01 a hidden field counts as the neutral element of the operator beside it', () => {
  const hidden = resolverFrom({ '{number-1}': NEUTRAL_OPERAND, '{number-2}': 6 });

  it.each([
    ['{number-2} * {number-1}', 6],
    ['{number-1} * {number-2}', 6],
    ['{number-2} / {number-1}', 6],
    ['{number-1} / 2', 0.5],
    ['{number-2} + {number-1}', 6],
    ['{number-2} - {number-1}', 6],
    ['{number-1} - {number-2}', -6],
    ['2 + {number-1} * 3', 5],
    ['2 * {number-1} + 3', 5],
    ['{number-2} ^ {number-1}', 1],
    ['{number-2} % {number-1} + 1', Number.NaN],
  ])('CALC-005 %s gives %d', (source, expected) => {
    if (Number.isNaN(expected)) {
      expect(thrownBy(() => calculate(source, hidden)).code).toBe('non-finite-result');
    } else {
      expect(calculate(source, hidden)).toBe(expected);
    }
  });

  it('DEC-01 only the operator inside the same bracket counts', () => {
    expect(calculate('{number-2} * ({number-1})', hidden)).toBe(0);
    expect(calculate('{number-2} * ({number-1} * 2)', hidden)).toBe(12);
    expect(calculate('max({number-1}, -1)', hidden)).toBe(0);
    expect(calculate('-{number-1} + 4', hidden)).toBe(4);
  });
});
