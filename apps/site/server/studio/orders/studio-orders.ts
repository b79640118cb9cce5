import type { Database } from '@atelier/db/connection';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import {
  auditLog,
  orderLines,
  orderNotes,
  orders,
  payments,
  products,
  productVariations,
} from '@atelier/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  canMove,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  orderNumberOf,
  REFUNDABLE_ORDER_STATUSES,
  type OrderStatus,
} from '~/features/studio/orders/order-statuses';
import type { OrderSearch } from '~/features/studio/orders/orders-filter';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';

/**
 * What the orders screen needs of other rooms, handed in by the composition root: the refund is
 * the checkout's own (`npm run orders -- refund`): money back through the gateway that took it,
 * the order `refunded` and its works restocked, idempotent.
 */
export interface StudioOrderCollaborators {
  /** `amountCents`: a part refund (the order stays as it is); none: the rest, and the order refunded. */
  refund(
    orderId: number,
    amountCents?: number,
  ): Promise<{ ok: true; already: boolean; message: string } | { ok: false; message: string }>;
  /** A payment method's title ("bacs" → "Direct bank transfer"); unknown: the id is shown. */
  paymentMethodTitle?(id: string): string | undefined;
}

/** A studio change's answer: the screen shows the message; a refusal carries its HTTP status. */
export type StudioOrderOutcome =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

export interface StudioOrdersFilter {
  statuses: readonly OrderStatus[];
  search?: OrderSearch | undefined;
}

export interface OrderSummary {
  id: number;
  number: string;
  createdAt: Date;
  status: OrderStatus;
  buyerName: string;
  email: string;
  totalCents: number;
  currency: string;
  paymentMethod: string;
}

export interface OrderExportRow extends OrderSummary {
  lines: string;
  paymentReference: string | null;
  deliveryMethod: 'ship' | 'collect';
}

/** The longest note an owner may write on an order. */
export const ORDER_NOTE_MAX = 2000;

const NOTE_ACTION = 'order.note';
const RESTOCK_ACTION = 'order.restock';
const subjectOf = (orderId: number) => `order:${orderId}`;

const buyerName = sql<string>`trim(concat_ws(' ', ${orders.billing} ->> 'firstName', ${orders.billing} ->> 'lastName'))`;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const linesSummary = sql<string>`coalesce((select string_agg(${orderLines.title} || ' × ' || ${orderLines.quantity}, '; ' order by ${orderLines.id}) from ${orderLines} where ${orderLines.orderId} = ${orders.id}), '')`;

/** Why a change stopped inside its transaction: nothing of it is kept. */
class Refused extends Error {
  constructor(readonly outcome: Extract<StudioOrderOutcome, { ok: false }>) {
    super(outcome.message);
  }
}

const refused = (status: 400 | 404 | 409, message: string) =>
  new Refused({ ok: false, status, message });

/** Runs a change; a `Refused` thrown inside rolls it back and becomes its answer. */
async function outcomeOf(change: () => Promise<StudioOrderOutcome>): Promise<StudioOrderOutcome> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/**
 * Issue 21 (ADR 0032): the owner's orders. Lists page by key over `orders(status, id)`; every
 * change (status, note, restock) commits with its audit entry in one transaction; a refund goes
 * the checkout's way and is recorded once the gateway and the order agree it is done.
 */
