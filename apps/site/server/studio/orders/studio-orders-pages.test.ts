import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore } from '@atelier/db/testing';
import Fastify from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageAction, loadOrderPage } from '~/features/studio/orders/order-page.server';
import { loadOrdersPage } from '~/features/studio/orders/orders-page.server';
import { STUDIO_NONCE_ACTION, STUDIO_NONCE_FIELD } from '~/features/studio/studio-paths';
import { createNonceService } from '../../platform/security/nonces';
import { createSiteServices, type SiteServices } from '../../site-services';
import { ordersExportDownload } from './orders-export';

/** Issue 21: the orders screens' loaders and posts, and the export, on the demo gallery. */

const original = artworks.find(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);
const SESSION = 'studio-session';

describe('issue 21: the orders screens (pglite)', () => {
  let database: DatabaseHandle;
  let services: SiteServices;
  let orderId = 0;
  let ownerId = 0;
  let customerId = 0;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedDemoContent(database, imagelessStore);
    services = createSiteServices(database, createNonceService('x'.repeat(40)));
    const accounts = accountRepository(database.db);
    ownerId = (await accounts.create('owner@atelier.example', 'hash'))?.id ?? 0;
    await accounts.setRole(ownerId, 'owner');
    customerId = (await accounts.create('customer@example.com', 'hash'))?.id ?? 0;
    const productId = original
      ? ((await catalogueRepository(database.db).productBySlug(original.slug))?.id ?? 0)
      : 0;
    await services.cart.add('buyer', { product_id: productId, quantity: 1 });
    const placed = await services.checkout.placeOrder('buyer', {
      billing_first_name: '=HYPERLINK("http://evil")',
      billing_last_name: 'Silva',
      billing_company: '',
      billing_country: 'PT',
      billing_address_1: 'Rua da Rosa 1',
      billing_address_2: '',
      billing_city: 'Lisboa',
      billing_postcode: '1200-389',
      billing_phone: '912 345 678',
      billing_email: 'ana@example.com',
      order_comments: '',
      terms: 'on',
      payment_method: 'bacs',
    });
    if (!placed.ok) throw new Error(placed.message);
    orderId = placed.orderId;
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  /** A load context for one signed-in account: the owner (second step passed) or a customer. */
  const contextOf = (id: number, role: 'owner' | 'customer') =>
    ({
      sessionId: SESSION,
      services,
      account: {
        customer: async () => ({
          id,
          email: role === 'owner' ? 'owner@atelier.example' : 'customer@example.com',
          role,
          totpSecret: 'secret',
        }),
        passedSecondFactor: async () => true,
      },
    }) as unknown as AppLoadContext;

  const get = (path: string) => new Request(`http://localhost${path}`);
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        [STUDIO_NONCE_FIELD]: services.nonces.issue(STUDIO_NONCE_ACTION, SESSION),
        ...fields,
      }),
    });
  const statusOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 200;
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status ?? 0;
    }
  };

  it('issue 21: the owner gets the list and the order; a customer gets 403 and nothing', async () => {
    const list = await loadOrdersPage({
      request: get('/studio/orders/?q=ana@example.com'),
      context: contextOf(ownerId, 'owner'),
    });
    expect(list.orders.map((order) => order.id)).toEqual([orderId]);
    expect(list.exportHref).toBe('/studio/orders/export.csv?q=ana%40example.com');
    const params = { orderId: String(orderId) };
    const detail = await loadOrderPage({
      request: get(`/studio/orders/${orderId}/`),
      context: contextOf(ownerId, 'owner'),
      params,
    });
    expect(detail.order).toMatchObject({ id: orderId, status: 'on-hold', refundable: true });

    const customer = contextOf(customerId, 'customer');
    expect(
      await statusOf(loadOrdersPage({ request: get('/studio/orders/'), context: customer })),
    ).toBe(403);
    expect(
      await statusOf(
        orderPageAction({
          request: post(`/studio/orders/${orderId}/`, { intent: 'status', status: 'cancelled' }),
          context: customer,
          params,
        }),
      ),
    ).toBe(403);
    expect((await services.studio.orders.detail(orderId))?.status).toBe('on-hold');
  });

  it('issue 21: an unknown order is 404; a bad post is 400; a good one moves the order', async () => {
    const owner = contextOf(ownerId, 'owner');
    for (const orderIdParam of ['999999', 'abc', '-1', '99999999999']) {
      expect(
        await statusOf(
          loadOrderPage({
            request: get('/studio/orders/x/'),
            context: owner,
            params: { orderId: orderIdParam },
          }),
        ),
      ).toBe(404);
    }
    const params = { orderId: String(orderId) };
    const bad = await orderPageAction({
      request: post(`/studio/orders/${orderId}/`, { intent: 'status', status: 'shipped' }),
      context: owner,
      params,
    });
    expect(bad).toMatchObject({ init: { status: 400 }, data: { ok: false } });
    const refused = await orderPageAction({
      request: post(`/studio/orders/${orderId}/`, { intent: 'status', status: 'completed' }),
      context: owner,
      params,
    });
    expect(refused).toMatchObject({ init: { status: 409 }, data: { ok: false } });
    const moved = await orderPageAction({
      request: post(`/studio/orders/${orderId}/`, { intent: 'status', status: 'processing' }),
      context: owner,
      params,
    });
    expect(moved).toMatchObject({ data: { ok: true } });
    expect((await services.studio.orders.detail(orderId))?.status).toBe('processing');
    const noted = await orderPageAction({
      request: post(`/studio/orders/${orderId}/`, { intent: 'note', note: 'Wrapped.' }),
      context: owner,
      params,
    });
    expect(noted).toMatchObject({ data: { ok: true } });
  });

  it('issue 21: a part refund of an amount that is not one is refused with what to type, and nothing moves', async () => {
    const owner = contextOf(ownerId, 'owner');
    const params = { orderId: String(orderId) };
    const before = await services.studio.orders.detail(orderId);
    for (const amount of ['abc', '-5', '0', '12.345', '1,250.00']) {
      const refused = await orderPageAction({
        request: post(`/studio/orders/${orderId}/`, { intent: 'refund', amount }),
        context: owner,
        params,
      });
      expect(refused, amount).toMatchObject({
        init: { status: 400 },
        data: {
          ok: false,
          message: `“${amount}” is not an amount to refund: type euros such as 25 or 12.50.`,
        },
      });
    }
    expect((await services.studio.orders.detail(orderId))?.status).toBe(before?.status);
  });

  it('issue 21: the CSV export streams a header row and spreadsheet-safe cells', async () => {
    const site = Fastify();
    const download = ordersExportDownload(services.studio.orders);
    site.get(download.path, (request, reply) =>
      download.handle(request, reply, { id: ownerId, email: 'owner@atelier.example' }),
    );
    const answer = await site.inject({ method: 'GET', url: `${download.path}?q=ana@example.com` });
    await site.close();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, ...rest] = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'Order,Date (UTC),Status,Buyer,Email,Items,Total,Currency,Payment method,Payment reference,Delivery',
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`AT-${10_000 + orderId}`);
    // The buyer's name that looks like a formula starts with an apostrophe.
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") Silva"`);
    expect(row).toContain('ana@example.com');
    expect(row).toContain(' × 1');
  });
});
