import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordEntropyBits, passwordPoints, validatePassword } from './password';

const WEAK = /stronger password/;

describe('password points and entropy (DEC-06)', () => {
  it.each([
    ['digits only', '12345678', 10],
    ['lowercase only', 'abcdefgh', 20],
    ['uppercase only', 'ABCDEFGH', 20],
    ['lower + upper', 'abcdEFGH', 40],
    ['lower + upper + digit', 'abcdEF12', 50],
    ['unlisted symbol', 'abc"', 50],
    ['non-ASCII letter counts as other', 'abcé', 50],
    ['listed special', 'abc!', 80],
    ['every class', 'aB3!', 110],
  ])('VAL-038 DEC-06 %s scores %i points', (_name, password, points) => {
    expect(passwordPoints(password)).toBe(points);
  });

  it.each([
    '=',
    '!',
    '-',
    '@',
    '.',
    ',',
    '_',
    '*',
    '#',
    '&',
    '?',
    '^',
    '`',
    '%',
    '$',
    '+',
    '/',
    '{',
    '[',
    ']',
    '|',
    '}',
    '~',
  ])('VAL-038 DEC-06 %s is a listed special character (30 + 30 points)', (special) => {
    expect(passwordPoints(special)).toBe(60);
  });

  it.each(['"', "'", ':', ';', '<', '>', '(', ')', ' ', '\\'])(
    'VAL-038 DEC-06 %s is another character (30 points only)',
    (other) => {
      expect(passwordPoints(other)).toBe(30);
    },
  );

  it('DEC-06 bits = length × log2(points) (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }),
        (password) => {
          const expected = password.length * Math.log2(passwordPoints(password));
          expect(passwordEntropyBits(password)).toBeCloseTo(expected, 10);
        },
      ),
    );
  });
});

describe('validatePassword', () => {
  it.each([
    ['8 chars, all classes and a listed special', 'aB3!xY7#'],
    ['8 chars lower + upper + digit (8 × log2 50 ≈ 45.2) is too weak; 10 is enough', 'abcdEF1234'],
    ['13 lowercase letters (13 × log2 20 ≈ 56.2)', 'abcdefghijklm'],
    [
      '8 chars with a listed special and lowercase (8 × log2 80 ≈ 50.6) is weak; 9 passes',
      'abcdefg!h',
    ],
  ])('VAL-037 DEC-06 accepts %s', (_name, password) => {
    expect(validatePassword(password)).toBeUndefined();
  });

  it.each([
    ['7 characters even with every class', 'aB3!xY7'],
    ['12 lowercase letters (≈ 51.9 bits)', 'abcdefghijkl'],
    ['8 chars lower + upper + digit (≈ 45.2 bits)', 'abcdEF12'],
    ['16 digits (≈ 53.2 bits)', '1234567890123456'],
  ])('VAL-037 DEC-06 rejects %s', (_name, password) => {
    expect(validatePassword(password)).toMatch(WEAK);
  });

  it('VAL-037 DEC-06 the threshold sits between 16 digits (≈ 53.2 bits) and 17 (≈ 56.5 bits)', () => {
    expect(passwordEntropyBits('1234567890123456')).toBeLessThan(54);
    expect(validatePassword('1234567890123456')).toMatch(WEAK);
    expect(passwordEntropyBits('12345678901234567')).toBeGreaterThanOrEqual(54);
    expect(validatePassword('12345678901234567')).toBeUndefined();
  });

  it('DEC-06 an empty optional password is not checked', () => {
    expect(validatePassword('')).toBeUndefined();
  });

  it('VAL-037 VAL-002 the configured message is used', () => {
    expect(validatePassword('short', { messages: { form: { password: 'Too weak.' } } })).toBe(
      'Too weak.',
    );
  });
});
