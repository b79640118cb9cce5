import type { BinaryOperator, FormulaNode } from './ast';
import { formatReference, type FieldReference } from './field-reference';
import { FormulaError } from './formula-error';
import { FUNCTIONS } from './functions';
import { parseFormulaOrThrow } from './parser';

/**
 * What a resolver returns for a hidden field whose hidden-behavior is not `zero` (DEC-01): the
 * evaluator replaces it by the neutral element of the operator beside the reference inside the same
 * brackets, 1 beside `*` or `/` and 0 elsewhere, so the hidden field drops out of the result.
 */
export const NEUTRAL_OPERAND: unique symbol = Symbol('neutral operand');

export type ReferenceValue = number | typeof NEUTRAL_OPERAND;

/** Gives the number a field reference stands for (DEC-02: one bracketed operand). */
export type ReferenceResolver = (reference: FieldReference) => ReferenceValue;

export interface CompiledFormula {
  readonly source: string;
  readonly ast: FormulaNode;
  /** Every distinct reference, in order of first appearance. */
  readonly references: readonly FieldReference[];
  /**
   * The formula's value. Throws a {@link FormulaError} when it references a field and no resolver
   * is given, or when the result is not a finite number (CALC-019).
   */
  evaluate(resolve?: ReferenceResolver): number;
}

type Evaluate = (resolve: ReferenceResolver) => number;

const APPLY: Readonly<Record<BinaryOperator, (left: number, right: number) => number>> = {
  '+': (left, right) => left + right,
  '-': (left, right) => left - right,
  '*': (left, right) => left * right,
  '/': (left, right) => left / right,
  '%': (left, right) => left % right,
  '^': (left, right) => left ** right,
};

/** The neutral element a hidden reference takes when `node` is its immediate parent (DEC-01). */
function neutralBeside(operator: BinaryOperator): number {
  return operator === '*' || operator === '/' ? 1 : 0;
}

function compileNode(node: FormulaNode, neutral: number): Evaluate {
  switch (node.kind) {
    case 'number': {
      const { value } = node;
      return () => value;
    }
    case 'constant':
      return () => Math.PI;
    case 'reference': {
      const { reference } = node;
      return (resolve) => {
        const value = resolve(reference);
        return value === NEUTRAL_OPERAND ? neutral : value;
      };
    }
    case 'negation': {
      const operand = compileNode(node.operand, 0);
      return (resolve) => -operand(resolve);
    }
    case 'binary': {
      const childNeutral = neutralBeside(node.operator);
      const left = compileNode(node.left, childNeutral);
      const right = compileNode(node.right, childNeutral);
      const apply = APPLY[node.operator];
      return (resolve) => apply(left(resolve), right(resolve));
    }
    case 'call': {
      const args = node.args.map((argument) => compileNode(argument, 0));
      const { apply } = FUNCTIONS[node.name];
      return (resolve) => apply(args.map((argument) => argument(resolve)));
    }
    case 'group':
      // A bracket starts a new scope: the operators outside it are not "beside" what is inside.
      return compileNode(node.expression, 0);
  }
}

function collectReferences(node: FormulaNode, into: Map<string, FieldReference>): void {
  switch (node.kind) {
    case 'reference':
      if (!into.has(formatReference(node.reference))) {
        into.set(formatReference(node.reference), node.reference);
      }
      return;
    case 'negation':
      return collectReferences(node.operand, into);
    case 'binary':
      collectReferences(node.left, into);
      return collectReferences(node.right, into);
    case 'call':
      return node.args.forEach((argument) => collectReferences(argument, into));
    case 'group':
      return collectReferences(node.expression, into);
    default:
      return;
  }
}

const noResolver: ReferenceResolver = (reference) => {
  throw new FormulaError(
    'unresolved-reference',
    `The formula uses ${formatReference(reference)}, but no field values were given to calculate it.`,
  );
};

function describeNonFinite(value: number): string {
  return Number.isNaN(value) ? 'not a number' : 'infinite';
}

/** Builds the evaluator for an already parsed tree (a tree from {@link parseFormula} or a test). */
export function compileTree(ast: FormulaNode, source: string): CompiledFormula {
  const run = compileNode(ast, 0);
  const references = new Map<string, FieldReference>();
  collectReferences(ast, references);
  return {
    source,
    ast,
    references: [...references.values()],
    evaluate(resolve = noResolver) {
      const result = run(resolve);
      if (!Number.isFinite(result)) {
        throw new FormulaError(
          'non-finite-result',
          `The formula's result is ${describeNonFinite(result)}: check for a division by zero or a value that grows too large.`,
        );
      }
      return result;
    },
  };
}

/** Parses once so the formula can be evaluated many times. Throws {@link FormulaError}. */
export function compileFormula(source: string): CompiledFormula {
  return compileTree(parseFormulaOrThrow(source), source);
}

/** Parses and evaluates `source` in one go: a number, or a thrown {@link FormulaError}. */
export function calculate(source: string, resolveReference?: ReferenceResolver): number {
  return compileFormula(source).evaluate(resolveReference);
}
