import { z } from 'zod';
import { databaseId } from './ids';

/**
 * add_to_cart (CART-002): the button's data fields, product_id first. The browser sends every
 * data-* value of the button, so unknown fields are allowed through; `attribute_<id>` fields
 * name a print's chosen options when no variation_id is given.
 */
export const addToCartRequestSchema = z
  .object({
    product_id: databaseId,
    quantity: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(999, 'must be at most 999')
      .default(1),
    variation_id: databaseId.optional(),
  })
  .catchall(z.unknown());
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** A cart line's key as the cart makes them: 32 hex digits. */
export const CART_ITEM_KEY = /^[a-f0-9]{32}$/;

/** remove_from_cart (CART-011). */
export const removeFromCartRequestSchema = z.object({
  cart_item_key: z.string().regex(CART_ITEM_KEY, 'is not a cart item key'),
});

export const cartItemViewSchema = z.object({
  key: z.string(),
  productId: z.number(),
  variationId: z.number().nullable(),
  title: z.string(),
  artistName: z.string(),
  productUrl: z.string(),
  quantity: z.number(),
  maxQuantity: z.number(),
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  thumbnail: z.object({
    src: z.string(),
    srcSet: z.string(),
    alt: z.string(),
    width: z.number(),
    height: z.number(),
  }),
});

/** The cart as our own client reads it, next to the fragments other clients use. */
export const cartViewSchema = z.object({
  items: z.array(cartItemViewSchema),
  itemCount: z.number(),
  subtotalCents: z.number(),
  shippingCents: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  hash: z.string(),
});
export type CartView = z.infer<typeof cartViewSchema>;
export type CartItemView = z.infer<typeof cartItemViewSchema>;

/** CART-003 / CART-008: page-area selector → new markup, plus the cart hash. */
export const cartFragmentsResponseSchema = z.object({
  fragments: z.record(z.string(), z.string()),
  cart_hash: z.string(),
  cart: cartViewSchema,
});
export type CartFragmentsResponse = z.infer<typeof cartFragmentsResponseSchema>;

/** CART-003 / CART-007: a refused add sends the browser to the product page. */
export const addToCartFailureSchema = z.object({
  error: z.literal(true),
  product_url: z.string(),
  message: z.string(),
});
export type AddToCartFailure = z.infer<typeof addToCartFailureSchema>;
