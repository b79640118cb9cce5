import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardField } from './card-field';
import { PaypalButton } from './paypal-button';

/*
 * FORM-002: the card provider's script (Stripe.js) and PayPal's SDK are added to the page by
 * their widgets when they mount, with the real loaders (`@stripe/stripe-js/pure`,
 * react-paypal-js), never before; the test gateway adds none. Nothing is fetched here: jsdom does
 * not run outside scripts. (The page's policy for their hosts: the site's
 * `third-party-scripts.test.ts`.)
 */

const outsideScripts = () =>
  [...document.querySelectorAll('script[src]')]
    .map((script) => (script as HTMLScriptElement).src)
    .filter((src) => !src.startsWith(window.location.origin));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const cardProps = {
  id: 'pay-card',
  language: 'en',
  cardIcon: true,
  veifyZip: false,
  styling: {},
  onReady: () => undefined,
  onChange: () => undefined,
};

const paypalProps = {
  currency: 'gbp',
  locale: 'en_GB',
  style: {
    color: 'gold',
    shape: 'rect',
    label: 'checkout',
    layout: 'vertical',
    tagline: true,
    height: 55,
  },
  disabled: false,
  amountKey: '4500',
  createOrder: async () => 'ORDER-1',
  onApprove: vi.fn(),
  onCancel: vi.fn(),
  onError: vi.fn(),
} as const;

describe('third-party payment scripts, on demand (FORM-002)', () => {
  it('FORM-002 Stripe.js is added from js.stripe.com when a Stripe card field mounts, not before', async () => {
    expect(outsideScripts()).toEqual([]);
    render(
      <CardField {...cardProps} config={{ provider: 'stripe', publishableKey: 'pk_test_1' }} />,
    );
    await waitFor(
      () => {
        const scripts = outsideScripts();
        expect(scripts).toHaveLength(1);
        expect(new URL(scripts[0] ?? '').origin).toBe('https://js.stripe.com');
      },
      { timeout: 10_000 },
    );
  });

  it('FORM-002 PayPal’s SDK is added from the configured address with the client id when the button mounts', async () => {
    expect(outsideScripts()).toEqual([]);
    render(
      <PaypalButton
        {...paypalProps}
        config={{
          provider: 'paypal',
          clientId: 'client-1',
          sdkUrl: 'https://www.paypal.com/sdk/js',
        }}
      />,
    );
    await waitFor(
      () => {
        const scripts = outsideScripts();
        expect(scripts).toHaveLength(1);
        const sdk = new URL(scripts[0] ?? '');
        expect(`${sdk.origin}${sdk.pathname}`).toBe('https://www.paypal.com/sdk/js');
        expect(sdk.searchParams.get('client-id')).toBe('client-1');
        expect(sdk.searchParams.get('currency')).toBe('GBP');
      },
      { timeout: 10_000 },
    );
  });

  it('FORM-002 the test gateway’s card field and wallet add no outside script', async () => {
    render(
      <>
        <CardField {...cardProps} config={{ provider: 'test' }} />
        <PaypalButton
          {...paypalProps}
          config={{ provider: 'test', clientId: 'test', sdkUrl: 'https://www.paypal.com/sdk/js' }}
        />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideScripts()).toEqual([]);
  });
});
