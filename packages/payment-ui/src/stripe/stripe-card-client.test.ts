import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { createStripeCardClient } from './stripe-card-client';

const card = { mount: vi.fn() } as unknown as StripeCardElement;

function stripeWith(methods: Record<string, unknown>): Stripe {
  return methods as unknown as Stripe;
}

const declined = {
  type: 'card_error',
  code: 'card_declined',
  message: 'Your card was declined.',
};

describe('Stripe card client', () => {
  it('PAY-006 createPaymentMethod sends the card element and billing details, answers the id', async () => {
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: 'pm_1' } }));
    const client = createStripeCardClient(stripeWith({ createPaymentMethod }), () => card);
    expect(await client.createPaymentMethod({ name: 'Ada' })).toEqual({
      ok: true,
      value: { id: 'pm_1' },
    });
    expect(createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Ada' },
    });
  });

  it('PAY-016 a Stripe error becomes its message and code', async () => {
    const client = createStripeCardClient(
      stripeWith({ createPaymentMethod: async () => ({ error: declined }) }),
      () => card,
    );
    expect(await client.createPaymentMethod()).toEqual({
      ok: false,
      message: 'Your card was declined.',
      code: 'card_declined',
    });
  });

  it('PAY-014 confirmCardPayment with the secret and the payment method id answers the intent', async () => {
    const confirmCardPayment = vi.fn(async () => ({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    }));
    const client = createStripeCardClient(stripeWith({ confirmCardPayment }), () => card);
    expect(await client.confirmCardPayment('pi_1_secret', 'pm_1')).toEqual({
      ok: true,
      value: { id: 'pi_1', status: 'succeeded' },
    });
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', { payment_method: 'pm_1' });
  });

  it('PAY-014 without a payment method id it confirms with the card element', async () => {
    const confirmCardPayment = vi.fn(async () => ({
      error: { ...declined, code: undefined, message: undefined },
    }));
    const client = createStripeCardClient(stripeWith({ confirmCardPayment }), () => card);
    expect(await client.confirmCardPayment('pi_1_secret')).toEqual({
      ok: false,
      message: 'Your card could not be charged. Please try again.',
    });
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', { payment_method: { card } });
  });

  it('PAY-015 retrievePaymentIntent and handleCardAction map the intent status', async () => {
    const client = createStripeCardClient(
      stripeWith({
        retrievePaymentIntent: async () => ({
          paymentIntent: { id: 'pi_2', status: 'requires_action' },
        }),
        handleCardAction: async () => ({
          paymentIntent: { id: 'pi_2', status: 'requires_confirmation' },
        }),
      }),
      () => card,
    );
    expect(await client.retrievePaymentIntent('s')).toEqual({
      ok: true,
      value: { id: 'pi_2', status: 'requires_action' },
    });
    expect(await client.handleCardAction('s')).toEqual({
      ok: true,
      value: { id: 'pi_2', status: 'requires_confirmation' },
    });
  });

  it('a client whose card element is gone answers an error instead of throwing', async () => {
    const client = createStripeCardClient(stripeWith({}), () => null);
    expect(await client.createPaymentMethod()).toMatchObject({ ok: false });
  });
});
