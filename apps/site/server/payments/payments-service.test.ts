import type { DatabaseHandle } from '@atelier/db/connection';
import { paymentsRepository } from '@atelier/db/repositories/payments';
import { forms } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPendingOrder } from '../testing/pending-order';
import { paymentGateways } from './payment-gateways';
import {
  paymentsService,
  type FailedPayment,
  type PaidPayment,
  type PaymentsService,
} from './payments-service';
import { TestGatewayRefusal, testGateway, type TestGateway } from './test-gateway';
import { TEST_PAYMENTS_CONFIG } from '../platform/config/config';

const CARDS = {
  succeeds: '4242424242424242',
  challenge: '4000002760003184',
  challengeThenDecline: '4000008400001629',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
};

describe.each(testDatabaseTargets())(
  'the payments service with the test gateway on $name',
  (target) => {
    let handle: DatabaseHandle;
    let gateway: TestGateway;
    let service: PaymentsService;
    let paid: PaidPayment[];
    let failed: FailedPayment[];

    beforeAll(async () => {
      handle = await target.open();
      await handle.db.insert(forms).values({
        id: 990_001,
        slug: 'payment-test-form',
        title: 'Payment test form',
        definition: {} as never,
        successBehaviour: {} as never,
      });
    });
    afterAll(async () => {
      await handle.close();
    });
    beforeEach(() => {
      paid = [];
      failed = [];
      gateway = testGateway(handle.db);
      const gateways = paymentGateways(TEST_PAYMENTS_CONFIG, handle.db);
      expect(gateways.publicConfig).toEqual({
        card: { provider: 'test' },
        paypal: { provider: 'test', clientId: 'test', sdkUrl: '/api/test-gateway' },
        testMode: true,
      });
      service = paymentsService(handle.db, {
        card: gateway.card,
        wallet: gateway.wallet,
        publicConfig: gateways.publicConfig,
        onPaid: async (payment) => {
          paid.push(payment);
        },
        onFailed: async (payment) => {
          failed.push(payment);
        },
      });
    });

    const newOrder = (totalCents: number) => insertPendingOrder(handle.db, totalCents);

    /** What the test card field does in the browser: a payment method, then confirm. */
    async function payInBrowser(clientSecret: string, number: string) {
      const method = await gateway.browser.createPaymentMethod({
        number,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      });
      try {
        const { intent, event } = await gateway.browser.confirm(clientSecret, method.id);
        return { intent, event, error: null };
      } catch (error) {
        if (!(error instanceof TestGatewayRefusal)) throw error;
        return {
          intent: null,
          event: error.event,
          error,
        };
      }
    }

    async function preparedOrder(totalCents = 12_500) {
      const orderId = await newOrder(totalCents);
      const prepared = await service.prepareCard({
        purpose: { kind: 'order', orderId },
        amountCents: totalCents,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order test',
      });
      if (!prepared.ok) throw new Error(prepared.message);
      return { orderId, ...prepared };
    }

    it('PAY-009 prepareCard answers an intent and a client secret of the form <id>_secret_<random>', async () => {
      const { intentId, clientSecret } = await preparedOrder();
      expect(intentId).toMatch(/^pi_test_/);
      expect(clientSecret.startsWith(`${intentId}_secret_`)).toBe(true);
      const intent = await gateway.browser.intent(clientSecret);
      expect(intent).toMatchObject({
        amount: 12_500,
        currency: 'eur',
        status: 'requires_payment_method',
      });
    });

    it('PAY-010 a card that succeeds completes the order once; a second completion is not a second charge', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder();
      const { intent } = await payInBrowser(clientSecret, CARDS.succeeds);
      expect(intent?.status).toBe('succeeded');
      const purpose = { kind: 'order' as const, orderId };
      const first = await service.completeCard({
        intentId,
        purpose,
        amountCents: 12_500,
        currency: 'EUR',
      });
      expect(first).toMatchObject({
        ok: true,
        firstTime: true,
        reference: intentId,
        provider: 'test-card',
      });
      const again = await service.completeCard({
        intentId,
        purpose,
        amountCents: 12_500,
        currency: 'eur',
      });
      expect(again).toMatchObject({ ok: true, firstTime: false, reference: intentId });
      expect(await service.paymentOfOrder(orderId)).toEqual({
        provider: 'test-card',
        reference: intentId,
        amountCents: 12_500,
        currency: 'EUR',
        status: 'succeeded',
      });
    });

    it('PAY-016 a declined card answers Stripe’s message and completes nothing', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder();
      const declined = await payInBrowser(clientSecret, CARDS.insufficient);
      expect(declined.error).toMatchObject({
        status: 402,
        message: 'Your card has insufficient funds.',
      });
      const completion = await service.completeCard({
        intentId,
        purpose: { kind: 'order', orderId },
        amountCents: 12_500,
        currency: 'EUR',
      });
      expect(completion).toEqual({
        ok: false,
        code: 'declined',
        message: 'Your card has insufficient funds.',
      });
      expect(await service.paymentOfOrder(orderId)).toBeUndefined();
    });

    it('PAY-014 3-D Secure: requires_action until the challenge is answered, then succeeds', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder();
      const { intent } = await payInBrowser(clientSecret, CARDS.challenge);
      expect(intent).toMatchObject({
        status: 'requires_action',
        next_action: { type: 'test_challenge' },
      });
      const purpose = { kind: 'order' as const, orderId };
      const early = await service.completeCard({
        intentId,
        purpose,
        amountCents: 12_500,
        currency: 'EUR',
      });
      expect(early).toMatchObject({ ok: false, code: 'requires_action' });
      const answered = await gateway.browser.answerChallenge(clientSecret, 'complete');
      expect(answered.intent.status).toBe('succeeded');
      const done = await service.completeCard({
        intentId,
        purpose,
        amountCents: 12_500,
        currency: 'EUR',
      });
      expect(done).toMatchObject({ ok: true, firstTime: true });
    });

    it('PAY-014 3-D Secure refused (or authenticated then declined) completes nothing', async () => {
      const purposeOf = (orderId: number) => ({ kind: 'order' as const, orderId });
      const failedChallenge = await preparedOrder();
      await payInBrowser(failedChallenge.clientSecret, CARDS.challenge);
      await gateway.browser.answerChallenge(failedChallenge.clientSecret, 'fail');
      expect(
        await service.completeCard({
          intentId: failedChallenge.intentId,
          purpose: purposeOf(failedChallenge.orderId),
          amountCents: 12_500,
          currency: 'EUR',
        }),
      ).toMatchObject({
        ok: false,
        code: 'declined',
        message: expect.stringMatching(/unable to authenticate/),
      });

      const thenDeclined = await preparedOrder();
      await payInBrowser(thenDeclined.clientSecret, CARDS.challengeThenDecline);
      const answer = await gateway.browser.answerChallenge(thenDeclined.clientSecret, 'complete');
      expect(answer.intent).toMatchObject({
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      });
    });

    it('PAY-009 a new amount updates this session’s unpaid intent; another session gets its own', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder(10_000);
      const purpose = { kind: 'order' as const, orderId };
      const updated = await service.prepareCard({
        purpose,
        amountCents: 11_000,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order test',
        intentId,
      });
      expect(updated).toEqual({ ok: true, intentId, clientSecret });
      expect((await gateway.browser.intent(clientSecret)).amount).toBe(11_000);
      const stranger = await service.prepareCard({
        purpose,
        amountCents: 1,
        currency: 'EUR',
        sessionId: 'session-2',
        description: 'Order test',
        intentId,
      });
      expect(stranger.ok && stranger.intentId).not.toBe(intentId);
      expect((await gateway.browser.intent(clientSecret)).amount).toBe(11_000);
    });

    it('PAY-010 a tampered amount or another purpose is refused, even for a succeeded intent', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder(5_000);
      await payInBrowser(clientSecret, CARDS.succeeds);
      const otherOrder = await newOrder(5_000);
      expect(
        await service.completeCard({
          intentId,
          purpose: { kind: 'order', orderId },
          amountCents: 4_999,
          currency: 'EUR',
        }),
      ).toMatchObject({ ok: false, code: 'mismatch' });
      expect(
        await service.completeCard({
          intentId,
          purpose: { kind: 'order', orderId },
          amountCents: 5_000,
          currency: 'USD',
        }),
      ).toMatchObject({ ok: false, code: 'mismatch' });
      expect(
        await service.completeCard({
          intentId,
          purpose: { kind: 'order', orderId: otherOrder },
          amountCents: 5_000,
          currency: 'EUR',
        }),
      ).toMatchObject({ ok: false, code: 'mismatch' });
      expect(
        await service.completeCard({
          intentId: 'pi_test_nope',
          purpose: { kind: 'order', orderId },
          amountCents: 5_000,
          currency: 'EUR',
        }),
      ).toMatchObject({ ok: false, code: 'unknown' });
      // The amount can no longer change once the money moved.
      await expect(
        gateway.card.upsertIntent({
          intentId,
          amountCents: 1,
          currency: 'EUR',
          description: 'x',
          metadata: {},
          idempotencyKey: 'tamper',
        }),
      ).rejects.toThrow(/status of succeeded/);
    });

    it('PAY-010 the webhook event completes the payment once, calling onPaid once; the browser then finds it done', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder();
      const { event } = await payInBrowser(clientSecret, CARDS.succeeds);
      if (!event) throw new Error('no event');
      expect(await service.handleEvent('test-card', event)).toBe('paid');
      expect(await service.handleEvent('test-card', event)).toBe('duplicate');
      expect(await service.handleEvent('test-card', { ...event, id: 'evt_other' })).toBe(
        'already-paid',
      );
      expect(paid).toEqual([
        {
          paymentId: expect.any(Number),
          purpose: 'order',
          orderId,
          formId: null,
          formSnapshot: null,
          reference: intentId,
        },
      ]);
      const browser = await service.completeCard({
        intentId,
        purpose: { kind: 'order', orderId },
        amountCents: 12_500,
        currency: 'EUR',
      });
      expect(browser).toMatchObject({ ok: true, firstTime: false });
    });

    it('PAY-010 webhook and browser completion racing: exactly one claims', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder();
      const { event } = await payInBrowser(clientSecret, CARDS.succeeds);
      if (!event) throw new Error('no event');
      const purpose = { kind: 'order' as const, orderId };
      const [webhook, first, second] = await Promise.all([
        service.handleEvent('test-card', event),
        service.completeCard({ intentId, purpose, amountCents: 12_500, currency: 'EUR' }),
        service.completeCard({ intentId, purpose, amountCents: 12_500, currency: 'EUR' }),
      ]);
      const claims = [
        webhook === 'paid',
        first.ok && first.firstTime,
        second.ok && second.firstTime,
      ];
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(paid.length).toBe(webhook === 'paid' ? 1 : 0);
    });

    it('PAY-016 a payment_failed event calls onFailed', async () => {
      const { orderId, clientSecret } = await preparedOrder();
      const { event } = await payInBrowser(clientSecret, CARDS.declined);
      if (!event) throw new Error('no event');
      expect(event.type).toBe('payment_intent.payment_failed');
      expect(await service.handleEvent('test-card', event)).toBe('failed');
      expect(failed).toEqual([{ paymentId: expect.any(Number), purpose: 'order', orderId }]);
    });

    it('forms: the snapshot reaches onPaid, and attachEntry records the entry the payment paid for', async () => {
      const prepared = await service.prepareCard({
        purpose: { kind: 'form', formId: 990_001, snapshot: { name: 'Ada', amount: '40' } },
        amountCents: 4_000,
        currency: 'EUR',
        sessionId: 'session-f',
        description: 'Commission deposit',
      });
      if (!prepared.ok) throw new Error(prepared.message);
      const { event } = await payInBrowser(prepared.clientSecret, CARDS.succeeds);
      if (!event) throw new Error('no event');
      await service.handleEvent('test-card', event);
      expect(paid[0]).toMatchObject({
        purpose: 'form',
        formId: 990_001,
        formSnapshot: { name: 'Ada', amount: '40' },
      });
      const paymentId = paid[0]?.paymentId ?? 0;
      const formEntries = paymentsRepository(handle.db);
      expect((await formEntries.byId(paymentId))?.entryId).toBeNull();
      const completion = await service.completeCard({
        intentId: prepared.intentId,
        purpose: { kind: 'form', formId: 990_001 },
        amountCents: 4_000,
        currency: 'EUR',
      });
      expect(completion).toMatchObject({ ok: true, firstTime: false, entryId: null });
    });

    it('PP-012 the wallet: created, approved by the buyer, captured once, with the capture id as reference', async () => {
      const orderId = await newOrder(8_000);
      const created = await service.createWalletOrder({
        purpose: { kind: 'order', orderId },
        amountCents: 8_000,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order test',
      });
      if (!created.ok) throw new Error(created.message);
      const purpose = { kind: 'order' as const, orderId };
      expect(
        await service.completeWallet({
          orderId: created.orderId,
          purpose,
          amountCents: 8_000,
          currency: 'EUR',
        }),
      ).toMatchObject({
        ok: false,
        code: 'not-paid',
      });
      expect(await gateway.browser.walletOrder(created.orderId)).toMatchObject({
        status: 'CREATED',
        amount: { currency_code: 'EUR', value: '80.00' },
      });
      await gateway.browser.approveWalletOrder(created.orderId);
      const [first, second] = await Promise.all([
        service.completeWallet({
          orderId: created.orderId,
          purpose,
          amountCents: 8_000,
          currency: 'EUR',
        }),
        service.completeWallet({
          orderId: created.orderId,
          purpose,
          amountCents: 8_000,
          currency: 'EUR',
        }),
      ]);
      expect([first, second].filter((c) => c.ok && c.firstTime)).toHaveLength(1);
      expect(first.ok && first.reference).toMatch(/^TESTCAP/);
      expect(first.ok && second.ok && first.reference === second.reference).toBe(true);
      const refund = await service.refundOrder(orderId);
      expect(refund).toMatchObject({ ok: true, refundedCents: 8_000 });
    });

    it('refundOrder refunds the card payment in full once; asking again refunds nothing more', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder(3_000);
      await payInBrowser(clientSecret, CARDS.succeeds);
      await service.completeCard({
        intentId,
        purpose: { kind: 'order', orderId },
        amountCents: 3_000,
        currency: 'EUR',
      });
      const [a, b] = await Promise.all([
        service.refundOrder(orderId),
        service.refundOrder(orderId),
      ]);
      expect(a).toMatchObject({ ok: true, refundedCents: 3_000 });
      expect(b).toMatchObject({ ok: true, refundedCents: 3_000 });
      expect(await service.refundOrder(orderId)).toMatchObject({ ok: true, refundedCents: 3_000 });
      expect(await service.paymentOfOrder(orderId)).toMatchObject({ status: 'refunded' });
      expect(await service.refundOrder(await newOrder(1))).toMatchObject({ ok: false });
    });

    it('abandon cancels an order’s unpaid intent and voids its wallet order', async () => {
      const { orderId, intentId, clientSecret } = await preparedOrder();
      const wallet = await service.createWalletOrder({
        purpose: { kind: 'order', orderId },
        amountCents: 12_500,
        currency: 'EUR',
        sessionId: 'session-1',
        description: 'Order test',
      });
      if (!wallet.ok) throw new Error(wallet.message);
      await service.abandon({ kind: 'order', orderId });
      expect((await gateway.browser.intent(clientSecret)).status).toBe('canceled');
      expect((await gateway.browser.walletOrder(wallet.orderId)).status).toBe('VOIDED');
      expect(
        await service.completeCard({
          intentId,
          purpose: { kind: 'order', orderId },
          amountCents: 12_500,
          currency: 'EUR',
        }),
      ).toMatchObject({ ok: false, code: 'not-paid' });
    });

    it('refuses amounts that are not positive whole cents', async () => {
      const orderId = await newOrder(1);
      for (const amountCents of [0, -5, 1.5, Number.NaN]) {
        expect(
          await service.prepareCard({
            purpose: { kind: 'order', orderId },
            amountCents,
            currency: 'EUR',
            sessionId: 's',
            description: 'x',
          }),
        ).toMatchObject({ ok: false });
      }
    });
  },
);
