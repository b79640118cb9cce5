import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatWithDecimals,
  isAllowedNumberKey,
  parseLocaleNumber,
  truncateToHundredths,
  validateNumber,
  validateNumberFormat,
  validateDigits,
  validateNumberRange,
} from './number';

const NOT_A_NUMBER = 'Please enter a valid number.';

describe('validateNumberFormat', () => {
  it.each(['0', '42', '-7', '+7', '3.14', '3.', '-0.5', '1e3', '1E-3', '+2.5e+10'])(
    'VAL-040 accepts %s',
    (value) => {
      expect(validateNumberFormat(value)).toBeUndefined();
    },
  );

  it.each([
    'abc',
    '.5',
    '1.2.3',
    '1e',
    'e5',
    '--1',
    '1,5',
    '1 000',
    '0x10',
    'Infinity',
    '5-',
    '1e999',
    '-1e400',
  ])('VAL-009 VAL-040 rejects %s', (value) => {
    expect(validateNumberFormat(value)).toBe(NOT_A_NUMBER);
  });

  it('VAL-040 with a comma decimal point, the comma is the decimal point', () => {
    expect(validateNumberFormat('1,5', { decimalSeparator: ',' })).toBeUndefined();
    expect(validateNumberFormat('1.5', { decimalSeparator: ',' })).toBe(NOT_A_NUMBER);
  });

  it('VAL-020 an empty optional number is valid', () => {
    expect(validateNumberFormat('')).toBeUndefined();
  });
});

describe('parseLocaleNumber', () => {
  it.each<[string, ',' | '.' | undefined, number | undefined]>([
    ['1.5', undefined, 1.5],
    ['1,5', undefined, 1.5],
    ['1.234,56', undefined, 1234.56],
    ['1,234.56', undefined, 1234.56],
    ['1 234,5', undefined, 1234.5],
    ['-1,25', undefined, -1.25],
    ['1e3', undefined, 1000],
    ['1.234,5', ',', 1234.5],
    ['1,234.5', '.', 1234.5],
    ['1.5', ',', 1.5],
    ['abc', undefined, undefined],
    ['', undefined, undefined],
  ])('VAL-041 reads %j (decimal point %s) as %s', (value, separator, expected) => {
    expect(parseLocaleNumber(value, separator)).toBe(expected);
  });
});

describe('truncateToHundredths', () => {
  it.each([
    [1.239, 1.23],
    [1.13, 1.13],
    [0.29, 0.29],
    [1.005, 1],
    [-1.239, -1.23],
    [10, 10],
  ])('VAL-041 %d becomes %d', (value, expected) => {
    expect(truncateToHundredths(value)).toBe(expected);
  });

  it('VAL-041 truncation drops digits toward zero and keeps at most two decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, thousandths) => {
          const value = Number(`${whole}.${String(thousandths).padStart(3, '0')}`);
          const expected = Number(
            `${whole}.${String(Math.trunc(thousandths / 10)).padStart(2, '0')}`,
          );
          expect(truncateToHundredths(value)).toBe(expected);
        },
      ),
    );
  });
});

describe('validateNumberRange', () => {
  it.each([
    ['the minimum itself', '10', { min: 10 }],
    ['the maximum itself', '20', { max: 20 }],
    ['a third decimal truncated onto the maximum', '20.009', { max: 20 }],
    ['comma decimals', '15,5', { min: 10, max: 20 }],
    [
      'a comma-decimal field with grouping',
      '1.000,00',
      { max: 1000, decimalSeparator: ',' as const },
    ],
    ['a value that is not a number (the format rule reports it)', 'abc', { min: 1 }],
  ])('VAL-041 accepts %s', (_name, value, options) => {
    expect(validateNumberRange(value, options)).toBeUndefined();
  });

  it.each([
    ['below the minimum', '9.99', { min: 10 }, 'Please enter a value greater than or equal to 10.'],
    [
      'truncation cannot lift a value to the minimum',
      '9.999',
      { min: 10 },
      'Please enter a value greater than or equal to 10.',
    ],
    [
      'above the maximum by a cent',
      '20.01',
      { max: 20 },
      'Please enter a value less than or equal to 20.',
    ],
    [
      'comma decimals above the maximum',
      '20,5',
      { max: 20 },
      'Please enter a value less than or equal to 20.',
    ],
  ])('VAL-016 VAL-017 VAL-041 rejects %s', (_name, value, options, message) => {
    expect(validateNumberRange(value, options)).toBe(message);
  });

  it('VAL-009 VAL-041 validateNumber reports the format before the range', () => {
    expect(validateNumber('abc', { min: 1 })).toBe(NOT_A_NUMBER);
    expect(validateNumber('0', { min: 1 })).toBe(
      'Please enter a value greater than or equal to 1.',
    );
    expect(validateNumber('5', { min: 1, max: 9 })).toBeUndefined();
  });
});

describe('formatWithDecimals', () => {
  it.each<[string | number, number, ',' | '.' | undefined, string]>([
    ['1.5', 2, undefined, '1.50'],
    [3, 2, undefined, '3.00'],
    ['1.005', 2, undefined, '1.01'],
    ['-2.5', 0, undefined, '-3'],
    ['1,5', 2, ',', '1,50'],
    ['7', 0, undefined, '7'],
    ['', 2, undefined, ''],
    ['abc', 2, undefined, 'abc'],
  ])(
    'VAL-043 %j with %i decimals (point %s) shows %j',
    (value, decimals, decimalSeparator, expected) => {
      expect(formatWithDecimals(value, { decimals, decimalSeparator })).toBe(expected);
    },
  );

  it('VAL-043 the result always has exactly the configured decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        (value, decimals) => {
          const shown = formatWithDecimals(value, { decimals });
          expect(shown.split('.')[1]).toHaveLength(decimals);
        },
      ),
    );
  });
});

describe('isAllowedNumberKey', () => {
  it.each(['0', '5', '9', ',', '.', '-'])('VAL-042 accepts the keypress %j', (key) => {
    expect(isAllowedNumberKey(key)).toBe(true);
  });

  it.each(['a', 'e', '+', ' ', '/', '٣'])('VAL-042 refuses the keypress %j', (key) => {
    expect(isAllowedNumberKey(key)).toBe(false);
  });

  it.each(['Backspace', 'Tab', 'ArrowLeft', 'Enter'])(
    'VAL-042 lets the named key %s through',
    (key) => {
      expect(isAllowedNumberKey(key)).toBe(true);
    },
  );
});

describe('validateDigits', () => {
  it.each(['0', '42', '007', ''])('VAL-010 accepts %j', (value) => {
    expect(validateDigits(value)).toBeUndefined();
  });

  it.each(['-1', '1.5', '1 2', '١٢', '+3', 'abc'])('VAL-010 rejects %j', (value) => {
    expect(validateDigits(value)).toBe('Please enter only digits.');
  });
});
