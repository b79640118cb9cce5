import type { PictureSource } from '~/shared/ui/picture';

/** What the interactive chunk hands the stage once it runs: the lightbox opener of the works. */
export interface ThreeLayerController {
  open(index: number, opener: HTMLElement): void;
}

/** What the stage shows while the lightbox is on (SLD-012): whether it is on, and which work. */
export interface LightboxShown {
  on: boolean;
  index: number | null;
}

/** A box on screen, as `getBoundingClientRect` gives it. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The transform that draws the box `to` over the box `from` (both on screen, `to` with
 * `transform-origin: 0 0`): the lightbox picture starts where the work hung and grows to its
 * place ("first, last, invert, play"). A box without size gives no transform.
 */
export function flipFrom(from: ScreenBox, to: ScreenBox): string {
  if (!(to.width > 0 && to.height > 0 && from.width > 0 && from.height > 0)) return 'none';
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  const sx = from.width / to.width;
  const sy = from.height / to.height;
  return `translate(${round(dx)}px, ${round(dy)}px) scale(${round(sx, 4)}, ${round(sy, 4)})`;
}

/** SLD-011: the loading counter's share, 0…1 (nothing to load counts as done). */
export function loadingProgress(settled: number, total: number): number {
  if (!(total > 0)) return 1;
  return Math.min(1, Math.max(0, settled / total));
}

/**
 * The parallax: where the pointer is over the stage, from -1 (left or top edge) to 1 (right or
 * bottom), 0 in the middle; clamped, so a pointer just outside tilts no further.
 */
export function parallaxTilt(
  pointer: { x: number; y: number },
  box: ScreenBox,
): { x: number; y: number } {
  const along = (value: number, start: number, size: number) =>
    size > 0 ? Math.min(1, Math.max(-1, ((value - start) / size) * 2 - 1)) : 0;
  return { x: along(pointer.x, box.left, box.width), y: along(pointer.y, box.top, box.height) };
}

/** A stored picture's WebP files as a `srcset` (narrowest first), for fetching a work ahead. */
export function webpSrcSet(picture: Pick<PictureSource, 'variants'>): string {
  return picture.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width)
    .map((variant) => `/images/${variant.file} ${variant.width}w`)
    .join(', ');
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
