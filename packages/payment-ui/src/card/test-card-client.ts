import type { TestPaymentIntent } from '@atelier/contracts/test-gateway';
import type { CardBillingDetails, CardClient, CardIntentView, CardResult } from '../card-client';
import type { FetchLike } from '../test-gateway-http';
import { paymentIntent, paymentMethod } from '../test-gateway-answers';
import { callTestGateway } from '../test-gateway-http';
import type { TestCardInput } from './card-input';
import { cardDigits, parseExpiry } from './card-input';

export type ChallengeOutcome = 'complete' | 'fail';

export interface TestCardClientDeps {
  fetch: FetchLike;
  /**
   * The card as typed, after the field's own checks: a message when the card is not
   * acceptable (the field shows it under itself), else the input.
   */
  readCard():
    { ok: true; card: TestCardInput; requirePostalCode: boolean } | { ok: false; message: string };
  /** Shows the 3-D Secure challenge for the intent and resolves with the buyer's answer. */
  challenge(intent: TestPaymentIntent): Promise<ChallengeOutcome>;
}

/** Statuses after which a confirmed intent needs the buyer again (PAY-015). */
const ACTION_STATUSES = new Set(['requires_action', 'requires_source_action']);

function view(intent: TestPaymentIntent): CardIntentView {
  return { id: intent.id, status: intent.status };
}

/**
 * Stripe.js answers a refused confirmation with an error, not with the intent: the same here,
 * so the caller (PAY-014) sees one shape whichever provider runs.
 */
function settle(intent: TestPaymentIntent): CardResult<CardIntentView> {
  if (intent.status === 'requires_payment_method' && intent.last_payment_error !== null) {
    return {
      ok: false,
      message: intent.last_payment_error.message,
      code: intent.last_payment_error.code,
    };
  }
  return { ok: true, value: view(intent) };
}

/** The test gateway's CardClient: the same calls Stripe.js makes, against `/api/test-gateway`. */
export function createTestCardClient(deps: TestCardClientDeps): CardClient {
  async function answerChallenge(intent: TestPaymentIntent, clientSecret: string) {
    const outcome = await deps.challenge(intent);
    return callTestGateway(deps.fetch, '/payment-intents/challenge', paymentIntent, {
      client_secret: clientSecret,
      outcome,
    });
  }

  /** Runs the challenge when the intent asks for one, then settles the answer. */
  async function afterConfirm(
    intent: TestPaymentIntent,
    clientSecret: string,
  ): Promise<CardResult<CardIntentView>> {
    if (ACTION_STATUSES.has(intent.status) && intent.next_action !== null) {
      const answered = await answerChallenge(intent, clientSecret);
      return answered.ok ? settle(answered.value) : answered;
    }
    return settle(intent);
  }

  return {
    provider: 'test',

    async createPaymentMethod(billing?: CardBillingDetails) {
      const read = deps.readCard();
      if (!read.ok) return { ok: false, message: read.message, code: 'validation_error' };
      const expiry = parseExpiry(read.card.expiry);
      const billingDetails: { name?: string; email?: string } = {};
      if (billing?.name) billingDetails.name = billing.name;
      if (billing?.email) billingDetails.email = billing.email;
      const answer = await callTestGateway(deps.fetch, '/payment-methods', paymentMethod, {
        number: cardDigits(read.card.number),
        exp_month: expiry?.month ?? 0,
        exp_year: expiry?.year ?? 0,
        cvc: read.card.cvc.trim(),
        ...(read.requirePostalCode ? { postal_code: read.card.postalCode.trim() } : {}),
        ...(Object.keys(billingDetails).length > 0 ? { billing_details: billingDetails } : {}),
      });
      return answer.ok ? { ok: true, value: { id: answer.value.id } } : answer;
    },

    async confirmCardPayment(clientSecret: string, paymentMethodId?: string) {
      const answer = await callTestGateway(
        deps.fetch,
        '/payment-intents/confirm',
        paymentIntent,
        paymentMethodId === undefined
          ? { client_secret: clientSecret }
          : { client_secret: clientSecret, payment_method: paymentMethodId },
      );
      return answer.ok ? afterConfirm(answer.value, clientSecret) : answer;
    },

    async retrievePaymentIntent(clientSecret: string) {
      const answer = await callTestGateway(
        deps.fetch,
        `/payment-intents?client_secret=${encodeURIComponent(clientSecret)}`,
        paymentIntent,
      );
      return answer.ok ? { ok: true, value: view(answer.value) } : answer;
    },

    async handleCardAction(clientSecret: string) {
      const answer = await callTestGateway(
        deps.fetch,
        `/payment-intents?client_secret=${encodeURIComponent(clientSecret)}`,
        paymentIntent,
      );
      return answer.ok ? afterConfirm(answer.value, clientSecret) : answer;
    },
  };
}
