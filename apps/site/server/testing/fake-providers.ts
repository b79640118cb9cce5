import type { PaymentsConfig } from '../platform/config/config';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  startFakePaypal,
  type FakePaypal,
} from './fake-paypal';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from './fake-stripe';

/** The PayPal SDK address a site with real keys hands the browser (never loaded by a test). */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/**
 * Issue 17: the local Stripe and PayPal fakes, started, and the payments configuration of a
 * site set up with real keys but pointed at them, so no test reaches the internet.
 */
export interface FakeProviders {
  stripe: FakeStripe;
  paypal: FakePaypal;
  config: PaymentsConfig;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const stripe = await startFakeStripe();
  const paypal = await startFakePaypal();
  return {
    stripe,
    paypal,
    config: {
      stripe: {
        secretKey: FAKE_STRIPE_SECRET_KEY,
        publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
        webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      },
      paypal: {
        clientId: FAKE_PAYPAL_CLIENT_ID,
        clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
        mode: 'sandbox',
        apiUrl: paypal.url,
        sdkUrl: PAYPAL_SDK_URL,
      },
      reservationMinutes: 30,
    },
    async close() {
      await stripe.close();
      await paypal.close();
    },
  };
}
