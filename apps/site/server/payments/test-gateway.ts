import { TEST_CARDS } from '@atelier/contracts/test-cards';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentIntentStatus } from '@atelier/contracts/payments';
import type {
  TestPaymentIntent,
  TestPaymentMethod,
  TestWalletOrder,
} from '@atelier/contracts/test-gateway';
import type { Database } from '@atelier/db/connection';
import { testGatewayRepository, type TestGatewayData } from '@atelier/db/repositories/test-gateway';
import { paypalValue } from './paypal-gateway';
import {
  GatewayError,
  WebhookRejected,
  type CardGateway,
  type CardIntent,
  type GatewayEvent,
  type WalletGateway,
  type WalletOrder,
} from './payment-gateway';

type CardOutcome = (typeof TEST_CARDS)[number]['outcome'];

interface StoredPaymentMethod {
  status: 'attached';
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

interface StoredIntent {
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  clientSecret: string;
  description: string;
  receiptEmail: string | null;
  metadata: Record<string, string>;
  paymentMethod: string | null;
  challengeId: string | null;
  /** What answering the challenge leads to ('succeeds' or a decline after authenticating). */
  afterChallenge: CardOutcome | null;
  charge: string | null;
  refundedCents: number;
  lastError: { message: string; code: string } | null;
}

interface StoredWalletOrder {
  status: TestWalletOrder['status'];
  amountCents: number;
  currency: string;
  description: string;
  customId: string;
  captureId: string | null;
  refundedCents: number;
}

/** A browser call the test gateway refused, answered with Stripe's error shape. */
export class TestGatewayRefusal extends Error {
  override name = 'TestGatewayRefusal';
  /** The event a webhook would carry for what the refused call did (a declined confirm). */
  event: GatewayEvent | null = null;

