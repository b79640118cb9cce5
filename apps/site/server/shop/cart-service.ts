import {
  CART_ITEM_KEY,
  type AddToCartRequest,
  type CartItemView,
  type CartView,
} from '@atelier/contracts/cart';
import type { Database } from '@atelier/db/connection';
import { cartRepository, type CartLineRecord } from '@atelier/db/repositories/cart';
import type { AttributeDefinition } from '@atelier/db/schema';
import { cartHash, cartItemKey, type CartLine } from '@atelier/shop/cart';
import { deliveredTotals, type ShippingSettings } from '@atelier/shop/shipping';
import { STORE_CURRENCY } from '@atelier/shop/money';
import { findVariation, type Selection, type VariationData } from '@atelier/shop/variations';

/** A refused add: the visitor is sent to the product page with this message (CART-007). */
export class CartRefusal extends Error {
  override name = 'CartRefusal';

  constructor(
    message: string,
    readonly productUrl: string,
  ) {
    super(message);
  }
}

export const productPath = (slug: string) => `/product/${slug}/`;

export const toCartLine = (line: CartLineRecord): CartLine => ({
  key: line.key,
  productId: line.productId,
  variationId: line.variationId,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  kind: line.kind,
});

function itemView(line: CartLineRecord): CartItemView {
  const jpegs = line.image.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  const smallest = jpegs[0];
  return {
    key: line.key,
    productId: line.productId,
    variationId: line.variationId,
    title: line.title,
    artistName: line.artistName,
    productUrl: productPath(line.slug),
    quantity: line.quantity,
    maxQuantity: Math.max(0, Math.min(line.stock, line.maxQuantity)),
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.unitPriceCents * line.quantity,
    options: line.attributeDefinitions.map((attribute) => ({
      name: attribute.name,
      value:
        attribute.options.find((option) => option.id === line.selection[attribute.id])?.name ?? '',
    })),
    thumbnail: {
      src: smallest ? `/images/${smallest.file}` : '',
      srcSet: jpegs.map((variant) => `/images/${variant.file} ${variant.width}w`).join(', '),
      alt: line.image.alt,
      width: line.image.width,
      height: line.image.height,
    },
  };
}

/**
 * An option id as posted: text, or a number from a JSON body. Anything else (a list, an object)
 * chooses nothing; `String()` on a posted object could even throw (its own `toString` field).
 */
const optionIdOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The choice named by attribute_<id> fields, as the product page's form posts them. */
const selectionOf = (
  attributes: readonly AttributeDefinition[],
  fields: Readonly<Record<string, unknown>>,
): Selection =>
  Object.fromEntries(
    attributes.map((attribute) => [attribute.id, optionIdOf(fields[`attribute_${attribute.id}`])]),
  );

