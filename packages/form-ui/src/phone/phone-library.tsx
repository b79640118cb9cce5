/**
 * The phone formatting the field needs and the phone rule the runtime validates with, in their own
 * module so that they, the form-engine phone rules and libphonenumber's full metadata form one
 * chunk, loaded only by forms with a phone field (`loadPhoneLibrary` in ./phone-field).
 */
import {
  formatPhoneAsYouType,
  stripExtraPhoneDigits,
  validatePhone,
  type PhoneFormatOptions,
} from '@atelier/form-engine/validation/phone';
import { AsYouType } from 'libphonenumber-js/max';

/**
 * VAL-026, VAL-027: the input after a keystroke. Typed text is stripped of digits beyond the
 * number's longest valid length and formatted; international mode keeps the dial code. After a
 * deletion the text is left as the visitor made it (reformatting would put back the bracket or
 * space just deleted), except that international mode still restores a removed dial code.
 */
export function formatTypedPhone(
  typed: string,
  options: Required<PhoneFormatOptions>,
  deleting: boolean,
): string {
  // A lone `+` is the start of a number the visitor is typing, not an empty box to refill with
  // the country's dial code: its digits come with the next keys.
  if (!options.nationalMode && typed.trim() === '+') return '+';
  if (deleting) {
    if (options.nationalMode || typed.trimStart().startsWith('+')) return typed;
    return formatPhoneAsYouType(typed, options);
  }
  return formatPhoneAsYouType(stripExtraPhoneDigits(typed, options), options);
}

/** The country the number's digits point to (+1 204… is Canada), once they say; lower case. */
export function countryOfNumber(value: string): string | undefined {
  const typed = value.trim();
  if (!typed.startsWith('+')) return undefined;
  const formatter = new AsYouType();
  formatter.input(typed);
  return formatter.getCountry()?.toLowerCase();
}

/** The digits after the dial code of a `+` number (the whole digits of a national one). */
export function nationalDigits(value: string): string {
  const typed = value.trim();
  if (!typed.startsWith('+')) return typed.replace(/\D/g, '');
  const formatter = new AsYouType();
  formatter.input(typed);
  return formatter.getNumber()?.nationalNumber ?? '';
}

export { formatPhoneAsYouType, validatePhone };
