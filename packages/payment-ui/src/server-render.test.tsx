import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardField } from './card-field';
import { PaypalButton } from './paypal-button';
import { TestModeNotice } from './test-mode-notice';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Server HTML, then hydration in the "browser", collecting every problem React reports. */
async function hydrate(element: ReactElement) {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  try {
    await act(async () => {
      hydrateRoot(container, element, {
        onRecoverableError: (error) => problems.push(String(error)),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, problems };
}

describe('server rendering', () => {
  it('the test card field, the test PayPal button and the notice render on the server and hydrate cleanly', async () => {
    const { html, problems } = await hydrate(
      <div>
        <TestModeNotice />
        <CardField config={{ provider: 'test' }} id="card" veifyZip onReady={() => undefined} />
        <PaypalButton
          config={{ provider: 'test', clientId: 'x', sdkUrl: '/x' }}
          currency="GBP"
          style={{
            color: 'gold',
            shape: 'rect',
            label: 'checkout',
            layout: 'vertical',
            tagline: false,
            height: 55,
          }}
          disabled
          createOrder={async () => 'WO-1'}
          onApprove={() => undefined}
          onCancel={() => undefined}
          onError={() => undefined}
        />
      </div>,
    );
    expect(html).toMatch(/autocomplete="cc-number"/i);
    expect(html).toContain('PayPal Checkout');
    expect(problems).toEqual([]);
  });

  it('the Stripe card field renders its loading state on the server without loading Stripe', () => {
    const html = renderToString(
      <CardField
        config={{ provider: 'stripe', publishableKey: 'pk_live_x' }}
        id="card"
        onReady={() => undefined}
      />,
    );
    expect(html).toContain('Loading the card form');
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });
});
