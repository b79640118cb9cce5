import { SLIDE_BLOCKS } from './slider-constants';

/** SLD-001: a caption block that slides in after a slide is shown (main slideshow). */
export interface AnimatedBlock {
  kind: 'eyebrow' | 'title' | 'text' | 'link';
  /** Plain text: never HTML. */
  text: string;
  /** The link block's address. */
  href?: string;
}

/**
 * SLD-001: one slide. `Picture` is the app's stored picture (all its widths); the "big image" of the
 * spec is the same picture drawn at full-screen size, or `bigPicture` when a slide names another.
 */
export interface Slide<Picture> {
  id: string;
  picture: Picture;
  bigPicture?: Picture;
  width: number;
  height: number;
  /** Plain text: never HTML. */
  caption?: string;
  href?: string;
  /** Defaults to `picture`. */
  thumbnail?: Picture;
  /** A YouTube or Vimeo page address (SLD-019 decides whether it plays). */
  videoUrl?: string;
  /** This slide's own autoplay delay; used only above 999 ms (SLD-020). */
  autoplayDelayMs?: number;
  blocks: AnimatedBlock[];
}

/** A slide's name for assistive technology (WAI-ARIA carousel pattern): "3 of 12". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** SLD-025: the slider lightbox shows an image's alt text as its caption, else the slide's caption. */
export function lightboxCaption(alt: string | undefined, caption?: string): string | undefined {
  const fromAlt = alt?.trim();
  if (fromAlt) return fromAlt;
  return caption?.trim() || undefined;
}

/** SLD-028: when each of a slide's blocks starts its entrance, in ms after the slide is shown. */
export function blockDelays(count: number): number[] {
  const blocks = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return Array.from({ length: blocks }, (_, index) => index * SLIDE_BLOCKS.delayPerBlockMs);
}
