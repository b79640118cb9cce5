import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export type CaptchaOptions = RuleOptions;

/**
 * CAP-003: the captcha must be completed, i.e. the widget has produced a response token.
 * This rule applies even to an optional form: a form with a captcha cannot be sent without it.
 */
export function validateCaptcha(
  responseToken: string | null | undefined,
  options: CaptchaOptions = {},
): ValidationResult {
  return responseToken !== null && responseToken !== undefined && responseToken.trim() !== ''
    ? undefined
    : resolveMessage('captcha', options.messages);
}
