import { PRECEDENCE, type FormulaNode } from './ast';
import { formatReference } from './field-reference';

/** `1e-7` → "0.0000001": the formula language has no exponent notation. */
export function formatPlainNumber(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${value} cannot be written in a formula: only finite numbers can.`);
  }
  const text = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const [mantissa = '', exponentText] = text.split('e');
  if (exponentText === undefined) return sign + text;
  const exponent = Number(exponentText);
  const [integer = '', fraction = ''] = mantissa.split('.');
  const digits = integer + fraction;
  const pointIndex = integer.length + exponent;
  if (pointIndex <= 0) return `${sign}0.${'0'.repeat(-pointIndex)}${digits}`;
  if (pointIndex >= digits.length) return sign + digits + '0'.repeat(pointIndex - digits.length);
  return `${sign}${digits.slice(0, pointIndex)}.${digits.slice(pointIndex)}`;
}

function needsBrackets(child: FormulaNode, parentPrecedence: number, isRightOperand: boolean) {
  if (child.kind !== 'binary') return false;
  const precedence = PRECEDENCE[child.operator];
  // Left associativity: an equal-precedence operation on the right must keep its brackets.
  return isRightOperand ? precedence <= parentPrecedence : precedence < parentPrecedence;
}

function printOperand(child: FormulaNode, parentPrecedence: number, isRightOperand: boolean) {
  const text = printFormula(child);
  return needsBrackets(child, parentPrecedence, isRightOperand) ? `(${text})` : text;
}

/**
 * Writes a syntax tree back as formula source. Brackets the owner wrote (group nodes) are kept;
 * others are added only where precedence or associativity needs them, so parsing the result
 * evaluates to the same value as the tree.
 */
export function printFormula(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return formatPlainNumber(node.value);
    case 'constant':
      return node.name;
    case 'reference':
      return formatReference(node.reference);
    case 'negation': {
      // Unary minus binds tightest, so any binary operand needs brackets. An operand that itself
      // starts with a minus (a negation, a negative number) is bracketed too: `--x` is rejected
      // (CALC-017), `-(-x)` is the same value.
      const operand = printOperand(node.operand, Number.POSITIVE_INFINITY, false);
      return operand.startsWith('-') ? `-(${operand})` : `-${operand}`;
    }
    case 'binary': {
      const precedence = PRECEDENCE[node.operator];
      const left = printOperand(node.left, precedence, false);
      const right = printOperand(node.right, precedence, true);
      return `${left} ${node.operator} ${right}`;
    }
    case 'call':
      return `${node.name}(${node.args.map(printFormula).join(', ')})`;
    case 'group':
      return `(${printFormula(node.expression)})`;
  }
}
