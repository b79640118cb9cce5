import type { LightboxCaption, LightboxItem } from '@atelier/gallery/lightbox-items';
import type { PictureSource } from './picture';

const byWidth = (format: 'webp' | 'jpeg', image: PictureSource) =>
  image.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);

/**
 * The address of a stored picture's biggest JPEG: what a lightbox trigger links to (so it works
 * without JavaScript and opens in a new tab on a modifier click) and what its error text links
 * to (DEC-17).
 */
export function bigImageAddress(image: PictureSource): string | undefined {
  const biggest = byWidth('jpeg', image).at(-1) ?? byWidth('webp', image).at(-1);
  return biggest ? `/images/${biggest.file}` : undefined;
}

/**
 * A stored picture as a lightbox image item: the WebP widths as its srcset (every browser the
 * site serves takes WebP), the biggest JPEG as its `src` and its original's link.
 */
export function pictureLightboxItem(
  image: PictureSource,
  caption: LightboxCaption = {},
): Extract<LightboxItem, { type: 'image' }> {
  const big = bigImageAddress(image) ?? '';
  const webp = byWidth('webp', image);
  return {
    type: 'image',
    src: big,
    srcSet: webp.map((variant) => ({
      src: `/images/${variant.file}`,
      width: variant.width,
      height: variant.height,
    })),
    width: image.width,
    height: image.height,
    alt: image.alt,
    href: big,
    ...caption,
  };
}
