import { preload as preloadResource } from 'react-dom';

/** The shape of a stored image as loaders return it (see the images table). */
export interface PictureSource {
  alt: string;
  width: number;
  height: number;
  dominantColor: string;
  variants: { width: number; height: number; format: 'webp' | 'jpeg'; file: string }[];
}

const srcSetOf = (image: PictureSource, format: 'webp' | 'jpeg') =>
  image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `/images/${variant.file} ${variant.width}w`)
    .join(', ');

/**
 * A generated artwork picture: WebP for browsers that take it, JPEG otherwise, each in several
 * widths so the browser downloads only what the layout needs. The dominant colour fills the
 * box while the file loads, and width/height reserve the space (no layout shift).
 *
 * `priority`: loaded at once and first (no lazy loading, fetchpriority high), for pictures in
 * the first screen. `preload`: also announced at the top of the page's head, before the
 * stylesheet and scripts, so the browser starts it before it has parsed the body; for the one
 * picture that is a page's largest paint (the home page's hero, a product's main picture).
 * React renders the preload into the head on the server (and adds it on client navigations).
 */
export function Picture({
  image,
  sizes,
  priority = false,
  preload = false,
  className,
  alt,
}: {
  image: PictureSource;
  sizes: string;
  priority?: boolean;
  preload?: boolean;
  className?: string;
  alt?: string;
}) {
  if (preload) preloadPicture(image, sizes);
  const jpegs = image.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
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
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{ backgroundColor: image.dominantColor }}
      />
    </picture>
  );
}

/**
 * The preload of what the picture's WebP source would choose: the same srcset and sizes, so the
 * browser fetches the very file the `<img>` then uses. Browsers without WebP ignore a preload
 * whose type they do not take, and load the JPEG from the `<img>` as before.
 */
function preloadPicture(image: PictureSource, sizes: string) {
  const webp = image.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const fallback = webp[Math.min(1, webp.length - 1)];
  if (!fallback) return;
  preloadResource(`/images/${fallback.file}`, {
    as: 'image',
    type: 'image/webp',
    imageSrcSet: srcSetOf(image, 'webp'),
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}
