import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

describe('CF-027 character counter', () => {
  it('CF-027 counts up from 0 by default', () => {
    expect(characterCount(['Hello'], { maxlength: 10 })).toEqual({
      current: 5,
      starting: 0,
      tooLong: false,
      tooShort: false,
      shown: 5,
    });
  });

  it('CF-027 counts down from maxlength with the down option', () => {
    expect(characterCount(['Hello'], { maxlength: 10, countDown: true })).toEqual({
      current: 5,
      starting: 10,
      tooLong: false,
      tooShort: false,
      shown: 5,
    });
    expect(characterCount(['Hello there!'], { maxlength: 10, countDown: true }).shown).toBe(-2);
  });

  it('CF-027 flags a value longer than maxlength, not one exactly at it', () => {
    expect(characterCount(['0123456789'], { maxlength: 10 }).tooLong).toBe(false);
    expect(characterCount(['0123456789A'], { maxlength: 10 }).tooLong).toBe(true);
  });

  it('CF-027 flags a value shorter than minlength, but never an empty one', () => {
    expect(characterCount(['Hi'], { minlength: 3 }).tooShort).toBe(true);
    expect(characterCount(['Hey'], { minlength: 3 }).tooShort).toBe(false);
    expect(characterCount([''], { minlength: 3 }).tooShort).toBe(false);
    expect(characterCount(['   '], { minlength: 3 }).tooShort).toBe(false);
    expect(characterCount([], { minlength: 3 }).tooShort).toBe(false);
  });

  it('CF-026 CF-027 sums all values, trimmed, in UTF-16 code units like the length rules', () => {
    expect(characterCount(['  ab ', 'cd'], {}).current).toBe(4);
    expect(characterCount(['😀'], { maxlength: 1 })).toMatchObject({ current: 2, tooLong: true });
  });

  it('CF-027 without limits nothing is flagged; counting down without maxlength starts at 0', () => {
    expect(characterCount(['x'.repeat(5000)], {})).toMatchObject({
      tooLong: false,
      tooShort: false,
    });
    expect(characterCount(['abc'], { countDown: true })).toMatchObject({ starting: 0, shown: -3 });
  });

  it('CF-027 ignores limits that are not whole numbers of 0 or more', () => {
    expect(characterCount(['abc'], { maxlength: -1, minlength: Number.NaN })).toMatchObject({
      tooLong: false,
      tooShort: false,
    });
    expect(characterCount(['abc'], { maxlength: 0 }).tooLong).toBe(true);
  });
});
