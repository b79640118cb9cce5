import { describe, expect, it } from 'vitest';
import { parseFormulaOrThrow } from './parser';
import { formatPlainNumber, printFormula } from './printer';

describe('printFormula', () => {
  it('CALC-006 gives back the formula with the brackets the owner wrote', () => {
    const source = '({number-1} + 2) * max(1, {checkbox-2-min}, -pi) / (3)';
    expect(printFormula(parseFormulaOrThrow(source))).toBe(source);
  });

  it('CALC-008 DEC-03 adds brackets only where precedence or associativity needs them', () => {
    const minus = (left: number, right: number) =>
      ({
        kind: 'binary',
        operator: '-',
        left: { kind: 'number', value: left },
        right: { kind: 'number', value: right },
      }) as const;
    expect(
      printFormula({ kind: 'binary', operator: '-', left: minus(1, 2), right: minus(3, 4) }),
    ).toBe('1 - 2 - (3 - 4)');
    expect(
      printFormula({
        kind: 'binary',
        operator: '^',
        left: minus(1, 2),
        right: { kind: 'number', value: 2 },
      }),
    ).toBe('(1 - 2) ^ 2');
    expect(printFormula({ kind: 'negation', operand: minus(1, 2) })).toBe('-(1 - 2)');
  });

  it('CALC-006 writes numbers without exponent notation, which formulas do not have', () => {
    expect(formatPlainNumber(1e-7)).toBe('0.0000001');
    expect(formatPlainNumber(1.5e21)).toBe('1500000000000000000000');
    expect(formatPlainNumber(-2.5)).toBe('-2.5');
    expect(() => formatPlainNumber(Number.POSITIVE_INFINITY)).toThrow(/only finite numbers/);
  });
});
