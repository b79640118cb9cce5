import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, type BinaryOperator, type FormulaNode } from './ast';
import { formatReference, type FieldReference } from './field-reference';
import {
  calculate,
  compileFormula,
  compileTree,
  NEUTRAL_OPERAND,
  type ReferenceValue,
} from './formula';
import { FormulaError } from './formula-error';
import { parseFormula, parseFormulaOrThrow } from './parser';
import { printFormula } from './printer';

const REFERENCES: readonly FieldReference[] = [
  { fieldId: 'number-1', fieldType: 'number', selector: 'value' },
  { fieldId: 'checkbox-2', fieldType: 'checkbox', selector: 'min' },
  { fieldId: 'slider-3', fieldType: 'slider', selector: 'max' },
  { fieldId: 'calculation-4', fieldType: 'calculation', selector: 'value' },
  { fieldId: 'number-5', fieldType: 'number', selector: 'copies' },
];

/** Some references stand for hidden fields, so DEC-01's neutral elements are exercised too. */
const REFERENCE_VALUES: Readonly<Record<string, ReferenceValue>> = {
  '{number-1}': 3,
  '{checkbox-2-min}': -1.5,
  '{slider-3-max}': NEUTRAL_OPERAND,
  '{calculation-4}': 0.25,
  '{number-5-*}': NEUTRAL_OPERAND,
};

function resolve(reference: FieldReference): ReferenceValue {
  return REFERENCE_VALUES[formatReference(reference)] ?? 0;
}

const OPERATORS: readonly BinaryOperator[] = ['+', '-', '*', '/', '%', '^'];

const literal = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1, 10, 100, 1000))
  .map(([units, divisor]) => units / divisor);

/** Trees built in code may hold negative numbers, which the printer writes with a sign. */
const signedLiteral = fc.oneof(
  literal,
  literal.filter((value) => value > 0).map((value) => -value),
);

const { tree } = fc.letrec<{ tree: FormulaNode }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    signedLiteral.map((value): FormulaNode => ({ kind: 'number', value })),
    fc.constant<FormulaNode>({ kind: 'constant', name: 'pi' }),
    fc
      .constantFrom(...REFERENCES)
      .map((reference): FormulaNode => ({ kind: 'reference', reference })),
    tie('tree').map((operand): FormulaNode => ({ kind: 'negation', operand })),
    tie('tree').map((expression): FormulaNode => ({ kind: 'group', expression })),
    fc
      .tuple(fc.constantFrom(...OPERATORS), tie('tree'), tie('tree'))
      .map(([operator, left, right]): FormulaNode => ({ kind: 'binary', operator, left, right })),
    fc
      .tuple(
        fc.constantFrom(...FUNCTION_NAMES),
        fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
      )
      .map(([name, args]): FormulaNode => {
        const single = name === 'abs' || name === 'ceil' || name === 'floor' || name === 'round';
        return { kind: 'call', name, args: single ? args.slice(0, 1) : args };
      }),
  ),
}));

/** The value, or the kind of error: what two evaluations must agree on. */
function outcome(evaluate: () => number): number | string {
  try {
    return evaluate();
  } catch (error) {
    if (error instanceof FormulaError) return error.code;
    throw error;
  }
}

