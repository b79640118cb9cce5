import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indexFromHash, isLightboxId, lightboxHash } from './lightbox-address';

describe('lightbox address', () => {
  it('the hash names the lightbox and the 1-based position, and reads back', () => {
    expect(lightboxHash('media', 0)).toBe('#lightbox-media-1');
    expect(indexFromHash('#lightbox-media-1', 'media', 5)).toBe(0);
    expect(indexFromHash('#lightbox-product-12-3', 'product-12', 5)).toBe(2);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/),
        fc.nat(999),
        (id, index) => {
          expect(indexFromHash(lightboxHash(id, index), id, index + 1)).toBe(index);
        },
      ),
    );
  });

  it('a hash of another lightbox, past the end or malformed opens nothing', () => {
    for (const hash of [
      '',
      '#',
      '#lightbox-media-0',
      '#lightbox-media-01',
      '#lightbox-media-6',
      '#lightbox-media-2x',
      '#lightbox-media-',
      '#lightbox-other-1',
      '#lightbox-media-1-2',
      '#ftg-set-prints',
    ]) {
      expect(indexFromHash(hash, 'media', 5)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (hash) => {
        const index = indexFromHash(hash, 'media', 5);
        expect(index === undefined || (index >= 0 && index < 5)).toBe(true);
      }),
    );
  });

  it('ids are lowercase letters, digits and dashes', () => {
    expect(isLightboxId('albums')).toBe(true);
    expect(isLightboxId('Albums')).toBe(false);
    expect(isLightboxId('-a')).toBe(false);
    expect(() => lightboxHash('no spaces', 0)).toThrow();
  });
});
