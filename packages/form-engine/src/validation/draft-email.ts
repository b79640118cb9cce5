import { validateEmail } from './email';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export type DraftEmailOptions = RuleOptions;

/**
 * DRAFT-010: the address the draft link is sent to must be a valid email. The field is the
 * draft-email form's only input, so an empty value is an error (the required message) too.
 */
export function validateDraftEmail(
  value: string,
  options: DraftEmailOptions = {},
): ValidationResult {
  if (value.trim() === '') return resolveMessage('required', options.messages);
  return validateEmail(value, options);
}
