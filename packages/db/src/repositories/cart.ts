import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  artists,
  cartItems,
  carts,
  images,
  products,
  productVariations,
  type AttributeDefinition,
} from '../schema';
import { imageColumns, type ImageRecord } from './catalogue';

/** One cart line with what the cart shows and the rules need, at today's price and stock. */
export interface CartLineRecord {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  slug: string;
  title: string;
  kind: 'original' | 'print';
  artistName: string;
  sku: string;
  unitPriceCents: number;
  stock: number;
  maxQuantity: number;
  /** Attribute id → option id of the chosen variation (empty for originals). */
  selection: Record<string, string>;
  attributeDefinitions: AttributeDefinition[];
  image: ImageRecord;
}

/** What can be bought of one product or variation, for the add-to-cart checks. */
export interface PurchasableRecord {
  productId: number;
  variationId: number | null;
  slug: string;
  title: string;
  kind: 'original' | 'print';
  attributes: AttributeDefinition[];
  unitPriceCents: number;
  stock: number;
  maxQuantity: number;
}

// An original's stock doubles as its per-order limit (one piece); a print's variation carries both.
const unitPrice =
  sql<number>`coalesce(${productVariations.priceCents}, ${products.priceCents}, 0)`.mapWith(Number);
const stockLevel = sql<number>`coalesce(${productVariations.stock}, ${products.stock}, 0)`.mapWith(
  Number,
);
const maxQuantity =
  sql<number>`coalesce(${productVariations.maxQuantity}, ${products.stock}, 0)`.mapWith(Number);
const skuOf = sql<string>`coalesce(${productVariations.sku}, ${products.sku}, '')`;

/** The largest value of a PostgreSQL integer column: "no limit" for a quantity. */
const POSTGRES_INT_MAX = 2_147_483_647;

export function cartRepository(db: Database) {
  return {
    async lines(sessionId: string): Promise<CartLineRecord[]> {
      return db
        .select({
          key: cartItems.key,
          productId: cartItems.productId,
          variationId: cartItems.variationId,
          quantity: cartItems.quantity,
          slug: products.slug,
          title: products.title,
          kind: products.kind,
          artistName: artists.name,
          sku: skuOf,
          unitPriceCents: unitPrice,
          stock: stockLevel,
          maxQuantity,
          selection: sql<
            Record<string, string>
          >`coalesce(${productVariations.attributes}, '{}'::jsonb)`,
          attributeDefinitions: products.attributes,
          image: imageColumns,
        })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(artists, eq(artists.id, products.artistId))
        .innerJoin(images, eq(images.id, products.imageId))
        .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
        .where(eq(carts.sessionId, sessionId))
        .orderBy(cartItems.addedAt, cartItems.key);
    },

    /** The product (and variation, which must belong to it) as the cart would sell it, or undefined. */
    async purchasable(
      productId: number,
      variationId: number | null,
    ): Promise<PurchasableRecord | undefined> {
      const [row] = await db
        .select({
          productId: products.id,
          variationId: sql<number | null>`${productVariations.id}`,
          slug: products.slug,
          title: products.title,
          kind: products.kind,
          attributes: products.attributes,
          unitPriceCents: unitPrice,
          stock: stockLevel,
          maxQuantity,
        })
        .from(products)
        .leftJoin(
          productVariations,
          and(
            eq(productVariations.productId, products.id),
            variationId === null ? sql`false` : eq(productVariations.id, variationId),
          ),
        )
        .where(eq(products.id, productId))
        .limit(1);
      if (!row) return undefined;
      if (variationId !== null && row.variationId === null) return undefined;
      return row;
    },

    async quantityOf(sessionId: string, key: string): Promise<number> {
      const [row] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(and(eq(carts.sessionId, sessionId), eq(cartItems.key, key)));
      return row?.quantity ?? 0;
    },

    /**
     * Adds to the line (creating it) only if the line's new quantity stays within `limit`, in one
     * statement, so two quick adds cannot both slip past the limit. Returns the new quantity, or
     * undefined when the limit would be exceeded (nothing is written then).
     */
    async addWithin(
      sessionId: string,
      line: { key: string; productId: number; variationId: number | null; quantity: number },
      limit: number,
    ): Promise<number | undefined> {
      if (line.quantity > limit) return undefined;
      // One statement (one round trip, atomic): the cart is created or touched and the line
      // added to in the same write, so no request can see one without the other.
      const result = await db.execute(sql`
        with cart as (
          insert into ${carts} (session_id) values (${sessionId})
          on conflict (session_id) do update set updated_at = now()
          returning id
        )
        insert into ${cartItems} (cart_id, key, product_id, variation_id, quantity)
        select cart.id, ${line.key}::text, ${line.productId}::int, ${line.variationId}::int,
          ${line.quantity}::int
        from cart
        on conflict (cart_id, key) do update
          set quantity = ${cartItems.quantity} + excluded.quantity
          where ${cartItems.quantity} + excluded.quantity <= ${limit}::int
        returning quantity`);
      const [row] = (result as unknown as { rows: { quantity: number | string }[] }).rows;
      return row === undefined ? undefined : Number(row.quantity);
    },

    /** Adds to the line (creating it) without a limit; returns the line's new quantity. */
    async add(
      sessionId: string,
      line: { key: string; productId: number; variationId: number | null; quantity: number },
    ): Promise<number> {
      return (await this.addWithin(sessionId, line, POSTGRES_INT_MAX)) ?? line.quantity;
    },

    /** A print's variations (id, attributes, stock), to resolve a choice of options. */
    async variationsOf(productId: number) {
      return db
        .select({
          id: productVariations.id,
          sku: productVariations.sku,
          attributes: productVariations.attributes,
          priceCents: productVariations.priceCents,
          stock: productVariations.stock,
          maxQuantity: productVariations.maxQuantity,
        })
        .from(productVariations)
        .where(eq(productVariations.productId, productId));
    },

    /** Sets a line's quantity; 0 removes it. Returns false when the line does not exist. */
    async setQuantity(sessionId: string, key: string, quantity: number): Promise<boolean> {
      const [cart] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.sessionId, sessionId));
      if (!cart) return false;
      const where = and(eq(cartItems.cartId, cart.id), eq(cartItems.key, key));
      const changed =
        quantity <= 0
          ? await db.delete(cartItems).where(where).returning({ key: cartItems.key })
          : await db
              .update(cartItems)
              .set({ quantity })
              .where(where)
              .returning({ key: cartItems.key });
      await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
      return changed.length > 0;
    },

    /** Removes a line in one statement; false when the session has no such line. */
    async remove(sessionId: string, key: string): Promise<boolean> {
      const removed = await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.key, key),
            sql`${cartItems.cartId} = (select ${carts.id} from ${carts} where ${carts.sessionId} = ${sessionId})`,
          ),
        )
        .returning({ key: cartItems.key });
      return removed.length > 0;
    },

    /** Forgets carts nobody touched since `cutoff` (abandoned sessions). */
    async purgeAbandoned(cutoff: Date): Promise<number> {
      const removed = await db
        .delete(carts)
        .where(sql`${carts.updatedAt} < ${cutoff}`)
        .returning({ id: carts.id });
      return removed.length;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
