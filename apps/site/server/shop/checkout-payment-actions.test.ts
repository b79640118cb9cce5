import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { mailQueue, orders, payments, products } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PAYMENT_ACTIONS } from '~/features/shop/checkout-payment-wire';
import { runOrdersCommand } from '../cli/orders';
import { runHousekeeping } from '../housekeeping';
import { createNonceService } from '../platform/security/nonces';
import { createSiteServices } from '../site-services';
import { startVisit, testApp, testConfig } from '../testing/test-app';

/*
 * Issue 17: the checkout's card and PayPal calls through the whole app, against the real
 * payments service and the built-in test gateway (the default), as the browser makes them.
 */

const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
const originals = artworks.filter(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

const billing = {
  billing_first_name: 'Ana',
  billing_last_name: 'Silva',
  billing_company: '',
  billing_country: 'PT',
  billing_address_1: 'Rua da Rosa 1',
  billing_address_2: '',
  billing_city: 'Lisboa',
  billing_postcode: '1200-389',
  billing_phone: '912 345 678',
  order_comments: '',
  terms: 'on',
};

type Visit = Awaited<ReturnType<typeof startVisit>>;

describe.each(testDatabaseTargets())(
  'issue 17: checkout payments through the app ($name)',
  (target) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const ids: number[] = [];
    let nextOriginal = 0;

    beforeAll(async () => {
      database = await target.open();
      await seedDemoContent(database, imagelessStore);
      app = await testApp(database, { config: testConfig({ writeRateLimit: 100_000 }) });
      for (const artwork of originals.slice(0, 12)) {
        ids.push((await catalogueRepository(database.db).productBySlug(artwork.slug))?.id ?? 0);
      }
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const shop = (visit: Visit, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/shop-ajax',
        headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const gateway = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `${TEST_GATEWAY_BASE}${path}`, payload });
    const stockOf = async (productId: number) =>
      (
        await database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, productId))
      )[0]?.stock;
    const orderRow = async (id: number) =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
    const mailsTo = async (email: string) =>
      (await database.db.select().from(mailQueue).where(eq(mailQueue.recipient, email))).length;

    /** A new visitor with one original of their own in the cart. */
    async function buyer() {
      const visit = await startVisit(app);
      const productId = ids[nextOriginal++] ?? 0;
      const added = await shop(visit, {
        action: 'add_to_cart',
        product_id: String(productId),
        security: visit.ajaxNonce,
      });
      expect(added.statusCode).toBe(200);
      return { visit, productId };
    }

    async function paymentMethod(number: string) {
      const answer = await gateway('/payment-methods', {
        number,
        exp_month: 12,
        exp_year: FUTURE_YEAR,
        cvc: '123',
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<{ id: string }>().id;
    }

    async function prepare(visit: Visit, email: string, extra: Record<string, string> = {}) {
      const answer = await shop(visit, {
        ...billing,
        billing_email: email,
        payment_method: 'card',
        action: CHECKOUT_PAYMENT_ACTIONS.prepare,
        _wpnonce: visit.ajaxNonce,
        ...extra,
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json<{
        success: boolean;
        data: {
          order_id: number;
          paymentid: string;
          paymentsecret: string;
          wallet_order_id: string;
        };
      }>();
      if (!body.success) throw new Error(JSON.stringify(body));
      return body.data;
    }

    const complete = (visit: Visit, fields: Record<string, string>) =>
      shop(visit, {
        action: CHECKOUT_PAYMENT_ACTIONS.complete,
        _wpnonce: visit.ajaxNonce,
        ...fields,
      });

    it('PAY-006 PAY-014 a card checkout succeeds: processing, reference, cart emptied, mailed once', async () => {
      const { visit, productId } = await buyer();
      const method = await paymentMethod('4242424242424242');
      const prepared = await prepare(visit, 'paid@example.com', { payment_method_id: method });
      expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'pending' });
      expect(await stockOf(productId)).toBe(0);
      const confirmed = await gateway('/payment-intents/confirm', {
        client_secret: prepared.paymentsecret,
        payment_method: method,
      });
      expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
      const [first, second] = await Promise.all([
        complete(visit, { order_id: String(prepared.order_id), paymentid: prepared.paymentid }),
        complete(visit, { order_id: String(prepared.order_id), paymentid: prepared.paymentid }),
      ]);
      for (const answer of [first, second]) {
        expect(answer?.json()).toMatchObject({
          success: true,
          data: {
            redirect: expect.stringMatching(/^\/checkout\/order-received\/\d+\/\?key=order_/),
          },
        });
      }
      expect(await orderRow(prepared.order_id)).toMatchObject({
        status: 'processing',
        paymentReference: prepared.paymentid,
      });
      // Double completion: one payment row, completed once; the buyer and the gallery mailed once.
      const rows = await database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, prepared.order_id));
      expect(rows).toHaveLength(1);
      expect(await mailsTo('paid@example.com')).toBe(1);
      const cart = await shop(visit, { action: 'get_refreshed_fragments' });
      expect(cart.json()).toMatchObject({ cart: { itemCount: 0 } });
      // The confirmation page's data shows the reference.
      const key = (await orderRow(prepared.order_id))?.orderKey ?? '';
      const services = createSiteServices(database, createNonceService('x'.repeat(40)));
      expect(await services.checkout.confirmation(prepared.order_id, key)).toMatchObject({
        paymentLabel: `Credit or debit card · ${prepared.paymentid}`,
      });
    });

    it('PAY-016 a declined card releases the reservation at once; the cart stays for another try', async () => {
      const { visit, productId } = await buyer();
      const method = await paymentMethod('4000000000000002');
      const prepared = await prepare(visit, 'declined@example.com', { payment_method_id: method });
      const confirmed = await gateway('/payment-intents/confirm', {
        client_secret: prepared.paymentsecret,
        payment_method: method,
      });
      expect(confirmed.statusCode).toBe(402);
      const completed = await complete(visit, {
        order_id: String(prepared.order_id),
        paymentid: prepared.paymentid,
      });
      expect(completed.json()).toMatchObject({ success: false, data: { released: true } });
      expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'failed' });
      expect(await stockOf(productId)).toBe(1);
      expect(await mailsTo('declined@example.com')).toBe(0);
      // Another card: a new reservation, paid.
      const retryMethod = await paymentMethod('4242424242424242');
      const retry = await prepare(visit, 'declined@example.com', {
        payment_method_id: retryMethod,
      });
      expect(retry.order_id).not.toBe(prepared.order_id);
      await gateway('/payment-intents/confirm', {
        client_secret: retry.paymentsecret,
        payment_method: retryMethod,
      });
      expect(
        (
          await complete(visit, { order_id: String(retry.order_id), paymentid: retry.paymentid })
        ).json(),
      ).toMatchObject({ success: true });
    });

    it('PAY-014 3-D Secure: a completed challenge pays, a failed one releases', async () => {
      for (const outcome of ['complete', 'fail'] as const) {
        const { visit, productId } = await buyer();
        const method = await paymentMethod('4000002760003184');
        const prepared = await prepare(visit, `challenge-${outcome}@example.com`, {
          payment_method_id: method,
        });
        const confirmed = await gateway('/payment-intents/confirm', {
          client_secret: prepared.paymentsecret,
          payment_method: method,
        });
        expect(confirmed.json()).toMatchObject({ status: 'requires_action' });
        await gateway('/payment-intents/challenge', {
          client_secret: prepared.paymentsecret,
          outcome,
        });
        const completed = await complete(visit, {
          order_id: String(prepared.order_id),
          paymentid: prepared.paymentid,
        });
        if (outcome === 'complete') {
          expect(completed.json()).toMatchObject({ success: true });
          expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'processing' });
          expect(await stockOf(productId)).toBe(0);
        } else {
          expect(completed.json()).toMatchObject({ success: false });
          // The page releases at once after a failed challenge (and the completion refuses).
          await shop(visit, {
            action: CHECKOUT_PAYMENT_ACTIONS.release,
            _wpnonce: visit.ajaxNonce,
            order_id: String(prepared.order_id),
          });
          expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'failed' });
          expect(await stockOf(productId)).toBe(1);
        }
      }
    });

    it('PAY-shop the webhook path places an order whose browser went away, mailed once', async () => {
      const { visit } = await buyer();
      const method = await paymentMethod('4242424242424242');
      const prepared = await prepare(visit, 'gone@example.com', { payment_method_id: method });
      // The test gateway runs its internal webhook before it answers the confirm.
      await gateway('/payment-intents/confirm', {
        client_secret: prepared.paymentsecret,
        payment_method: method,
      });
      expect(await orderRow(prepared.order_id)).toMatchObject({
        status: 'processing',
        paymentReference: prepared.paymentid,
      });
      expect(await mailsTo('gone@example.com')).toBe(1);
      // The browser coming back later changes nothing.
      await complete(visit, { order_id: String(prepared.order_id), paymentid: prepared.paymentid });
      expect(await mailsTo('gone@example.com')).toBe(1);
    });

    it('PAY-shop a tampered amount is ignored: the intent is for the database’s total', async () => {
      const { visit } = await buyer();
      const prepared = await prepare(visit, 'tamper@example.com', {
        amount: '1',
        total: '1',
        amountCents: '1',
      });
      const intent = await app.inject({
        method: 'GET',
        url: `${TEST_GATEWAY_BASE}/payment-intents?client_secret=${encodeURIComponent(prepared.paymentsecret)}`,
      });
      const order = await orderRow(prepared.order_id);
      expect(intent.json<{ amount: number }>().amount).toBe(order?.totalCents);
      expect(order?.totalCents).toBeGreaterThan(1000);
      await shop(visit, {
        action: CHECKOUT_PAYMENT_ACTIONS.release,
        _wpnonce: visit.ajaxNonce,
        order_id: String(prepared.order_id),
      });
    });

    it('PAY-shop an abandoned card payment is released by housekeeping after its reservation', async () => {
      const { visit, productId } = await buyer();
      const prepared = await prepare(visit, 'abandoned@example.com');
      const release = (now: Date) => app.releaseExpiredReservations(now);
      await runHousekeeping(database.db, new Date(), { releaseExpiredReservations: release });
      expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'pending' });
      const later = new Date(Date.now() + 31 * 60_000);
      const report = await runHousekeeping(database.db, later, {
        releaseExpiredReservations: release,
      });
      expect(report.releasedReservations).toBeGreaterThanOrEqual(1);
      expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'failed' });
      expect(await stockOf(productId)).toBe(1);
      const [payment] = await database.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.orderId, prepared.order_id));
      expect(payment?.status).toBe('canceled');
    });

    it('PP-012 PP-013 PayPal: approve places the order; cancel releases it at once', async () => {
      const approved = await buyer();
      const order = await prepare(approved.visit, 'wallet@example.com', {
        payment_method: 'paypal',
      });
      expect(order.wallet_order_id).toBeTruthy();
      await gateway(`/wallet-orders/${order.wallet_order_id}/approve`, {});
      const completed = await complete(approved.visit, {
        order_id: String(order.order_id),
        wallet_order_id: order.wallet_order_id,
      });
      expect(completed.json()).toMatchObject({ success: true });
      const row = await orderRow(order.order_id);
      expect(row).toMatchObject({ status: 'processing', paymentMethod: 'paypal' });
      expect(row?.paymentReference).toBeTruthy();

      const cancelled = await buyer();
      const second = await prepare(cancelled.visit, 'wallet-cancel@example.com', {
        payment_method: 'paypal',
      });
      const released = await shop(cancelled.visit, {
        action: CHECKOUT_PAYMENT_ACTIONS.release,
        _wpnonce: cancelled.visit.ajaxNonce,
        order_id: String(second.order_id),
      });
      expect(released.json()).toMatchObject({ success: true, data: { released: true } });
      expect(await stockOf(cancelled.productId)).toBe(1);
    });

    it('PAY-shop npm run orders -- refund: money back, order refunded and restocked, once', async () => {
      const { visit, productId } = await buyer();
      const method = await paymentMethod('4242424242424242');
      const prepared = await prepare(visit, 'refund@example.com', { payment_method_id: method });
      await gateway('/payment-intents/confirm', {
        client_secret: prepared.paymentsecret,
        payment_method: method,
      });
      expect(await stockOf(productId)).toBe(0);
      const services = createSiteServices(database, createNonceService('x'.repeat(40)));
      const lines: string[] = [];
      const out = {
        log: (line: string) => lines.push(line),
        error: (line: string) => lines.push(line),
      };
      const number = `AT-${10_000 + prepared.order_id}`;
      expect(
        await runOrdersCommand(
          services.checkout,
          { command: 'refund', order: number, amountCents: undefined },
          out,
        ),
      ).toBe(0);
      expect(lines.at(-1)).toContain(`${number} refunded and restocked`);
      expect(await orderRow(prepared.order_id)).toMatchObject({ status: 'refunded' });
      expect(await stockOf(productId)).toBe(1);
      const [payment] = await database.db
        .select({ refunded: payments.refundedCents, amount: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.orderId, prepared.order_id)));
      expect(payment?.refunded).toBe(payment?.amount);
      expect(
        await runOrdersCommand(
          services.checkout,
          { command: 'refund', order: number, amountCents: undefined },
          out,
        ),
      ).toBe(0);
      expect(lines.at(-1)).toBe(`${number} is already refunded.`);
      expect(await stockOf(productId)).toBe(1);
      await runOrdersCommand(services.checkout, { command: 'list', limit: 3 }, out);
      expect(lines.some((line) => line.startsWith(number) && line.includes('refunded'))).toBe(true);
    });
  },
);
