import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, notLike, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { paymentEvents, payments } from '../schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentProvider = PaymentRow['provider'];
export type PaymentStatus = PaymentRow['status'];

/** Statuses of a payment that has not moved money (yet): it may still be completed or abandoned. */
const UNPAID: PaymentStatus[] = ['pending', 'requires_action', 'failed'];

/** Whether a payment has moved no money yet, so its amount may still change. */
export const isUnpaid = (row: PaymentRow) =>
  row.completedAt === null && UNPAID.includes(row.status);

/** The provider reference of a payment the provider has no object for (yet, or ever). */
const UNSET_REF_PREFIX = 'unset-';

/** Unpaid payments that have a provider object to cancel (not one whose creating call failed). */
const unpaidWithProviderObject = () =>
  and(
    isNull(payments.completedAt),
    inArray(payments.status, UNPAID),
    notLike(payments.providerRef, `${UNSET_REF_PREFIX}%`),
  );

/**
 * Issue 17: payments taken through a gateway and the provider events already processed. The
 * money rules live in the statements: a payment completes its purpose once (`claim` sets
 * `completed_at` only where it is still null), an event id is processed once (`claimEvent`), and
 * a refund is counted once (`addRefund` compares the amount refunded before).
 */
export function paymentsRepository(db: Database) {
  return {
    /**
     * A new payment before the provider has an id for it: the row's id keys the provider call
     * (idempotency), so the row comes first and `setProviderRef` names the provider's object.
     */
    async insertPending(input: {
      provider: PaymentProvider;
      purpose: PaymentRow['purpose'];
      orderId: number | null;
      formId: number | null;
      formSnapshot: Record<string, unknown> | null;
      amountCents: number;
      currency: string;
      sessionId: string;
    }): Promise<PaymentRow> {
      const [row] = await db
        .insert(payments)
        .values({ ...input, providerRef: `${UNSET_REF_PREFIX}${randomUUID()}`, status: 'pending' })
        .returning();
      if (!row) throw new Error('The payment was not stored.');
      return row;
    },

    async setProviderRef(id: number, providerRef: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerRef, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    async byId(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async byProviderRef(
      provider: PaymentProvider,
      providerRef: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return row;
    },

    /** A new amount (and the form's fields) for a payment nobody completed yet. */
    async updateUnpaid(
      id: number,
      change: {
        amountCents: number;
        currency: string;
        formSnapshot: Record<string, unknown> | null;
        status?: PaymentStatus;
      },
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(payments.id, id), isNull(payments.completedAt)))
        .returning();
      return row;
    },

    /**
     * Completes the payment's purpose: only the first caller gets the row back; everyone else
     * (a double submit, the webhook after the browser or the other way round) gets undefined.
     */
    async claim(id: number, captureRef: string | null): Promise<PaymentRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(payments)
        .set({
          completedAt: now,
          status: 'succeeded',
          captureRef,
          failureMessage: null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, id), isNull(payments.completedAt)))
        .returning();
      return row;
    },

    /** Records a status of an uncompleted payment (declined, needs 3-D Secure, canceled). */
    async markUnpaid(
      id: number,
      status: Exclude<PaymentStatus, 'succeeded' | 'refunded'>,
      failureMessage: string | null,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status, failureMessage, updatedAt: new Date() })
        .where(and(eq(payments.id, id), isNull(payments.completedAt)))
        .returning();
      return row;
    },

    async attachEntry(id: number, entryId: number): Promise<void> {
      await db.update(payments).set({ entryId, updatedAt: new Date() }).where(eq(payments.id, id));
    },

    /**
     * The payments of an order that moved no money yet and have a provider object (to cancel
     * when the buyer gives up).
     */
    async unpaidOfOrder(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), unpaidWithProviderObject()));
    },

    /** The same for a form's payments started in one visitor session. */
    async unpaidOfForm(formId: number, sessionId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.formId, formId),
            eq(payments.sessionId, sessionId),
            unpaidWithProviderObject(),
          ),
        );
    },

    /** The payment that paid an order (the latest, should there ever be two). */
    async completedOfOrder(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), isNotNull(payments.completedAt)))
        .orderBy(desc(payments.completedAt))
        .limit(1);
      return row;
    },

    /**
     * Counts a refund once: only when the amount refunded is still what the caller read, so two
     * refunds racing cannot both add theirs.
     */
    async addRefund(
      id: number,
      refundedBefore: number,
      refundCents: number,
    ): Promise<PaymentRow | undefined> {
      const total = refundedBefore + refundCents;
      const [row] = await db
        .update(payments)
        .set({
          refundedCents: total,
          status: sql`case when ${total} >= ${payments.amountCents} then 'refunded' else ${payments.status} end`,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, id), eq(payments.refundedCents, refundedBefore)))
        .returning();
      return row;
    },

    /** Claims a provider event id: true for the first caller only (each event processed once). */
    async claimEvent(provider: string, eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length === 1;
    },

    /** Gives an event id back when processing it failed, so the provider's retry is processed. */
    async releaseEvent(provider: string, eventId: string): Promise<void> {
      await db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
