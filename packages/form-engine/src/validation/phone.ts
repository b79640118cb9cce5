import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

/** FORM-018: the phone field's validation setting. */
export type PhoneValidation = 'standard' | 'international';

export interface PhoneFormatOptions {
  /**
   * FORM-018 national_mode. On: the visitor types the national number of `country`. Off: the
   * number carries its `+` dial code, and the prefix is kept while typing (VAL-027).
   */
  readonly nationalMode?: boolean;
  /** FORM-018: the field's (or picker's) country as an ISO 3166-1 alpha-2 code; default `us`. */
  readonly country?: string;
}

export interface PhoneOptions extends RuleOptions, PhoneFormatOptions {
  /**
   * FORM-018. `standard`: a valid number of the field's country, typed nationally or with `+`.
   * `international`: a valid number written with its `+` dial code (in national mode the picker's
   * country supplies the dial code, so national digits are accepted too).
   */
  readonly validation?: PhoneValidation;
  /** The owner fixed the country: the number must belong to `country` (VAL-024). */
  readonly fixedCountry?: boolean;
  /** A required field does not accept a bare dial code (VAL-025). */
  readonly required?: boolean;
}

export const DEFAULT_PHONE_COUNTRY = 'us';

export function isSupportedPhoneCountry(country: string): boolean {
  return isSupportedCountry(country.toUpperCase());
}

function countryCode(country: string = DEFAULT_PHONE_COUNTRY): CountryCode {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) {
    throw new Error(
      `Unknown phone country '${country}': use an ISO 3166-1 alpha-2 code such as '${DEFAULT_PHONE_COUNTRY}'.`,
    );
  }
  return code;
}

/** `+1` for `us`, `+44` for `gb`: the prefix an international-mode input starts with. */
export function dialCodePrefix(country: string = DEFAULT_PHONE_COUNTRY): string {
  return `+${getCountryCallingCode(countryCode(country))}`;
}

function compact(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

function isBareDialCode(value: string, country: string | undefined): boolean {
  const typed = compact(value);
  return typed === '+' || typed === dialCodePrefix(country);
}

/**
 * VAL-023…VAL-025: a valid number for the phone library (full metadata, so number ranges are
 * checked, not only lengths), in the field's mode, of the fixed country when one is fixed. An
 * empty value, and a bare dial code on a field that is not required, are valid.
 */
export function validatePhone(value: string, options: PhoneOptions = {}): ValidationResult {
  const typed = value.trim();
  if (typed === '') return undefined;
  const invalid = resolveMessage('phone', options.messages);
  if (!options.required && isBareDialCode(typed, options.country)) return undefined;

  const international = typed.startsWith('+');
  if (options.validation === 'international' && !international && !options.nationalMode) {
    return invalid;
  }
  const country = countryCode(options.country);
  const number = parsePhoneNumberFromString(typed, international ? undefined : country);
  if (!number || !number.isValid()) return invalid;
  if (options.fixedCountry && number.country !== country) return invalid;
  return undefined;
}

/**
 * VAL-026: removes the digits typed beyond the longest valid length of the number, keeping the
 * formatting of what remains. A number that is not too long is returned unchanged.
 */
export function stripExtraPhoneDigits(value: string, options: PhoneFormatOptions = {}): string {
  const country = countryCode(options.country);
  const isTooLong = (text: string) =>
    validatePhoneNumberLength(text, text.trim().startsWith('+') ? undefined : country) ===
    'TOO_LONG';
  let result = value;
  while (isTooLong(result)) {
    const lastDigit = result.search(/\d(?=\D*$)/);
    if (lastDigit < 0) break;
    result = result.slice(0, lastDigit);
  }
  return result === value ? value : result.replace(/[\s().-]+$/, '');
}

/**
 * VAL-027: formats the input as it is typed. In international mode (national mode off) the result
 * always starts with a dial code: typed national digits get the country's prefix, and clearing the
 * input leaves the prefix rather than an empty box.
 */
export function formatPhoneAsYouType(value: string, options: PhoneFormatOptions = {}): string {
  const country = countryCode(options.country);
  if (options.nationalMode) return new AsYouType(country).input(value);
  const typed = value.trim();
  const prefix = dialCodePrefix(options.country);
  if (typed === '' || typed === '+') return prefix;
  const withDialCode = typed.startsWith('+') ? typed : `${prefix}${typed.replace(/\D/g, '')}`;
  return new AsYouType().input(withDialCode);
}
