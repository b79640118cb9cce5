import { formatMoney } from '@atelier/shop/money';
import type { VariationData } from '@atelier/shop/variations';

/**
 * SW-013: a print with more than this many variations does not embed them in its page; its form
 * asks the shop endpoint (`get_variation`) for the one the visitor chose instead. 30 is the
 * original shop's default (`woocommerce_ajax_variation_threshold`): up to there the list costs
 * the page less than the calls would cost the visitor.
 */
export const AJAX_VARIATION_THRESHOLD = 30;

export const embedsVariations = (variationCount: number) =>
  variationCount <= AJAX_VARIATION_THRESHOLD;

/**
 * `get_variation`'s answer for a match: the original shop's available-variation fields, under
 * their own names, plus the swatches plugin's `variation_stock_left` (SW-009 needs it). No match
 * is answered with a bare `false`, as the original does.
 */
export interface AvailableVariation {
  variation_id: number;
  /** `attribute_<id>` → option id; '' where the variation takes any option. */
  attributes: Record<string, string>;
  sku: string;
  /** In currency units, as the original sends it; cents travel only inside our own code. */
  display_price: number;
  display_regular_price: number;
  price_html: string;
  availability_html: string;
  is_in_stock: boolean;
  is_purchasable: boolean;
  min_qty: number;
  max_qty: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  variation_stock_left: number | null;
}

export type GetVariationAnswer = AvailableVariation | false;

function availabilityText(variation: VariationData): string {
  if (!variation.inStock) return 'Out of stock';
  return variation.stockLeft === null ? 'In stock' : `${variation.stockLeft} in stock`;
}

/** The server side: a variation as the original shop's get_variation answers it. */
export function availableVariation(variation: VariationData): AvailableVariation {
  const price = formatMoney(variation.priceCents);
  return {
    variation_id: variation.id,
    attributes: Object.fromEntries(
      Object.entries(variation.attributes).map(([id, option]) => [`attribute_${id}`, option]),
    ),
    sku: variation.sku,
    display_price: variation.priceCents / 100,
    display_regular_price: variation.priceCents / 100,
    price_html: `<span class="price">${price}</span>`,
    availability_html: `<p class="stock ${variation.inStock ? 'in-stock' : 'out-of-stock'}">${availabilityText(variation)}</p>`,
    is_in_stock: variation.inStock,
    is_purchasable: variation.inStock,
    min_qty: 1,
    max_qty: variation.maxQuantity,
    variation_is_active: true,
    variation_is_visible: true,
    variation_stock_left: variation.stockLeft,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * The browser side: the answer as the swatch rules read it, `false` for "no such variation", or
 * undefined when the value is not a get_variation answer at all. Checked by hand rather than
 * with a schema library, which would weigh more than the whole product page script.
 */
export function variationOfAnswer(answer: unknown): VariationData | false | undefined {
  if (answer === false) return false;
  if (!isRecord(answer) || !isRecord(answer.attributes)) return undefined;
  const {
    variation_id: id,
    sku,
    display_price: price,
    is_in_stock: inStock,
    max_qty: maxQuantity,
  } = answer;
  const stockLeft = answer.variation_stock_left ?? null;
  if (!isWholeNumber(id) || typeof sku !== 'string' || typeof price !== 'number') return undefined;
  if (typeof inStock !== 'boolean' || !isWholeNumber(maxQuantity)) return undefined;
  if (stockLeft !== null && !isWholeNumber(stockLeft)) return undefined;
  const attributes: Record<string, string> = {};
  for (const [name, option] of Object.entries(answer.attributes)) {
    if (!name.startsWith('attribute_') || typeof option !== 'string') return undefined;
    attributes[name.slice('attribute_'.length)] = option;
  }
  return {
    id,
    sku,
    priceCents: Math.round(price * 100),
    attributes,
    inStock,
    maxQuantity,
    stockLeft,
  };
}
