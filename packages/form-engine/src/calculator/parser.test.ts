import { describe, expect, it } from 'vitest';
import type { FormulaNode } from './ast';
import { calculate } from './formula';
import { FormulaError, type FormulaErrorCode } from './formula-error';
import { parseFormula, parseFormulaOrThrow } from './parser';

function rejection(source: string): FormulaError {
  const result = parseFormula(source);
  if (!(result instanceof FormulaError)) {
    throw new Error(`expected ${JSON.stringify(source)} to be rejected`);
  }
  return result;
}

describe('parseFormula: accepted formulas', () => {
  it('CALC-006 numbers, pi, the six operators, brackets and commas', () => {
    expect(calculate('1 + 2 - 3 * 4 / 2 % 5 ^ 1')).toBe(1 + 2 - (((3 * 4) / 2) % 5));
    expect(calculate('pi')).toBe(Math.PI);
    expect(calculate('(1 + 2) * 3')).toBe(9);
    expect(calculate('max(1, 7, 3)')).toBe(7);
    expect(calculate('.5 + 2.25')).toBe(2.75);
  });

  it('CALC-008 * / % bind tighter than + -, and ^ tighter than * / %', () => {
    expect(calculate('2 + 3 * 4')).toBe(14);
    expect(calculate('2 * 3 ^ 2')).toBe(18);
    expect(calculate('10 - 6 / 2')).toBe(7);
    expect(calculate('7 + 10 % 4')).toBe(9);
  });

  it('CALC-008 DEC-03 operators of equal precedence associate left to right, ^ included', () => {
    expect(calculate('2 ^ 3 ^ 2')).toBe(64);
    expect(calculate('10 - 4 - 3')).toBe(3);
    expect(calculate('64 / 4 / 2')).toBe(8);
    expect(calculate('20 % 7 % 4')).toBe(2);
    expect(calculate('8 / 2 * 4')).toBe(16);
  });

  it('DEC-03 unary minus binds tighter than every binary operator', () => {
    expect(calculate('-2 ^ 2')).toBe(4);
    expect(calculate('2 ^ -1')).toBe(0.5);
    expect(calculate('3 - -2')).toBe(5);
    expect(calculate('-(-3)')).toBe(3);
    expect(calculate('-(2 + 3) * 2')).toBe(-10);
  });

  it('CALC-017 DEC-03 one unary minus per operand: after a binary minus or inside brackets it is valid', () => {
    const resolve = () => -3;
    expect(calculate('5 - - 5')).toBe(10);
    expect(calculate('5 - -5')).toBe(10);
    expect(calculate('5--5')).toBe(10);
    expect(calculate('-(-3)')).toBe(3);
    expect(calculate('- ( - 3 )')).toBe(3);
    expect(calculate('-(-(-3))')).toBe(-3);
    expect(calculate('2 ^ -(-1)')).toBe(2);
    expect(calculate('min(-(-{number-1}), 2)', resolve)).toBe(-3);
    // DEC-02: a negative field value is one bracketed operand, never the text '--3'.
    expect(calculate('-{number-1}', resolve)).toBe(3);
    expect(calculate('5 - -{number-1}', resolve)).toBe(2);
  });

  it('CALC-007 DEC-03 function names are case-insensitive', () => {
    expect(calculate('ABS(-3) + Max(1, 2) + rOuNd(1.4)')).toBe(3 + 2 + 1);
    expect(calculate('PI')).toBe(Math.PI);
  });

  it('CALC-007 abs avg ceil floor max min round compute what their names say', () => {
    expect(calculate('abs(-2.5)')).toBe(2.5);
    expect(calculate('avg(1, 2, 6)')).toBe(3);
    expect(calculate('ceil(1.2)')).toBe(2);
    expect(calculate('floor(-1.2)')).toBe(-2);
    expect(calculate('max(-1, -5)')).toBe(-1);
    expect(calculate('min(4, 2, 8)')).toBe(2);
    expect(calculate('avg(5)')).toBe(5);
  });

  it('DEC-04 round() rounds half away from zero like result rounding', () => {
    expect(calculate('round(2.5)')).toBe(3);
    expect(calculate('round(-2.5)')).toBe(-3);
    expect(calculate('round(-2.4)')).toBe(-2);
  });

  it('CALC-003 DEC-02 reads references with -min, -max and -* suffixes', () => {
    const tree = parseFormulaOrThrow(
      '{number-1} + {checkbox-2-min} + {slider-3-max} + {number-4-*}',
    );
    const references: unknown[] = [];
    const collect = (node: FormulaNode): void => {
      if (node.kind === 'reference') references.push(node.reference);
      if (node.kind === 'binary') {
        collect(node.left);
        collect(node.right);
      }
    };
    collect(tree);
    expect(references).toEqual([
      { fieldId: 'number-1', fieldType: 'number', selector: 'value' },
      { fieldId: 'checkbox-2', fieldType: 'checkbox', selector: 'min' },
      { fieldId: 'slider-3', fieldType: 'slider', selector: 'max' },
      { fieldId: 'number-4', fieldType: 'number', selector: 'copies' },
    ]);
  });

  it('CALC-003 accepts every referencable type: calculation number slider currency radio select checkbox', () => {
    for (const type of [
      'calculation',
      'number',
      'slider',
      'currency',
      'radio',
      'select',
      'checkbox',
    ]) {
      expect(parseFormula(`{${type}-12}`)).toMatchObject({ kind: 'reference' });
    }
  });

  it('CALC-006 keeps brackets the owner wrote as group nodes', () => {
    expect(parseFormula('(1)')).toEqual({
      kind: 'group',
      expression: { kind: 'number', value: 1 },
    });
  });
});

