import type { PublicPaymentConfig } from '@atelier/contracts/payments';

/*
 * Issue 17: the part of the payments service the checkout uses. The payments room builds the
 * service; the composition root (`site-services.ts`) hands it in, so the shop never imports the
 * payments room. The signatures are copied from the shared design (payments-design.md).
 */

export type PaymentPurpose =
  | { kind: 'order'; orderId: number }
  | { kind: 'form'; formId: number; snapshot: Record<string, unknown> };
export type PurposeRef = { kind: 'order'; orderId: number } | { kind: 'form'; formId: number };

export type PaymentCompletion =
  | {
      ok: true;
      paymentId: number;
      provider: 'stripe' | 'paypal' | 'test-card' | 'test-paypal';
      /** Intent id / PayPal capture id: shown to the buyer. */
      reference: string;
      /** False: already completed before (double submit, webhook first). */
      firstTime: boolean;
      entryId: number | null;
    }
  | {
      ok: false;
      code: 'declined' | 'requires_action' | 'not-paid' | 'mismatch' | 'unknown' | 'provider';
      /** Safe to show to the buyer. */
      message: string;
    };

export interface CheckoutPayments {
  publicConfig(): PublicPaymentConfig;
  prepareCard(input: {
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
  >;
  completeCard(input: {
    intentId: string;
    purpose: PurposeRef;
    amountCents: number;
    currency: string;
  }): Promise<PaymentCompletion>;
  createWalletOrder(input: {
    purpose: PaymentPurpose;
    amountCents: number;
    currency: string;
    sessionId: string;
    description: string;
    applicationContext?: Record<string, unknown>;
    payer?: Record<string, unknown>;
  }): Promise<{ ok: true; orderId: string } | { ok: false; message: string }>;
  completeWallet(input: {
    orderId: string;
    purpose: PurposeRef;
    amountCents: number;
    currency: string;
  }): Promise<PaymentCompletion>;
  abandon(purpose: PurposeRef): Promise<void>;
  refundOrder(
    orderId: number,
    amountCents?: number,
  ): Promise<
    { ok: true; refundedCents: number; reference: string } | { ok: false; message: string }
  >;
  paymentOfOrder(orderId: number): Promise<
    | {
        provider: string;
        reference: string;
        amountCents: number;
        currency: string;
        status: string;
      }
    | undefined
  >;
}

/** How a checkout method takes the money: offline (instructions), a card field, or a wallet button. */
export type CheckoutMethodKind = 'offline' | 'card' | 'wallet';

/** Card and PayPal as the checkout shows them; offered only when the payments service has them. */
export const CARD_METHOD = {
  id: 'card',
  kind: 'card',
  title: 'Credit or debit card',
  description:
    'Pay now by card. Your bank may ask you to confirm the payment (3-D Secure); the work is held for you while you pay.',
  initialStatus: 'processing',
  delivery: 'ship',
  instructions: () => ['Your payment has been received. We will write again when your work ships.'],
} as const;

export const WALLET_METHOD = {
  id: 'paypal',
  kind: 'wallet',
  title: 'PayPal',
  description:
    'Pay with your PayPal account. A PayPal window opens to approve the payment; the work is held for you while you pay.',
  initialStatus: 'processing',
  delivery: 'ship',
  instructions: () => ['Your payment has been received. We will write again when your work ships.'],
} as const;

/** How long a pending order holds its stock while the buyer pays. */
export const RESERVATION_MINUTES = 30;
