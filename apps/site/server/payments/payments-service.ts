import { formatMoney } from '@atelier/shop/money';
import type { PublicPaymentConfig } from '@atelier/contracts/payments';
import type { Database } from '@atelier/db/connection';
import {
  isUnpaid,
  paymentsRepository,
  type PaymentProvider,
  type PaymentRow,
} from '@atelier/db/repositories/payments';
import {
  GatewayError,
  type CardGateway,
  type CardIntent,
  type GatewayEvent,
  type WalletGateway,
} from './payment-gateway';
import type {
  CompletedPayment,
  PaymentCompletion,
  PaymentPurpose,
  PaymentsPort,
  PurposeRef,
} from '../platform/payments-port';

export interface PaidPayment {
  paymentId: number;
  purpose: 'order' | 'form';
  orderId: number | null;
  formId: number | null;
  formSnapshot: Record<string, unknown> | null;
  reference: string;
}
export interface FailedPayment {
  paymentId: number;
  purpose: 'order' | 'form';
  orderId: number | null;
}

export interface PaymentsServiceOptions {
  /** The card gateway (Stripe or the test gateway). */
  card: CardGateway;
  /** The wallet gateway (PayPal or the test wallet). */
  wallet: WalletGateway;
  /** What pages hand the browser. */
  publicConfig: PublicPaymentConfig;
  /** The webhook path claimed a payment nobody completed yet (the buyer's browser went away). */
  onPaid(payment: PaidPayment): Promise<void>;
  /** A provider says a payment failed or was canceled (webhook). */
  onFailed(payment: FailedPayment): Promise<void>;
  /** Warnings about provider trouble (no personal data, no secrets). */
  log?: { warn(object: Record<string, unknown>, message: string): void } | undefined;
}

const PROVIDER_TROUBLE =
  'The payment provider could not be reached. Please try again in a moment; you have not been charged.';
const MISMATCH =
  'This payment does not match what you are paying for. Please reload the page and try again.';
const UNKNOWN = 'This payment is not known. Please reload the page and try again.';

const samePurpose = (row: PaymentRow, purpose: PurposeRef) =>
  purpose.kind === 'order'
    ? row.purpose === 'order' && row.orderId === purpose.orderId
    : row.purpose === 'form' && row.formId === purpose.formId;

const sameMoney = (
  a: { amountCents: number; currency: string },
  b: { amountCents: number; currency: string },
) => a.amountCents === b.amountCents && a.currency.toLowerCase() === b.currency.toLowerCase();

/** The columns a purpose sets on its payment row. */
function purposeColumns(purpose: PaymentPurpose) {
  return purpose.kind === 'order'
    ? { purpose: 'order' as const, orderId: purpose.orderId, formId: null, formSnapshot: null }
    : {
        purpose: 'form' as const,
        orderId: null,
        formId: purpose.formId,
        formSnapshot: purpose.snapshot,
      };
}

/** A valid amount in minor units; the service never takes the browser's word for one. */
function badAmount(amountCents: number, currency: string): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return 'The amount to pay must be greater than zero.';
  }
  if (!/^[A-Za-z]{3}$/.test(currency)) return 'The currency is not valid.';
  return null;
}

/**
 * Issue 17 (ADR 0019): payments for shop orders and paid forms, through the configured card and
 * wallet gateways. Amounts come from the caller's server-side computation; every provider call
 * that creates or moves money carries an idempotency key derived from our payment row; a
 * payment completes its purpose once (`payments.completed_at` claimed in one statement), whoever
 * gets there first: the buyer's browser (`completeCard`/`completeWallet`) or the provider's
 * webhook (`handleEvent`, which alone calls `onPaid`).
 */
