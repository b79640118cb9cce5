import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardClient } from '../card-client';
import { CardField } from '../card-field';

/**
 * The Stripe path end to end in jsdom with a fake `window.Stripe` (no script is fetched: the
 * pure loader finds Stripe already on the page).
 */
const changeHandlers: ((event: unknown) => void)[] = [];
const cardElement = {
  mount: vi.fn(),
  destroy: vi.fn(),
  update: vi.fn(),
  on: vi.fn((event: string, handler: (event: unknown) => void) => {
    if (event === 'change') changeHandlers.push(handler);
  }),
  off: vi.fn(),
};
const elements = {
  create: vi.fn(() => cardElement),
  getElement: vi.fn(() => cardElement),
  update: vi.fn(),
};
const stripe = {
  elements: vi.fn(() => elements),
  createToken: vi.fn(),
  createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_stripe' } })),
  confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_s', status: 'succeeded' } })),
  retrievePaymentIntent: vi.fn(),
  handleCardAction: vi.fn(),
};
const StripeConstructor = Object.assign(
  vi.fn(() => stripe),
  { version: 'endive' },
);

beforeAll(() => {
  (window as { Stripe?: unknown }).Stripe = StripeConstructor;
});
afterAll(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('CardField (Stripe provider)', () => {
  it('PAY-001 PAY-006 loads Stripe with the key and locale, mounts the card element with the options, hands a client', async () => {
    let client: CardClient | null = null;
    const onChange = vi.fn();
    render(
      <CardField
        config={{ provider: 'stripe', publishableKey: 'pk_live_demo' }}
        id="pay-card"
        language="de"
        cardIcon
        veifyZip={false}
        styling={{ base: { fontSize: '16px' } }}
        onReady={(ready) => {
          client = ready;
        }}
        onChange={onChange}
      />,
    );
    expect(screen.getByText(/loading the card form/i)).toBeTruthy();
    await waitFor(() => expect(client).not.toBeNull(), { timeout: 3000 });
    expect(StripeConstructor).toHaveBeenCalledWith('pk_live_demo', { locale: 'de' });
    expect(elements.create).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({
        hidePostalCode: true,
        hideIcon: false,
        iconStyle: 'solid',
        disabled: false,
        style: { base: { fontSize: '16px' } },
      }),
    );
    expect(cardElement.mount).toHaveBeenCalled();

    // PAY-016: Stripe's own error shows under the element.
    await act(async () => {
      for (const handler of changeHandlers) {
        handler({
          complete: false,
          empty: false,
          error: { message: 'Your card number is invalid.' },
        });
      }
    });
    expect(onChange).toHaveBeenLastCalledWith({
      complete: false,
      empty: false,
      error: 'Your card number is invalid.',
    });
    expect(document.getElementById('pay-card-card-error')?.textContent).toBe(
      'Your card number is invalid.',
    );

    const ready = client as unknown as CardClient;
    expect(ready.provider).toBe('stripe');
    expect(await ready.createPaymentMethod()).toEqual({ ok: true, value: { id: 'pm_stripe' } });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: cardElement });
    expect(await ready.confirmCardPayment('pi_s_secret', 'pm_stripe')).toEqual({
      ok: true,
      value: { id: 'pi_s', status: 'succeeded' },
    });
  });
});
