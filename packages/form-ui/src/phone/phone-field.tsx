import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { countryByCode, countryOfDialledNumber, PHONE_COUNTRIES } from '../countries';
import { FieldFrame } from '../field-frame';
import type { FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';
import { textControl } from '../text-control';
import type * as PhoneLibraryModule from './phone-library';

type PhoneLibrary = typeof PhoneLibraryModule;

let phoneLibrary: Promise<PhoneLibrary> | undefined;
let loadedPhoneLibrary: PhoneLibrary | undefined;
const phoneLibraryListeners = new Set<(library: PhoneLibrary) => void>();

/**
 * Loads the phone formatting chunk (libphonenumber's full metadata, about 55 KB gzip) once per
 * page. A dynamic import, asked for only when it is needed: a phone field is focused or holds a
 * number. Forms without a phone field, and visitors who never reach it, never download it; the
 * field works as a plain phone input until it arrives.
 */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  phoneLibrary ??= import('./phone-library').then((library) => {
    loadedPhoneLibrary = library;
    for (const listener of phoneLibraryListeners) listener(library);
    phoneLibraryListeners.clear();
    return library;
  });
  return phoneLibrary;
}

/**
 * Calls `listener` once the phone chunk has loaded, whoever asked for it (at once when it has);
 * asks for nothing itself. Returns a cancel.
 */
export function onPhoneLibraryLoaded(listener: (library: PhoneLibrary) => void): () => void {
  if (loadedPhoneLibrary !== undefined) {
    listener(loadedPhoneLibrary);
    return () => {};
  }
  phoneLibraryListeners.add(listener);
  return () => {
    phoneLibraryListeners.delete(listener);
  };
}

function countryLabel(code: string): string {
  const country = countryByCode(code);
  if (country === undefined) return code.toUpperCase();
  return country.dialCode ? `${country.name} (${country.dialCode})` : country.name;
}

function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

interface TypedText {
  readonly text: string;
  /** Where the caret is in `text`. */
  readonly caret: number;
}

function fromLastPlus(text: string, caret: number): TypedText {
  const last = text.lastIndexOf('+');
  if (last <= 0) return { text, caret };
  return { text: text.slice(last), caret: Math.max(0, caret - last) };
}

/**
 * A `+` after the start begins a new international number: a whole number typed or pasted after
 * the dial code the field wrote on focus (VAL-027) replaces that dial code. While the box holds
 * only a dial code, the visitor's text containing a `+` replaces all of it wherever the caret was
 * (before the dial code too), so a number typed key by key over "+351" keeps every key pressed.
 */
function newNumberTyped(entered: string, caret: number, previous: string): TypedText {
  const insertedFrom = caret - (entered.length - previous.length);
  const inserted = entered.slice(Math.max(0, insertedFrom), caret);
  const aroundInserted = entered.slice(0, insertedFrom) + entered.slice(caret);
  const onlyDialCode = /^\+\d+$/.test(previous.trim());
  if (onlyDialCode && insertedFrom >= 0 && aroundInserted === previous) {
    if (inserted.includes('+')) return fromLastPlus(inserted, inserted.length);
    // Digits typed before the dial code (a click put the caret at the box's left edge) follow it.
    if (insertedFrom === 0) {
      const text = previous + inserted;
      return { text, caret: text.length };
    }
  }
  return fromLastPlus(entered, caret);
}

/** The caret position just after the `count`-th digit of `text` (its end when there are fewer). */
function positionAfterDigits(text: string, count: number): number {
  if (count === 0) return text.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * FORM-018, VAL-023…VAL-027: a phone number. In international mode (national mode off) a country
 * picker, defaulting to the field's country (us), sets the dial code the number starts with, and
 * typing a dial code moves the picker; national mode fixes the country and the visitor types the
 * national number. Formatted as typed, extra digits stripped, once the phone library has loaded.
 */
export function PhoneField(props: FieldProps<'phone'>) {
  const { field } = props;
  const { ids, value, report, frame, attributes } = textControl(props);
  const national = field.national_mode;
  const [library, setLibrary] = useState<PhoneLibrary | undefined>(undefined);
  const [picked, setPicked] = useState(field.country);
  const input = useRef<HTMLInputElement>(null);
  /** Where the caret goes once a reformatted value is on screen: after this many digits. */
  const caretDigits = useRef<number | undefined>(undefined);

  // Set after hydration, never while rendering, so the server's markup and the first render agree.
  useEffect(() => onPhoneLibraryLoaded(setLibrary), []);
  // A number to format or check (typed, restored or sent back by the server) needs the library.
  const holdsNumber = value !== '';
  useEffect(() => {
    if (holdsNumber) void loadPhoneLibrary();
  }, [holdsNumber]);
  const needLibrary = () => void loadPhoneLibrary();

  useLayoutEffect(() => {
    const element = input.current;
    const digits = caretDigits.current;
    caretDigits.current = undefined;
    if (element === null || digits === undefined || element !== element.ownerDocument.activeElement)
      return;
    const position = positionAfterDigits(element.value, digits);
    element.setSelectionRange(position, position);
  }, [value]);

  const country = national
    ? field.country
    : (library?.countryOfNumber(value) ?? countryOfDialledNumber(value, picked) ?? picked);
  const formatOptions = { nationalMode: national, country };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const entered = element.value;
    const caretInEntered = element.selectionStart ?? entered.length;
    const { text: typed, caret } = national
      ? { text: entered, caret: caretInEntered }
      : newNumberTyped(entered, caretInEntered, value);
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const next = library
      ? library.formatTypedPhone(typed, formatOptions, inputType.startsWith('delete'))
      : typed;
    if (next !== entered && caret < typed.length) caretDigits.current = digitsBefore(typed, caret);
    report(next);
  };

  const pickCountry = (code: string) => {
    setPicked(code);
    const dialCode = countryByCode(code)?.dialCode ?? '';
    const current = countryByCode(country)?.dialCode ?? '';
    const rest = library
      ? library.nationalDigits(value)
      : value.replace(/\D/g, '').slice(current.replace(/\D/g, '').length);
    const next = `${dialCode}${rest}`;
    report(library ? library.formatPhoneAsYouType(next, { country: code }) : next);
  };

  const countryId = ids.part('country');
  const countryPart = national ? (
    <span className="fui-field__affix fui-phone__country" id={countryId}>
      {countryLabel(field.country)}
    </span>
  ) : (
    <select
      className="fui-input fui-phone__country"
      id={countryId}
      aria-label="Country"
      value={country}
      disabled={props.disabled}
      onFocus={needLibrary}
      onChange={(event) => pickCountry(event.currentTarget.value)}
    >
      {PHONE_COUNTRIES.map((option) => (
        <option key={option.code} value={option.code}>
          {countryLabel(option.code)}
        </option>
      ))}
    </select>
  );

  return (
    <FieldFrame {...frame} before={countryPart}>
      <input
        ref={input}
        className="fui-input fui-phone__number"
        {...attributes(national ? [countryId] : [])}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        onChange={onChange}
        onFocus={() => {
          needLibrary();
          // VAL-027: international numbers start with the dial code, so it is there to type after.
          const dialCode = countryByCode(country)?.dialCode;
          if (!national && value === '' && dialCode) props.onChange(dialCode);
        }}
        onKeyDown={submitOnEnter}
        onBlur={() => {
          // A bare dial code or `+` is no answer: leave the box empty, so a required field says so.
          const dialCode = countryByCode(country)?.dialCode;
          const entered = value.replace(/\s/g, '');
          if (!national && (entered === '+' || entered === dialCode)) props.onChange('');
          props.onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
