import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5Hex, utf8Bytes } from './digest';

describe('md5Hex (the digest behind cart_item_key and cart_hash)', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
  ])('CART-003 CART-011 matches the RFC 1321 test vector for %j', (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });

  it.each([
    [55, '04364420e25c512fd958a70738aa8f72'],
    [56, '668a72d5ba17f08e62dabcafad6db14b'],
    [64, 'c1bb4f81d892b2d57947682aeb252456'],
  ])('CART-003 pads correctly around the block boundary (%i bytes)', (length, digest) => {
    expect(md5Hex('x'.repeat(length))).toBe(digest);
  });

  it('CART-003 digests multi-block input', () => {
    expect(md5Hex('a'.repeat(1000))).toBe('cabe45dcc9ae5b66ba86600cca6b8ba8');
  });

  it('CART-003 digests the UTF-8 bytes of non-ASCII text (as md5sum does)', () => {
    expect(md5Hex('Natural oak · 50 × 70 cm 🖼')).toBe('869fd36eb19c4046de6b7c278c0c6aae');
  });

  it('CART-003 encodes UTF-8 like TextEncoder, lone surrogates as U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Bytes(text)).toEqual([...new TextEncoder().encode(text)]);
      }),
    );
    expect(utf8Bytes('\ud800')).toEqual(utf8Bytes('\ufffd'));
  });

  it('CART-003 always answers 32 lowercase hex characters, the same for the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const digest = md5Hex(text);
        expect(digest).toMatch(/^[0-9a-f]{32}$/);
        expect(md5Hex(text)).toBe(digest);
      }),
    );
  });
});
