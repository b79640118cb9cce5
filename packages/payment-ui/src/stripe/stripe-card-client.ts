import type { PaymentIntent, Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import type { CardBillingDetails, CardClient, CardResult } from '../card-client';

function failure(error: StripeError): { ok: false; message: string; code?: string } {
  return {
    ok: false,
    message: error.message ?? 'Your card could not be charged. Please try again.',
    ...(error.code === undefined ? {} : { code: error.code }),
  };
}

type IntentAnswer = { paymentIntent?: PaymentIntent; error?: StripeError };

function intentResult(answer: IntentAnswer): CardResult<{ id: string; status: string }> {
  if (answer.error !== undefined) return failure(answer.error);
  if (answer.paymentIntent === undefined) {
    return { ok: false, message: 'Your card could not be charged. Please try again.' };
  }
  return { ok: true, value: { id: answer.paymentIntent.id, status: answer.paymentIntent.status } };
}

/** Stripe.js behind the CardClient interface: Stripe's answers mapped to `CardResult`. */
export function createStripeCardClient(
  stripe: Stripe,
  cardElement: () => StripeCardElement | null,
): CardClient {
  return {
    provider: 'stripe',

    async createPaymentMethod(billing?: CardBillingDetails) {
      const card = cardElement();
      if (card === null) return { ok: false, message: 'The card field is not ready yet.' };
      const answer = await stripe.createPaymentMethod({
        type: 'card',
        card,
        ...(billing === undefined ? {} : { billing_details: billing }),
      });
      if (answer.error !== undefined) return failure(answer.error);
      return { ok: true, value: { id: answer.paymentMethod.id } };
    },

    async confirmCardPayment(clientSecret: string, paymentMethodId?: string) {
      const card = cardElement();
      if (paymentMethodId === undefined && card === null) {
        return { ok: false, message: 'The card field is not ready yet.' };
      }
      return intentResult(
        await stripe.confirmCardPayment(clientSecret, {
          payment_method: paymentMethodId ?? { card: card as StripeCardElement },
        }),
      );
    },

    async retrievePaymentIntent(clientSecret: string) {
      return intentResult(await stripe.retrievePaymentIntent(clientSecret));
    },

    async handleCardAction(clientSecret: string) {
      return intentResult(await stripe.handleCardAction(clientSecret));
    },
  };
}
