import type { PaymentIntentStatus } from '@atelier/contracts/payments';

/**
 * Issue 17: the gateways the payments room talks to. Each outside provider sits behind one of
 * these interfaces, with the built-in test gateway as the working offline default:
 *
 * - `CardGateway`: Stripe (its official SDK, API address from configuration) or the test gateway;
 * - `WalletGateway`: PayPal (a small typed client for Orders v2, API address from configuration)
 *   or the test gateway's PayPal-style wallet.
 *
 * Amounts are integer minor units (cents) in an ISO currency; the payments service computes them,
 * never the browser. Every call that creates or moves money carries an idempotency key, so a
 * retried request cannot charge twice.
 */

export interface CardIntent {
  id: string;
  /** Handed to the browser only, to confirm the intent with 3-D Secure (PAY-014). */
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** The charge the money moved with (Stripe's `latest_charge`), once it did. */
  chargeRef: string | null;
  /** What we attached when creating it (`payment_id`, `purpose`…), read back on webhooks. */
  metadata: Record<string, string>;
  /** The provider's message for the last failure (a decline), if any. */
  lastError: string | null;
}

export interface CardGateway {
  readonly provider: 'stripe' | 'test-card';
  /**
   * Creates an intent, or updates the amount (and payment method) of one not yet paid. The same
   * idempotency key always answers the same intent.
   */
  upsertIntent(input: {
    intentId?: string | undefined;
    amountCents: number;
    currency: string;
    paymentMethodId?: string | undefined;
    receiptEmail?: string | undefined;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent>;
  /** For intents created with manual capture; answers the intent as it stands after. */
  captureIntent(id: string, idempotencyKey: string): Promise<CardIntent>;
  cancelIntent(id: string): Promise<CardIntent>;
  refund(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /**
   * Checks a webhook's signature over the raw body and answers the event; throws
   * `WebhookRejected` when the signature or the body is wrong.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): GatewayEvent;
}

export interface WalletOrder {
  id: string;
  /** PayPal's order statuses. */
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  amountCents: number;
  currency: string;
  /** Our `payments.id`, sent as the purchase unit's `custom_id`. */
  customId: string | null;
  /** The capture's id once captured. */
  captureRef: string | null;
}

export interface WalletGateway {
  readonly provider: 'paypal' | 'test-paypal';
  createOrder(input: {
    amountCents: number;
    currency: string;
    description: string;
    customId: string;
    /** PayPal's `application_context` and `payer` as the form sent them (PP-010), checked. */
    applicationContext?: Record<string, unknown> | undefined;
    payer?: Record<string, unknown> | undefined;
    idempotencyKey: string;
  }): Promise<WalletOrder>;
  getOrder(id: string): Promise<WalletOrder>;
  /** Captures an approved order; capturing one already captured answers it as it is. */
  captureOrder(id: string, idempotencyKey: string): Promise<WalletOrder>;
  refundCapture(input: {
    captureId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ id: string; status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED' }>;
  /**
   * Voids an order not captured yet, where the provider can (the test wallet). PayPal has no
   * such call for orders: an abandoned one simply expires, so the real gateway leaves it out.
   */
  voidOrder?(id: string): Promise<WalletOrder>;
}

/** A verified webhook event, reduced to what the payments service acts on. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The payment intent (or wallet order) it is about, when it is about one. */
  intent: CardIntent | null;
}

/** A webhook whose signature or body did not check out: answered 400, never processed. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

/** A provider that could not be reached or refused the call; its message is safe to show. */
export class GatewayError extends Error {
  override name = 'GatewayError';

  constructor(
    message: string,
    /** card_declined, insufficient_funds, … or the HTTP status class. */
    readonly code: string,
    /** Whether the buyer can fix it (a declined card) rather than the site (a bad key). */
    readonly buyerFacing: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
