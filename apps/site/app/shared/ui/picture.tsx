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
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
  alt,
}: {
  image: PictureSource;
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
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
