import { describe, expect, it } from 'vitest';
import { isValidUrl, validateUrl } from './url';

describe('validateUrl', () => {
  it.each([
    'example.com',
    'www.example.com/path?query=1#top',
    'sub.example.co.uk',
    'http://example.com',
    'https://example.com:8080/a/b',
    'ftp://files.example.org',
    '//cdn.example.com/lib.js',
    'https://user:pass@example.com',
    'http://192.168.0.1/admin',
    'https://bücher.de',
    'example.com.',
  ])('VAL-022 accepts %s', (value) => {
    expect(validateUrl(value)).toBeUndefined();
  });

  it.each([
    'example',
    'http://',
    'exa mple.com',
    'http://-bad.com',
    'http://bad-.com',
    'http://example.c',
    'mailto:someone@example.com',
    'http://256.1.1.1',
    'http://example.com:1',
    'javascript:alert(1)',
  ])('VAL-006 rejects %s', (value) => {
    expect(validateUrl(value)).toBe('Please enter a valid URL.');
  });

  it('VAL-022 a bare host is accepted without a scheme', () => {
    expect(isValidUrl('example.com')).toBe(true);
  });

  it('VAL-020 an empty optional value is valid (required is separate)', () => {
    expect(validateUrl('')).toBeUndefined();
  });

  it('VAL-002 the form message overrides the default', () => {
    expect(validateUrl('nope', { messages: { form: { url: 'Bad link.' } } })).toBe('Bad link.');
  });
});
