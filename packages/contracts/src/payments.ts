import { z } from 'zod';

/**
 * Issue 17: what the browser needs to take a payment, and nothing secret. A page that can take
 * money carries it (forms with a card or PayPal field, the checkout). `card` and `paypal` are
 * null when that way of paying is not set up.
 *
 * - `card.provider: 'stripe'`: Stripe.js with the publishable key (Elements, 3-D Secure).
 * - `card.provider: 'test'`: the built-in test gateway's card input and challenge page, under
 *   `/api/test-gateway/…`; no money moves and the page says so.
 * - `paypal`: the PayPal JS SDK, loaded from `sdkUrl` (the real SDK, or the test gateway's
 *   stand-in that speaks the same `paypal.Buttons` interface when `provider` is `test`).
 */
export const publicPaymentConfigSchema = z.object({
  card: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('stripe'), publishableKey: z.string().min(1) }),
      z.object({ provider: z.literal('test') }),
    ])
    .nullable(),
  paypal: z
    .object({
      provider: z.enum(['paypal', 'test']),
      clientId: z.string().min(1),
      /** The SDK script's address (`https://www.paypal.com/sdk/js` for the real one). */
      sdkUrl: z.string().min(1),
    })
    .nullable(),
  /** True when any configured provider is a test one: the page says that no money moves. */
  testMode: z.boolean(),
});
export type PublicPaymentConfig = z.infer<typeof publicPaymentConfigSchema>;

/** The statuses of a card payment intent, with Stripe's names (PAY-015). */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_source_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/**
 * PAY-008, PAY-009: the answer of `forminator_update_payment_amount` (and of the checkout's own
 * card step, which answers in the same shape): the intent the browser confirms.
 */
export const paymentAmountUpdateAnswerSchema = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({ paymentid: z.string(), paymentsecret: z.string() }),
  }),
  z.object({
    success: z.literal(false),
    data: z.object({
      message: z.string(),
      /** A list of single-field maps, as the original sends them. */
      errors: z.array(z.record(z.string(), z.string())).default([]),
    }),
  }),
]);
export type PaymentAmountUpdateAnswer = z.infer<typeof paymentAmountUpdateAnswerSchema>;

/** PP-011: the answer of `forminator_pp_create_order`. */
export const paypalCreateOrderAnswerSchema = z.union([
  z.object({ success: z.literal(true), data: z.object({ order_id: z.string() }) }),
  z.object({ success: z.literal(false), data: z.string() }),
]);
export type PaypalCreateOrderAnswer = z.infer<typeof paypalCreateOrderAnswerSchema>;
