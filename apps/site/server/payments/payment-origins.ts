import type { PaymentsConfig } from '../platform/config/config';

export interface PaymentOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * Issue 17: what the CSP must allow for the configured payment providers, as Stripe and PayPal
 * document it: Stripe.js runs from js.stripe.com, frames its card fields and 3-D Secure pages
 * (js.stripe.com, hooks.stripe.com) and calls api.stripe.com; PayPal's SDK runs from its SDK
 * address and frames and calls PayPal's hosts. Nothing is added for the test gateway: its card
 * input and wallet button are this site's own code calling this site.
 */
export function paymentOrigins(config: PaymentsConfig): PaymentOrigins {
  const script = new Set<string>();
  const frame = new Set<string>();
  const connect = new Set<string>();
  if (config.stripe) {
    for (const origin of ['https://js.stripe.com', 'https://*.js.stripe.com']) {
      script.add(origin);
      frame.add(origin);
    }
    frame.add('https://hooks.stripe.com');
    connect.add('https://api.stripe.com');
  }
  if (config.paypal) {
    const sdk = new URL(config.paypal.sdkUrl).origin;
    for (const origin of [sdk, 'https://*.paypal.com', 'https://www.paypalobjects.com']) {
      script.add(origin);
      frame.add(origin);
      connect.add(origin);
    }
  }
  return { script: [...script], frame: [...frame], connect: [...connect] };
}

/** Two lists of allowed origins as one (captcha providers' and payment providers'). */
export function mergedOrigins(...lists: PaymentOrigins[]): PaymentOrigins {
  const merge = (pick: (list: PaymentOrigins) => string[]) => [...new Set(lists.flatMap(pick))];
  return {
    script: merge((list) => list.script),
    frame: merge((list) => list.frame),
    connect: merge((list) => list.connect),
  };
}