export function studioOrders(
  db: Database,
  audit: AuditService,
  collaborators: StudioOrderCollaborators,
) {
  const methodTitle = (id: string) => collaborators.paymentMethodTitle?.(id) ?? id;

  const conditionsOf = (filter: StudioOrdersFilter): SQL[] => {
    const conditions: SQL[] = [inArray(orders.status, [...filter.statuses])];
    const search = filter.search;
    if (search?.kind === 'number') conditions.push(eq(orders.id, search.orderId));
    if (search?.kind === 'text') {
      const pattern = containing(search.text);
      conditions.push(sql`(${orders.email} ilike ${pattern} or ${buyerName} ilike ${pattern})`);
    }
    return conditions;
  };

  const summaryColumns = {
    id: orders.id,
    createdAt: orders.createdAt,
    status: orders.status,
    buyerName,
    email: orders.email,
    totalCents: orders.totalCents,
    currency: orders.currency,
    paymentMethod: orders.paymentMethod,
  };

  async function page(
    filter: StudioOrdersFilter,
    request: KeysetRequest,
  ): Promise<KeysetPage<OrderSummary>> {
    const found = await keysetPage(orders.id, request, ({ bound, order, limit }) =>
      db
        .select(summaryColumns)
        .from(orders)
        .where(and(...conditionsOf(filter), bound))
        .orderBy(order)
        .limit(limit),
    );
    return {
      ...found,
      rows: found.rows.map((row) => ({
        ...row,
        number: orderNumberOf(row.id),
        paymentMethod: methodTitle(row.paymentMethod),
      })),
    };
  }

  /** One page of the export: the list's rows with their lines summarised in the database. */
  async function exportPage(
    filter: StudioOrdersFilter,
    request: KeysetRequest,
  ): Promise<KeysetPage<OrderExportRow>> {
    const found = await keysetPage(orders.id, request, ({ bound, order, limit }) =>
      db
        .select({
          ...summaryColumns,
          lines: linesSummary,
          paymentReference: orders.paymentReference,
          deliveryMethod: orders.deliveryMethod,
        })
        .from(orders)
        .where(and(...conditionsOf(filter), bound))
        .orderBy(order)
        .limit(limit),
    );
    return {
      ...found,
      rows: found.rows.map((row) => ({
        ...row,
        number: orderNumberOf(row.id),
        paymentMethod: methodTitle(row.paymentMethod),
      })),
    };
  }

  /** Whether a cancelled order's works went back to stock already (the audit log says). */
  async function restockedBefore(tx: Database, orderId: number): Promise<boolean> {
    const [entry] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.subject, subjectOf(orderId)), eq(auditLog.action, RESTOCK_ACTION)))
      .limit(1);
    return entry !== undefined;
  }

  async function detail(orderId: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return undefined;
    const [lines, notes, restocked, [gatewayPayment]] = await Promise.all([
      db
        .select({
          id: orderLines.id,
          title: orderLines.title,
          sku: orderLines.sku,
          attributes: orderLines.attributes,
          quantity: orderLines.quantity,
          unitPriceCents: orderLines.unitPriceCents,
          lineTotalCents: orderLines.lineTotalCents,
          productId: orderLines.productId,
          variationId: orderLines.variationId,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
      db
        .select({
          id: orderNotes.id,
          authorEmail: orderNotes.authorEmail,
          body: orderNotes.body,
          createdAt: orderNotes.createdAt,
        })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.id)),
      order.status === 'cancelled' ? restockedBefore(db, orderId) : Promise.resolve(false),
      // The payment a gateway took (card or PayPal), as the refund reads it: what is left to give.
      db
        .select({ amountCents: payments.amountCents, refundedCents: payments.refundedCents })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), isNotNull(payments.completedAt)))
        .orderBy(desc(payments.completedAt))
        .limit(1),
    ]);
    return {
      id: order.id,
      number: orderNumberOf(order.id),
      status: order.status,
      createdAt: order.createdAt,
      email: order.email,
      billing: order.billing,
      shippingAddress: order.shippingAddress,
      deliveryMethod: order.deliveryMethod,
      paymentMethod: methodTitle(order.paymentMethod),
      paymentReference: order.paymentReference,
      paidAt: order.paidAt,
      currency: order.currency,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      customerNote: order.customerNote,
      attribution: order.attribution,
      customerId: order.customerId,
      lines,
      notes,
      /** The statuses a hand move may take it to (a paid card order is refunded, not cancelled). */
      moves: ORDER_TRANSITIONS[order.status].filter(
        (to) => to !== 'cancelled' || order.paymentReference === null,
      ),
      refundable: REFUNDABLE_ORDER_STATUSES.includes(order.status),
      /** Taken by a gateway: a part of it may be given back (the rest refunds the order). */
      gatewayPayment: gatewayPayment ?? null,
      restockable: order.status === 'cancelled' && !restocked,
      restocked,
    };
  }

  return {
    page,
    exportPage,
    detail,

    /** A hand move from the transition table, checked against the order as it is now. */
    changeStatus(owner: StudioOwner, orderId: number, to: OrderStatus) {
      return outcomeOf(() =>
        db.transaction(async (tx) => {
          const [order] = await tx
            .select({ status: orders.status, paymentReference: orders.paymentReference })
            .from(orders)
            .where(eq(orders.id, orderId))
            .for('update');
          if (!order) throw refused(404, `There is no order ${orderNumberOf(orderId)}.`);
          if (!canMove(order.status, to)) {
            throw refused(
              409,
              `${orderNumberOf(orderId)} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
            );
          }
          if (to === 'cancelled' && order.paymentReference !== null) {
            throw refused(
              409,
              `${orderNumberOf(orderId)} was paid through the payment gateway: refund it instead, so the money goes back.`,
            );
          }
          await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
          await audit.recordIn(tx, owner, {
            action: 'order.status',
            subject: subjectOf(orderId),
            before: { status: order.status },
            after: { status: to },
          });
          return {
            ok: true as const,
            message: `${orderNumberOf(orderId)} is now ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
          };
        }),
      );
    },

    /** A note only owners read, kept with the order. */
    addNote(owner: StudioOwner, orderId: number, body: string) {
      const text = body.trim();
      if (text === '') {
        return Promise.resolve<StudioOrderOutcome>({
          ok: false,
          status: 400,
          message: 'Please write the note before adding it.',
        });
      }
      if (text.length > ORDER_NOTE_MAX) {
        return Promise.resolve<StudioOrderOutcome>({
          ok: false,
          status: 400,
          message: `A note holds at most ${ORDER_NOTE_MAX} characters; this one has ${text.length}.`,
        });
      }
      return outcomeOf(() =>
        db.transaction(async (tx) => {
          const [order] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.id, orderId));
          if (!order) throw refused(404, `There is no order ${orderNumberOf(orderId)}.`);
          await tx
            .insert(orderNotes)
            .values({ orderId, authorId: owner.id, authorEmail: owner.email, body: text });
          await audit.recordIn(tx, owner, {
            action: NOTE_ACTION,
            subject: subjectOf(orderId),
            after: { note: text },
          });
          return { ok: true as const, message: 'The note is added.' };
        }),
      );
    },

    /**
     * The checkout's refund (the gateway gives the money back, the order is marked refunded and
     * restocked in one transaction there); with an amount, a part refund that leaves the order as
     * it is. The gateway's refund cannot be rolled back, so the audit entry is written once it is
     * done; a second full refund changes nothing and records nothing.
     */
    async refund(
      owner: StudioOwner,
      orderId: number,
      amountCents?: number,
    ): Promise<StudioOrderOutcome> {
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order)
        return { ok: false, status: 404, message: `There is no order ${orderNumberOf(orderId)}.` };
      const result = await collaborators.refund(orderId, amountCents);
      if (!result.ok) return { ok: false, status: 409, message: result.message };
      if (result.already) return { ok: true, message: result.message };
      const [after] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      const full = after?.status === 'refunded';
      await db.transaction((tx) =>
        audit.recordIn(tx, owner, {
          action: full ? 'order.refund' : 'order.refund-part',
          subject: subjectOf(orderId),
          before: { status: order.status },
          after: full
            ? { status: 'refunded', restocked: true, result: result.message }
            : { status: order.status, amountCents, result: result.message },
        }),
      );
      return { ok: true, message: result.message };
    },

    /**
     * A cancelled order's works go back on sale, once: the order row is locked, and the audit
     * entry that records the restock is the mark a second restock finds.
     */
    restock(owner: StudioOwner, orderId: number) {
      return outcomeOf(() =>
        db.transaction(async (tx) => {
          const number = orderNumberOf(orderId);
          const [order] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, orderId))
            .for('update');
          if (!order) throw refused(404, `There is no order ${number}.`);
          if (order.status !== 'cancelled') {
            throw refused(
              409,
              `${number} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: only a cancelled order is restocked by hand (a refund restocks by itself).`,
            );
          }
          if (await restockedBefore(tx, orderId))
            throw refused(409, `${number} was restocked already.`);
          const lines = await tx
            .select({
              title: orderLines.title,
              productId: orderLines.productId,
              variationId: orderLines.variationId,
              quantity: orderLines.quantity,
            })
            .from(orderLines)
            .where(eq(orderLines.orderId, orderId))
            .orderBy(asc(orderLines.id));
          const restocked: { title: string; quantity: number; stock: number | null }[] = [];
          for (const line of lines) {
            // Through the products and variations tables: their triggers drop cached pages.
            const [row] =
              line.variationId === null
                ? await tx
                    .update(products)
                    .set({ stock: sql`coalesce(${products.stock}, 0) + ${line.quantity}` })
                    .where(eq(products.id, line.productId))
                    .returning({ stock: products.stock })
                : await tx
                    .update(productVariations)
                    .set({ stock: sql`${productVariations.stock} + ${line.quantity}` })
                    .where(eq(productVariations.id, line.variationId))
                    .returning({ stock: productVariations.stock });
            restocked.push({
              title: line.title,
              quantity: line.quantity,
              stock: row?.stock ?? null,
            });
          }
          await audit.recordIn(tx, owner, {
            action: RESTOCK_ACTION,
            subject: subjectOf(orderId),
            before: { status: 'cancelled', restocked: false },
            after: { status: 'cancelled', restocked: true, lines: restocked },
          });
          const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
          return {
            ok: true as const,
            message: `${number}: ${pieces} ${pieces === 1 ? 'piece is' : 'pieces are'} back in stock.`,
          };
        }),
      );
    },
  };
}

export type StudioOrders = ReturnType<typeof studioOrders>;

/** Without the checkout (a test, a tool), refunds say plainly they are not available. */
export const NO_ORDER_COLLABORATORS: StudioOrderCollaborators = {
  refund: () =>
    Promise.resolve({ ok: false, message: 'Refunds are not available on this server.' }),
};