export function paymentsService(db: Database, options: PaymentsServiceOptions) {
  const rows = paymentsRepository(db);
  const { card, wallet } = options;

  function providerTrouble(error: unknown, call: string): { ok: false; message: string } {
    if (error instanceof GatewayError && error.buyerFacing)
      return { ok: false, message: error.message };
    options.log?.warn(
      {
        err:
          error instanceof Error
            ? { name: error.name, code: (error as GatewayError).code }
            : undefined,
        call,
      },
      'The payment provider refused or failed a call.',
    );
    return { ok: false, message: PROVIDER_TROUBLE };
  }

  /** A completed payment as the caller shows it to the buyer. */
  const completion = (row: PaymentRow, firstTime: boolean): PaymentCompletion => ({
    ok: true,
    paymentId: row.id,
    provider: row.provider,
    reference: referenceOf(row),
    firstTime,
    entryId: row.entryId,
  });

  /** Claims the purpose's payment now; someone else may have got there first since it was read. */
  async function claimed(row: PaymentRow, captureRef: string | null): Promise<PaymentCompletion> {
    const first = await rows.claim(row.id, captureRef);
    return completion(first ?? (await rows.byId(row.id)) ?? row, first !== undefined);
  }

  /**
   * The start of both completions: the payment for this provider reference, if it is the one of
   * this purpose and amount; a payment completed before answers at once (a double submit, or the
   * webhook got there first), with no provider call.
   */
  async function paymentToComplete(
    provider: PaymentProvider,
    providerRef: string,
    input: { purpose: PurposeRef; amountCents: number; currency: string },
  ): Promise<PaymentRow | PaymentCompletion> {
    const row = await rows.byProviderRef(provider, providerRef);
    if (!row) return { ok: false, code: 'unknown', message: UNKNOWN };
    if (!samePurpose(row, input.purpose) || !sameMoney(row, input)) {
      return { ok: false, code: 'mismatch', message: MISMATCH };
    }
    return row.completedAt !== null ? completion(row, false) : row;
  }

  /**
   * A new payment: its row first (the row's id keys the provider call), then the provider's
   * intent or order, named on the row.
   */
  async function startPayment<T extends { id: string }>(
    provider: PaymentProvider,
    input: { purpose: PaymentPurpose; amountCents: number; currency: string; sessionId: string },
    make: (row: PaymentRow, idempotencyKey: string) => Promise<T>,
  ): Promise<T> {
    const row = await rows.insertPending({
      provider,
      ...purposeColumns(input.purpose),
      amountCents: input.amountCents,
      currency: input.currency,
      sessionId: input.sessionId,
    });
    const made = await failedUnlessMade(row.id, () =>
      make(row, `payment-${row.id}-create-${input.amountCents}-${input.currency}`),
    );
    await rows.setProviderRef(row.id, made.id);
    return made;
  }

  /**
   * The provider call that makes a new payment's intent or order: when it fails, the row (still
   * without a provider reference) is marked failed, so nothing later tries to cancel or complete it.
   */
  async function failedUnlessMade<T>(paymentId: number, make: () => Promise<T>): Promise<T> {
    try {
      return await make();
    } catch (error) {
      await rows.markUnpaid(paymentId, 'failed', null);
      throw error;
    }
  }

  const referenceOf = (row: PaymentRow) =>
    row.provider === 'paypal' || row.provider === 'test-paypal'
      ? (row.captureRef ?? row.providerRef)
      : row.providerRef;

  /** Where an intent stands, for a buyer whose payment is not (yet) through. */
  async function notThrough(row: PaymentRow, intent: CardIntent): Promise<PaymentCompletion> {
    switch (intent.status) {
      case 'requires_action':
      case 'requires_source_action':
        await rows.markUnpaid(row.id, 'requires_action', null);
        return {
          ok: false,
          code: 'requires_action',
          message: 'Your bank asks you to confirm this payment.',
        };
      case 'requires_payment_method':
        if (intent.lastError) {
          await rows.markUnpaid(row.id, 'failed', intent.lastError);
          return { ok: false, code: 'declined', message: intent.lastError };
        }
        return { ok: false, code: 'not-paid', message: 'The card payment was not completed.' };
      case 'processing':
        return {
          ok: false,
          code: 'not-paid',
          message: 'Your payment is still being processed. Please wait a moment and try again.',
        };
      case 'canceled':
        await rows.markUnpaid(row.id, 'canceled', null);
        return { ok: false, code: 'not-paid', message: 'This payment was canceled.' };
      default:
        return { ok: false, code: 'not-paid', message: 'The card payment was not completed.' };
    }
  }

  /** Is this intent the one we created for this row, for the row's amount? */
  const intentMatches = (row: PaymentRow, intent: CardIntent) =>
    intent.metadata.payment_id === String(row.id) &&
    intent.metadata.purpose === row.purpose &&
    sameMoney(intent, row);

  const service = {
    publicConfig: () => options.publicConfig,

    /** The card gateway (its webhook check is the webhook route's). */
    card,

    async prepareCard(input: {
      purpose: PaymentPurpose;
      amountCents: number;
      currency: string;
      sessionId: string;
      description: string;
      intentId?: string;
      paymentMethodId?: string;
      receiptEmail?: string;
    }): Promise<
      { ok: true; intentId: string; clientSecret: string } | { ok: false; message: string }
    > {
      const invalid = badAmount(input.amountCents, input.currency);
      if (invalid) return { ok: false, message: invalid };
      const currency = input.currency.toUpperCase();
      try {
        if (input.intentId !== undefined) {
          const row = await rows.byProviderRef(card.provider, input.intentId);
          // Only this session's unpaid intent for the same purpose may be updated; anything
          // else starts a new intent rather than touching someone else's.
          if (
            row &&
            row.sessionId === input.sessionId &&
            isUnpaid(row) &&
            samePurpose(row, input.purpose)
          ) {
            const intent = await card.upsertIntent({
              intentId: input.intentId,
              amountCents: input.amountCents,
              currency,
              paymentMethodId: input.paymentMethodId,
              receiptEmail: input.receiptEmail,
              description: input.description,
              metadata: { payment_id: String(row.id), purpose: row.purpose },
              // The attempt is the row's last change: a retry of this same call replays it,
              // a later change of amount is a new call.
              idempotencyKey: `payment-${row.id}-amount-${input.amountCents}-${currency}-${row.updatedAt.getTime()}`,
            });
            await rows.updateUnpaid(row.id, {
              amountCents: input.amountCents,
              currency,
              formSnapshot: purposeColumns(input.purpose).formSnapshot,
              status: 'pending',
            });
            return { ok: true, intentId: intent.id, clientSecret: intent.clientSecret };
          }
        }
        const intent = await startPayment(
          card.provider,
          { ...input, currency },
          (row, idempotencyKey) =>
            card.upsertIntent({
              amountCents: input.amountCents,
              currency,
              paymentMethodId: input.paymentMethodId,
              receiptEmail: input.receiptEmail,
              description: input.description,
              metadata: { payment_id: String(row.id), purpose: row.purpose },
              idempotencyKey,
            }),
        );
        return { ok: true, intentId: intent.id, clientSecret: intent.clientSecret };
      } catch (error) {
        return providerTrouble(error, 'prepareCard');
      }
    },

    async completeCard(input: {
      intentId: string;
      purpose: PurposeRef;
      amountCents: number;
      currency: string;
    }): Promise<PaymentCompletion> {
      const row = await paymentToComplete(card.provider, input.intentId, input);
      if ('ok' in row) return row;
      try {
        let intent = await card.retrieveIntent(input.intentId);
        if (!intentMatches(row, intent)) {
          options.log?.warn({ paymentId: row.id }, 'A card intent does not match its payment.');
          return { ok: false, code: 'mismatch', message: MISMATCH };
        }
        if (intent.status === 'requires_capture') {
          intent = await card.captureIntent(intent.id, `payment-${row.id}-capture`);
        }
        if (intent.status !== 'succeeded') return notThrough(row, intent);
        return claimed(row, intent.chargeRef);
      } catch (error) {
        const trouble = providerTrouble(error, 'completeCard');
        return { ok: false, code: 'provider', message: trouble.message };
      }
    },

    async createWalletOrder(input: {
      purpose: PaymentPurpose;
      amountCents: number;
      currency: string;
      sessionId: string;
      description: string;
      applicationContext?: Record<string, unknown>;
      payer?: Record<string, unknown>;
    }): Promise<{ ok: true; orderId: string } | { ok: false; message: string }> {
      const invalid = badAmount(input.amountCents, input.currency);
      if (invalid) return { ok: false, message: invalid };
      const currency = input.currency.toUpperCase();
      try {
        const order = await startPayment(
          wallet.provider,
          { ...input, currency },
          (row, idempotencyKey) =>
            wallet.createOrder({
              amountCents: input.amountCents,
              currency,
              description: input.description,
              customId: String(row.id),
              applicationContext: input.applicationContext,
              payer: input.payer,
              idempotencyKey,
            }),
        );
        return { ok: true, orderId: order.id };
      } catch (error) {
        return providerTrouble(error, 'createWalletOrder');
      }
    },

    async completeWallet(input: {
      orderId: string;
      purpose: PurposeRef;
      amountCents: number;
      currency: string;
    }): Promise<PaymentCompletion> {
      const row = await paymentToComplete(wallet.provider, input.orderId, input);
      if ('ok' in row) return row;
      try {
        let order = await wallet.getOrder(input.orderId);
        if (order.customId !== String(row.id) || !sameMoney(order, row)) {
          options.log?.warn({ paymentId: row.id }, 'A wallet order does not match its payment.');
          return { ok: false, code: 'mismatch', message: MISMATCH };
        }
        if (order.status === 'APPROVED') {
          order = await wallet.captureOrder(order.id, `payment-${row.id}-capture`);
        }
        if (order.status === 'COMPLETED' && order.captureRef) {
          return claimed(row, order.captureRef);
        }
        if (order.status === 'VOIDED') {
          await rows.markUnpaid(row.id, 'canceled', null);
          return { ok: false, code: 'not-paid', message: 'This PayPal payment was canceled.' };
        }
        return {
          ok: false,
          code: 'not-paid',
          message: 'The PayPal payment was not approved. Please try again.',
        };
      } catch (error) {
        if (error instanceof GatewayError && /DECLINED|INSTRUMENT/i.test(error.code)) {
          await rows.markUnpaid(row.id, 'failed', error.message);
          return { ok: false, code: 'declined', message: error.message };
        }
        const trouble = providerTrouble(error, 'completeWallet');
        return { ok: false, code: 'provider', message: trouble.message };
      }
    },

    async attachEntry(paymentId: number, entryId: number): Promise<void> {
      await rows.attachEntry(paymentId, entryId);
    },

    /**
     * Cancels the purpose's unpaid card intents and voids its wallet orders (the buyer gave up,
     * or a held order expired). A form payment is per buyer: without the buyer's `sessionId`
     * nothing of a form is touched, as the form's id alone names every buyer's payment.
     */
    async abandon(purpose: PurposeRef, sessionId?: string): Promise<void> {
      const unpaid =
        purpose.kind === 'order'
          ? await rows.unpaidOfOrder(purpose.orderId)
          : sessionId === undefined
            ? []
            : await rows.unpaidOfForm(purpose.formId, sessionId);
      for (const row of unpaid) {
        try {
          if (row.provider === card.provider) {
            const intent = await card.cancelIntent(row.providerRef);
            if (intent.status === 'canceled') await rows.markUnpaid(row.id, 'canceled', null);
          } else if (row.provider === wallet.provider) {
            // PayPal cannot void an order; one never captured expires by itself.
            const order = wallet.voidOrder ? await wallet.voidOrder(row.providerRef) : undefined;
            if (!order || order.status === 'VOIDED')
              await rows.markUnpaid(row.id, 'canceled', null);
          }
        } catch (error) {
          // Paid meanwhile, or already gone: the webhook (or the buyer) completes it instead.
          providerTrouble(error, 'abandon');
        }
      }
    },

    async refundOrder(
      orderId: number,
      amountCents?: number,
    ): Promise<
      { ok: true; refundedCents: number; reference: string } | { ok: false; message: string }
    > {
      const row = await rows.completedOfOrder(orderId);
      if (!row) return { ok: false, message: 'This order has no completed payment to refund.' };
      const left = row.amountCents - row.refundedCents;
      const refund = amountCents ?? left;
      if (amountCents === undefined && left === 0) {
        return { ok: true, refundedCents: row.refundedCents, reference: referenceOf(row) };
      }
      if (!Number.isSafeInteger(refund) || refund <= 0 || refund > left) {
        return {
          ok: false,
          message:
            left === 0
              ? 'This payment is refunded in full already.'
              : `The refund must be more than ${formatMoney(0, row.currency)} and at most the ${formatMoney(left, row.currency)} not refunded yet.`,
        };
      }
      // The same refund asked again (a retried command) carries the same key: one refund.
      const idempotencyKey = `payment-${row.id}-refund-${row.refundedCents}-${refund}`;
      try {
        let refundId: string;
        if (row.provider === 'stripe' || row.provider === 'test-card') {
          if (card.provider !== row.provider) {
            return { ok: false, message: `The ${row.provider} gateway is not configured.` };
          }
          const result = await card.refund({
            intentId: row.providerRef,
            amountCents: refund,
            idempotencyKey,
          });
          if (result.status === 'failed') return { ok: false, message: 'The refund failed.' };
          refundId = result.id;
        } else {
          if (wallet.provider !== row.provider || !row.captureRef) {
            return { ok: false, message: `The ${row.provider} gateway is not configured.` };
          }
          const result = await wallet.refundCapture({
            captureId: row.captureRef,
            amountCents: refund,
            currency: row.currency,
            idempotencyKey,
          });
          if (result.status === 'FAILED' || result.status === 'CANCELLED') {
            return { ok: false, message: 'The refund failed.' };
          }
          refundId = result.id;
        }
        const after = await rows.addRefund(row.id, row.refundedCents, refund);
        const total =
          after?.refundedCents ?? (await rows.byId(row.id))?.refundedCents ?? row.refundedCents;
        return { ok: true, refundedCents: total, reference: refundId };
      } catch (error) {
        return providerTrouble(error, 'refundOrder');
      }
    },

    async paymentOfOrder(orderId: number): Promise<CompletedPayment | undefined> {
      const row = await rows.completedOfOrder(orderId);
      return (
        row && {
          provider: row.provider,
          reference: referenceOf(row),
          amountCents: row.amountCents,
          currency: row.currency,
          status: row.status,
        }
      );
    },

    /**
     * A provider event, its signature already checked (the Stripe webhook, or the test gateway's
     * own): processed once per event id. A payment it completes first is handed to `onPaid`;
     * a failure or cancelation to `onFailed`. Answers what was done (for tests and logs).
     */
    async handleEvent(
      provider: 'stripe' | 'test-card',
      event: GatewayEvent,
    ): Promise<'duplicate' | 'ignored' | 'paid' | 'already-paid' | 'failed' | 'mismatch'> {
      const acts =
        event.intent !== null &&
        [
          'payment_intent.succeeded',
          'payment_intent.payment_failed',
          'payment_intent.canceled',
        ].includes(event.type);
      if (!acts) return 'ignored';
      if (!(await rows.claimEvent(provider, event.id, event.type))) return 'duplicate';
      try {
        return await act(provider, event);
      } catch (error) {
        // Given back, so the provider's retry of this event is processed.
        await rows.releaseEvent(provider, event.id);
        throw error;
      }
    },
  };
  // The rooms that take money see the service through this port: it must keep fitting it.
  const fitsThePort: PaymentsPort = service;
  void fitsThePort;

  async function act(provider: 'stripe' | 'test-card', event: GatewayEvent) {
    const intent = event.intent;
    if (!intent) return 'ignored' as const;
    const row = await rows.byProviderRef(provider, intent.id);
    if (!row) return 'ignored' as const;
    if (event.type === 'payment_intent.succeeded') {
      if (!intentMatches(row, intent)) {
        options.log?.warn({ paymentId: row.id }, 'A webhook intent does not match its payment.');
        return 'mismatch' as const;
      }
      const first = await rows.claim(row.id, intent.chargeRef);
      if (!first) return 'already-paid' as const;
      await options.onPaid({
        paymentId: first.id,
        purpose: first.purpose,
        orderId: first.orderId,
        formId: first.formId,
        formSnapshot: first.formSnapshot ?? null,
        reference: referenceOf(first),
      });
      return 'paid' as const;
    }
    const failed = await rows.markUnpaid(
      row.id,
      event.type === 'payment_intent.canceled' ? 'canceled' : 'failed',
      intent.lastError,
    );
    if (!failed) return 'already-paid' as const;
    await options.onFailed({ paymentId: row.id, purpose: row.purpose, orderId: row.orderId });
    return 'failed' as const;
  }

  return service;
}

export type PaymentsService = ReturnType<typeof paymentsService>;
