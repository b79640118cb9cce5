import { describe, expect, it } from 'vitest';
import type { FormulaNode } from './ast';
import { FormulaError } from './formula-error';
import { parseFormula, parseFormulaOrThrow } from './parser';
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

  it('CALC-017 never prints two unary minus signs in a row: a negated minus gets brackets', () => {
    const reference: FormulaNode = {
      kind: 'reference',
      reference: { fieldId: 'number-1', fieldType: 'number', selector: 'value' },
    };
    const negate = (operand: FormulaNode): FormulaNode => ({ kind: 'negation', operand });
    const cases: readonly (readonly [FormulaNode, string])[] = [
      [negate(negate(reference)), '-(-{number-1})'],
      [negate(negate(negate({ kind: 'number', value: 1 }))), '-(-(-1))'],
      [negate({ kind: 'number', value: -2.5 }), '-(-2.5)'],
      [
        {
          kind: 'call',
          name: 'min',
          args: [negate(negate(reference)), { kind: 'number', value: 2 }],
        },
        'min(-(-{number-1}), 2)',
      ],
      [
        {
          kind: 'binary',
          operator: '-',
          left: { kind: 'number', value: 5 },
          right: negate({ kind: 'number', value: 5 }),
        },
        '5 - -5',
      ],
    ];
    for (const [tree, printed] of cases) {
      expect(printFormula(tree)).toBe(printed);
      expect(parseFormula(printed)).not.toBeInstanceOf(FormulaError);
      expect(printFormula(parseFormulaOrThrow(printed))).toBe(printed);
    }
  });

  it('CALC-006 writes numbers without exponent notation, which formulas do not have', () => {
    expect(formatPlainNumber(1e-7)).toBe('0.0000001');
    expect(formatPlainNumber(1.5e21)).toBe('1500000000000000000000');
    expect(formatPlainNumber(-2.5)).toBe('-2.5');
    expect(() => formatPlainNumber(Number.POSITIVE_INFINITY)).toThrow(/only finite numbers/);
  });
});
