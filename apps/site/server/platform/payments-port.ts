import type { PublicPaymentConfig } from '@atelier/contracts/payments';

/**
 * Issue 17 (ADR 0019): the payments service as the rooms that take money see it. The payments
 * room implements it (`server/payments/payments-service.ts`); the shop and the forms each name
 * the part they use (`Pick<PaymentsPort, …>`) and receive the real service from the composition
 * root, so no room imports another and all three agree on one set of signatures.
 */

export type PaymentProvider = 'stripe' | 'paypal' | 'test-card' | 'test-paypal';

/** What a payment is for, with what a webhook needs to finish it when the browser went away. */
export type PaymentPurpose =
  | { kind: 'order'; orderId: number }
  | { kind: 'form'; formId: number; snapshot: Record<string, unknown> };
export type PurposeRef = { kind: 'order'; orderId: number } | { kind: 'form'; formId: number };

export type PaymentCompletion =
  | {
      ok: true;
      paymentId: number;
      provider: PaymentProvider;
      /** Intent id (card) / PayPal capture id: shown to the buyer. */
      reference: string;
      /** False: completed before (a double submit, or the webhook got there first). */
      firstTime: boolean;
      /** Forms: the entry it already paid for, when there is one. */
      entryId: number | null;
    }
  | {
      ok: false;
      code: 'declined' | 'requires_action' | 'not-paid' | 'mismatch' | 'unknown' | 'provider';
      /** Safe to show to the buyer. */
      message: string;
    };

export interface CompletedPayment {
  provider: string;
  reference: string;
  amountCents: number;
  currency: string;
  status: string;
}

export interface PaymentsPort {
  /** What pages hand the browser (no secrets). */
  publicConfig(): PublicPaymentConfig;
  /**
   * Card: creates the intent for the amount, or updates this session's unpaid intent for the
   * same purpose (`intentId`); answers what PAY-009 answers.
   */
  prepareCard(input: {
    purpose: PaymentPurpose;
    amountCents: number;
    currency: string;
    sessionId: string;
    description: string;
    intentId?: string | undefined;
    paymentMethodId?: string | undefined;
    receiptEmail?: string | undefined;
  }): Promise<
    { ok: true; intentId: string; clientSecret: string } | { ok: false; message: string }
  >;
  /** Card, after the browser confirmed: retrieve, capture if needed, check, claim once. */
  completeCard(input: {
    intentId: string;
    purpose: PurposeRef;
    amountCents: number;
    currency: string;
  }): Promise<PaymentCompletion>;
  /** PayPal (or the test wallet): the order for the amount. */
  createWalletOrder(input: {
    purpose: PaymentPurpose;
    amountCents: number;
    currency: string;
    sessionId: string;
    description: string;
    applicationContext?: Record<string, unknown> | undefined;
    payer?: Record<string, unknown> | undefined;
  }): Promise<{ ok: true; orderId: string } | { ok: false; message: string }>;
  /** PayPal: capture the approved order (once), check, claim. */
  completeWallet(input: {
    orderId: string;
    purpose: PurposeRef;
    amountCents: number;
    currency: string;
  }): Promise<PaymentCompletion>;
  /** Forms: the entry a payment paid for, once stored. */
  attachEntry(paymentId: number, entryId: number): Promise<void>;
  /**
   * Cancels the unpaid payment of a purpose (the buyer gave up). A form's needs the buyer's
   * session: a form id alone names every buyer's payment.
   */
  abandon(purpose: PurposeRef, sessionId?: string): Promise<void>;
  /** Refunds the order's payment in full (or `amountCents`); idempotent. */
  refundOrder(
    orderId: number,
    amountCents?: number,
  ): Promise<
    { ok: true; refundedCents: number; reference: string } | { ok: false; message: string }
  >;
  /** The completed payment of an order (its reference for the page and mail). */
  paymentOfOrder(orderId: number): Promise<CompletedPayment | undefined>;
}
