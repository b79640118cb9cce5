/**
 * Issue 17: what a mounted card field can do, whichever provider is behind it (Stripe.js or the
 * built-in test gateway). The method names and answers follow Stripe.js, since the form
 * runtime's card flow (PAY-006, PAY-014, PAY-015) is written in its terms.
 */

export type CardResult<T> = { ok: true; value: T } | { ok: false; message: string; code?: string };

export interface CardBillingDetails {
  name?: string | undefined;
  email?: string | undefined;
  address?: { line1?: string; postal_code?: string; city?: string; country?: string } | undefined;
}

export interface CardIntentView {
  id: string;
  /** Stripe's intent statuses: `succeeded`, `requires_action`, `requires_source_action`, … */
  status: string;
}

export interface CardClient {
  readonly provider: 'stripe' | 'test';
  /** PAY-006 steps 1 and 2: checks the card the buyer typed and turns it into a payment method. */
  createPaymentMethod(billing?: CardBillingDetails): Promise<CardResult<{ id: string }>>;
  /** PAY-014: confirms the intent with its secret, running the 3-D Secure challenge if asked. */
  confirmCardPayment(
    clientSecret: string,
    paymentMethodId?: string,
  ): Promise<CardResult<CardIntentView>>;
  /** PAY-015: reads the intent back… */
  retrievePaymentIntent(clientSecret: string): Promise<CardResult<CardIntentView>>;
  /** …and runs the card action when it `requires_action` or `requires_source_action`. */
  handleCardAction(clientSecret: string): Promise<CardResult<CardIntentView>>;
}
