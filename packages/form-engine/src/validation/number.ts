import { formatDecimal, truncateTowardZero } from '../decimal/rounding';
import { parseTypedDecimal, type DecimalSeparator } from './decimal-input';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export interface NumberFormatOptions extends RuleOptions {
  /** The field's decimal point; `.` unless configured. */
  readonly decimalSeparator?: DecimalSeparator;
  /**
   * Issue 12: every decimal point the form accepts (see `acceptedDecimalSeparators`); when given,
   * it takes the place of `decimalSeparator` for the format check.
   */
  readonly decimalSeparators?: readonly DecimalSeparator[];
}

export interface NumberRangeOptions extends NumberFormatOptions {
  readonly min?: number;
  readonly max?: number;
}

export type NumberOptions = NumberRangeOptions;

export interface ForcedDecimalsOptions {
  /** VAL-043: how many decimals the value always shows. */
  readonly decimals: number;
  readonly decimalSeparator?: DecimalSeparator;
}

const PLAIN_NUMBER = /^[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?$/;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * VAL-040: optional sign, digits, optional decimals (with the field's point), optional exponent.
 * A number too large to hold (`1e999`) is not a number either.
 */
export function isNumberFormat(value: string, decimalSeparator: DecimalSeparator = '.'): boolean {
  const point = escapeForPattern(decimalSeparator);
  const typed = value.trim();
  if (!new RegExp(`^[-+]?\\d+(?:${point}\\d*)?(?:[eE][-+]?\\d+)?$`).test(typed)) return false;
  return Number.isFinite(Number(typed.replace(decimalSeparator, '.')));
}

/**
 * VAL-041: reads a number typed with comma or dot decimals. When the value contains the field's
 * configured decimal point, that is the decimal point and other separators are digit grouping
 * (`1.234,5` with `,` is 1234.5). Otherwise the last separator is the decimal point and earlier
 * ones are grouping (`1.234,5` and `1,234.5` are both 1234.5, `1,5` is 1.5). Returns `undefined`
 * when no number can be read.
 */
export function parseLocaleNumber(
  value: string,
  decimalSeparator?: DecimalSeparator,
): number | undefined {
  const typed = value.trim();
  let normalised: string;
  if (decimalSeparator !== undefined && typed.includes(decimalSeparator)) {
    const point = escapeForPattern(decimalSeparator);
    normalised = typed
      .replace(new RegExp(`[^\\d+\\-eE${point}]`, 'g'), '')
      .replace(decimalSeparator, '.');
  } else if (PLAIN_NUMBER.test(typed)) {
    normalised = typed;
  } else {
    const parts = typed.split(/[^\d+\-eE]+/);
    const decimals = parts.length > 1 ? parts.pop() : undefined;
    normalised = decimals === undefined ? parts.join('') : `${parts.join('')}.${decimals}`;
  }
  if (!PLAIN_NUMBER.test(normalised)) return undefined;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * §9 "Number values floored to 2 decimals": digits beyond the second decimal are dropped, toward
 * zero (-1.239 becomes -1.23, as 1.239 becomes 1.23), on the decimal value, so binary noise
 * (1.13 × 100 = 112.999…) does not cost a cent.
 */
export function truncateToHundredths(value: number): number {
  return truncateTowardZero(value, 2);
}

/** VAL-009, VAL-040: an empty value is valid here (required is a separate rule). */
export function validateNumberFormat(
  value: string,
  options: NumberFormatOptions = {},
): ValidationResult {
  if (value.trim() === '') return undefined;
  const readable =
    options.decimalSeparators === undefined
      ? isNumberFormat(value, options.decimalSeparator)
      : parseTypedDecimal(value, options.decimalSeparators) !== undefined;
  return readable ? undefined : resolveMessage('number', options.messages);
}

/**
 * VAL-016, VAL-017, VAL-041: the value, decimals normalised and truncated to two places, must lie
 * within min and max (inclusive). A value that is not a number is left to the format rule.
 */
export function validateNumberRange(value: string, options: NumberRangeOptions): ValidationResult {
  if (value.trim() === '') return undefined;
  const number = parseLocaleNumber(value, options.decimalSeparator);
  if (number === undefined) return undefined;
  const compared = truncateToHundredths(number);
  if (options.min !== undefined && compared < options.min) {
    return resolveMessage('min', options.messages, [options.min]);
  }
  if (options.max !== undefined && compared > options.max) {
    return resolveMessage('max', options.messages, [options.max]);
  }
  return undefined;
}

/** Format first, then range: the first failing rule's message. */
export function validateNumber(value: string, options: NumberOptions = {}): ValidationResult {
  return validateNumberFormat(value, options) ?? validateNumberRange(value, options);
}

/**
 * VAL-043: the value shown with exactly `decimals` decimals (padded, or rounded half away from
 * zero), using the field's decimal point. Empty stays empty; text that is not a number is
 * returned unchanged so the visitor's input is never destroyed.
 */
export function formatWithDecimals(value: string | number, options: ForcedDecimalsOptions): string {
  if (value === '') return '';
  const number =
    typeof value === 'number' ? value : parseLocaleNumber(value, options.decimalSeparator);
  if (number === undefined || !Number.isFinite(number)) return String(value);
  return formatDecimal(number, options.decimals, options.decimalSeparator);
}

/**
 * VAL-042: which typed characters a number input accepts: digits, comma, minus and dot. Named
 * keys (Backspace, Tab, arrows, …) are not characters and are always let through.
 */
export function isAllowedNumberKey(key: string): boolean {
  if ([...key].length !== 1) return true;
  return /^[0-9,.-]$/.test(key);
}

/** VAL-010: only the digits 0–9 (no sign, point or spaces); empty is left to required. */
export function validateDigits(value: string, options: RuleOptions = {}): ValidationResult {
  if (value === '' || /^\d+$/.test(value)) return undefined;
  return resolveMessage('digits', options.messages);
}
