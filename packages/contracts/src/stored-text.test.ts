import { describe, expect, it } from 'vitest';
import {
  findBadPercentEncoding,
  findUnstorableText,
  hasUnstorableCharacters,
  storableText,
} from './stored-text';

describe('text the database can store', () => {
  it('NUL and lone surrogates cannot be stored; surrogate pairs, accents and emoji can', () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDBFFy', '\uDC00', '\uDC00\uD800']) {
      expect(hasUnstorableCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['', 'Inês', '🎨', '𝄞 Ångström', '\u0001\u007f', '\uFFFD']) {
      expect(hasUnstorableCharacters(text), JSON.stringify(text)).toBe(false);
    }
    expect(storableText.safeParse('ok 🎨').success).toBe(true);
    expect(storableText.safeParse('no\u0000').error?.issues[0]?.message).toMatch(
      /cannot be stored/,
    );
  });

  it('finds the first offending field, by name or value, at any depth', () => {
    expect(findUnstorableText({ name: 'Ana', notes: ['ok', { text: 'x\u0000' }] })).toEqual({
      field: 'notes.1.text',
      inName: false,
    });
    expect(findUnstorableText({ 'bad\u0000name': 'x' })).toEqual({
      field: 'bad\uFFFDname',
      inName: true,
    });
    expect(findUnstorableText({ a: '\uD800', b: '\u0000' })?.field).toBe('a');
    expect(findUnstorableText('\u0000')).toEqual({ field: 'request', inName: false });
    expect(findUnstorableText({ a: 1, b: [true, null], c: 'fine 🎨' })).toBeUndefined();
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText({ deep })).toEqual({ field: 'deep.0.0.0.0.0.…', inName: false });
  });

  it('finds percent-encoding that is no UTF-8, in names and values', () => {
    expect(findBadPercentEncoding('a=1&name=%FF%FE')).toEqual({ field: 'name', inName: false });
    expect(findBadPercentEncoding('%C3=1')).toEqual({ field: '%C3', inName: true });
    for (const bad of ['%E2%82', '%ED%A0%80', '%C0%80', '%', '%zz', '50%']) {
      expect(findBadPercentEncoding(`x=${bad}`), bad).toEqual({ field: 'x', inName: false });
    }
    for (const good of ['x=Caf%C3%A9', 'x=%25FF', 'x=a+b', 'x=%F0%9F%8E%A8', 'x', '', 'x=']) {
      expect(findBadPercentEncoding(good), good).toBeUndefined();
    }
  });
});
