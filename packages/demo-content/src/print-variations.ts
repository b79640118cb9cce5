import type { ArtSpec } from './artwork-svg';

/*
 * The shape of a print's attributes and variations. Both the catalogue and the print-offer
 * builder use these types, so they live below both: imports point one way, catalogue →
 * print-offers → print-variations.
 */

export type Swatch =
  | { readonly type: 'color'; readonly value: string }
  | { readonly type: 'label' }
  | { readonly type: 'image'; readonly art: ArtSpec };

export interface AttributeOption {
  /** A slug, used in variation attributes and form values. */
  readonly id: string;
  readonly name: string;
  readonly swatch: Swatch;
}

export interface VariationAttribute {
  /** A slug: 'size', 'frame' or 'paper'. */
  readonly id: string;
  readonly name: string;
  readonly options: readonly AttributeOption[];
}

export interface PrintVariation {
  /** Attribute id → option id; every attribute of the print is set. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly priceCents: number;
  readonly stock: number;
  /** Per-order limit: min(stock, ORDER_LIMIT), so 0 when sold out. */
  readonly maxQuantity: number;
  readonly sku: string;
}
