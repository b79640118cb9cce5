import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LIGHTBOX_TEXTS,
  counterText,
  fillText,
  imageErrorText,
  imageLoadingText,
} from './lightbox-texts';

describe('lightbox texts', () => {
  it('LBX-004 LBX-005 LBX-006 LBX-008 LBX-009 LBX-010 are the spec texts word for word', () => {
    expect(LIGHTBOX_TEXTS.loading).toBe('Loading...');
    expect(LIGHTBOX_TEXTS.close).toBe('Close (Esc)');
    expect(LIGHTBOX_TEXTS.previous).toBe('Previous (Left arrow key)');
    expect(LIGHTBOX_TEXTS.next).toBe('Next (Right arrow key)');
    expect(LIGHTBOX_TEXTS.inlineNotFound).toBe('Content not found');
    expect(LIGHTBOX_TEXTS.ajaxError).toBe('The content could not be loaded.');
    expect(LIGHTBOX_TEXTS.imageError).toBe('The image could not be loaded.');
  });

  it('LBX-007 the counter reads "%curr% of %total%" with the 1-based position filled in', () => {
    expect(LIGHTBOX_TEXTS.counter).toBe('%curr% of %total%');
    expect(counterText(0, 12)).toBe('1 of 12');
    expect(counterText(11, 12)).toBe('12 of 12');
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 1000 }), (index, total) => {
        expect(counterText(index, total)).toBe(`${index + 1} of ${total}`);
      }),
    );
  });

  it('LBX-011 a gallery image that fails names its number; LBX-010 a lone one does not', () => {
    expect(LIGHTBOX_TEXTS.galleryImageError).toBe('The image #%curr% could not be loaded.');
    expect(imageErrorText(2, 5)).toBe('The image #3 could not be loaded.');
    expect(imageErrorText(0, 1)).toBe('The image could not be loaded.');
  });

  it('LBX-012 loading texts: "Loading image ..." alone, "Loading image #%curr%..." in a gallery', () => {
    expect(LIGHTBOX_TEXTS.imageLoading).toBe('Loading image ...');
    expect(LIGHTBOX_TEXTS.galleryImageLoading).toBe('Loading image #%curr%...');
    expect(imageLoadingText(0, 1)).toBe('Loading image ...');
    expect(imageLoadingText(6, 9)).toBe('Loading image #7...');
  });

  it('LBX-007 filling replaces every placeholder and leaves unknown ones and other text alone', () => {
    expect(fillText('%curr%/%total% (%curr%)', { curr: 2, total: 4 })).toBe('2/4 (2)');
    expect(fillText('%curr% of %total%', { curr: 2 })).toBe('2 of %total%');
    expect(fillText('%other% 100%', { curr: 1 })).toBe('%other% 100%');
  });
});
