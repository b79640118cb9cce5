import { z } from 'zod';

/**
 * Issue 17: the built-in test gateway's browser calls. The gateway behaves like a card provider
 * and a PayPal-style wallet so the whole payment flow can be tried offline; these are the calls
 * its browser side makes, as Stripe.js and the PayPal SDK would make theirs to their providers.
 * A client secret (card) or an unguessable order id (wallet) is the caller's authority, as with
 * the real providers; the gateway's own pages (`/api/test-gateway/…`) are rate limited.
 *
 * Errors answer `{ error: { message, code, param? } }` with a 4xx status (402 for a card the
 * "bank" refused, 400 for a bad request, 404 for an unknown id), as Stripe's API does.
 */
export const testGatewayErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    /** Stripe's codes: card_declined, insufficient_funds, expired_card, incorrect_cvc, incorrect_number, invalid_expiry_month, invalid_expiry_year, payment_intent_authentication_failure, resource_missing, … */
    code: z.string(),
    /** The card part at fault (number, exp_month, exp_year, cvc, postal_code). */
    param: z.string().optional(),
  }),
});
export type TestGatewayError = z.infer<typeof testGatewayErrorSchema>;

/** `POST /api/test-gateway/payment-methods` (JSON): PAY-006 step 2. */
export const createTestPaymentMethodSchema = z.object({
  number: z.string().max(32),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(8),
  postal_code: z.string().max(16).optional(),
  billing_details: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(254).optional(),
    })
    .optional(),
});
export const testPaymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
  }),
});
export type TestPaymentMethod = z.infer<typeof testPaymentMethodSchema>;

/**
 * A card intent as the browser sees it (`GET /api/test-gateway/payment-intents?client_secret=`).
 * `next_action.challenge_id` names the 3-D Secure challenge to show when it `requires_action`.
 */
export const testPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  next_action: z.object({ type: z.literal('test_challenge'), challenge_id: z.string() }).nullable(),
  last_payment_error: z.object({ message: z.string(), code: z.string() }).nullable(),
});
export type TestPaymentIntent = z.infer<typeof testPaymentIntentSchema>;

/** `POST /api/test-gateway/payment-intents/confirm` (JSON): PAY-014. */
export const confirmTestPaymentIntentSchema = z.object({
  client_secret: z.string().min(1).max(200),
  payment_method: z.string().max(100).optional(),
});

/**
 * `POST /api/test-gateway/payment-intents/challenge` (JSON): the buyer's answer on the test
 * 3-D Secure page: `complete` authenticates, `fail` refuses (as a bank's page would).
 */
export const answerTestChallengeSchema = z.object({
  client_secret: z.string().min(1).max(200),
  outcome: z.enum(['complete', 'fail']),
});

/** `GET /api/test-gateway/wallet-orders/:id`: the order the test wallet's approval page shows. */
export const testWalletOrderSchema = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED']),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  description: z.string(),
});
export type TestWalletOrder = z.infer<typeof testWalletOrderSchema>;
/** `POST /api/test-gateway/wallet-orders/:id/approve` answers the order, now `APPROVED`. */
