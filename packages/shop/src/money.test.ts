import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOfTypedAmount, formatMoney, formatPriceRange } from './money';

describe('money formatting', () => {
  it('shows whole euros without decimals and others with two', () => {
    expect(formatMoney(125_000)).toBe('€1,250');
    expect(formatMoney(8_950)).toBe('€89.50');
    expect(formatMoney(5)).toBe('€0.05');
  });

  it('shows a range only when the bounds differ', () => {
    expect(formatPriceRange(4_500, 4_500)).toBe('€45');
    expect(formatPriceRange(4_500, 12_000)).toBe('€45 – €120');
  });

  it('never loses cents: the digits shown are the digits stored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const digits = formatMoney(cents).replace(/[^\d]/g, '');
        const expected =
          cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', '');
        expect(digits).toBe(expected);
      }),
    );
  });
});

describe('amounts typed by a person', () => {
  it('issue 21: reads euros with a point or a comma and up to two decimals', () => {
    expect(centsOfTypedAmount('12')).toBe(1200);
    expect(centsOfTypedAmount(' 12.5 ')).toBe(1250);
    expect(centsOfTypedAmount('12,05')).toBe(1205);
    expect(centsOfTypedAmount('0.01')).toBe(1);
    expect(centsOfTypedAmount('9999999.99')).toBe(999_999_999);
  });

  it('issue 21: refuses signs, separators, three decimals, words and empty text', () => {
    for (const bad of [
      '',
      ' ',
      '-5',
      '+5',
      '1,250.00',
      '12.345',
      '€12',
      '12e2',
      '1 000',
      '10000000',
    ]) {
      expect(centsOfTypedAmount(bad), bad).toBeUndefined();
    }
  });

  it('issue 21: every amount formatted without its currency sign reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => {
        const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(centsOfTypedAmount(typed)).toBe(cents);
      }),
    );
  });
});
