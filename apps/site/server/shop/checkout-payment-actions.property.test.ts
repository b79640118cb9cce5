import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { orders, products } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PAYMENT_ACTIONS } from '~/features/shop/checkout-payment-wire';
import { startVisit, testApp, testConfig } from '../testing/test-app';

/*
 * Issue 17: hostile input to the checkout's payment calls. Whatever a client sends (any field
 * names and values, lists, huge text, ids no order has, someone else's order), the answer is a
 * JSON 2xx/4xx with a message, never a 5xx, nothing is paid, and the stock stays as it was.
 */

const RUNS = 150;

const original = artworks.find(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e9', 'null', '[]', '{}', '__proto__', '\u0000', '\uD800'),
  fc.string({ minLength: 2500, maxLength: 3000 }),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    'order_id',
    'paymentid',
    'wallet_order_id',
    'payment_method',
    'payment_method_id',
    'amount',
    'billing_email',
    'terms',
    '__proto__',
    'constructor',
    'order_id[]',
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);
const fields = fc.array(fc.tuple(fieldName, text), { maxLength: 12 });

describe.each(testDatabaseTargets())(
  'issue 17: hostile checkout payment calls ($name)',
  (target) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let originalId = 0;

    beforeAll(async () => {
      database = await target.open();
      await seedDemoContent(database, imagelessStore);
      // Hundreds of calls from one address: the write rate limit is not what is tested here.
      app = await testApp(database, { config: testConfig({ writeRateLimit: 100_000 }) });
      if (!original) throw new Error('The demo has no one-off original.');
      originalId = (await catalogueRepository(database.db).productBySlug(original.slug))?.id ?? 0;
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const stock = async () =>
      (
        await database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, originalId))
      )[0]?.stock;
    const paidOrders = async () =>
      Number(
        (
          await database.db
            .select({ count: sql<number>`count(*)` })
            .from(orders)
            .where(sql`${orders.paidAt} is not null`)
        )[0]?.count ?? 0,
      );

    it('PAY-shop any fields to prepare, complete and release: JSON, no 5xx, nothing paid, stock kept', async () => {
      const visit = await startVisit(app);
      await app.inject({
        method: 'POST',
        url: '/api/shop-ajax',
        headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          action: 'add_to_cart',
          product_id: String(originalId),
          security: visit.ajaxNonce,
        }).toString(),
      });
      const stockBefore = await stock();
      const paidBefore = await paidOrders();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.values(CHECKOUT_PAYMENT_ACTIONS)),
          fields,
          fc.boolean(),
          fc.boolean(),
          async (action, sent, withNonce, asJson) => {
            const body: [string, string][] = [['action', action], ...sent];
            if (withNonce) body.push(['_wpnonce', visit.ajaxNonce]);
            const response = await app.inject({
              method: 'POST',
              url: '/api/shop-ajax',
              headers: {
                cookie: visit.cookie,
                'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
              },
              payload: asJson
                ? JSON.stringify(Object.fromEntries(body))
                : new URLSearchParams(body).toString(),
            });
            expect(response.statusCode).toBeLessThan(500);
            expect(response.headers['content-type']).toMatch(/json/);
            const answer = response.json() as Record<string, unknown>;
            expect(answer.success === false || response.statusCode < 300).toBe(true);
            if (response.statusCode >= 400) expect(JSON.stringify(answer)).toMatch(/message/);
          },
        ),
        { numRuns: RUNS },
      );
      // A hostile prepare may reserve (a complete, valid form is a valid call); release them all.
      for (const row of await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.status, 'pending'))) {
        await app.inject({
          method: 'POST',
          url: '/api/shop-ajax',
          headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            action: CHECKOUT_PAYMENT_ACTIONS.release,
            _wpnonce: visit.ajaxNonce,
            order_id: String(row.id),
          }).toString(),
        });
      }
      expect(await paidOrders()).toBe(paidBefore);
      expect(await stock()).toBe(stockBefore);
    });

    it('PAY-shop another visitor cannot complete or release someone else’s order', async () => {
      const buyer = await startVisit(app);
      const stranger = await startVisit(app);
      const [row] = await database.db
        .insert(orders)
        .values({
          orderKey: `order_hostile_${Date.now()}`,
          status: 'pending',
          email: 'a@example.com',
          billing: {
            firstName: 'A',
            lastName: 'B',
            company: '',
            country: 'PT',
            address1: 'x',
            address2: '',
            city: 'y',
            postcode: '1200-389',
            phone: '912345678',
            email: 'a@example.com',
          },
          paymentMethod: 'card',
          currency: 'EUR',
          subtotalCents: 100,
          shippingCents: 0,
          totalCents: 100,
          // Another session's order (its id is no visitor's cookie).
          sessionId: `not-${buyer.cookie}`,
          reservedUntil: new Date(Date.now() + 60_000),
        })
        .returning({ id: orders.id });
      for (const action of [CHECKOUT_PAYMENT_ACTIONS.complete, CHECKOUT_PAYMENT_ACTIONS.release]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/shop-ajax',
          headers: { cookie: stranger.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            action,
            _wpnonce: stranger.ajaxNonce,
            order_id: String(row?.id),
            paymentid: 'pi_whatever',
          }).toString(),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          success: action === CHECKOUT_PAYMENT_ACTIONS.release,
        });
      }
      const [after] = await database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, row?.id ?? 0));
      expect(after?.status).toBe('pending');
    });
  },
);
