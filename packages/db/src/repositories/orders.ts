import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** Issue 17: what a reservation adds to an order: it holds the stock until this moment. */
export interface ReserveOrderInput extends Omit<PlaceOrderInput, 'status'> {
  reservedUntil: Date;
}

/** How marking an order paid went (the webhook and the browser may both try). */
export type MarkPaidOutcome =
  /** It was pending (or released, and its stock could be taken again): now `processing`. */
  | { kind: 'paid'; orderKey: string }
  /** Someone marked it paid before: nothing changed (no second mail). */
  | { kind: 'already-paid' }
  /** Released, and its stock is gone since: the money must go back. */
  | { kind: 'stock-gone' }
  /** No such order, or one in a state no payment moves (refunded, cancelled). */
  | { kind: 'not-payable'; status: string | undefined };

export type RefundOutcome =
  | { kind: 'refunded'; totalCents: number }
  | { kind: 'already-refunded' }
  | { kind: 'not-refundable'; status: string | undefined };

/** The statuses of an order the gallery keeps money for: only these can be refunded. */
export const REFUNDABLE_STATUSES = ['processing', 'completed', 'on-hold'] as const;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/** Moves one line's quantity out of stock (only where enough is left) or back into it. */
async function moveStock(tx: Transaction, line: StockLine, direction: 'take' | 'give-back') {
  const change = direction === 'take' ? -line.quantity : line.quantity;
  if (line.variationId === null) {
    return tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${change}` })
      .where(
        direction === 'take'
          ? and(eq(products.id, line.productId), gte(products.stock, line.quantity))
          : eq(products.id, line.productId),
      )
      .returning({ stock: products.stock });
  }
  return tx
    .update(productVariations)
    .set({ stock: sql`${productVariations.stock} + ${change}` })
    .where(
      direction === 'take'
        ? and(
            eq(productVariations.id, line.variationId),
            gte(productVariations.stock, line.quantity),
          )
        : eq(productVariations.id, line.variationId),
    )
    .returning({ stock: productVariations.stock });
}

/**
 * Takes every line's quantity from stock, only where enough is left, or none of them: at the
 * first line short, the lines already taken go back and that line is answered. A caller that
 * goes on in the same transaction (a late payment finding the work sold) keeps no stock.
 */
async function takeStock<Line extends StockLine>(
  tx: Transaction,
  lines: readonly Line[],
): Promise<Line | undefined> {
  for (const [index, line] of lines.entries()) {
    if ((await moveStock(tx, line, 'take')).length > 0) continue;
    for (const taken of lines.slice(0, index)) await moveStock(tx, taken, 'give-back');
    return line;
  }
  return undefined;
}

/** An order's lines as stock sees them. */
const stockLinesOf = (tx: Transaction, orderId: number): Promise<StockLine[]> =>
  tx
    .select({
      productId: orderLines.productId,
      variationId: orderLines.variationId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));

/** Puts an order's lines back in stock (a released reservation, a refund). */
async function restockOrder(tx: Transaction, orderId: number) {
  for (const line of await stockLinesOf(tx, orderId)) await moveStock(tx, line, 'give-back');
}

export function orderRepository(db: Database) {
  /**
   * Places the session's cart as an order in one transaction: prices and stock are read from
   * the database, never from the visitor; each line's stock is decremented only if enough is
   * left (a conditional update, which PostgreSQL serialises per row), so stock never goes
   * negative and of two buyers racing for the last piece exactly one succeeds. A reservation
   * (issue 17: a card or PayPal payment under way) keeps the cart until the payment is done.
   */
  const placeCart = (
    input: PlaceOrderInput | (ReserveOrderInput & { status: 'pending' }),
  ): Promise<PlacedOrder> =>
    db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.sessionId, input.sessionId))
        .for('update');
      const lines = cart
        ? await cartRepository(tx as unknown as Database).lines(input.sessionId)
        : [];
      if (!cart || lines.length === 0) {
        throw new OrderRejected('empty-cart', 'Your cart is empty, so there is nothing to order.');
      }

      const line = await takeStock(tx, lines);
      if (line) {
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
          reservedUntil: 'reservedUntil' in input ? input.reservedUntil : null,
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
      // A reservation keeps the cart: a declined card leaves the buyer where they were.
      if (input.status !== 'pending')
        await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      return {
        id: order.id,
        orderKey: input.orderKey,
        totalCents: totals.totalCents,
        customerId,
      };
    });

  return {
    place: (input: PlaceOrderInput): Promise<PlacedOrder> => placeCart(input),

    /**
     * Issue 17: the same as `place`, as a `pending` order holding its stock until
     * `reservedUntil` while a card or PayPal payment is under way; the cart stays.
     */
    reserve: (input: ReserveOrderInput): Promise<PlacedOrder> =>
      placeCart({ ...input, status: 'pending' }),

    /**
     * The provider says the money is there: a pending order becomes `processing`, with its
     * reference, and the session's cart is emptied. One conditional update decides, so of the
     * browser and the webhook only one moves it (and only that one queues the mail). A payment
     * that arrives after the reservation was released takes the stock again if it is still
     * there; if not, the caller must give the money back.
     */
    async markPaid(
      orderId: number,
      payment: { reference: string; paidAt: Date },
    ): Promise<MarkPaidOutcome> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({
            status: orders.status,
            sessionId: orders.sessionId,
            orderKey: orders.orderKey,
          })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!order) return { kind: 'not-payable', status: undefined };
        if (order.status === 'failed') {
          if (await takeStock(tx, await stockLinesOf(tx, orderId))) {
            // Keep the reference, so whoever refunds it can find the payment.
            await tx
              .update(orders)
              .set({ paymentReference: payment.reference })
              .where(eq(orders.id, orderId));
            return { kind: 'stock-gone' };
          }
        } else if (order.status !== 'pending') {
          return order.status === 'processing' || order.status === 'completed'
            ? { kind: 'already-paid' }
            : { kind: 'not-payable', status: order.status };
        }
        await tx
          .update(orders)
          .set({
            status: 'processing',
            paidAt: payment.paidAt,
            paymentReference: payment.reference,
            reservedUntil: null,
          })
          .where(eq(orders.id, orderId));
        const [cart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.sessionId, order.sessionId));
        if (cart) await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
        return { kind: 'paid', orderKey: order.orderKey };
      });
    },

    /**
     * A reservation whose payment failed or was abandoned: the order becomes `failed` and its
     * stock goes back, once (true only for the call that released it).
     */
    async release(orderId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const released = await tx
          .update(orders)
          .set({ status: 'failed', reservedUntil: null })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        if (released.length === 0) return false;
        await restockOrder(tx, orderId);
        return true;
      });
    },

    /**
     * A released order whose late payment was given back (its stock had gone to another
     * buyer): `refunded`, so the owner sees the money went back. Its stock is not touched.
     */
    async markRefundedAfterRelease(orderId: number): Promise<boolean> {
      const updated = await db
        .update(orders)
        .set({ status: 'refunded' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'failed')))
        .returning({ id: orders.id });
      return updated.length > 0;
    },

    /** Pending orders whose reservation ran out before `now`, oldest first. */
    async expiredReservations(now: Date, limit = 100): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.reservedUntil, now)))
        .orderBy(asc(orders.reservedUntil))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The session's reservations still under way (a buyer who tries again lets them go). */
    async pendingOfSession(sessionId: string): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.sessionId, sessionId), eq(orders.status, 'pending')));
      return rows.map((row) => row.id);
    },

    /**
     * The gallery gave the money back: the order becomes `refunded` and its stock returns, once.
     * Only an order the gallery holds money (or a promise of it) for can be refunded.
     */
    async refund(orderId: number): Promise<RefundOutcome> {
      return db.transaction(async (tx) => {
        const refunded = await tx
          .update(orders)
          .set({ status: 'refunded' })
          .where(and(eq(orders.id, orderId), inArray(orders.status, [...REFUNDABLE_STATUSES])))
          .returning({ totalCents: orders.totalCents });
        const [row] = refunded;
        if (row) {
          await restockOrder(tx, orderId);
          return { kind: 'refunded', totalCents: row.totalCents };
        }
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId));
        return order?.status === 'refunded'
          ? { kind: 'already-refunded' }
          : { kind: 'not-refundable', status: order?.status };
      });
    },

    /** An order's row, by id (the server's own use: payments, the command line). */
    async byId(id: number) {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      return order;
    },

    /** The newest orders, for the command line's list. */
    async recent(limit: number) {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          email: orders.email,
          paymentMethod: orders.paymentMethod,
          paymentReference: orders.paymentReference,
          totalCents: orders.totalCents,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .orderBy(desc(orders.id))
        .limit(limit);
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
