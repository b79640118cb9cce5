import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import type { DatabaseHandle } from '@atelier/db/connection';
import { orders } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { testPaymentIntentSchema } from '@atelier/contracts/test-gateway';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNonceService } from '../platform/security/nonces';
import { createSiteServices } from '../site-services';
import { testApp } from '../testing/test-app';

const FUTURE_YEAR = new Date().getUTCFullYear() + 3;

describe.each(testDatabaseTargets())('the test gateway’s browser calls on $name', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await target.open();
    app = await testApp(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (path: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `${TEST_GATEWAY_BASE}${path}`, payload: payload as object });

  async function preparedIntent(amountCents: number) {
    const services = createSiteServices(handle, createNonceService('x'.repeat(40)));
    const [order] = await handle.db
      .insert(orders)
      .values({
        orderKey: `key-${Math.random()}`,
        status: 'pending',
        email: 'buyer@example.com',
        billing: {} as never,
        paymentMethod: 'card',
        currency: 'EUR',
        subtotalCents: amountCents,
        shippingCents: 0,
        totalCents: amountCents,
        sessionId: 'session-1',
      })
      .returning({ id: orders.id });
    const prepared = await services.payments.prepareCard({
      purpose: { kind: 'order', orderId: order?.id ?? 0 },
      amountCents,
      currency: 'EUR',
      sessionId: 'session-1',
      description: 'Order',
    });
    if (!prepared.ok) throw new Error(prepared.message);
    return { services, orderId: order?.id ?? 0, ...prepared };
  }

  it('PAY-006 PAY-014 a test card pays over HTTP, and the internal webhook completes the payment', async () => {
    const { services, orderId, intentId, clientSecret } = await preparedIntent(2_000);
    const method = await post('/payment-methods', {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: FUTURE_YEAR,
      cvc: '123',
    });
    expect(method.statusCode).toBe(200);
    expect(method.json()).toMatchObject({ card: { last4: '4242', brand: 'visa' } });
    const confirmed = await post('/payment-intents/confirm', {
      client_secret: clientSecret,
      payment_method: method.json<{ id: string }>().id,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(testPaymentIntentSchema.parse(confirmed.json())).toMatchObject({
      id: intentId,
      status: 'succeeded',
    });
    // The app's own payments service handled the event: the order is paid already.
    expect(await services.payments.paymentOfOrder(orderId)).toMatchObject({ reference: intentId });
  });

  it('PAY-016 declines answer 402 in Stripe’s error shape', async () => {
    const { clientSecret } = await preparedIntent(2_000);
    const method = await post('/payment-methods', {
      number: '4000000000000002',
      exp_month: 12,
      exp_year: FUTURE_YEAR,
      cvc: '123',
    });
    const confirmed = await post('/payment-intents/confirm', {
      client_secret: clientSecret,
      payment_method: method.json<{ id: string }>().id,
    });
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toEqual({
      error: { message: 'Your card was declined.', code: 'card_declined' },
    });
    const wrongNumber = await post('/payment-methods', {
      number: '4242424242424241',
      exp_month: 12,
      exp_year: FUTURE_YEAR,
      cvc: '123',
    });
    expect(wrongNumber.statusCode).toBe(402);
    expect(wrongNumber.json()).toMatchObject({
      error: { message: 'Your card number is incorrect.', param: 'number' },
    });
  });

  it('PAY-014 the 3-D Secure challenge is shown by id and answered', async () => {
    const { clientSecret } = await preparedIntent(2_000);
    const method = await post('/payment-methods', {
      number: '4000002760003184',
      exp_month: 1,
      exp_year: FUTURE_YEAR,
      cvc: '999',
    });
    const confirmed = await post('/payment-intents/confirm', {
      client_secret: clientSecret,
      payment_method: method.json<{ id: string }>().id,
    });
    expect(confirmed.json()).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'test_challenge' },
    });
    const read = await app.inject({
      method: 'GET',
      url: `${TEST_GATEWAY_BASE}/payment-intents?client_secret=${encodeURIComponent(clientSecret)}`,
    });
    expect(read.json()).toMatchObject({ status: 'requires_action' });
    const answered = await post('/payment-intents/challenge', {
      client_secret: clientSecret,
      outcome: 'complete',
    });
    expect(answered.json()).toMatchObject({ status: 'succeeded', next_action: null });
  });

  it('bad input answers 4xx JSON in Stripe’s shape, never a 500', async () => {
    const cases = [
      await post('/payment-intents/confirm', { client_secret: 'pi_test_x_secret_y' }),
      await post('/payment-intents/confirm', {}),
      await post('/payment-methods', { number: [], exp_month: 'x' }),
      await app.inject({
        method: 'POST',
        url: `${TEST_GATEWAY_BASE}/payment-methods`,
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      await app.inject({
        method: 'POST',
        url: `${TEST_GATEWAY_BASE}/payment-methods`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'number=4242',
      }),
      await post('/payment-methods', { number: '4'.repeat(10_000) }),
      await app.inject({ method: 'GET', url: `${TEST_GATEWAY_BASE}/wallet-orders/nope` }),
      await app.inject({ method: 'GET', url: `${TEST_GATEWAY_BASE}/payment-intents` }),
      await post('/wallet-orders/TESTPP00/approve', {}),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({
        error: { message: expect.any(String), code: expect.any(String) },
      });
    }
  });
});
