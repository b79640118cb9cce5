/**
 * Every way a formula can be rejected. The codes are stable (tests and the UI may branch on them);
 * the messages are written for the form owner who typed the formula.
 */
export type FormulaErrorCode =
  | 'empty-term'
  | 'empty-brackets'
  | 'unknown-identifier'
  | 'unbalanced-brackets'
  | 'function-without-bracket'
  | 'missing-operator'
  | 'operator-without-operands'
  | 'number-with-several-periods'
  | 'wrong-arity'
  | 'invalid-number'
  | 'invalid-reference'
  | 'misplaced-comma'
  | 'unexpected-character'
  | 'unresolved-reference'
  | 'non-finite-result';

export class FormulaError extends Error {
  override readonly name = 'FormulaError';

  /**
   * @param position 0-based index in the formula source of the offending character, or `null`
   *   when the problem is not tied to one place (an evaluation that ends in Infinity).
   */
  constructor(
    readonly code: FormulaErrorCode,
    message: string,
    readonly position: number | null = null,
  ) {
    super(message);
  }
}

/** "at character 3": 1-based, as an owner counts characters in the formula box. */
export function atCharacter(position: number): string {
  return `at character ${position + 1}`;
}
