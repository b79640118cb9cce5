import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';

/** How often and how long the card field waits for Stripe.js (the original's 100 ms × 300). */
export const STRIPE_WAIT = { intervalMs: 100, tries: 300 } as const;

export const STRIPE_LOAD_FAILED = 'Failed to load Stripe.';

export interface StripeLoaderDeps {
  /** `loadStripe` of `@stripe/stripe-js/pure` (imported lazily by default). */
  loadStripe(key: string, options: StripeConstructorOptions): Promise<Stripe | null>;
  sleep(ms: number): Promise<void>;
  /** `window.Stripe` once Stripe.js is on the page. */
  stripeOnPage(): ((key: string, options?: StripeConstructorOptions) => Stripe) | undefined;
}

const defaultDeps: StripeLoaderDeps = {
  async loadStripe(key, options) {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    return loadStripe(key, options);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  stripeOnPage: () => (window as { Stripe?: ReturnType<StripeLoaderDeps['stripeOnPage']> }).Stripe,
};

/**
 * Loads Stripe.js (its script is only added now, when a Stripe card field mounts) and checks
 * every 100 ms, up to 300 times, whether Stripe is there; then gives up with the original's
 * 'Failed to load Stripe.' log and null, and the field shows an error instead of a dead box.
 */
export async function loadStripeWithWait(
  publishableKey: string,
  locale: string | undefined,
  deps: StripeLoaderDeps = defaultDeps,
): Promise<Stripe | null> {
  const options = (locale ? { locale } : {}) as StripeConstructorOptions;
  let loaded: Stripe | null = null;
  let failed = false;
  const load = () => {
    failed = false;
    deps.loadStripe(publishableKey, options).then(
      (stripe) => {
        if (stripe === null) failed = true;
        else loaded = stripe;
      },
      () => {
        failed = true;
      },
    );
  };
  load();
  for (let attempt = 0; attempt < STRIPE_WAIT.tries; attempt += 1) {
    await deps.sleep(STRIPE_WAIT.intervalMs);
    if (loaded !== null) return loaded;
    // The script came by another way (another widget's loader, a cached script whose load
    // event was missed): use it.
    const onPage = deps.stripeOnPage();
    if (onPage !== undefined) return onPage(publishableKey, options);
    // A failed script load (offline for a moment): try again on the next tick.
    if (failed) load();
  }
  console.error(STRIPE_LOAD_FAILED);
  return null;
}
