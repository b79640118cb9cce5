import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countCharacters,
  countWords,
  describeCounter,
  isSpaceBlocked,
  validateLengthRange,
  validateMaxLength,
  validateMaxWords,
  validateMinLength,
  validateTrim,
} from './text';

describe('validateMaxLength', () => {
  it.each([
    ['exactly the limit', 'abcde', 5],
    ['tags do not count', '<b>abcde</b>', 5],
    ['a tag with attributes', '<a href="https://example.com/very/long">hi</a>', 2],
    ['an emoji is one character', '😀😀😀', 3],
    ['empty', '', 0],
  ])('VAL-031 accepts %s', (_name, value, max) => {
    expect(validateMaxLength(value, { max })).toBeUndefined();
  });

  it.each([
    ['one over', 'abcdef', 5],
    ['text outside tags still counts', '<p>abc</p>def', 5],
  ])('VAL-012 VAL-031 rejects %s', (_name, value, max) => {
    expect(validateMaxLength(value, { max })).toBe(`Please enter no more than ${max} characters.`);
  });

  it('VAL-031 rich text counts an entity as the one character it shows', () => {
    expect(countCharacters('<p>A &amp; B</p>', { richText: true })).toBe(5);
    expect(countCharacters('<p>A &amp; B</p>')).toBe(9);
    expect(validateMaxLength('caf&#233;', { max: 4, richText: true })).toBeUndefined();
  });

  it('VAL-031 wrapping text in tags never changes its count (property)', () => {
    const text = fc.string({ unit: 'grapheme' }).filter((value) => !/[<>]/.test(value));
    fc.assert(
      fc.property(text, fc.constantFrom('b', 'p', 'span class="x"'), (inner, tag) => {
        const name = tag.split(' ')[0] ?? tag;
        expect(countCharacters(`<${tag}>${inner}</${name}>`)).toBe([...inner].length);
      }),
    );
  });
});

describe('validateMinLength and validateLengthRange', () => {
  it('VAL-013 accepts at least the minimum and rejects fewer', () => {
    expect(validateMinLength('abc', { min: 3 })).toBeUndefined();
    expect(validateMinLength('ab', { min: 3 })).toBe('Please enter at least 3 characters.');
  });

  it('VAL-013 VAL-020 an empty optional value is left to required', () => {
    expect(validateMinLength('', { min: 3 })).toBeUndefined();
  });

  it.each([
    ['ab', 'Please enter a value between 3 and 5 characters long.'],
    ['abc', undefined],
    ['abcde', undefined],
    ['abcdef', 'Please enter a value between 3 and 5 characters long.'],
  ])('VAL-014 %s between 3 and 5 characters', (value, expected) => {
    expect(validateLengthRange(value, { min: 3, max: 5 })).toBe(expected);
  });
});

describe('validateMaxWords', () => {
  it.each([
    ['exactly the limit', 'one two three', 3],
    ['surrounding and repeated whitespace', '  one \n two\t\tthree  ', 3],
    ['empty', '', 0],
  ])('VAL-030 accepts %s', (_name, value, max) => {
    expect(validateMaxWords(value, { max })).toBeUndefined();
  });

  it.each([
    ['one word over', 'one two three four', 3],
    ['words joined by newlines', 'a\nb\nc', 2],
  ])('VAL-030 rejects %s', (_name, value, max) => {
    expect(validateMaxWords(value, { max })).toBe(`Please enter no more than ${max} words.`);
  });

  it('VAL-030 the word count equals the number of whitespace-separated runs (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 20 }),
        fc.constantFrom(' ', '  ', '\n', '\t '),
        (words, gap) => {
          expect(countWords(`${gap}${words.join(gap)}${gap}`)).toBe(words.length);
        },
      ),
    );
  });
});

describe('validateTrim', () => {
  it.each(['a', '  a  ', ''])('VAL-032 accepts %j', (value) => {
    expect(validateTrim(value)).toBeUndefined();
  });

  it.each([' ', '\t\n', '\u00a0 '])('VAL-032 rejects whitespace-only %j', (value) => {
    expect(validateTrim(value)).toBe('This field is required.');
  });
});

describe('counters', () => {
  it('FORM-025 a character counter shows count / limit', () => {
    expect(describeCounter('abc', { limit: 10, mode: 'characters' })).toEqual({
      count: 3,
      limit: 10,
      label: '3 / 10',
      overLimit: false,
    });
  });

  it('FORM-025 a word counter counts words', () => {
    expect(describeCounter('one two  three', { limit: 2, mode: 'words' })).toMatchObject({
      label: '3 / 2',
      overLimit: true,
    });
  });

  it('FORM-025 VAL-031 the character counter counts as maxlength does (tags stripped)', () => {
    expect(describeCounter('<b>hi</b>', { limit: 5, mode: 'characters' }).count).toBe(2);
  });

  it.each([
    ['below the word limit', 'one two', false],
    ['at the word limit', 'one two three', true],
    ['over the word limit', 'one two three four', true],
  ])('FORM-026 space %s: blocked = %s', (_name, value, blocked) => {
    expect(isSpaceBlocked(value, { limit: 3, mode: 'words' })).toBe(blocked);
  });

  it('FORM-026 character mode never blocks a space', () => {
    expect(isSpaceBlocked('one two three', { limit: 3, mode: 'characters' })).toBe(false);
  });
});
