import { describe, expect, it, vi } from 'vitest';
import { fakeTestGateway } from '../testing/fake-test-gateway';
import type { TestCardInput } from './card-input';
import type { ChallengeOutcome } from './test-card-client';
import { createTestCardClient } from './test-card-client';

const future = { expiry: '12 / 40', cvc: '123', postalCode: '' };

function clientFor(number: string, answer: ChallengeOutcome = 'complete') {
  const gateway = fakeTestGateway();
  const challenge = vi.fn(async () => answer);
  const card: TestCardInput = { number, ...future };
  const client = createTestCardClient({
    fetch: gateway.fetch,
    readCard: () => ({ ok: true, card, requirePostalCode: false }),
    challenge,
  });
  return { gateway, client, challenge };
}

async function pay(number: string, answer: ChallengeOutcome = 'complete') {
  const { gateway, client, challenge } = clientFor(number, answer);
  const method = await client.createPaymentMethod({ name: 'Ada Lovelace' });
  if (!method.ok) throw new Error(method.message);
  const { clientSecret } = gateway.createIntent(1250, 'gbp');
  const confirmed = await client.confirmCardPayment(clientSecret, method.value.id);
  return { gateway, confirmed, challenge, clientSecret };
}

describe('test card client', () => {
  it('PAY-006 creates the payment method from the digits as typed with spaces, expiry as numbers', async () => {
    const { gateway, client } = clientFor('4242 4242 4242 4242');
    const method = await client.createPaymentMethod({ name: 'Ada', email: 'ada@example.test' });
    expect(method).toEqual({ ok: true, value: { id: expect.stringMatching(/^pm_test_/) } });
    expect(gateway.calls[0]).toEqual({
      method: 'POST',
      path: '/payment-methods',
      body: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
        billing_details: { name: 'Ada', email: 'ada@example.test' },
      },
    });
  });

  it('PAY-014 confirms a succeeding card without a challenge', async () => {
    const { confirmed, challenge } = await pay('4242424242424242');
    expect(confirmed).toEqual({ ok: true, value: { id: expect.any(String), status: 'succeeded' } });
    expect(challenge).not.toHaveBeenCalled();
  });

  it('PAY-016 a declined card answers the gateway message to show under the field', async () => {
    const { confirmed } = await pay('4000000000000002');
    expect(confirmed).toEqual({
      ok: false,
      message: 'Your card was declined.',
      code: 'card_declined',
    });
  });

  it('PAY-014 3-D Secure completed: the challenge shows the intent and the payment succeeds', async () => {
    const { confirmed, challenge, gateway } = await pay('4000002760003184', 'complete');
    expect(challenge).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 1250, currency: 'gbp', status: 'requires_action' }),
    );
    expect(confirmed).toEqual({ ok: true, value: { id: expect.any(String), status: 'succeeded' } });
    expect(gateway.calls.at(-1)).toMatchObject({
      path: '/payment-intents/challenge',
      body: { outcome: 'complete' },
    });
  });

  it('PAY-014 PAY-016 3-D Secure failed: an error with the gateway message, not a paid intent', async () => {
    const { confirmed } = await pay('4000002760003184', 'fail');
    expect(confirmed).toMatchObject({
      ok: false,
      code: 'payment_intent_authentication_failure',
      message: expect.stringContaining('unable to authenticate'),
    });
  });

  it('PAY-016 3-D Secure completed but then declined answers the decline', async () => {
    const { confirmed } = await pay('4000008400001629', 'complete');
    expect(confirmed).toEqual({
      ok: false,
      message: 'Your card was declined.',
      code: 'card_declined',
    });
  });

  it('PAY-016 a number the gateway does not accept answers its message', async () => {
    const { client } = clientFor('4111111111111111');
    expect(await client.createPaymentMethod()).toEqual({
      ok: false,
      message: 'Your card number is incorrect.',
      code: 'incorrect_number',
    });
  });

  it('PAY-006 a card failing the field checks is not sent', async () => {
    const gateway = fakeTestGateway();
    const client = createTestCardClient({
      fetch: gateway.fetch,
      readCard: () => ({ ok: false, message: 'Your card number is invalid.' }),
      challenge: async () => 'complete',
    });
    expect(await client.createPaymentMethod()).toEqual({
      ok: false,
      message: 'Your card number is invalid.',
      code: 'validation_error',
    });
    expect(gateway.calls).toEqual([]);
  });

  it('PAY-015 retrieves the intent, and handles the card action when it requires_action', async () => {
    const { gateway, client, challenge } = clientFor('4000002760003184');
    const method = await client.createPaymentMethod();
    if (!method.ok) throw new Error(method.message);
    const { clientSecret } = gateway.createIntent(500, 'gbp');
    // The server confirmed it (PAY-008/009 path); the browser finds it waiting for the buyer.
    await gateway.fetch('/api/test-gateway/payment-intents/confirm', {
      method: 'POST',
      body: JSON.stringify({ client_secret: clientSecret, payment_method: method.value.id }),
    });
    expect(await client.retrievePaymentIntent(clientSecret)).toEqual({
      ok: true,
      value: { id: expect.any(String), status: 'requires_action' },
    });
    expect(await client.handleCardAction(clientSecret)).toEqual({
      ok: true,
      value: { id: expect.any(String), status: 'succeeded' },
    });
    expect(challenge).toHaveBeenCalledTimes(1);
  });

  it('PAY-015 handleCardAction leaves an intent that needs nothing alone', async () => {
    const { confirmed, gateway, clientSecret } = await pay('4242424242424242');
    expect(confirmed.ok).toBe(true);
    const client = createTestCardClient({
      fetch: gateway.fetch,
      readCard: () => ({ ok: false, message: 'unused' }),
      challenge: async () => {
        throw new Error('no challenge expected');
      },
    });
    expect(await client.handleCardAction(clientSecret)).toMatchObject({
      ok: true,
      value: { status: 'succeeded' },
    });
  });

  it('PAY-016 an unreachable gateway or a non-JSON error still answers a message', async () => {
    const offline = createTestCardClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      readCard: () => ({ ok: false, message: 'unused' }),
      challenge: async () => 'complete',
    });
    expect(await offline.retrievePaymentIntent('pi_x_secret')).toMatchObject({
      ok: false,
      code: 'network',
      message: expect.stringContaining('could not be reached'),
    });
    const broken = createTestCardClient({
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      readCard: () => ({ ok: false, message: 'unused' }),
      challenge: async () => 'complete',
    });
    expect(await broken.retrievePaymentIntent('pi_x_secret')).toMatchObject({
      ok: false,
      message: expect.stringContaining('error 502'),
    });
  });
});
