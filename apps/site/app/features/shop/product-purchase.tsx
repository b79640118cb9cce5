import { formatPriceRange } from '@atelier/shop/money';
import type { Selection, VariationData } from '@atelier/shop/variations';
import { useRef } from 'react';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';
import type { PictureSource } from '~/shared/ui/picture';
import { SingleItemForm } from './add-to-cart-button';
import { VariationForm, type PrintForSale } from './variation-form';

/** What the island needs of the work on sale (the product page's loader data, in part). */
export interface WorkOnSale {
  id: number;
  title: string;
  kind: 'original' | 'print';
  attributes: PrintForSale['attributes'];
  minPriceCents: number;
  maxPriceCents: number;
}

function printForSale(product: WorkOnSale, variations: VariationData[] | null): PrintForSale {
  const { id, title, attributes } = product;
  return variations
    ? { id, title, attributes, variations }
    : {
        id,
        title,
        attributes,
        variations: null,
        priceRange: { minCents: product.minPriceCents, maxCents: product.maxPriceCents },
      };
}

/**
 * How to buy a work still for sale: a print's variation form (swatches, price, stock, quantity)
 * or an original's price and button. A chunk of its own, outside the product page's first-load
 * scripts (the 120 KB budget of issues 13 and 20): the server renders it whole, and until its
 * code arrives both forms post natively to the page, which adds to the cart (an island:
 * `~/shared/ui/island`).
 */
export function ProductPurchase({
  product,
  variations,
  swatchImages,
  nonce,
  action,
  choice,
  refusal,
}: {
  product: WorkOnSale;
  variations: VariationData[] | null;
  swatchImages: Readonly<Record<string, PictureSource>>;
  nonce: string;
  /** Where the forms post without JavaScript: the product page's own address. */
  action: string;
  /** The choice a refused native post made, shown again. */
  choice: Selection | undefined;
  refusal: string | null | undefined;
}) {
  const purchase = useRef<HTMLDivElement>(null);
  useIslandLive(purchase);
  return (
    <div ref={purchase} className="product__purchase" {...ISLAND_PROPS}>
      {product.kind === 'print' ? (
        <VariationForm
          key={`${product.id}:${JSON.stringify(choice ?? {})}`}
          product={printForSale(product, variations)}
          swatchImages={swatchImages}
          nonce={nonce}
          action={action}
          initialSelection={choice}
          refusal={refusal}
        />
      ) : (
        <>
          <p className="product__price">
            {formatPriceRange(product.minPriceCents, product.maxPriceCents)}
          </p>
          <p className="stock-line">One of a kind: available now.</p>
          <SingleItemForm
            key={product.id}
            productId={product.id}
            productTitle={product.title}
            nonce={nonce}
            action={action}
            refusal={refusal}
          />
        </>
      )}
    </div>
  );
}