describe('calculator properties', () => {
  it('CALC-006 CALC-008 printing a tree and parsing it back gives the same value', () => {
    fc.assert(
      fc.property(tree, (original) => {
        const source = printFormula(original);
        const reparsed = compileFormula(source);
        expect(outcome(() => reparsed.evaluate(resolve))).toEqual(
          outcome(() => compileTree(original, source).evaluate(resolve)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('CALC-017 printing never writes a formula the parser rejects, e.g. -(-x) as --x', () => {
    fc.assert(
      fc.property(tree, (original) => {
        const source = printFormula(original);
        expect(parseFormula(source)).not.toBeInstanceOf(FormulaError);
      }),
      { numRuns: 500 },
    );
  });

  it('CALC-006 CALC-008 printing is stable: print(parse(print(tree))) is print(tree)', () => {
    fc.assert(
      fc.property(tree, (original) => {
        const source = printFormula(original);
        expect(printFormula(parseFormulaOrThrow(source))).toBe(source);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * An evaluator written independently of the engine: Dijkstra's shunting-yard over the characters
 * of the formula, with the spec's precedences (CALC-008), left associativity for every binary
 * operator (DEC-03) and a prefix minus that binds tighter than all of them.
 */
function shuntingYard(source: string): number {
  const precedence: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '%': 2, '^': 3 };
  const apply: Record<string, (a: number, b: number) => number> = {
    '+': (a, b) => a + b,
    '-': (a, b) => a - b,
    '*': (a, b) => a * b,
    '/': (a, b) => a / b,
    '%': (a, b) => a % b,
    '^': (a, b) => a ** b,
  };
  const values: number[] = [];
  const operators: string[] = [];
  const reduce = () => {
    const operator = operators.pop();
    if (operator === 'neg') {
      values.push(-(values.pop() ?? Number.NaN));
      return;
    }
    const right = values.pop() ?? Number.NaN;
    const left = values.pop() ?? Number.NaN;
    values.push(apply[operator ?? '+']?.(left, right) ?? Number.NaN);
  };
  let expectingOperand = true;
  for (const token of source.match(/\d+(?:\.\d+)?|[-+*/%^()]/g) ?? []) {
    if (/\d/.test(token)) {
      values.push(Number(token));
      expectingOperand = false;
    } else if (token === '(') {
      operators.push(token);
      expectingOperand = true;
    } else if (token === ')') {
      while (operators.at(-1) !== '(') reduce();
      operators.pop();
      expectingOperand = false;
    } else if (expectingOperand) {
      operators.push('neg');
    } else {
      const level = precedence[token] ?? 0;
      for (;;) {
        const top = operators.at(-1);
        if (top === undefined || top === '(') break;
        if (top !== 'neg' && (precedence[top] ?? 0) < level) break;
        reduce();
      }
      operators.push(token);
      expectingOperand = true;
    }
  }
  while (operators.length > 0) reduce();
  return values[0] ?? Number.NaN;
}

const { expression } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: 0, max: 12 }).map(String),
    // CALC-017: a minus before an operand that starts with a minus needs brackets.
    tie('expression').map((inner) => (inner.startsWith('-') ? `-(${inner})` : `-${inner}`)),
    tie('expression').map((inner) => `(${inner})`),
    fc
      .tuple(tie('expression'), fc.constantFrom(...OPERATORS), tie('expression'))
      .map(([left, operator, right]) => `${left} ${operator} ${right}`),
  ),
}));

describe('precedence and associativity against a reference evaluator', () => {
  it('CALC-008 DEC-03 the engine agrees with shunting-yard on random formulas', () => {
    fc.assert(
      fc.property(expression, (source) => {
        const expected = shuntingYard(source);
        const actual = outcome(() => calculate(source));
        if (Number.isFinite(expected)) expect(actual).toBe(expected);
        else expect(actual).toBe('non-finite-result');
      }),
      { numRuns: 1000 },
    );
  });

  it('CALC-017 two unary minus signs starting an operand are rejected wherever the operand is', () => {
    const places: readonly ((operand: string) => string)[] = [
      (operand) => operand,
      (operand) => `(${operand})`,
      (operand) => `max(${operand}, 2)`,
      (operand) => `max(2, ${operand})`,
      (operand) => `1 - ${operand}`,
      (operand) => `1 + ${operand}`,
      (operand) => `3 ^ ${operand}`,
    ];
    fc.assert(
      fc.property(
        expression,
        fc.constantFrom(...places),
        fc.constantFrom('--', '- -', '-  -'),
        (inner, place, minuses) => {
          const source = place(`${minuses}(${inner})`);
          const error = parseFormula(source);
          expect(error).toBeInstanceOf(FormulaError);
          if (!(error instanceof FormulaError)) return;
          expect(error.code).toBe('operator-without-operands');
          // At the first minus of the operand: in `1 - - -x` that is the second minus.
          expect(error.position).toBe(place('#').indexOf('#'));
          // Brackets make the second minus start its own operand: valid, and the same value.
          const bracketed = place(`-(-(${inner}))`);
          expect(outcome(() => calculate(bracketed))).toEqual(
            outcome(() => calculate(place(`(${inner})`))),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('CALC-008 DEC-03 the reference evaluator itself reads the spec examples', () => {
    expect(shuntingYard('2 ^ 3 ^ 2')).toBe(64);
    expect(shuntingYard('-2 ^ 2')).toBe(4);
    expect(shuntingYard('1 + 2 * 3')).toBe(7);
  });
});