export function cartService(db: Database, options: { shipping: ShippingSettings }) {
  const carts = cartRepository(db);

  /** A print's variation named by its attribute_<id> fields (when no variation_id is given). */
  const resolveVariation = async (
    productId: number,
    attributes: readonly AttributeDefinition[],
    request: AddToCartRequest,
  ) => {
    const variations = (await carts.variationsOf(productId)).map((variation) => ({
      ...variation,
      inStock: variation.stock > 0,
      stockLeft: variation.stock,
    }));
    return findVariation(variations, attributes, selectionOf(attributes, request));
  };

  /** The cart as shown, and its lines for the shop rules, from lines already read. */
  const shownFrom = (
    lines: Awaited<ReturnType<typeof carts.lines>>,
  ): { view: CartView; lines: CartLine[] } => {
    const cartLines = lines.map(toCartLine);
    // Before the checkout knows the address, the cart shows shipping within the home country.
    const totals = deliveredTotals(
      cartLines,
      { method: 'ship', country: options.shipping.homeCountry },
      options.shipping,
    );
    const shown: CartView = {
      items: lines.map(itemView),
      itemCount: totals.itemCount,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      currency: STORE_CURRENCY,
      hash: cartHash(cartLines),
    };
    return { view: shown, lines: cartLines };
  };

  /** The cart as shown, and its lines for the shop rules, from one read. */
  const viewWithLines = async (sessionId: string) => shownFrom(await carts.lines(sessionId));

  const view = async (sessionId: string): Promise<CartView> =>
    (await viewWithLines(sessionId)).view;

  return {
    view,
    viewWithLines,

    /** The cart of a visitor who has no session: empty, known without asking the database. */
    emptyView: (): CartView => shownFrom([]).view,

    /**
     * Adds to the cart after checking, on the server, that the product and variation exist and
     * that the new quantity fits the stock and the per-order limit. Refusals throw CartRefusal.
     */
    async add(sessionId: string, request: AddToCartRequest): Promise<CartView> {
      let item = await carts.purchasable(request.product_id, request.variation_id ?? null);
      if (!item) {
        const product =
          request.variation_id === undefined
            ? undefined
            : await carts.purchasable(request.product_id, null);
        throw product
          ? new CartRefusal(
              'Sorry, this edition is no longer available.',
              productPath(product.slug),
            )
          : new CartRefusal('Sorry, this artwork is no longer available.', '/shop/');
      }
      const productUrl = productPath(item.slug);
      if (item.kind === 'print' && item.variationId === null) {
        const variation = await resolveVariation(item.productId, item.attributes, request);
        if (!variation) {
          const names = item.attributes
            .map((attribute) => attribute.name.toLowerCase())
            .join(' and ');
          throw new CartRefusal(
            `Please choose a ${names} before adding this print to your cart.`,
            productUrl,
          );
        }
        item = await carts.purchasable(item.productId, variation.id);
        if (!item) throw new CartRefusal('Sorry, this edition is no longer available.', productUrl);
      }
      const limit = Math.min(item.stock, item.maxQuantity);
      if (limit <= 0) throw new CartRefusal(`Sorry, “${item.title}” is out of stock.`, productUrl);
      const key = cartItemKey(item.productId, item.variationId);
      const line = {
        key,
        productId: item.productId,
        variationId: item.variationId,
        quantity: request.quantity,
      };
      // The limit is enforced inside the write, so two quick adds cannot both pass it.
      if ((await carts.addWithin(sessionId, line, limit)) === undefined) {
        const inCart = await carts.quantityOf(sessionId, key);
        throw new CartRefusal(
          inCart > 0
            ? `You cannot add that amount: we have ${limit} of “${item.title}” for one order and you already have ${inCart} in your cart.`
            : `You cannot add that amount: we have ${limit} of “${item.title}” for one order.`,
          productUrl,
        );
      }
      return view(sessionId);
    },

    /**
     * SW-013: the variation of a print that attribute_<id> fields name, with its stock as the
     * product page would embed it; undefined when the product is no print or nothing matches.
     */
    async variationFor(
      productId: number,
      fields: Readonly<Record<string, unknown>>,
    ): Promise<VariationData | undefined> {
      const product = await carts.purchasable(productId, null);
      if (!product || product.kind !== 'print') return undefined;
      const variations = (await carts.variationsOf(productId)).map((variation): VariationData => ({
        id: variation.id,
        sku: variation.sku,
        priceCents: variation.priceCents,
        attributes: variation.attributes,
        inStock: variation.stock > 0,
        maxQuantity: Math.max(0, Math.min(variation.stock, variation.maxQuantity)),
        stockLeft: variation.stock,
      }));
      return findVariation(variations, product.attributes, selectionOf(product.attributes, fields));
    },

    /**
     * Takes a line out of the cart. A key no line could have (the cart page's remove link is an
     * address anyone can edit) removes nothing and never reaches the database as is.
     */
    async remove(sessionId: string, key: string): Promise<boolean> {
      if (!CART_ITEM_KEY.test(key)) return false;
      return carts.remove(sessionId, key);
    },

    /** Sets quantities from the cart page, each bounded by stock and the per-order limit. */
    async setQuantities(sessionId: string, quantities: Record<string, number>): Promise<string[]> {
      const notices: string[] = [];
      const lines = await carts.lines(sessionId);
      for (const line of lines) {
        const wanted = quantities[line.key];
        if (wanted === undefined || wanted === line.quantity) continue;
        const limit = Math.max(0, Math.min(line.stock, line.maxQuantity));
        const quantity = Math.min(Math.max(0, Math.trunc(wanted)), limit);
        if (quantity < wanted)
          notices.push(
            `Only ${limit} of “${line.title}” can be ordered, so the quantity was lowered.`,
          );
        await carts.setQuantity(sessionId, line.key, quantity);
      }
      return notices;
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
