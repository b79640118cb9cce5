import { describe, expect, it } from 'vitest';
import type { TestCardInput } from './card-input';
import {
  cardBrand,
  cardProblems,
  cvcLength,
  formatExpiry,
  isCardComplete,
  isCardEmpty,
  parseExpiry,
  passesLuhn,
} from './card-input';

const now = new Date('2026-11-27T12:00:00Z');
const strict = { requirePostalCode: false, now, strict: () => true };
const card = (overrides: Partial<TestCardInput>): TestCardInput => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 40',
  cvc: '123',
  postalCode: '',
  ...overrides,
});

describe('test card checks', () => {
  it('Luhn and brands (American Express has 15 digits and a 4-digit CVC)', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('4000 0027')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('9999')).toBeNull();
    expect(cvcLength('378282246310005')).toBe(4);
    expect(cardProblems(card({ number: '3782 822463 10005', cvc: '1234' }), strict)).toEqual([]);
    // A 4-digit code left from an American Express number does not fit a Visa.
    expect(cardProblems(card({ cvc: '1234' }), strict)[0]?.message).toBe(
      "Your card's security code is invalid.",
    );
  });

  it('expiry typed as digits becomes MM / YY; this month is still valid, last month is past', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('124')).toBe('12 / 4');
    expect(formatExpiry('12 / 40')).toBe('12 / 40');
    expect(parseExpiry('02 / 31')).toEqual({ month: 2, year: 2031 });
    expect(cardProblems(card({ expiry: '11 / 26' }), strict)).toEqual([]);
    expect(cardProblems(card({ expiry: '10 / 26' }), strict)).toEqual([
      { part: 'expiry', message: "Your card's expiry date is in the past." },
    ]);
    expect(cardProblems(card({ expiry: '13 / 30' }), strict)[0]?.message).toBe(
      "Your card's expiry month is invalid.",
    );
  });

  it('letters, too many digits and a wrong check digit are invalid; a short number is incomplete', () => {
    expect(cardProblems(card({ number: '4242 abcd' }), strict)[0]?.message).toBe(
      'Your card number is invalid.',
    );
    expect(cardProblems(card({ number: '42424242424242424' }), strict)[0]?.message).toBe(
      'Your card number is invalid.',
    );
    expect(cardProblems(card({ number: '4242' }), strict)[0]?.message).toBe(
      'Your card number is incomplete.',
    );
    expect(cardProblems(card({ number: '4242' }), { ...strict, strict: () => false })).toEqual([]);
  });

  it('postcode only when asked; complete and empty', () => {
    expect(isCardComplete(card({}), { requirePostalCode: false, now })).toBe(true);
    expect(isCardComplete(card({}), { requirePostalCode: true, now })).toBe(false);
    expect(isCardComplete(card({ postalCode: 'SW1A 1AA' }), { requirePostalCode: true, now })).toBe(
      true,
    );
    expect(isCardEmpty({ number: '', expiry: '', cvc: '', postalCode: '' })).toBe(true);
    expect(isCardEmpty(card({}))).toBe(false);
  });
});
