import type { CartView } from '@atelier/contracts/cart';

/**
 * A cart line's picture, `size` px wide (the cart page's table, the mini cart). A work with no
 * picture yet gets a blank square of the same size in `placeholderClassName`, never an img with
 * an empty src (the browser would request the page itself).
 */
export function CartThumbnail({
  thumbnail,
  size,
  placeholderClassName,
  lazy = false,
}: {
  thumbnail: CartView['items'][number]['thumbnail'];
  size: number;
  placeholderClassName: string;
  lazy?: boolean;
}) {
  if (!thumbnail.src) return <span className={placeholderClassName} aria-hidden="true" />;
  return (
    <img
      src={thumbnail.src}
      srcSet={thumbnail.srcSet}
      sizes={`${size}px`}
      width={size}
      height={Math.round((size * thumbnail.height) / Math.max(1, thumbnail.width))}
      alt=""
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
