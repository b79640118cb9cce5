import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dialCodePrefix,
  formatPhoneAsYouType,
  isSupportedPhoneCountry,
  stripExtraPhoneDigits,
  validatePhone,
  type PhoneOptions,
} from './phone';

const INVALID = 'Please enter a valid phone number.';

describe('validatePhone', () => {
  it.each<[string, string, PhoneOptions]>([
    ['a US national number in national mode', '(201) 555-0123', { nationalMode: true }],
    ['a US number with its dial code', '+1 201 555 0123', {}],
    [
      'a UK number in international validation',
      '+44 20 7946 0958',
      { validation: 'international' },
    ],
    [
      'national digits in international validation with national mode (the picker adds +1)',
      '2015550123',
      { validation: 'international', nationalMode: true },
    ],
    ['a number of the fixed country', '+44 20 7946 0958', { country: 'gb', fixedCountry: true }],
    [
      'a national number of the fixed country',
      '020 7946 0958',
      { country: 'GB', fixedCountry: true, nationalMode: true },
    ],
    [
      'a number of another country when the country is not fixed',
      '+44 20 7946 0958',
      { validation: 'standard' },
    ],
  ])('VAL-023 VAL-024 accepts %s', (_name, value, options) => {
    expect(validatePhone(value, options)).toBeUndefined();
  });

  it.each<[string, string, PhoneOptions]>([
    ['too few digits', '201 555', {}],
    ['an unassigned US area code', '(099) 555-0123', { nationalMode: true }],
    ['letters', 'call me', {}],
    [
      'national digits in international validation without national mode',
      '2015550123',
      { validation: 'international' },
    ],
    ['a UK number when the US is fixed', '+44 20 7946 0958', { country: 'us', fixedCountry: true }],
    [
      'a Canadian number when the US is fixed (shared +1 dial code)',
      '+1 416 555 0199',
      { country: 'us', fixedCountry: true },
    ],
  ])('VAL-023 VAL-024 rejects %s', (_name, value, options) => {
    expect(validatePhone(value, options)).toBe(INVALID);
  });

  it('VAL-025 a bare dial code is accepted when the field is not required', () => {
    expect(validatePhone('+1', { validation: 'international' })).toBeUndefined();
    expect(validatePhone('+44', { country: 'gb' })).toBeUndefined();
  });

  it('VAL-025 a bare dial code is rejected when the field is required', () => {
    expect(validatePhone('+1', { required: true })).toBe(INVALID);
  });

  it('VAL-025 another country\'s dial code alone is not "bare" for this field', () => {
    expect(validatePhone('+44', { country: 'us' })).toBe(INVALID);
  });

  it('FORM-018 the default country is us', () => {
    expect(validatePhone('201-555-0123', { nationalMode: true })).toBeUndefined();
    expect(dialCodePrefix()).toBe('+1');
  });

  it('VAL-020 an empty optional phone is valid', () => {
    expect(validatePhone('  ')).toBeUndefined();
  });

  it('FORM-018 an unknown country is a configuration error that names the country', () => {
    expect(() => validatePhone('123', { country: 'xx' })).toThrow(/'xx'/);
    expect(isSupportedPhoneCountry('xx')).toBe(false);
    expect(isSupportedPhoneCountry('de')).toBe(true);
  });

  it('VAL-023 VAL-002 the field message is used', () => {
    expect(validatePhone('12', { messages: { field: { phone: 'Number?' } } })).toBe('Number?');
  });
});

describe('stripExtraPhoneDigits', () => {
  it.each([
    ['US national', '201555012345', { country: 'us' }, '2015550123'],
    [
      'US formatted, extra digits after the last group',
      '(201) 555-01234',
      { country: 'us' },
      '(201) 555-0123',
    ],
    ['international', '+1 201 555 0123 99', {}, '+1 201 555 0123'],
  ])('VAL-026 strips digits beyond the valid length: %s', (_name, value, options, expected) => {
    expect(stripExtraPhoneDigits(value, options)).toBe(expected);
  });

  it.each(['2015550123', '201555', '+44 20 7946 0958', ''])(
    'VAL-026 leaves a number that is not too long unchanged: %s',
    (value) => {
      expect(stripExtraPhoneDigits(value)).toBe(value);
    },
  );

  it('VAL-026 the result is never too long and never has more digits than the input (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789 -'), maxLength: 25 }),
        (typed) => {
          const stripped = stripExtraPhoneDigits(typed);
          const digits = (text: string) => text.replace(/\D/g, '').length;
          expect(digits(stripped)).toBeLessThanOrEqual(digits(typed));
          expect(stripExtraPhoneDigits(stripped)).toBe(stripped);
        },
      ),
    );
  });
});

describe('formatPhoneAsYouType', () => {
  it('VAL-027 national mode formats the national number', () => {
    expect(formatPhoneAsYouType('2015550123', { nationalMode: true })).toBe('(201) 555-0123');
  });

  it('VAL-027 international mode formats with the dial code', () => {
    expect(formatPhoneAsYouType('+12015550123')).toBe('+1 201 555 0123');
  });

  it('VAL-027 international mode adds the country dial code to typed national digits', () => {
    expect(formatPhoneAsYouType('2015550123', { country: 'us' })).toBe('+1 201 555 0123');
    expect(formatPhoneAsYouType('2079460958', { country: 'gb' })).toBe('+44 20 7946 0958');
  });

  it('VAL-027 international mode keeps the dial-code prefix when the input is cleared', () => {
    expect(formatPhoneAsYouType('', { country: 'gb' })).toBe('+44');
    expect(formatPhoneAsYouType('+')).toBe('+1');
  });

  it('VAL-027 partial input is formatted as far as it goes', () => {
    expect(formatPhoneAsYouType('201', { nationalMode: true })).toBe('(201)');
    expect(formatPhoneAsYouType('+1201')).toBe('+1 201');
  });
});