interface RejectionCase {
  readonly source: string;
  readonly code: FormulaErrorCode;
  /** The offending character, located in `source` (its first occurrence from `from`). */
  readonly at: string | null;
  readonly from?: number;
  /** Words the message must contain, so the owner knows what to fix. */
  readonly mentions: readonly string[];
}

const REJECTIONS: readonly (RejectionCase & { readonly requirement: string })[] = [
  { requirement: 'CALC-011', source: '', code: 'empty-term', at: null, mentions: ['empty'] },
  { requirement: 'CALC-011', source: '   ', code: 'empty-term', at: null, mentions: ['empty'] },
  {
    requirement: 'CALC-011',
    source: 'max(1,,2)',
    code: 'empty-term',
    at: ',',
    from: 6,
    mentions: ['missing'],
  },
  {
    requirement: 'CALC-011',
    source: 'max(,1)',
    code: 'empty-term',
    at: ',',
    mentions: ['missing'],
  },
  {
    requirement: 'CALC-011',
    source: 'max(1,)',
    code: 'empty-term',
    at: ')',
    mentions: ['missing'],
  },
  { requirement: 'CALC-012', source: '()', code: 'empty-brackets', at: '(', mentions: ['empty'] },
  {
    requirement: 'CALC-012',
    source: '2 * ( )',
    code: 'empty-brackets',
    at: '(',
    mentions: ['empty'],
  },
  {
    requirement: 'CALC-013',
    source: 'foo + 1',
    code: 'unknown-identifier',
    at: 'f',
    mentions: ["'foo'"],
  },
  {
    requirement: 'CALC-013',
    source: '2 * e',
    code: 'unknown-identifier',
    at: 'e',
    mentions: ["'e'"],
  },
  {
    requirement: 'CALC-013',
    source: 'sqrt(4)',
    code: 'unknown-identifier',
    at: 's',
    mentions: ["'sqrt'"],
  },
  {
    requirement: 'CALC-014',
    source: '(1 + 2',
    code: 'unbalanced-brackets',
    at: '(',
    mentions: ['never closed'],
  },
  {
    requirement: 'CALC-014',
    source: '1 + 2)',
    code: 'unbalanced-brackets',
    at: ')',
    mentions: ["no matching '('"],
  },
  {
    requirement: 'CALC-014',
    source: ')',
    code: 'unbalanced-brackets',
    at: ')',
    mentions: ["no matching '('"],
  },
  {
    requirement: 'CALC-014',
    source: 'max(1, 2',
    code: 'unbalanced-brackets',
    at: '(',
    mentions: ['never closed'],
  },
  {
    requirement: 'CALC-014',
    source: '((1)',
    code: 'unbalanced-brackets',
    at: '(',
    mentions: ['never closed'],
  },
  {
    requirement: 'CALC-015',
    source: 'abs 5',
    code: 'function-without-bracket',
    at: 'a',
    mentions: ["'abs'", "'('"],
  },
  {
    requirement: 'CALC-015',
    source: '1 + round',
    code: 'function-without-bracket',
    at: 'r',
    mentions: ["'round'"],
  },
  {
    requirement: 'CALC-016',
    source: '2 3',
    code: 'missing-operator',
    at: '3',
    mentions: ["'2'", "'3'"],
  },
  {
    requirement: 'CALC-016',
    source: '2 (3)',
    code: 'missing-operator',
    at: '(',
    mentions: ['operator'],
  },
  {
    requirement: 'CALC-016',
    source: '(1)(2)',
    code: 'missing-operator',
    at: '(',
    from: 1,
    mentions: ['operator'],
  },
  {
    requirement: 'CALC-016',
    source: '{number-1} 2',
    code: 'missing-operator',
    at: '2',
    from: 10,
    mentions: ['operator'],
  },
  { requirement: 'CALC-016', source: '2pi', code: 'missing-operator', at: 'p', mentions: ["'pi'"] },
  {
    requirement: 'CALC-016',
    source: 'max(1 2)',
    code: 'missing-operator',
    at: '2',
    mentions: ['operator'],
  },
  {
    requirement: 'CALC-017',
    source: '1 +',
    code: 'operator-without-operands',
    at: '+',
    mentions: ['right'],
  },
  {
    requirement: 'CALC-017 DEC-03',
    source: '+1',
    code: 'operator-without-operands',
    at: '+',
    mentions: ['left'],
  },
  {
    requirement: 'CALC-017',
    source: '* 2',
    code: 'operator-without-operands',
    at: '*',
    mentions: ['left'],
  },
  {
    requirement: 'CALC-017',
    source: '1 + * 2',
    code: 'operator-without-operands',
    at: '*',
    mentions: ['left'],
  },
  {
    requirement: 'CALC-017',
    source: '-',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['right'],
  },
  {
    requirement: 'CALC-017',
    source: '(2 -)',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['right'],
  },
  {
    requirement: 'CALC-017',
    source: 'min(^2)',
    code: 'operator-without-operands',
    at: '^',
    mentions: ['left'],
  },
  {
    requirement: 'CALC-017',
    source: '--3',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['right', 'two minus signs', 'at character 2'],
  },
  {
    requirement: 'CALC-017',
    source: '- -3',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['right', 'two minus signs', 'at character 3'],
  },
  {
    requirement: 'CALC-017',
    source: '---3',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-017',
    source: '(--{number-1})',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-017',
    source: 'min(--{number-1}, 2)',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-017',
    source: 'max(1, - -2)',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-017',
    source: '5 - --5',
    code: 'operator-without-operands',
    at: '-',
    from: 3,
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-017',
    source: '2 ^ --1',
    code: 'operator-without-operands',
    at: '-',
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-017',
    source: '-(--3)',
    code: 'operator-without-operands',
    at: '-',
    from: 1,
    mentions: ['two minus signs'],
  },
  {
    requirement: 'CALC-018',
    source: '1.2.3',
    code: 'number-with-several-periods',
    at: '1',
    mentions: ["'1.2.3'"],
  },
  {
    requirement: 'CALC-018',
    source: '2 + 1..5',
    code: 'number-with-several-periods',
    at: '1',
    mentions: ["'1..5'"],
  },
  {
    requirement: 'CALC-009',
    source: 'abs()',
    code: 'wrong-arity',
    at: 'a',
    mentions: ['exactly one', '0'],
  },
  {
    requirement: 'CALC-009',
    source: 'abs(1, 2)',
    code: 'wrong-arity',
    at: 'a',
    mentions: ['exactly one', '2'],
  },
  {
    requirement: 'CALC-009',
    source: 'ceil(1, 2)',
    code: 'wrong-arity',
    at: 'c',
    mentions: ['exactly one'],
  },
  {
    requirement: 'CALC-009',
    source: 'floor()',
    code: 'wrong-arity',
    at: 'f',
    mentions: ['exactly one'],
  },
  {
    requirement: 'CALC-009',
    source: 'ROUND(1, 2, 3)',
    code: 'wrong-arity',
    at: 'R',
    mentions: ['exactly one', '3'],
  },
  {
    requirement: 'CALC-010',
    source: 'avg()',
    code: 'wrong-arity',
    at: 'a',
    mentions: ['at least one'],
  },
  {
    requirement: 'CALC-010',
    source: 'max()',
    code: 'wrong-arity',
    at: 'm',
    mentions: ['at least one'],
  },
  {
    requirement: 'CALC-010',
    source: '1 + min()',
    code: 'wrong-arity',
    at: 'm',
    mentions: ['at least one'],
  },
  {
    requirement: 'CALC-018',
    source: '1 + .',
    code: 'invalid-number',
    at: '.',
    mentions: ['period'],
  },
  {
    requirement: 'CALC-003',
    source: '{text-1}',
    code: 'invalid-reference',
    at: '{',
    mentions: ['text field'],
  },
  {
    requirement: 'CALC-003',
    source: '2 * {number-1',
    code: 'invalid-reference',
    at: '{',
    mentions: ["'}'"],
  },
  {
    requirement: 'CALC-003',
    source: '{number}',
    code: 'invalid-reference',
    at: '{',
    mentions: ['{number-1}'],
  },
  {
    requirement: 'CALC-003',
    source: '{number-0}',
    code: 'invalid-reference',
    at: '{',
    mentions: ['{type-N}'],
  },
  {
    requirement: 'CALC-003',
    source: '{number-1-avg}',
    code: 'invalid-reference',
    at: '{',
    mentions: ['-min'],
  },
  {
    requirement: 'CALC-006',
    source: '1, 2',
    code: 'misplaced-comma',
    at: ',',
    mentions: ['function'],
  },
  {
    requirement: 'CALC-006',
    source: '(1, 2)',
    code: 'misplaced-comma',
    at: ',',
    mentions: ['function'],
  },
  {
    requirement: 'CALC-006',
    source: '2 & 3',
    code: 'unexpected-character',
    at: '&',
    mentions: ["'&'"],
  },
];

describe('parseFormula: every rejection is a FormulaError saying what and where', () => {
  it.each(REJECTIONS)(
    '$requirement rejects $source as $code',
    ({ source, code, at, from, mentions }) => {
      const error = rejection(source);
      expect(error).toBeInstanceOf(FormulaError);
      expect(error.code).toBe(code);
      const position = at === null ? null : source.indexOf(at, from ?? 0);
      expect(error.position).toBe(position);
      if (position !== null) expect(error.message).toContain(`at character ${position + 1}`);
      for (const mention of mentions) expect(error.message).toContain(mention);
      expect(() => calculate(source)).toThrow(error.message);
    },
  );
});
