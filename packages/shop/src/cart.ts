import { md5Hex } from './digest';
import type { Cents } from './money';

export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  unitPriceCents: number;
  kind: 'original' | 'print';
}

/**
 * The cart_item_key of a product (and variation): md5 of "productId" or "productId_variationId",
 * the id scheme of the original shop, so the same piece always lands on the same cart line.
 */
export function cartItemKey(productId: number, variationId: number | null): string {
  requirePositiveId(productId, 'product id');
  if (variationId === null) return md5Hex(String(productId));
  requirePositiveId(variationId, 'variation id');
  return md5Hex(`${productId}_${variationId}`);
}

/** SHOP-004: the mini cart count is the number of pieces, not the number of lines. */
export function cartItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

export interface ShippingPolicy {
  /** One flat rate for any number of prints (they travel together in one tube or flat pack). */
  flatPrintCents: Cents;
  /** Any original in the cart ships crated and insured for this amount, prints included. */
  originalCents: Cents;
  /** Subtotal from which (inclusive) shipping is free. */
  freeFromCents: Cents;
}

/** Prints €12 flat; a cart with any original €45 (crated & insured); free from a €300 subtotal. */
export const SHIPPING_POLICY: ShippingPolicy = {
  flatPrintCents: 1_200,
  originalCents: 4_500,
  freeFromCents: 30_000,
};

export interface CartTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  itemCount: number;
}

/** Subtotal, shipping and total in whole cents. Rejects lines that are not whole, non-negative amounts. */
export function cartTotals(
  lines: readonly CartLine[],
  policy: ShippingPolicy = SHIPPING_POLICY,
): CartTotals {
  for (const line of lines) requireValidLine(line);
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const itemCount = cartItemCount(lines);
  const shippingCents = shippingFor(lines, subtotalCents, itemCount, policy);
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents, itemCount };
}

function shippingFor(
  lines: readonly CartLine[],
  subtotalCents: Cents,
  itemCount: number,
  policy: ShippingPolicy,
): Cents {
  if (itemCount === 0 || subtotalCents >= policy.freeFromCents) return 0;
  const hasOriginal = lines.some((line) => line.kind === 'original' && line.quantity > 0);
  return hasOriginal ? policy.originalCents : policy.flatPrintCents;
}

/**
 * The cart_hash the browser compares to know whether its copy of the cart is stale: a digest of
 * every line's key, quantity and unit price, independent of line order; '' for an empty cart.
 */
export function cartHash(lines: readonly CartLine[]): string {
  if (lines.length === 0) return '';
  const entries = lines.map((line) => `${line.key}:${line.quantity}:${line.unitPriceCents}`).sort();
  return md5Hex(entries.join('|'));
}

/**
 * SHOP-010: a quantity raised to its min, capped at its max, as a whole number. Anything that is
 * not a number falls back to the min. Bounds must be whole numbers with min ≤ max.
 */
export function clampQuantity(
  value: number,
  bounds: { min: number; max?: number | undefined },
): number {
  const { min, max } = bounds;
  if (!Number.isSafeInteger(min)) {
    throw new RangeError(`Quantity min must be a whole number, got ${min}.`);
  }
  if (max !== undefined && (!Number.isSafeInteger(max) || max < min)) {
    throw new RangeError(`Quantity max must be a whole number at or above min ${min}, got ${max}.`);
  }
  if (Number.isNaN(value) || value === -Infinity) return min;
  if (value === Infinity) return max ?? min;
  const whole = Math.round(value);
  if (whole < min) return min;
  if (max !== undefined && whole > max) return max;
  return whole;
}

function requirePositiveId(id: number, what: string): void {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RangeError(`A cart ${what} must be a positive whole number, got ${id}.`);
  }
}

function requireValidLine(line: CartLine): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(
      `Cart line ${line.key} has quantity ${line.quantity}; quantities are whole numbers from 0.`,
    );
  }
  if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
    throw new RangeError(
      `Cart line ${line.key} has unit price ${line.unitPriceCents}; prices are whole cents from 0.`,
    );
  }
}
