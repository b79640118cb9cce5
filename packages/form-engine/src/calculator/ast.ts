import type { FieldReference } from './field-reference';

export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '^';

/** CALC-008: higher binds tighter. Equal precedence associates left to right (DEC-03). */
export const PRECEDENCE: Readonly<Record<BinaryOperator, number>> = {
  '+': 100,
  '-': 100,
  '*': 200,
  '/': 200,
  '%': 200,
  '^': 300,
};

export const FUNCTION_NAMES = ['abs', 'avg', 'ceil', 'floor', 'max', 'min', 'round'] as const;

export type FunctionName = (typeof FUNCTION_NAMES)[number];

export interface NumberNode {
  readonly kind: 'number';
  readonly value: number;
}

/** `pi`, the only constant of the language (CALC-006). */
export interface ConstantNode {
  readonly kind: 'constant';
  readonly name: 'pi';
}

export interface ReferenceNode {
  readonly kind: 'reference';
  readonly reference: FieldReference;
}

/** Unary minus, the only unary operator; it binds tighter than every binary one (DEC-03). */
export interface NegationNode {
  readonly kind: 'negation';
  readonly operand: FormulaNode;
}

export interface BinaryNode {
  readonly kind: 'binary';
  readonly operator: BinaryOperator;
  readonly left: FormulaNode;
  readonly right: FormulaNode;
}

export interface CallNode {
  readonly kind: 'call';
  readonly name: FunctionName;
  readonly args: readonly FormulaNode[];
}

/**
 * Brackets written by the owner. Kept in the tree because they bound what "the operator beside"
 * a hidden field means (DEC-01), and so printing gives back the owner's formula.
 */
export interface GroupNode {
  readonly kind: 'group';
  readonly expression: FormulaNode;
}

export type FormulaNode =
  NumberNode | ConstantNode | ReferenceNode | NegationNode | BinaryNode | CallNode | GroupNode;

export function isFunctionName(name: string): name is FunctionName {
  return (FUNCTION_NAMES as readonly string[]).includes(name);
}
