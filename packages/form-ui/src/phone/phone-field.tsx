import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { countryByCode, countryOfDialledNumber, PHONE_COUNTRIES } from '../countries';
import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, textOf, type FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';
import type * as PhoneLibraryModule from './phone-library';

type PhoneLibrary = typeof PhoneLibraryModule;

let phoneLibrary: Promise<PhoneLibrary> | undefined;

/**
 * Loads the phone formatting chunk (libphonenumber's full metadata) once per page. A dynamic
 * import, so forms without a phone field never download it; the field works as a plain phone
 * input until it arrives.
 */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  phoneLibrary ??= import('./phone-library');
  return phoneLibrary;
}

function countryLabel(code: string): string {
  const country = countryByCode(code);
  if (country === undefined) return code.toUpperCase();
  return country.dialCode ? `${country.name} (${country.dialCode})` : country.name;
}

function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
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
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const value = textOf(props.value);
  const national = field.national_mode;
  const [library, setLibrary] = useState<PhoneLibrary | undefined>(undefined);
  const [picked, setPicked] = useState(field.country);
  const input = useRef<HTMLInputElement>(null);
  /** Where the caret goes once a reformatted value is on screen: after this many digits. */
  const caretDigits = useRef<number | undefined>(undefined);

  useEffect(() => {
    let mounted = true;
    void loadPhoneLibrary().then((loaded) => {
      if (mounted) setLibrary(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);

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
    const typed = element.value;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const next = library
      ? library.formatTypedPhone(typed, formatOptions, inputType.startsWith('delete'))
      : typed;
    const caret = element.selectionStart ?? typed.length;
    if (next !== typed && caret < typed.length) caretDigits.current = digitsBefore(typed, caret);
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
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      layout={props.layout}
      filled={value !== ''}
      before={countryPart}
    >
      <input
        ref={input}
        className="fui-input fui-phone__number"
        id={ids.control}
        name={fieldInputName(field.id)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        placeholder={field.placeholder}
        required={field.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, ids, error, national ? [countryId] : [])}
        onChange={onChange}
        onFocus={() => {
          // VAL-027: international numbers start with the dial code, so it is there to type after.
          const dialCode = countryByCode(country)?.dialCode;
          if (!national && value === '' && dialCode) props.onChange(dialCode);
        }}
        onKeyDown={submitOnEnter}
        onBlur={() => {
          // A dial code alone is no answer: leave the box empty, so a required field says so.
          const dialCode = countryByCode(country)?.dialCode;
          if (!national && dialCode && value.replace(/\s/g, '') === dialCode) props.onChange('');
          props.onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
