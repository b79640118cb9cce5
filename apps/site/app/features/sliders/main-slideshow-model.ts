import { MAIN_SLIDESHOW } from '@atelier/gallery/slider-constants';
import type { AnimatedBlock } from '@atelier/gallery/slider-slide';

/*
 * The main slideshow's small pure rules that the server-rendered shell needs before the engine's
 * code has loaded. They are kept to a few lines on purpose: this file is in the home page's
 * first-load bundle, the engine's settings reader (`readSliderSettings`) is not (the lazy part
 * reads every setting with it; the tests check both agree on what the shell uses).
 */

const POSITIVE_INT = /^[1-9]\d{0,4}$/;

/**
 * SLD-033: the slideshow's box (its width:height ratio, reserved before any picture arrives, so
 * nothing moves). The `width` and `height` attributes when both are positive whole numbers,
 * else 1280 × 720.
 */
export function slideshowBox(attributes: Readonly<Record<string, string | undefined>>): {
  width: number;
  height: number;
} {
  const width = attributes.width?.trim() ?? '';
  const height = attributes.height?.trim() ?? '';
  return POSITIVE_INT.test(width) && POSITIVE_INT.test(height)
    ? { width: Number(width), height: Number(height) }
    : { width: MAIN_SLIDESHOW.width, height: MAIN_SLIDESHOW.height };
}

/**
 * The picture of a slide is a link to `href`; when one of its caption blocks already links there
 * by name, the picture's link is a pointer shortcut only (hidden from assistive technology and
 * the tab order), so the same link is not announced twice.
 */
export function pictureLinkRepeatsBlock(
  href: string | undefined,
  blocks: readonly AnimatedBlock[],
): boolean {
  return href !== undefined && blocks.some((block) => block.kind === 'link' && block.href === href);
}

/** The data attributes the slider element carries (SLD-002), from the stored settings. */
export function dataAttributes(
  attributes: Readonly<Record<string, string>>,
): Record<`data-${string}`, string> {
  const rendered: Record<`data-${string}`, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (/^[a-z][a-z0-9-]*$/.test(name)) rendered[`data-${name}`] = value;
  }
  return rendered;
}
