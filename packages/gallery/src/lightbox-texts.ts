/**
 * The lightbox's texts, word for word as the spec gives them (LBX-004…012). `%curr%` is the
 * item's 1-based position and `%total%` the number of items.
 */
export const LIGHTBOX_TEXTS = {
  loading: 'Loading...',
  close: 'Close (Esc)',
  previous: 'Previous (Left arrow key)',
  next: 'Next (Right arrow key)',
  counter: '%curr% of %total%',
  inlineNotFound: 'Content not found',
  ajaxError: 'The content could not be loaded.',
  imageError: 'The image could not be loaded.',
  galleryImageError: 'The image #%curr% could not be loaded.',
  imageLoading: 'Loading image ...',
  galleryImageLoading: 'Loading image #%curr%...',
} as const;

export type LightboxTextKey = keyof typeof LIGHTBOX_TEXTS;

/** Fills `%curr%` and `%total%` in a text (every occurrence); other text is kept as it is. */
export function fillText(template: string, values: { curr?: number; total?: number }): string {
  return template.replace(/%(curr|total)%/g, (whole, name: 'curr' | 'total') => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** '3 of 12' (LBX-007); `index` is 0-based. */
export function counterText(index: number, total: number): string {
  return fillText(LIGHTBOX_TEXTS.counter, { curr: index + 1, total });
}

/** LBX-010/011: a lone image says 'The image could not be loaded.', a gallery's names its number. */
export function imageErrorText(index: number, total: number): string {
  return total > 1
    ? fillText(LIGHTBOX_TEXTS.galleryImageError, { curr: index + 1, total })
    : LIGHTBOX_TEXTS.imageError;
}

/** LBX-012: 'Loading image ...' alone, 'Loading image #3...' in a gallery. */
export function imageLoadingText(index: number, total: number): string {
  return total > 1
    ? fillText(LIGHTBOX_TEXTS.galleryImageLoading, { curr: index + 1, total })
    : LIGHTBOX_TEXTS.imageLoading;
}
