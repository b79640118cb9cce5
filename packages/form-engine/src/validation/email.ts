import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export type EmailOptions = RuleOptions;

export const EMAIL_MIN_LENGTH = 6;

const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-zA-Z0-9-]+$/;

/**
 * The form builder's email rules (VAL-033…VAL-036), checked on the trimmed value (email inputs
 * drop surrounding whitespace): at least 6 characters; an `@` that is not the first character;
 * a local part of letters, digits and ``!#$%&'*+/=?^_`{|}~.-``; a domain without consecutive
 * dots, made of at least two labels of letters, digits and hyphens. Everything after the first
 * `@` is the domain, so a second `@` makes the address invalid.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length < EMAIL_MIN_LENGTH) return false;
  const at = email.indexOf('@', 1);
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (/\.{2,}/.test(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

/** VAL-005, VAL-033…VAL-036: an empty value is valid here (required is a separate rule). */
export function validateEmail(value: string, options: EmailOptions = {}): ValidationResult {
  if (value.trim() === '') return undefined;
  return isValidEmail(value) ? undefined : resolveMessage('email', options.messages);
}
