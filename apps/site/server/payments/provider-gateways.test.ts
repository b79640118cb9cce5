import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@atelier/db/connection';
import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPendingOrder } from '../testing/pending-order';
import type { PaymentsConfig } from '../platform/config/config';
import { FAKE_PAYPAL_CLIENT_ID, type FakePaypal } from '../testing/fake-paypal';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
} from '../testing/fake-stripe';
import { PAYPAL_SDK_URL, startFakeProviders, type FakeProviders } from '../testing/fake-providers';
import { testApp, testConfig } from '../testing/test-app';
import { paymentGateways } from './payment-gateways';
import { STRIPE_WEBHOOK_PATH } from './payment-webhooks';
import { paymentsService, type PaidPayment, type PaymentsService } from './payments-service';

const signed = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET });

const eventBody = (eventId: string, type: string, intent: unknown) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: intent },
  });

describe.each(testDatabaseTargets())(
  'Stripe and PayPal gateways against local fakes on $name',
  (target) => {
    let handle: DatabaseHandle;
    let providers: FakeProviders;
    let stripe: FakeStripe;
    let paypal: FakePaypal;
    let config: PaymentsConfig;
    let service: PaymentsService;
    let paid: PaidPayment[];
    let app: FastifyInstance;

    beforeAll(async () => {
      handle = await target.open();
      providers = await startFakeProviders();
      ({ stripe, paypal, config } = providers);
      app = await testApp(handle, { config: testConfig({ payments: config }) });
    });
    afterAll(async () => {
      await app.close();
      await providers.close();
      await handle.close();
    });
    beforeEach(() => {
      paid = [];
      const gateways = paymentGateways(config, handle.db);
      expect(gateways.test).toBeUndefined();
      expect(gateways.publicConfig).toEqual({
        card: { provider: 'stripe', publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY },
        paypal: {
          provider: 'paypal',
          clientId: FAKE_PAYPAL_CLIENT_ID,
          sdkUrl: PAYPAL_SDK_URL,
        },
        testMode: false,
      });
      service = paymentsService(handle.db, {
        card: gateways.card,
        wallet: gateways.wallet,
        publicConfig: gateways.publicConfig,
        onPaid: async (payment) => {
          paid.push(payment);
        },
        onFailed: async () => undefined,
      });
    });

    const newOrder = (totalCents: number) => insertPendingOrder(handle.db, totalCents);

    async function prepared(amountCents: number) {
      const orderId = await newOrder(amountCents);
      const intent = await service.prepareCard({
        purpose: { kind: 'order', orderId },
        amountCents,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order',
      });
      if (!intent.ok) throw new Error(intent.message);
      return { orderId, purpose: { kind: 'order' as const, orderId }, ...intent };
    }

    it('PAY-009 Stripe: the intent is card-only, automatic capture, keyed by our payment row, with its metadata', async () => {
      const { intentId, clientSecret } = await prepared(4_200);
      expect(clientSecret.startsWith(`${intentId}_secret_`)).toBe(true);
      const stored = stripe.intents.get(intentId);
      expect(stored).toMatchObject({
        amount: 4_200,
        currency: 'eur',
        capture_method: 'automatic',
        metadata: { purpose: 'order', payment_id: expect.stringMatching(/^\d+$/) },
      });
      const create = stripe.requests.find((request) => request.path === '/v1/payment_intents');
      expect(create?.idempotencyKey).toMatch(/^payment-\d+-create-4200-EUR$/);
    });

    it('PAY-010 Stripe: a paid intent completes once; a declined one answers Stripe’s message', async () => {
      const ok = await prepared(2_500);
      expect(stripe.payInBrowser(ok.intentId, '4242424242424242').status).toBe(200);
      const input = {
        intentId: ok.intentId,
        purpose: ok.purpose,
        amountCents: 2_500,
        currency: 'EUR',
      };
      const [a, b] = await Promise.all([service.completeCard(input), service.completeCard(input)]);
      expect([a, b].filter((c) => c.ok && c.firstTime)).toHaveLength(1);
      expect(a).toMatchObject({ ok: true, provider: 'stripe', reference: ok.intentId });

      const no = await prepared(2_500);
      expect(stripe.payInBrowser(no.intentId, '4000000000009995').status).toBe(402);
      expect(
        await service.completeCard({
          intentId: no.intentId,
          purpose: no.purpose,
          amountCents: 2_500,
          currency: 'EUR',
        }),
      ).toEqual({ ok: false, code: 'declined', message: 'Your card has insufficient funds.' });
    });

    it('PAY-014 Stripe: 3-D Secure answers requires_action, then completes once authenticated, or not if refused', async () => {
      const { intentId, purpose } = await prepared(3_000);
      stripe.payInBrowser(intentId, '4000002760003184');
      expect(stripe.intents.get(intentId)?.next_action?.type).toBe('use_stripe_sdk');
      const input = { intentId, purpose, amountCents: 3_000, currency: 'EUR' };
      expect(await service.completeCard(input)).toMatchObject({
        ok: false,
        code: 'requires_action',
      });
      stripe.authenticate(intentId, 'complete');
      expect(await service.completeCard(input)).toMatchObject({ ok: true, firstTime: true });

      const refused = await prepared(3_000);
      stripe.payInBrowser(refused.intentId, '4000002760003184');
      stripe.authenticate(refused.intentId, 'fail');
      expect(
        await service.completeCard({
          ...input,
          intentId: refused.intentId,
          purpose: refused.purpose,
        }),
      ).toMatchObject({
        ok: false,
        code: 'declined',
        message: expect.stringMatching(/unable to authenticate/),
      });
    });

    it('PAY-010 Stripe: an intent whose amount changed at the provider is refused (mismatch), never claimed', async () => {
      const { intentId, purpose } = await prepared(9_900);
      const intent = stripe.intents.get(intentId);
      if (intent) intent.amount = 100;
      stripe.payInBrowser(intentId, '4242424242424242');
      expect(
        await service.completeCard({ intentId, purpose, amountCents: 9_900, currency: 'EUR' }),
      ).toMatchObject({ ok: false, code: 'mismatch' });
    });

    it('PAY-010 Stripe: requires_capture is captured (once) before the claim', async () => {
      const { intentId, purpose } = await prepared(1_000);
      const intent = stripe.intents.get(intentId);
      if (intent) intent.capture_method = 'manual';
      stripe.payInBrowser(intentId, '4242424242424242');
      expect(stripe.intents.get(intentId)?.status).toBe('requires_capture');
      expect(
        await service.completeCard({ intentId, purpose, amountCents: 1_000, currency: 'EUR' }),
      ).toMatchObject({ ok: true, firstTime: true });
      expect(stripe.intents.get(intentId)?.status).toBe('succeeded');
    });

    it('Stripe refunds are idempotent: the same refund asked twice refunds once', async () => {
      const { orderId, intentId, purpose } = await prepared(6_000);
      stripe.payInBrowser(intentId, '4242424242424242');
      await service.completeCard({ intentId, purpose, amountCents: 6_000, currency: 'EUR' });
      const first = await service.refundOrder(orderId);
      expect(first).toMatchObject({
        ok: true,
        refundedCents: 6_000,
        reference: expect.stringMatching(/^re_/),
      });
      expect(await service.refundOrder(orderId)).toMatchObject({ ok: true, refundedCents: 6_000 });
      const refundCalls = stripe.requests.filter((request) => request.path === '/v1/refunds');
      expect(refundCalls).toHaveLength(1);
    });

    it('PAY-010 the signed webhook completes a payment the browser never did, once per event id; onPaid once', async () => {
      const { orderId, intentId } = await prepared(7_700);
      stripe.payInBrowser(intentId, '4242424242424242');
      const payload = eventBody(
        `evt_${randomUUID()}`,
        'payment_intent.succeeded',
        stripe.intents.get(intentId),
      );
      const card = service.card;
      if (!card) throw new Error('no card gateway');
      const event = card.verifyWebhook(Buffer.from(payload), {
        'stripe-signature': signed(payload),
      });
      expect(await service.handleEvent('stripe', event)).toBe('paid');
      expect(await service.handleEvent('stripe', event)).toBe('duplicate');
      expect(paid).toEqual([
        expect.objectContaining({ orderId, reference: intentId, purpose: 'order' }),
      ]);
    });

    it('PAY-010 the webhook route: raw body and signature checked, events processed once, bad signature 400 JSON, unknown types 200', async () => {
      const { orderId, intentId } = await prepared(5_500);
      stripe.payInBrowser(intentId, '4242424242424242');
      const eventId = `evt_${randomUUID()}`;
      const payload = eventBody(eventId, 'payment_intent.succeeded', stripe.intents.get(intentId));
      const post = (body: string, signature: string, contentType = 'application/json') =>
        app.inject({
          method: 'POST',
          url: STRIPE_WEBHOOK_PATH,
          headers: { 'stripe-signature': signature, 'content-type': contentType },
          payload: body,
        });
      const [first, second] = await Promise.all([
        post(payload, signed(payload)),
        post(payload, signed(payload)),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(await service.paymentOfOrder(orderId)).toMatchObject({
        reference: intentId,
        status: 'succeeded',
      });
      const events = await handle.db.select().from(paymentEvents);
      expect(events.filter((row) => row.eventId === eventId)).toHaveLength(1);

      // The same bytes, one changed: the signature no longer matches.
      const tampered = payload.replace('"amount":5500', '"amount":1');
      const refused = await post(tampered, signed(payload));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, data: { code: 'invalid_signature' } });
      expect((await post(payload, 'nonsense')).statusCode).toBe(400);
      expect((await post(payload, signed(payload), 'text/plain')).statusCode).toBe(200);

      const other = eventBody(`evt_${randomUUID()}`, 'customer.created', {
        object: 'customer',
        id: 'cus_1',
      });
      const ignored = await post(other, signed(other));
      expect(ignored.statusCode).toBe(200);
      expect(ignored.json()).toEqual({ received: true });
    });

    it('PP-011 PP-012 PayPal: order created with our payment id, captured once after approval, refunded', async () => {
      const orderId = await newOrder(12_345);
      const tokensBefore = paypal.tokensIssued;
      const created = await service.createWalletOrder({
        purpose: { kind: 'order', orderId },
        amountCents: 12_345,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order',
        applicationContext: { shipping_preference: 'NO_SHIPPING', evil: '<script>' },
        payer: { email_address: 'buyer@example.com' },
      });
      if (!created.ok) throw new Error(created.message);
      const order = paypal.orders.get(created.orderId);
      expect(order?.purchase_units[0]).toMatchObject({
        amount: { currency_code: 'EUR', value: '123.45' },
        custom_id: expect.stringMatching(/^\d+$/),
      });
      expect(order?.application_context).toEqual({ shipping_preference: 'NO_SHIPPING' });
      const input = {
        orderId: created.orderId,
        purpose: { kind: 'order' as const, orderId },
        amountCents: 12_345,
        currency: 'EUR',
      };
      expect(await service.completeWallet(input)).toMatchObject({ ok: false, code: 'not-paid' });
      paypal.approve(created.orderId);
      const [a, b] = await Promise.all([
        service.completeWallet(input),
        service.completeWallet(input),
      ]);
      expect([a, b].filter((c) => c.ok && c.firstTime)).toHaveLength(1);
      const captureId = order?.purchase_units[0]?.payments?.captures[0]?.id;
      expect(a).toMatchObject({ ok: true, provider: 'paypal', reference: captureId });
      const captures = paypal.requests.filter((request) => request.path.endsWith('/capture'));
      expect(new Set(captures.map((request) => request.requestId)).size).toBe(1);
      expect(await service.refundOrder(orderId)).toMatchObject({ ok: true, refundedCents: 12_345 });
      // One OAuth token served every call (cached until it expires).
      expect(paypal.tokensIssued - tokensBefore).toBe(1);
    });

    it('PayPal: a tampered amount is refused', async () => {
      const orderId = await newOrder(1_000);
      const created = await service.createWalletOrder({
        purpose: { kind: 'order', orderId },
        amountCents: 1_000,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order',
      });
      if (!created.ok) throw new Error(created.message);
      const unit = paypal.orders.get(created.orderId)?.purchase_units[0];
      if (unit) unit.amount.value = '0.01';
      paypal.approve(created.orderId);
      expect(
        await service.completeWallet({
          orderId: created.orderId,
          purpose: { kind: 'order', orderId },
          amountCents: 1_000,
          currency: 'EUR',
        }),
      ).toMatchObject({ ok: false, code: 'mismatch' });
    });

    it('a provider that cannot be reached answers a message the buyer can act on, and the payment is marked failed', async () => {
      const down = paymentGateways(
        {
          ...config,
          stripe: config.stripe && { ...config.stripe, apiUrl: 'http://127.0.0.1:9' },
          paypal: config.paypal && { ...config.paypal, apiUrl: 'http://127.0.0.1:9' },
        },
        handle.db,
      );
      const unreachable = paymentsService(handle.db, {
        card: down.card,
        wallet: down.wallet,
        publicConfig: down.publicConfig,
        onPaid: async () => undefined,
        onFailed: async () => undefined,
      });
      const orderId = await newOrder(1_000);
      const purpose = { kind: 'order' as const, orderId };
      const common = {
        purpose,
        amountCents: 1_000,
        currency: 'EUR',
        sessionId: 's',
        description: 'x',
      };
      const card = await unreachable.prepareCard(common);
      expect(card).toEqual({ ok: false, message: expect.stringMatching(/could not be reached/) });
      expect(await unreachable.createWalletOrder(common)).toEqual({
        ok: false,
        message: expect.stringMatching(/could not be reached/),
      });
      // Nothing is left pending that could later be cancelled or completed.
      const rows = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
      await unreachable.abandon(purpose);
      expect(await unreachable.paymentOfOrder(orderId)).toBeUndefined();
    });
  },
);
