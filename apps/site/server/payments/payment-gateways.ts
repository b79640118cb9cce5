import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import type { PublicPaymentConfig } from '@atelier/contracts/payments';
import type { Database } from '@atelier/db/connection';
import type { PaymentsConfig } from '../platform/config/config';
import type { CardGateway, WalletGateway } from './payment-gateway';
import { paypalClient } from './paypal-client';
import { paypalGateway } from './paypal-gateway';
import { stripeGateway } from './stripe-gateway';
import { testGateway, type TestGateway } from './test-gateway';

export interface PaymentGateways {
  card: CardGateway;
  wallet: WalletGateway;
  /** The test gateway, whenever one of the two is it (its browser calls are then served). */
  test: TestGateway | undefined;
  publicConfig: PublicPaymentConfig;
}

/**
 * Issue 17 (ADR 0019): the gateway for each way of paying, from the configuration: Stripe when
 * its keys are set, PayPal when its keys are set, the built-in test gateway for whichever is
 * not, so a fresh install (and every test) takes payments offline with no money moving.
 */
export function paymentGateways(
  config: PaymentsConfig,
  db: Database,
  options: { fetch?: typeof fetch | undefined } = {},
): PaymentGateways {
  const needsTest = config.stripe === undefined || config.paypal === undefined;
  const test = needsTest ? testGateway(db) : undefined;
  const card = config.stripe ? stripeGateway(config.stripe) : test?.card;
  const wallet = config.paypal
    ? paypalGateway(paypalClient({ ...config.paypal, fetch: options.fetch }))
    : test?.wallet;
  if (!card || !wallet) throw new Error('A payment gateway is missing.');
  return {
    card,
    wallet,
    test,
    publicConfig: {
      card: config.stripe
        ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
        : { provider: 'test' },
      paypal: config.paypal
        ? { provider: 'paypal', clientId: config.paypal.clientId, sdkUrl: config.paypal.sdkUrl }
        : // The test wallet's button is drawn by @atelier/payment-ui itself; no SDK script loads.
          { provider: 'test', clientId: 'test', sdkUrl: TEST_GATEWAY_BASE },
      testMode: needsTest,
    },
  };
}
