import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardClient } from '../card-client';
import { CardField } from '../card-field';
import type { CardFieldState } from './card-field-props';
import { fakeTestGateway } from '../testing/fake-test-gateway';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const NOW = () => new Date('2026-11-27T12:00:00Z');

function mount(
  overrides: {
    veifyZip?: boolean;
    cardIcon?: boolean;
    error?: string | null;
    disabled?: boolean;
  } = {},
) {
  const gateway = fakeTestGateway();
  let client: CardClient | null = null;
  const states: CardFieldState[] = [];
  const onReady = vi.fn((ready: CardClient | null) => {
    client = ready;
  });
  const props = {
    config: { provider: 'test' } as const,
    id: 'card-7',
    describedBy: 'card-7-hint',
    language: 'en-GB',
    onReady,
    onChange: (state: CardFieldState) => states.push(state),
    // Not part of CardFieldProps: the test field takes its fetch and clock for tests.
    ...({ fetch: gateway.fetch, now: NOW } as object),
    ...overrides,
  };
  const view = render(
    <>
      <label htmlFor="card-7">Card</label>
      <CardField {...props} />
    </>,
  );
  return {
    gateway,
    states,
    onReady,
    view,
    rerender: (more: typeof overrides) =>
      view.rerender(
        <>
          <label htmlFor="card-7">Card</label>
          <CardField {...props} {...more} />
        </>,
      ),
    client: () => {
      if (client === null) throw new Error('no card client');
      return client;
    },
  };
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillCard(number: string) {
  type(/card number/i, number);
  type(/expiry/i, '1240');
  type(/security code/i, '123');
}

describe('CardField (test provider)', () => {
  it('PAY-006 accessible inputs: the caller label targets the number, autocomplete hints, postcode with veifyZip', () => {
    mount({ veifyZip: true });
    const number = screen.getByLabelText(/card number/i);
    expect(number.id).toBe('card-7');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText(/expiry/i).getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText(/security code/i).getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText(/postcode/i).getAttribute('autocomplete')).toBe('postal-code');
    expect(number.getAttribute('aria-describedby')).toBe('card-7-hint');
  });

  it('no postcode without veifyZip; expiry typed as digits reads MM / YY', () => {
    mount();
    expect(screen.queryByLabelText(/postcode/i)).toBeNull();
    type(/expiry/i, '1240');
    expect((screen.getByLabelText(/expiry/i) as HTMLInputElement).value).toBe('12 / 40');
  });

  it('PAY-016 a mistyped number says so under the field, linked by aria-describedby', () => {
    const { states } = mount();
    type(/card number/i, '4242 4242 4242 4241');
    const number = screen.getByLabelText(/card number/i);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById('card-7-card-error');
    expect(error?.textContent).toBe('Your card number is invalid.');
    expect(number.getAttribute('aria-describedby')).toContain('card-7-card-error-number');
    expect(document.getElementById('card-7-card-error-number')?.textContent).toBe(
      'Your card number is invalid.',
    );
    expect(states.at(-1)).toEqual({
      complete: false,
      empty: false,
      error: 'Your card number is invalid.',
    });
  });

  it('incomplete parts are only reported once the buyer leaves them; past expiry at once', () => {
    mount();
    type(/card number/i, '4242');
    expect(document.getElementById('card-7-card-error')?.textContent).toBe('');
    fireEvent.blur(screen.getByLabelText(/card number/i));
    expect(document.getElementById('card-7-card-error')?.textContent).toBe(
      'Your card number is incomplete.',
    );
    type(/card number/i, '4242424242424242');
    type(/expiry/i, '0125');
    expect(document.getElementById('card-7-card-error')?.textContent).toBe(
      "Your card's expiry date is in the past.",
    );
  });

  it('reports complete once every part is right, and shows the brand when cardIcon', () => {
    const { states } = mount({ cardIcon: true });
    fillCard('4242 4242 4242 4242');
    expect(states.at(-1)).toEqual({ complete: true, empty: false, error: null });
    expect(screen.getByText('Visa')).toBeTruthy();
  });

  it('PAY-016 the caller error shows under the card, linked to the number input', () => {
    mount({ error: 'Your card was declined.' });
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(screen.getByLabelText(/card number/i).getAttribute('aria-describedby')).toContain(
      'card-7-provider-error',
    );
  });

  it('disabled disables every input', () => {
    mount({ disabled: true, veifyZip: true });
    for (const label of [/card number/i, /expiry/i, /security code/i, /postcode/i]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('onReady hands a client on mount and null on unmount', () => {
    const { onReady, view } = mount();
    expect(onReady).toHaveBeenLastCalledWith(expect.objectContaining({ provider: 'test' }));
    view.unmount();
    expect(onReady).toHaveBeenLastCalledWith(null);
  });

  it('PAY-006 createPaymentMethod on an incomplete card shows every check and sends nothing', async () => {
    const { client, gateway } = mount();
    type(/card number/i, '4242');
    let answer: Awaited<ReturnType<CardClient['createPaymentMethod']>> | undefined;
    await act(async () => {
      answer = await client().createPaymentMethod();
    });
    expect(answer).toEqual({
      ok: false,
      message: 'Your card number is incomplete.',
      code: 'validation_error',
    });
    for (const [part, message] of [
      ['number', 'Your card number is incomplete.'],
      ['expiry', "Your card's expiry date is incomplete."],
      ['cvc', "Your card's security code is incomplete."],
    ] as const) {
      expect(document.getElementById(`card-7-card-error-${part}`)?.textContent).toBe(message);
    }
    expect(screen.getByLabelText(/expiry/i).getAttribute('aria-describedby')).toContain(
      'card-7-card-error-expiry',
    );
    expect(gateway.calls).toEqual([]);
  });

  async function payWithChallenge(number: string) {
    const harness = mount();
    fillCard(number);
    let method: Awaited<ReturnType<CardClient['createPaymentMethod']>> | undefined;
    await act(async () => {
      method = await harness.client().createPaymentMethod();
    });
    if (!method?.ok) throw new Error('no payment method');
    const { clientSecret } = harness.gateway.createIntent(1250, 'gbp');
    const pending = harness.client().confirmCardPayment(clientSecret, method.value.id);
    const dialog = await screen.findByRole('dialog');
    return { ...harness, pending, dialog };
  }

  it('PAY-014 3-D Secure: a modal dialog asks to confirm the amount; Complete pays', async () => {
    const { pending, dialog } = await payWithChallenge('4000 0027 6000 3184');
    expect(dialog.textContent).toContain(
      'Test 3-D Secure: this is where your bank would ask you to confirm £12.50',
    );
    const complete = screen.getByRole('button', { name: 'Complete authentication' });
    expect(document.activeElement).toBe(complete);
    await act(async () => {
      fireEvent.click(complete);
    });
    expect(await pending).toEqual({
      ok: true,
      value: { id: expect.any(String), status: 'succeeded' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('PAY-014 PAY-016 3-D Secure: Esc fails the authentication with the gateway message', async () => {
    const { pending, dialog } = await payWithChallenge('4000002760003184');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(await pending).toMatchObject({
      ok: false,
      code: 'payment_intent_authentication_failure',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('PAY-014 3-D Secure: Fail authentication fails it', async () => {
    const { pending } = await payWithChallenge('4000002760003184');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
    });
    expect(await pending).toMatchObject({ ok: false });
  });

  it('an open challenge fails when the field goes away', async () => {
    const { pending, view } = await payWithChallenge('4000002760003184');
    view.unmount();
    expect(await pending).toMatchObject({ ok: false });
  });
});
