import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export type PasswordOptions = RuleOptions;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_ENTROPY_BITS = 54;

/** DEC-06's listed special characters, each worth 30 more points when present. */
const LISTED_SPECIAL = /[=!\-@.,_*#&?^`%$+/{[\]|}~]/;

/**
 * DEC-06 / VAL-038: the size of the alphabet the password draws from. 10 for a digit, 20 for a
 * lowercase and 20 for an uppercase letter (ASCII), 30 for any other character, and 30 more when
 * one of the listed special characters is used.
 */
export function passwordPoints(password: string): number {
  let points = 0;
  if (/[0-9]/.test(password)) points += 10;
  if (/[a-z]/.test(password)) points += 20;
  if (/[A-Z]/.test(password)) points += 20;
  if (/[^a-zA-Z0-9]/.test(password)) points += 30;
  if (LISTED_SPECIAL.test(password)) points += 30;
  return points;
}

/** Characters as typed (code points), so a non-ASCII symbol counts once. */
function passwordLength(password: string): number {
  return [...password].length;
}

/** DEC-06: entropy bits = length × log2(points). */
export function passwordEntropyBits(password: string): number {
  const points = passwordPoints(password);
  return points === 0 ? 0 : passwordLength(password) * Math.log2(points);
}

export function isStrongPassword(password: string): boolean {
  return (
    passwordLength(password) >= PASSWORD_MIN_LENGTH &&
    passwordEntropyBits(password) >= PASSWORD_MIN_ENTROPY_BITS
  );
}

/** VAL-037, DEC-06: length ≥ 8 and entropy ≥ 54 bits; an empty (optional) password is not checked. */
export function validatePassword(value: string, options: PasswordOptions = {}): ValidationResult {
  if (value === '') return undefined;
  return isStrongPassword(value) ? undefined : resolveMessage('password', options.messages);
}
