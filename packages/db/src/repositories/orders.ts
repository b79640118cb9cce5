import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  cartItems,
  carts,
  customers,
  orderLines,
  orders,
  products,
  productVariations,
  type BillingDetails,
  type ShippingAddress,
} from '../schema';
import { cartRepository, type CartLineRecord } from './cart';

/** Why an order could not be placed; the checkout turns it into a message for the buyer. */
export class OrderRejected extends Error {
  override name = 'OrderRejected';

  constructor(
    readonly reason: 'empty-cart' | 'out-of-stock',
    message: string,
    readonly line?: Pick<CartLineRecord, 'key' | 'title' | 'stock'>,
  ) {
    super(message);
  }
}

export interface PlaceOrderInput {
  sessionId: string;
  orderKey: string;
  email: string;
  billing: BillingDetails;
  paymentMethod: string;
  /** Shipped or collected at the gallery (collection costs no shipping: `price` knows it). */
  deliveryMethod: 'ship' | 'collect';
  /** A shipping address other than the billing address; undefined ships to billing. */
  shippingAddress?: ShippingAddress | undefined;
  status: 'on-hold' | 'processing';
  currency: string;
  customerNote: string;
  attribution: Record<string, string>;
  /** Prices the cart as it stands in the database at the moment of the order. */
  price(lines: CartLineRecord[]): {
    subtotalCents: number;
    shippingCents: number;
    totalCents: number;
  };
  /**
   * Whose order it is: a new customer account created in the same transaction (the checkout's
   * "Create an account"), or the signed-in customer's; absent, a guest order.
   */
  account?: { passwordHash: string } | { customerId: number } | undefined;
}

export interface PlacedOrder {
  id: number;
  orderKey: string;
  totalCents: number;
  /** The account the order belongs to, null for a guest order. */
  customerId: number | null;
}

const optionNames = (line: CartLineRecord): Record<string, string> =>
  Object.fromEntries(
    line.attributeDefinitions.map((attribute) => [
      attribute.name,
      attribute.options.find((option) => option.id === line.selection[attribute.id])?.name ?? '',
    ]),
  );

export function orderRepository(db: Database) {
  return {
    /**
     * Places the session's cart as an order in one transaction: prices and stock are read from
     * the database, never from the visitor; each line's stock is decremented only if enough is
     * left (a conditional update, which PostgreSQL serialises per row), so stock never goes
     * negative and of two buyers racing for the last piece exactly one succeeds.
     */
    async place(input: PlaceOrderInput): Promise<PlacedOrder> {
      return db.transaction(async (tx) => {
        const [cart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.sessionId, input.sessionId))
          .for('update');
        const lines = cart
          ? await cartRepository(tx as unknown as Database).lines(input.sessionId)
          : [];
        if (!cart || lines.length === 0) {
          throw new OrderRejected(
            'empty-cart',
            'Your cart is empty, so there is nothing to order.',
          );
        }

        for (const line of lines) {
          const decremented =
            line.variationId === null
              ? await tx
                  .update(products)
                  .set({ stock: sql`${products.stock} - ${line.quantity}` })
                  .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
                  .returning({ stock: products.stock })
              : await tx
                  .update(productVariations)
                  .set({ stock: sql`${productVariations.stock} - ${line.quantity}` })
                  .where(
                    and(
                      eq(productVariations.id, line.variationId),
                      gte(productVariations.stock, line.quantity),
                    ),
                  )
                  .returning({ stock: productVariations.stock });
          if (decremented.length === 0) {
            // Read the stock again: another order may have taken it since the cart was read.
            const [current] =
              line.variationId === null
                ? await tx
                    .select({ stock: products.stock })
                    .from(products)
                    .where(eq(products.id, line.productId))
                : await tx
                    .select({ stock: productVariations.stock })
                    .from(productVariations)
                    .where(eq(productVariations.id, line.variationId));
            const left = Math.max(0, current?.stock ?? 0);
            throw new OrderRejected(
              'out-of-stock',
              left === 0
                ? `Sorry, “${line.title}” is out of stock: someone bought the last one. It has been left in your cart so you can remove it or choose another edition.`
                : `Sorry, only ${left} of “${line.title}” ${left === 1 ? 'is' : 'are'} left. Please lower the quantity in your cart.`,
              { key: line.key, title: line.title, stock: left },
            );
          }
        }

        let customerId: number | null = null;
        if (input.account && 'customerId' in input.account) {
          customerId = input.account.customerId;
        } else if (input.account) {
          const [customer] = await tx
            .insert(customers)
            .values({ email: input.email.toLowerCase(), passwordHash: input.account.passwordHash })
            .onConflictDoNothing({ target: customers.email })
            .returning({ id: customers.id });
          customerId = customer?.id ?? null;
        }

        const totals = input.price(lines);
        const [order] = await tx
          .insert(orders)
          .values({
            orderKey: input.orderKey,
            status: input.status,
            email: input.email,
            billing: input.billing,
            paymentMethod: input.paymentMethod,
            deliveryMethod: input.deliveryMethod,
            shippingAddress: input.shippingAddress ?? null,
            currency: input.currency,
            ...totals,
            customerNote: input.customerNote,
            attribution: input.attribution,
            customerId,
            sessionId: input.sessionId,
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('The order row was not written.');

        await tx.insert(orderLines).values(
          lines.map((line) => ({
            orderId: order.id,
            productId: line.productId,
            variationId: line.variationId,
            title: line.title,
            sku: line.sku,
            attributes: optionNames(line),
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            lineTotalCents: line.unitPriceCents * line.quantity,
          })),
        );
        await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
        return {
          id: order.id,
          orderKey: input.orderKey,
          totalCents: totals.totalCents,
          customerId,
        };
      });
    },

    /** An order with its lines, only for the holder of its key. */
    async byKey(id: number, orderKey: string) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.orderKey, orderKey)));
      if (!order) return undefined;
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(asc(orderLines.id));
      return { ...order, lines };
    },

    async customerExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, email.toLowerCase()));
      return row !== undefined;
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
