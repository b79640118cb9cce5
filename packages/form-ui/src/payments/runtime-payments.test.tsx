// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormRuntime } from '../runtime/form-runtime';
import type { CardClient } from '@atelier/payment-ui/card-client';
import { PAYMENT_TEXTS } from './card-payment-flow';
import { PaymentConfigContext, useFormPayment } from './payment-context';

/**
 * The runtime's card flow with the widgets replaced by a fake card field: it registers a fake
 * CardClient (as CardField's onReady does) whose calls are recorded in order with the posts.
 */
const steps: string[] = [];
const client: CardClient = {
  provider: 'test',
  async createPaymentMethod() {
    steps.push('createPaymentMethod');
    return { ok: true, value: { id: 'pm_1' } };
  },
  async confirmCardPayment(secret) {
    steps.push(`confirmCardPayment:${secret}`);
    return { ok: true, value: { id: 'pi_1', status: 'succeeded' } };
  },
  async retrievePaymentIntent() {
    steps.push('retrievePaymentIntent');
    return { ok: true, value: { id: 'pi_1', status: 'succeeded' } };
  },
  async handleCardAction() {
    steps.push('handleCardAction');
    return { ok: true, value: { id: 'pi_1', status: 'succeeded' } };
  },
};

vi.mock('./payment-widgets', () => ({
  default: function FakeCardField(props: { field: { id: string }; error?: string }) {
    const payment = useFormPayment();
    useEffect(() => payment?.registerCard(props.field.id, client), [payment, props.field.id]);
    return (
      <div data-field-id={props.field.id}>
        <p>fake card</p>
        {props.error && <p role="alert">{props.error}</p>}
      </div>
    );
  },
}));

const definition = parseDefinition({
  id: 77,
  fields: [
    { id: 'text-1', type: 'text', label: 'Name', required: true },
    {
      id: 'stripe-1',
      type: 'stripe',
      label: 'Card',
      currency: 'EUR',
      amount_type: 'fixed',
      amount: 25,
    },
  ],
  settings: { has_stripe: true },
});

afterEach(() => {
  cleanup();
  steps.length = 0;
});

function renderPaidForm(update: () => Response) {
  const bodies: FormData[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const body = init?.body as FormData;
    bodies.push(body);
    const action = body.get('action');
    steps.push(`post:${String(action)}`);
    if (action === 'forminator_update_payment_amount') return update();
    return new Response(
      JSON.stringify({
        success: true,
        data: { message: 'Paid, thank you.', behav: 'behaviour-thankyou' },
      }),
    );
  });
  render(
    <PaymentConfigContext value={{ card: { provider: 'test' }, paypal: null, testMode: true }}>
      <FormRuntime
        definition={definition}
        formId={77}
        nonce="n0nce"
        endpoint="/api/ajax"
        fetch={fetchMock}
      />
    </PaymentConfigContext>,
  );
  return { bodies };
}

describe('the runtime pays before it submits (PAY-006, PAY-007)', () => {
  it('PAY-006 PAY-007 payment method, amount update, confirm, then the submit carries the intent and method', async () => {
    const { bodies } = renderPaidForm(
      () =>
        new Response(
          JSON.stringify({ success: true, data: { paymentid: 'pi_1', paymentsecret: 's_1' } }),
        ),
    );
    await screen.findByText('fake card');
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ana' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(screen.getByText('Paid, thank you.')).toBeTruthy(), {
      timeout: 3000,
    });
    expect(steps).toEqual([
      'createPaymentMethod',
      'post:forminator_update_payment_amount',
      'confirmCardPayment:s_1',
      'post:forminator_submit_form_custom-forms',
    ]);
    const [update, submitted] = bodies;
    expect(update?.get('text-1')).toBe('Ana');
    expect(update?.get('payment_method')).toBe('pm_1');
    expect(update?.get('forminator_nonce')).toBe('n0nce');
    expect(submitted?.get('paymentid')).toBe('pi_1');
    expect(submitted?.get('payment_method')).toBe('pm_1');
  });

  it('PAY-010 PAY-016 an update answer without an intent shows the error and never submits', async () => {
    renderPaidForm(() => new Response(JSON.stringify({ success: true, data: {} })));
    await screen.findByText('fake card');
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ana' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() =>
      expect(screen.getAllByText(PAYMENT_TEXTS.invalidIntent).length).toBeGreaterThan(0),
    );
    expect(steps).not.toContain('post:forminator_submit_form_custom-forms');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });
});
