import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactDecimal, formatDecimal, roundHalfAwayFromZero, truncateTowardZero } from './rounding';

/**
 * Independent reference: exact integer arithmetic on the decimal text, half away from zero.
 * `text` is a plain decimal such as "-12.3456".
 */
function referenceRound(text: string, precision: number): string {
  const negative = text.startsWith('-');
  const [integer = '0', fraction = ''] = text.replace('-', '').split('.');
  const scaled = BigInt(integer + fraction.padEnd(precision + 1, '0').slice(0, precision + 1));
  const rounded = (scaled + 5n) / 10n;
  const digits = rounded.toString().padStart(precision + 1, '0');
  const head = digits.slice(0, digits.length - precision);
  const tail = digits.slice(digits.length - precision);
  const sign = negative && rounded !== 0n ? '-' : '';
  return precision === 0 ? `${sign}${head}` : `${sign}${head}.${tail}`;
}

const plainDecimal = fc
  .tuple(
    fc.boolean(),
    fc.integer({ min: 0, max: 999_999 }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 6 }),
  )
  .map(
    ([negative, integer, fraction]) =>
      `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`,
  )
  // Only decimals that a number prints back as themselves: the value the visitor sees.
  .filter((text) => String(Number(text)) === text);

describe('DEC-04 rounding half away from zero on the decimal value', () => {
  it.each([
    [1.005, 2, 1.01],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [1.0049, 2, 1],
    [-1.005, 2, -1.01],
    [0.125, 2, 0.13],
    [8.345, 2, 8.35],
    [1.45, 1, 1.5],
    [123.456, 0, 123],
    [9.995, 2, 10],
    [0.0000001, 2, 0],
  ])('CALC-020 %d at precision %d is %d', (value, precision, expected) => {
    expect(roundHalfAwayFromZero(value, precision)).toBe(expected);
  });

  it('CALC-020 CALC-021 formats with exactly precision decimals and the decimal-point character', () => {
    expect(formatDecimal(1.005, 2)).toBe('1.01');
    expect(formatDecimal(1.005, 2, ',')).toBe('1,01');
    expect(formatDecimal(3, 2)).toBe('3.00');
    expect(formatDecimal(-2.5, 0)).toBe('-3');
    expect(formatDecimal(1e21, 1)).toBe('1000000000000000000000.0');
    expect(formatDecimal(1e-7, 8)).toBe('0.00000010');
  });

  it('CALC-021 a result that rounds to zero has no minus sign', () => {
    expect(formatDecimal(-0.001, 2)).toBe('0.00');
    expect(formatDecimal(-0, 0)).toBe('0');
  });

  it('DEC-04 rejects non-finite values and impossible precisions with a clear message', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN, 2)).toThrow(/only finite numbers/);
    expect(() => formatDecimal(1, -1)).toThrow(/Precision must be a whole number/);
    expect(() => formatDecimal(1, 1.5)).toThrow(/Precision must be a whole number/);
  });

  it('DEC-04 property: agrees with exact rounding of the decimal text', () => {
    fc.assert(
      fc.property(plainDecimal, fc.integer({ min: 0, max: 6 }), (text, precision) => {
        expect(formatDecimal(Number(text), precision)).toBe(referenceRound(text, precision));
        expect(roundHalfAwayFromZero(Number(text), precision)).toBe(
          Number(referenceRound(text, precision)),
        );
      }),
    );
  });

  it('DEC-04 property: symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 8 }),
        (value, precision) => {
          expect(roundHalfAwayFromZero(-value, precision)).toBe(
            -roundHalfAwayFromZero(value, precision) + 0,
          );
        },
      ),
    );
  });
});

describe('VAL-041 truncation toward zero on the decimal value', () => {
  it.each([
    [1.239, 2, 1.23],
    [1.13, 2, 1.13],
    [-1.239, 2, -1.23],
    [1.005, 2, 1],
    [0.30000000000000004, 2, 0.3],
    [-0.001, 2, 0],
    [123456789012.999, 2, 123456789012.99],
    [9.99, 0, 9],
    [1e21, 2, 1e21],
  ])('VAL-041 %d at precision %d is %d', (value, precision, expected) => {
    expect(truncateTowardZero(value, precision)).toBe(expected);
  });

  it('VAL-041 property: agrees with cutting the decimal text, and never grows in size', () => {
    fc.assert(
      fc.property(plainDecimal, fc.integer({ min: 0, max: 6 }), (text, precision) => {
        const [integer = '0', fraction = ''] = text.split('.');
        const cut = fraction.slice(0, precision);
        const expected = Number(cut === '' ? integer : `${integer}.${cut}`) + 0;
        const truncated = truncateTowardZero(Number(text), precision);
        expect(truncated).toBe(expected);
        expect(Math.abs(truncated)).toBeLessThanOrEqual(Math.abs(Number(text)));
      }),
    );
  });
});

describe('VAL-018 exact decimals for step arithmetic', () => {
  it.each([
    [0.3, 3n, -1],
    [-12.5, -125n, -1],
    [1500, 15n, 2],
    [0, 0n, 1],
    [1e-7, 1n, -7],
  ])('VAL-018 %d is %s × 10^%d', (value, coefficient, exponent) => {
    const decimal = exactDecimal(value);
    expect(decimal.coefficient * 10n ** BigInt(Math.max(0, decimal.exponent))).toBe(
      coefficient * 10n ** BigInt(Math.max(0, exponent)),
    );
    expect(Number(decimal.coefficient) * 10 ** decimal.exponent).toBeCloseTo(value, 12);
  });

  it('VAL-018 refuses a non-finite number with a clear message', () => {
    expect(() => exactDecimal(Number.POSITIVE_INFINITY)).toThrow(/only finite numbers/);
  });
});
