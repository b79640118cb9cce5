import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  countryOfDialledNumber,
  mainCountryOfDialCode,
  PHONE_COUNTRIES,
} from './countries';

describe('countries', () => {
  it('FORM-018 every country the phone library knows is listed with its dial code', () => {
    const library = getCountries();
    expect(PHONE_COUNTRIES.map((country) => country.code.toUpperCase()).sort()).toEqual(
      [...library].sort(),
    );
    for (const code of library) {
      expect(countryByCode(code)?.dialCode, code).toBe(`+${getCountryCallingCode(code)}`);
    }
  });

  it('FORM-018 codes are unique and the list is in name order', () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
  });

  it('VAL-027 a typed dial code names its country; a shared one its main country or the preferred one', () => {
    expect(countryOfDialledNumber('+44 20', 'us')).toBe('gb');
    expect(countryOfDialledNumber('+44 20', 'je')).toBe('je');
    expect(countryOfDialledNumber('+1 204', 'ca')).toBe('ca');
    expect(countryOfDialledNumber('+351 9', 'us')).toBe('pt');
    expect(countryOfDialledNumber('2015550123', 'us')).toBeUndefined();
    expect(mainCountryOfDialCode('+7')).toBe('ru');
  });
});
