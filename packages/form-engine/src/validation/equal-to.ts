import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

/**
 * VAL-011: the value repeats another field's (a confirmation of an email or a password), exactly.
 * An empty value is left to the required rule.
 */
export function validateEqualTo(
  value: string,
  expected: string,
  options: RuleOptions = {},
): ValidationResult {
  if (value === '' || value === expected) return undefined;
  return resolveMessage('equalTo', options.messages);
}
