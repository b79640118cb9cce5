import type { Stripe } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StripeLoaderDeps } from './stripe-loader';
import { STRIPE_LOAD_FAILED, loadStripeWithWait } from './stripe-loader';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fakeStripe = { elements: () => ({}) } as unknown as Stripe;

function deps(overrides: Partial<StripeLoaderDeps>): StripeLoaderDeps {
  return {
    loadStripe: () => new Promise<Stripe | null>(() => undefined),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    stripeOnPage: () => undefined,
    ...overrides,
  };
}

describe('Stripe loader', () => {
  it("ERR-024 waits every 100 ms up to 300 tries, then logs 'Failed to load Stripe.' and gives null", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let settled: Stripe | null | 'pending' = 'pending';
    void loadStripeWithWait('pk_live_x', 'en', deps({})).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(299 * 100);
    expect(settled).toBe('pending');
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBeNull();
    expect(log).toHaveBeenCalledExactlyOnceWith(STRIPE_LOAD_FAILED);
    expect(STRIPE_LOAD_FAILED).toBe('Failed to load Stripe.');
  });

  it('resolves with Stripe as soon as the script has loaded, passing the key and locale', async () => {
    vi.useFakeTimers();
    let resolveLoad: (stripe: Stripe) => void = () => undefined;
    const loadStripe = vi.fn(
      () => new Promise<Stripe | null>((resolve) => (resolveLoad = resolve)),
    );
    const pending = loadStripeWithWait('pk_live_x', 'fr', deps({ loadStripe }));
    await vi.advanceTimersByTimeAsync(1000);
    resolveLoad(fakeStripe);
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBe(fakeStripe);
    expect(loadStripe).toHaveBeenCalledWith('pk_live_x', { locale: 'fr' });
  });

  it('uses window.Stripe when it shows up without the load event, and retries failed loads', async () => {
    vi.useFakeTimers();
    const loadStripe = vi.fn(() => Promise.reject(new Error('Failed to load Stripe.js')));
    const page: { Stripe?: ReturnType<StripeLoaderDeps['stripeOnPage']> } = {};
    const constructor = vi.fn(() => fakeStripe);
    const pending = loadStripeWithWait(
      'pk_live_x',
      undefined,
      deps({ loadStripe, stripeOnPage: () => page.Stripe }),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(loadStripe.mock.calls.length).toBeGreaterThan(1);
    page.Stripe = constructor;
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBe(fakeStripe);
    expect(constructor).toHaveBeenCalledWith('pk_live_x', {});
  });
});
