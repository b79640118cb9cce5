/**
 * The theme sliders' numbers, as the original theme set them (SLD-026…036, DEC-14, DEC-15). Every
 * slider component takes its timings and geometry from here, so a number is written once.
 */

/** SLD-027: the theme slider's timings. */
export const SLIDER_TIMING = {
  transitionMs: 600,
  preloadImages: 4,
  autoplayDelayMs: 2000,
  dragAnimationMinMs: 100,
  dragAnimationMaxMs: 500,
  resizeDebounceMs: 50,
  themeDebounceMs: 200,
} as const;

/** SLD-026: the theme slider's geometry. */
export const SLIDER_GEOMETRY = {
  slideSpacingPx: 8,
  minSlideOffset: 10,
  imageScalePaddingPx: 4,
  scaleMode: 'fit-if-smaller',
  autoscaleWidth: 800,
  autoscaleHeight: 400,
  slidesDiff: 2,
} as const;

/** SLD-028: animated slide blocks slide in from 20 px away, 400 ms each, 200 ms apart. */
export const SLIDE_BLOCKS = { offsetPx: 20, speedMs: 400, delayPerBlockMs: 200 } as const;

/** SLD-029: thumbnails. */
export const SLIDER_THUMBNAILS = { spacingPx: 10, transitionMs: 600 } as const;

/** SLD-030: the three-layer slider. */
export const THREE_LAYER = {
  layerScales: [0.14, 0.23, 0.35],
  cellSizePx: 300,
  cornerWidthPx: 3,
  cornerLengthPx: 30,
  layerMs: 700,
  invisibleMs: 850,
  screenMs: 500,
  delayMs: 100,
} as const;

/** SLD-017, SLD-031, DEC-14: how far a pointer moves before a swipe counts or an axis is locked. */
export const SWIPE = { slideshowPx: 10, axisLockPx: 7, threeLayerPx: 20, dragAreaPx: 6 } as const;

/** SLD-032: below these widths autoplay stops, and paddings and height take the mobile layout. */
export const MOBILE = { autoplayBelowPx: 740, layoutBelowPx: 760 } as const;

/** SLD-033, SLD-036: the main slideshow. */
export const MAIN_SLIDESHOW = {
  width: 1280,
  height: 720,
  autoslideMs: 5000,
  preload: 999,
} as const;

/** SLD-034, SLD-036: the photo scroller's thumbnail strip (80 px pictures, 10 px padding). */
export const PHOTO_SCROLLER = {
  thumbnailHeightPx: 80,
  thumbnailPaddingPx: 10,
  preload: 6,
} as const;

/** SLD-004: a held arrow key moves again every 700 ms. */
export const KEY_REPEAT_MS = 700;

/** SLD-005: without loop, a move past an end nudges 30 px and back over 200 ms. */
export const BOUNCE = { distancePx: 30, durationMs: 200 } as const;

/** SLD-020, DEC-15: a configured autoslide delay counts only from 1000 ms; else 5000 ms. */
export const DEFAULT_AUTOSLIDE_MS = 5000;
export const MIN_AUTOSLIDE_MS = 1000;

/** SLD-024: what a slider without pictures shows. */
export const NO_SLIDES_MESSAGE = 'There are no slides to display. Please upload images.';
