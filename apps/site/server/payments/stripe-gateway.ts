import Stripe from 'stripe';
import type { PaymentIntentStatus } from '@atelier/contracts/payments';
import {
  GatewayError,
  WebhookRejected,
  type CardGateway,
  type CardIntent,
  type GatewayEvent,
} from './payment-gateway';

export interface StripeGatewayConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address (`https://api.stripe.com`, or a local fake in tests). */
  apiUrl: string;
  timeoutMs?: number | undefined;
}

type StripeIntent = Stripe.PaymentIntent;

function cardIntentOf(intent: StripeIntent): CardIntent {
  const charge = intent.latest_charge;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    chargeRef: typeof charge === 'string' ? charge : (charge?.id ?? null),
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}

/**
 * Stripe's errors as the payments room's: a card error (declined, insufficient funds, 3-D
 * Secure failed) is the buyer's to fix and carries Stripe's own message; anything else (a bad
 * key, Stripe down, a wrong request) is ours, so the buyer gets a general message and the log
 * gets the code.
 */
export function gatewayErrorOf(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new GatewayError(
      error.message,
      error.decline_code ?? error.code ?? 'card_declined',
      true,
    );
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new GatewayError(
      'The card payment provider refused the request.',
      error.code ?? error.type,
      false,
    );
  }
  return new GatewayError('The card payment provider could not be reached.', 'connection', false);
}

/**
 * Issue 17 (ADR 0019): the card gateway over Stripe's official SDK. Payment intents with
 * automatic capture and card payments only; every call that creates or moves money carries the
 * payments service's idempotency key. The API address comes from configuration (host, port and
 * protocol), so tests point the SDK at a local fake that speaks Stripe's protocol.
 */
export function stripeGateway(config: StripeGatewayConfig): CardGateway {
  const api = new URL(config.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port === '' ? (protocol === 'http' ? 80 : 443) : Number(api.port),
    protocol,
    timeout: config.timeoutMs ?? 20_000,
    // Idempotency keys make a retried call safe; two retries ride out a blip.
    maxNetworkRetries: 2,
    telemetry: false,
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  return {
    provider: 'stripe',

    async upsertIntent(input) {
      const common = {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: input.metadata,
        ...(input.paymentMethodId === undefined ? {} : { payment_method: input.paymentMethodId }),
        ...(input.receiptEmail === undefined ? {} : { receipt_email: input.receiptEmail }),
      };
      const options = { idempotencyKey: input.idempotencyKey };
      const intent = await call(() =>
        input.intentId === undefined
          ? // Card only: this API version names the list `allowed_payment_method_types`.
            stripe.paymentIntents.create(
              { ...common, allowed_payment_method_types: ['card'], capture_method: 'automatic' },
              options,
            )
          : stripe.paymentIntents.update(input.intentId, common, options),
      );
      return cardIntentOf(intent);
    },

    async retrieveIntent(id) {
      return cardIntentOf(await call(() => stripe.paymentIntents.retrieve(id)));
    },

    async captureIntent(id, idempotencyKey) {
      return cardIntentOf(
        await call(() => stripe.paymentIntents.capture(id, {}, { idempotencyKey })),
      );
    },

    async cancelIntent(id) {
      return cardIntentOf(await call(() => stripe.paymentIntents.cancel(id)));
    },

    async refund(input) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'pending'
            ? 'pending'
            : 'failed';
      return { id: refund.id, status };
    },

    verifyWebhook(rawBody, headers): GatewayEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookRejected('The Stripe-Signature header is missing.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookRejected(
          error instanceof Error ? error.message : 'The webhook signature is not valid.',
          { cause: error },
        );
      }
      const object = (event.data as { object?: { object?: string } } | undefined)?.object;
      const intent =
        object?.object === 'payment_intent'
          ? cardIntentOf(object as unknown as StripeIntent)
          : null;
      return { id: event.id, type: event.type, intent };
    },
  };
}