  constructor(
    readonly status: 400 | 402 | 404,
    message: string,
    readonly code: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** Stripe's messages for its test cards' declines, so the buyer sees what Stripe would say. */
const DECLINES: Partial<Record<CardOutcome, { message: string; code: string }>> = {
  declined: { message: 'Your card was declined.', code: 'card_declined' },
  'challenge-then-decline': { message: 'Your card was declined.', code: 'card_declined' },
  'insufficient-funds': {
    message: 'Your card has insufficient funds.',
    code: 'insufficient_funds',
  },
  expired: { message: 'Your card has expired.', code: 'expired_card' },
  'incorrect-cvc': { message: "Your card's security code is incorrect.", code: 'incorrect_cvc' },
};
const AUTHENTICATION_FAILED = {
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  code: 'payment_intent_authentication_failure',
};

const randomId = (prefix: string, bytes = 12) =>
  `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
/** PayPal's order ids are 17 upper-case characters; ours are longer, being the only secret. */
const walletOrderId = () => `TESTPP${randomBytes(16).toString('hex').toUpperCase()}`;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function sameSecret(given: string, stored: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(stored).digest();
  return timingSafeEqual(a, b);
}

function cardIntentOf(id: string, intent: StoredIntent): CardIntent {
  return {
    id,
    clientSecret: intent.clientSecret,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    chargeRef: intent.charge,
    metadata: intent.metadata,
    lastError: intent.lastError?.message ?? null,
  };
}

function walletOrderOf(id: string, order: StoredWalletOrder): WalletOrder {
  return {
    id,
    status: order.status,
    amountCents: order.amountCents,
    currency: order.currency,
    customId: order.customId,
    captureRef: order.captureId,
  };
}

/** What the card page sees of an intent (no metadata, no payment method). */
function browserIntentOf(id: string, intent: StoredIntent): TestPaymentIntent {
  return {
    id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    next_action:
      intent.status === 'requires_action' && intent.challengeId
        ? { type: 'test_challenge', challenge_id: intent.challengeId }
        : null,
    last_payment_error: intent.lastError,
  };
}

/**
 * Issue 17: the built-in test gateway, the default when no provider keys are configured. It
 * behaves like Stripe for cards ('test-card': intents, client secrets, the test card numbers of
 * `TEST_CARDS`, a 3-D Secure challenge, declines with Stripe's messages, refunds) and like PayPal
 * for the wallet ('test-paypal': orders CREATED → APPROVED → COMPLETED or VOIDED), so the whole
 * payment flow runs offline. Its records live in the database (`test_gateway_objects`), so every
 * server process agrees, and every state change is compare-and-set: a confirm, capture or refund
 * happens once however many calls race. No money moves.
 *
 * Besides the two gateway interfaces it answers the browser calls of
 * `@atelier/contracts/test-gateway` (`test-gateway-routes.ts` puts them on the wire).
 */
export function testGateway(db: Database) {
  const objects = testGatewayRepository(db);

  async function loadIntent(id: string): Promise<StoredIntent> {
    const data = await objects.get('payment_intent', id);
    if (!data) throw new GatewayError(`No such payment_intent: '${id}'`, 'resource_missing', false);
    return data as unknown as StoredIntent;
  }

  async function loadOrder(id: string): Promise<StoredWalletOrder> {
    const data = await objects.get('wallet_order', id);
    if (!data)
      throw new GatewayError('The specified resource does not exist.', 'RESOURCE_NOT_FOUND', false);
    return data as unknown as StoredWalletOrder;
  }

  /** A wallet order the browser names: an unknown or malformed id is the page's 404. */
  async function browserOrder(id: string): Promise<StoredWalletOrder> {
    const data = /^TESTPP[0-9A-F]{32}$/.test(id)
      ? await objects.get('wallet_order', id)
      : undefined;
    if (!data) throw new TestGatewayRefusal(404, 'No such order.', 'resource_missing');
    return data as unknown as StoredWalletOrder;
  }

  /** What the test wallet's approval page shows of an order. */
  const browserOrderOf = (id: string, order: StoredWalletOrder): TestWalletOrder => ({
    id,
    status: order.status,
    amount: {
      currency_code: order.currency,
      value: paypalValue(order.amountCents, order.currency),
    },
    description: order.description,
  });

  /**
   * Moves an intent from the status it was read in; when another call moved it first, answers
   * it as it now stands (the caller decides what that means).
   */
  async function moveIntent(
    id: string,
    from: StoredIntent,
    to: StoredIntent,
  ): Promise<{ moved: boolean; intent: StoredIntent }> {
    const moved = await objects.replaceIf(
      'payment_intent',
      id,
      from as unknown as TestGatewayData,
      to as unknown as TestGatewayData,
    );
    return { moved, intent: moved ? to : await loadIntent(id) };
  }

  async function moveOrder(
    id: string,
    from: StoredWalletOrder,
    to: StoredWalletOrder,
  ): Promise<StoredWalletOrder> {
    const moved = await objects.replaceIf(
      'wallet_order',
      id,
      from as unknown as TestGatewayData,
      to as unknown as TestGatewayData,
    );
    return moved ? to : loadOrder(id);
  }

  /**
   * The outcome of a refund asked again with the same idempotency key: when the first call is
   * still at it, waits for it (briefly) rather than answer a refund that may yet succeed.
   */
  async function settledRefund(id: string, pending: string): Promise<unknown> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const refund = await objects.get('refund', id);
      if (refund?.status !== pending) return refund?.status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pending;
  }

  /**
   * A refund counted once on the charged object (an intent or a wallet order): the refund record
   * claims the idempotency key, and the object's refunded sum moves by compare-and-set, so two
   * refunds racing never give back more than was charged. Five lost races in a row fail it
   * rather than report a refund that was not counted.
   */
  async function refundOnce<Doc extends { refundedCents: number }>(spec: {
    kind: 'payment_intent' | 'wallet_order';
    objectId: string;
    refundId: string;
    idempotencyKey: string;
    record: Record<string, string | number>;
    statuses: { pending: string; succeeded: string; failed: string };
    amountCents: number;
    load(): Promise<Doc>;
    /** Why the object cannot give this refund back now, or null when it can. */
    refusal(current: Doc): GatewayError | null;
  }): Promise<{ id: string; succeeded: boolean }> {
    const claimed = await objects.create(
      'refund',
      spec.refundId,
      { ...spec.record, status: spec.statuses.pending },
      spec.idempotencyKey,
    );
    if (!claimed.created) {
      const settled = await settledRefund(claimed.id, spec.statuses.pending);
      return { id: claimed.id, succeeded: settled === spec.statuses.succeeded };
    }
    const settle = (status: string) =>
      objects.replaceIf('refund', spec.refundId, claimed.data, { ...claimed.data, status });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const current = await spec.load();
      const refusal = spec.refusal(current);
      if (refusal) {
        await settle(spec.statuses.failed);
        throw refusal;
      }
      const moved = await objects.replaceIf(
        spec.kind,
        spec.objectId,
        current as unknown as TestGatewayData,
        {
          ...current,
          refundedCents: current.refundedCents + spec.amountCents,
        } as unknown as TestGatewayData,
      );
      if (moved) {
        await settle(spec.statuses.succeeded);
        return { id: spec.refundId, succeeded: true };
      }
    }
    await settle(spec.statuses.failed);
    throw new GatewayError(
      'The refund could not be recorded while other changes were made; please try again.',
      'lock_timeout',
      false,
    );
  }

  async function intentBySecret(
    clientSecret: string,
  ): Promise<{ id: string; intent: StoredIntent }> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const data = id.startsWith('pi_test_') ? await objects.get('payment_intent', id) : undefined;
    const intent = data as unknown as StoredIntent | undefined;
    if (!intent || !sameSecret(clientSecret, intent.clientSecret)) {
      throw new TestGatewayRefusal(
        404,
        'No such payment_intent: the client secret is not valid.',
        'resource_missing',
        'client_secret',
      );
    }
    return { id, intent };
  }

  /** The outcome of charging `method` for the intent (a confirm, or a challenge answered). */
  function charged(
    intent: StoredIntent,
    outcome: CardOutcome | 'succeeds-after-challenge',
  ): StoredIntent {
    if (outcome === 'succeeds' || outcome === 'succeeds-after-challenge') {
      return {
        ...intent,
        status: 'succeeded',
        charge: randomId('ch_test_'),
        challengeId: null,
        afterChallenge: null,
        lastError: null,
      };
    }
    if (outcome === 'challenge' || outcome === 'challenge-then-decline') {
      return {
        ...intent,
        status: 'requires_action',
        challengeId: randomId('tds_test_'),
        afterChallenge: outcome === 'challenge' ? 'succeeds' : 'declined',
        lastError: null,
      };
    }
    const decline = DECLINES[outcome] ?? DECLINES.declined;
    return {
      ...intent,
      status: 'requires_payment_method',
      challengeId: null,
      afterChallenge: null,
      lastError: decline ?? null,
    };
  }

  const card: CardGateway & { readonly provider: 'test-card' } = {
    provider: 'test-card',

    async upsertIntent(input) {
      if (input.paymentMethodId !== undefined) {
        const method = await objects.get('payment_method', input.paymentMethodId);
        if (!method) {
          throw new GatewayError(
            `No such PaymentMethod: '${input.paymentMethodId}'`,
            'resource_missing',
            false,
          );
        }
      }
      const currency = input.currency.toLowerCase();
      if (input.intentId !== undefined) {
        const current = await loadIntent(input.intentId);
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
            current.status,
          )
        ) {
          throw new GatewayError(
            `This PaymentIntent's amount could not be updated because it has a status of ${current.status}.`,
            'payment_intent_unexpected_state',
            false,
          );
        }
        const paymentMethod = input.paymentMethodId ?? current.paymentMethod;
        const next: StoredIntent = {
          ...current,
          amount: input.amountCents,
          currency,
          description: input.description,
          receiptEmail: input.receiptEmail ?? current.receiptEmail,
          metadata: { ...current.metadata, ...input.metadata },
          paymentMethod,
          // A new amount needs a new confirmation, as with Stripe.
          status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
          challengeId: null,
          afterChallenge: null,
        };
        const { moved, intent } = await moveIntent(input.intentId, current, next);
        if (!moved && intent.amount !== input.amountCents) {
          throw new GatewayError(
            'The payment intent changed meanwhile; please try again.',
            'payment_intent_unexpected_state',
            false,
          );
        }
        return cardIntentOf(input.intentId, intent);
      }
      const id = randomId('pi_test_');
      const intent: StoredIntent = {
        status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
        amount: input.amountCents,
        currency,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
        description: input.description,
        receiptEmail: input.receiptEmail ?? null,
        metadata: input.metadata,
        paymentMethod: input.paymentMethodId ?? null,
        challengeId: null,
        afterChallenge: null,
        charge: null,
        refundedCents: 0,
        lastError: null,
      };
      const created = await objects.create(
        'payment_intent',
        id,
        intent as unknown as TestGatewayData,
        `intent\n${input.idempotencyKey}`,
      );
      return cardIntentOf(created.id, created.data as unknown as StoredIntent);
    },

    async retrieveIntent(id) {
      return cardIntentOf(id, await loadIntent(id));
    },

    async captureIntent(id) {
      // Test intents capture automatically: only one left in requires_capture would move here.
      const current = await loadIntent(id);
      if (current.status === 'succeeded') return cardIntentOf(id, current);
      if (current.status !== 'requires_capture') {
        throw new GatewayError(
          `This PaymentIntent could not be captured because it has a status of ${current.status}.`,
          'payment_intent_unexpected_state',
          false,
        );
      }
      const { intent } = await moveIntent(id, current, {
        ...current,
        status: 'succeeded',
        charge: current.charge ?? randomId('ch_test_'),
      });
      return cardIntentOf(id, intent);
    },

    async cancelIntent(id) {
      const current = await loadIntent(id);
      if (current.status === 'canceled') return cardIntentOf(id, current);
      if (current.status === 'succeeded' || current.status === 'processing') {
        throw new GatewayError(
          `You cannot cancel this PaymentIntent because it has a status of ${current.status}.`,
          'payment_intent_unexpected_state',
          false,
        );
      }
      const { moved, intent } = await moveIntent(id, current, {
        ...current,
        status: 'canceled',
        challengeId: null,
      });
      if (!moved && intent.status !== 'canceled') {
        throw new GatewayError(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
          false,
        );
      }
      return cardIntentOf(id, intent);
    },

    async refund(input) {
      const result = await refundOnce<StoredIntent>({
        kind: 'payment_intent',
        objectId: input.intentId,
        refundId: randomId('re_test_'),
        idempotencyKey: `refund\n${input.idempotencyKey}`,
        record: { intentId: input.intentId, amount: input.amountCents },
        statuses: { pending: 'pending', succeeded: 'succeeded', failed: 'failed' },
        amountCents: input.amountCents,
        load: () => loadIntent(input.intentId),
        refusal(current) {
          const left = current.amount - current.refundedCents;
          if (current.status === 'succeeded' && input.amountCents > 0 && input.amountCents <= left)
            return null;
          return new GatewayError(
            current.status !== 'succeeded'
              ? 'This PaymentIntent has no successful charge to refund.'
              : `Refund amount (${input.amountCents}) is greater than unrefunded amount on charge (${left}).`,
            'charge_already_refunded',
            false,
          );
        },
      });
      return { id: result.id, status: result.succeeded ? 'succeeded' : 'failed' };
    },

    verifyWebhook(): GatewayEvent {
      // The test gateway's events never come over HTTP: see `test-gateway-routes.ts`.
      throw new WebhookRejected('The test gateway sends no webhooks.');
    },
  };

  const wallet: WalletGateway & {
    readonly provider: 'test-paypal';
    voidOrder(id: string): Promise<WalletOrder>;
  } = {
    provider: 'test-paypal',

    async createOrder(input) {
      const order: StoredWalletOrder = {
        status: 'CREATED',
        amountCents: input.amountCents,
        currency: input.currency.toUpperCase(),
        description: input.description,
        customId: input.customId,
        captureId: null,
        refundedCents: 0,
      };
      const created = await objects.create(
        'wallet_order',
        walletOrderId(),
        order as unknown as TestGatewayData,
        `order\n${input.idempotencyKey}`,
      );
      return walletOrderOf(created.id, created.data as unknown as StoredWalletOrder);
    },

    async getOrder(id) {
      return walletOrderOf(id, await loadOrder(id));
    },

    async captureOrder(id) {
      const current = await loadOrder(id);
      if (current.status === 'COMPLETED') return walletOrderOf(id, current);
      if (current.status !== 'APPROVED') {
        throw new GatewayError(
          current.status === 'VOIDED'
            ? 'The order was voided and cannot be captured.'
            : 'The payer has not yet approved the order for payment.',
          current.status === 'VOIDED' ? 'ORDER_ALREADY_VOIDED' : 'ORDER_NOT_APPROVED',
          false,
        );
      }
      const after = await moveOrder(id, current, {
        ...current,
        status: 'COMPLETED',
        captureId: `TESTCAP${randomBytes(8).toString('hex').toUpperCase()}`,
      });
      return walletOrderOf(id, after);
    },

    async refundCapture(input) {
      const found = await objects.findBy('wallet_order', 'captureId', input.captureId);
      if (!found) {
        throw new GatewayError(
          'The specified resource does not exist.',
          'RESOURCE_NOT_FOUND',
          false,
        );
      }
      const result = await refundOnce<StoredWalletOrder>({
        kind: 'wallet_order',
        objectId: found.id,
        refundId: `TESTREF${randomBytes(8).toString('hex').toUpperCase()}`,
        idempotencyKey: `wallet-refund\n${input.idempotencyKey}`,
        record: { captureId: input.captureId, amount: input.amountCents },
        statuses: { pending: 'PENDING', succeeded: 'COMPLETED', failed: 'FAILED' },
        amountCents: input.amountCents,
        load: () => loadOrder(found.id),
        refusal(current) {
          const left = current.amountCents - current.refundedCents;
          if (current.status === 'COMPLETED' && input.amountCents > 0 && input.amountCents <= left)
            return null;
          return new GatewayError(
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
            'REFUND_AMOUNT_EXCEEDED',
            false,
          );
        },
      });
      return { id: result.id, status: result.succeeded ? 'COMPLETED' : 'FAILED' };
    },

    async voidOrder(id) {
      const current = await loadOrder(id);
      if (current.status === 'COMPLETED' || current.status === 'VOIDED') {
        return walletOrderOf(id, current);
      }
      return walletOrderOf(id, await moveOrder(id, current, { ...current, status: 'VOIDED' }));
    },
  };

  /** The browser's side: what the test card input, challenge dialog and wallet button call. */
  const browser = {
    /** PAY-006: a card checked and stored as a payment method (the number itself is not kept). */
    async createPaymentMethod(input: {
      number: string;
      exp_month: number;
      exp_year: number;
      cvc: string;
      postal_code?: string | undefined;
    }): Promise<TestPaymentMethod> {
      const digits = input.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
        throw new TestGatewayRefusal(
          402,
          'Your card number is incorrect.',
          'incorrect_number',
          'number',
        );
      }
      if (input.exp_month < 1 || input.exp_month > 12) {
        throw new TestGatewayRefusal(
          402,
          "Your card's expiration month is invalid.",
          'invalid_expiry_month',
          'exp_month',
        );
      }
      const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
      const now = new Date();
      const expired =
        year < now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && input.exp_month < now.getUTCMonth() + 1);
      if (expired || year > now.getUTCFullYear() + 50) {
        throw new TestGatewayRefusal(
          402,
          "Your card's expiration year is invalid.",
          'invalid_expiry_year',
          'exp_year',
        );
      }
      if (!/^\d{3,4}$/.test(input.cvc)) {
        throw new TestGatewayRefusal(
          402,
          "Your card's security code is invalid.",
          'invalid_cvc',
          'cvc',
        );
      }
      const known = TEST_CARDS.find((candidate) => candidate.number === digits);
      if (!known) {
        throw new TestGatewayRefusal(
          402,
          'Your card was declined. This is the test gateway: please use one of the test card numbers.',
          'card_declined',
          'number',
        );
      }
      const method: StoredPaymentMethod = {
        status: 'attached',
        brand: digits.startsWith('4') ? 'visa' : 'unknown',
        last4: digits.slice(-4),
        expMonth: input.exp_month,
        expYear: year,
        outcome: known.outcome,
      };
      const id = randomId('pm_test_');
      await objects.create('payment_method', id, method as unknown as TestGatewayData);
      return {
        id,
        card: {
          brand: method.brand,
          last4: method.last4,
          exp_month: method.expMonth,
          exp_year: year,
        },
      };
    },

    async intent(clientSecret: string): Promise<TestPaymentIntent> {
      const { id, intent } = await intentBySecret(clientSecret);
      return browserIntentOf(id, intent);
    },

    /**
     * PAY-014: confirms the intent with its (or the given) payment method. Answers the intent
     * and, when it succeeded or was declined by this call, the event a webhook would carry.
     */
    async confirm(
      clientSecret: string,
      paymentMethodId: string | undefined,
    ): Promise<{ intent: TestPaymentIntent; event: GatewayEvent | null }> {
      const { id, intent: current } = await intentBySecret(clientSecret);
      if (!['requires_payment_method', 'requires_confirmation'].includes(current.status)) {
        if (current.status === 'succeeded' || current.status === 'requires_action') {
          return { intent: browserIntentOf(id, current), event: null };
        }
        throw new TestGatewayRefusal(
          400,
          `This PaymentIntent's status is ${current.status}, so it cannot be confirmed.`,
          'payment_intent_unexpected_state',
        );
      }
      const methodId = paymentMethodId ?? current.paymentMethod;
      const method = methodId
        ? ((await objects.get('payment_method', methodId)) as unknown as
            StoredPaymentMethod | undefined)
        : undefined;
      if (!methodId || !method) {
        throw new TestGatewayRefusal(
          400,
          'You must provide a valid payment method to confirm this PaymentIntent.',
          'payment_method_missing',
          'payment_method',
        );
      }
      const next = charged({ ...current, paymentMethod: methodId }, method.outcome);
      const { moved, intent } = await moveIntent(id, current, next);
      const event = moved ? eventOf(id, intent) : null;
      if (intent.status === 'requires_payment_method' && intent.lastError) {
        const refusal = new TestGatewayRefusal(
          402,
          intent.lastError.message,
          intent.lastError.code,
        );
        refusal.event = event;
        throw refusal;
      }
      return { intent: browserIntentOf(id, intent), event };
    },

    /** The buyer's answer on the 3-D Secure page. */
    async answerChallenge(
      clientSecret: string,
      outcome: 'complete' | 'fail',
    ): Promise<{ intent: TestPaymentIntent; event: GatewayEvent | null }> {
      const { id, intent: current } = await intentBySecret(clientSecret);
      if (current.status !== 'requires_action') {
        return { intent: browserIntentOf(id, current), event: null };
      }
      const next =
        outcome === 'fail'
          ? {
              ...current,
              status: 'requires_payment_method' as const,
              challengeId: null,
              afterChallenge: null,
              lastError: AUTHENTICATION_FAILED,
            }
          : charged(
              current,
              current.afterChallenge === 'succeeds'
                ? 'succeeds-after-challenge'
                : (current.afterChallenge ?? 'declined'),
            );
      const { moved, intent } = await moveIntent(id, current, next);
      return { intent: browserIntentOf(id, intent), event: moved ? eventOf(id, intent) : null };
    },

    async walletOrder(id: string): Promise<TestWalletOrder> {
      return browserOrderOf(id, await browserOrder(id));
    },

    /** The buyer approved the order on the test wallet's page (PP-012). */
    async approveWalletOrder(id: string): Promise<TestWalletOrder> {
      const current = await browserOrder(id);
      const after =
        current.status === 'CREATED'
          ? await moveOrder(id, current, { ...current, status: 'APPROVED' })
          : current;
      if (after.status !== 'APPROVED' && after.status !== 'COMPLETED') {
        throw new TestGatewayRefusal(
          400,
          `This order is ${after.status.toLowerCase()}.`,
          'order_not_approvable',
        );
      }
      return browserOrderOf(id, after);
    },
  };

  function eventOf(id: string, intent: StoredIntent): GatewayEvent | null {
    const type =
      intent.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : intent.status === 'requires_payment_method' && intent.lastError
          ? 'payment_intent.payment_failed'
          : null;
    return type ? { id: randomId('evt_test_'), type, intent: cardIntentOf(id, intent) } : null;
  }

  return { card, wallet, browser };
}

export type TestGateway = ReturnType<typeof testGateway>;
