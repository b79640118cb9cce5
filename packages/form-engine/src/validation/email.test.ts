import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email';

const INVALID = 'Please enter a valid email address.';

describe('validateEmail', () => {
  it.each([
    'a@b.co',
    'ada.lovelace@example.com',
    "o'brien+art@gallery.example.org",
    "!#$%&'*+/=?^_`{|}~.-@x-y.com",
    'x@a-b.c-d',
    ' padded@example.com ',
    'DIGITS123@EXAMPLE123.COM',
  ])('VAL-033…VAL-036 accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each([
    ['shorter than 6 characters', 'a@b.c'],
    ['no @', 'example.com'],
    ['@ as first character', '@example.com'],
    ['space in the local part', 'ada lovelace@example.com'],
    ['non-ASCII local part', 'josé@example.com'],
    ['quote in the local part', 'ad"a@example.com'],
    ['consecutive dots in the domain', 'ada@example..com'],
    ['single-label domain', 'ada@localhost'],
    ['empty domain label', 'ada@.example.com'],
    ['trailing dot', 'ada@example.com.'],
    ['underscore in the domain', 'ada@exa_mple.com'],
    ['second @', 'ada@example.com@evil.com'],
  ])('VAL-033…VAL-036 rejects %s', (_reason, email) => {
    expect(validateEmail(email)).toBe(INVALID);
  });

  it('VAL-033 the minimum length is exactly 6 characters', () => {
    expect(isValidEmail('a@b.cd')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(false);
  });

  it('VAL-005 VAL-020 an empty optional email is valid', () => {
    expect(validateEmail('')).toBeUndefined();
  });

  const LOCAL_PART_SYMBOLS = "!#$%&'*+/=?^_`{|}~.-";
  const localPartChar = fc.constantFrom(
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    ...LOCAL_PART_SYMBOLS,
  );
  const domainLabel = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

  it('VAL-034 a local part of letters, digits and the listed symbols is accepted (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: localPartChar, minLength: 1, maxLength: 30 }), (local) => {
        expect(isValidEmail(`${local}@example.com`)).toBe(true);
      }),
    );
  });

  it('VAL-034 any other character in the local part makes the email invalid (property)', () => {
    const otherChar = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
      // '@' is left out: it would end the local part rather than sit inside it.
      .filter(
        (char) => char !== '@' && !/^[a-zA-Z0-9]$/.test(char) && !LOCAL_PART_SYMBOLS.includes(char),
      );
    fc.assert(
      fc.property(otherChar, (char) => {
        expect(validateEmail(`ada${char}lovelace@example.com`)).toBe(INVALID);
      }),
    );
  });

  it('VAL-035 a domain with two dots in a row is refused; the same labels with single dots are not (property)', () => {
    fc.assert(
      fc.property(fc.array(domainLabel, { minLength: 2, maxLength: 5 }), fc.nat(), (labels, at) => {
        const gap = 1 + (at % (labels.length - 1));
        const doubled = `${labels.slice(0, gap).join('.')}..${labels.slice(gap).join('.')}`;
        expect(isValidEmail(`ada@${labels.join('.')}`)).toBe(true);
        expect(validateEmail(`ada@${doubled}`)).toBe(INVALID);
      }),
    );
  });
});
