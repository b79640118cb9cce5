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
});
