import type { CSSProperties } from 'react';
import type { SliderSettings } from '@atelier/gallery/slider-settings';
import {
  PHOTO_SCROLLER,
  SLIDER_GEOMETRY,
  SLIDER_THUMBNAILS,
} from '@atelier/gallery/slider-constants';
import type { PictureSource } from '~/shared/ui/picture';
import type { SliderView } from './slider-view';

/** A photo scroller's slides and its settings, read on the server (`photo-scroller.server.ts`). */
export interface PhotoScrollerData {
  view: SliderView;
  settings: SliderSettings;
  /** The settings as the scroller element's data attributes (SLD-002). */
  dataAttributes: Record<`data-${string}`, string>;
}

/** The photo scroller's props, the same for the server's scroller and the interactive one. */
export interface PhotoScrollerProps {
  scroller: PhotoScrollerData;
}

const byWidth = (image: PictureSource, format: 'webp' | 'jpeg') =>
  image.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);

const srcSetOf = (image: PictureSource, format: 'webp' | 'jpeg') =>
  byWidth(image, format)
    .map((variant) => `/images/${variant.file} ${variant.width}w`)
    .join(', ');

/**
 * A stored picture in the photo scroller. Written here rather than with the shared `Picture`
 * because the scroller decides loading per photo: the photos around the current one load at once
 * (SLD-036's six) without claiming high priority, the first ones also with high priority (the
 * page's largest paint), the rest lazily; and a photo is never dragged as an image file.
 */
export function ScrollerPicture({
  image,
  sizes,
  loading,
  alt,
  className,
}: {
  image: PictureSource;
  sizes: string;
  loading: 'priority' | 'eager' | 'lazy';
  alt?: string;
  className?: string;
}) {
  const jpegs = byWidth(image, 'jpeg');
  const fallback = jpegs[Math.min(1, jpegs.length - 1)];
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSetOf(image, 'webp')} sizes={sizes} />
      <img
        src={fallback ? `/images/${fallback.file}` : undefined}
        srcSet={srcSetOf(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'priority' ? 'high' : 'auto'}
        decoding={loading === 'lazy' ? 'async' : 'auto'}
        draggable={false}
        style={{ backgroundColor: image.dominantColor }}
      />
    </picture>
  );
}

/**
 * The scroller's geometry as CSS custom properties, the same before and after its script loads
 * (so nothing moves when it does): the landscape and portrait photos' narrowest and widest share
 * of the strip (SLD-002), the paddings, and the thumbnail strip's 80 + 10 px (SLD-034), spacing
 * and transition (SLD-029). `photo-scroller.css` turns them into the very sizes the engine's
 * `scrollerPhotoWidth` gives, which the interactive scroller then sets.
 */
export function scrollerStyle(settings: SliderSettings): CSSProperties {
  return {
    '--ps-landscape-min': settings.landscape.minPercent,
    '--ps-landscape-max': settings.landscape.maxPercent,
    '--ps-portrait-min': settings.portrait.minPercent,
    '--ps-portrait-max': settings.portrait.maxPercent,
    '--ps-padding-side': `${settings.paddingSide}px`,
    '--ps-padding-top': `${settings.paddingTop}px`,
    '--ps-padding-bottom': `${settings.paddingBottom}px`,
    '--ps-spacing': `${SLIDER_GEOMETRY.slideSpacingPx}px`,
    '--ps-thumb-height': `${settings.thumbHeight}px`,
    '--ps-thumb-padding': `${PHOTO_SCROLLER.thumbnailPaddingPx}px`,
    '--ps-thumb-spacing': `${SLIDER_THUMBNAILS.spacingPx}px`,
    '--ps-thumb-ms': `${SLIDER_THUMBNAILS.transitionMs}ms`,
  } as CSSProperties;
}

/** A photo's own ratio and height, which the CSS sizes it by before the engine does. */
export function photoStyle(photo: { width: number; height: number }): CSSProperties {
  return {
    '--ps-ratio': photo.width / photo.height,
    '--ps-natural-height': `${photo.height}px`,
  } as CSSProperties;
}

/** Landscape (or square) and portrait photos take different shares of the strip (SLD-002). */
export const orientationOf = (size: { width: number; height: number }) =>
  size.width >= size.height ? 'landscape' : 'portrait';

/** An id for a photo's slide, unique on the page: the static thumbnails link to it. */
export const slideDomId = (slideId: string) => `photo-${slideId}`;
