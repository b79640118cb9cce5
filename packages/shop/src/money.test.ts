import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPriceRange } from './money';

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
