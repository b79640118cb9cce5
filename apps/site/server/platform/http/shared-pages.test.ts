import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { products } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, postgresSkipNotice } from '@atelier/db/testing';
import { formatMoney } from '@atelier/shop/money';
import { PIN_SCRIPT_ORIGIN } from '@atelier/theme/share-links';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVisit, testApp } from '../../testing/test-app';
import { pagesFromVite } from '../../testing/vite-pages';
import { inlineScriptHashes } from './react-router-adapter';

/**
 * Issue 13 / ADR 0011 through the real pages (from Vite, as `npm run dev` serves them) and the
 * real app: page HTML is the same for every anonymous visitor, per-visitor parts come from
 * calls, and the page cache follows the database's change notices.
 */

let pages: Awaited<ReturnType<typeof pagesFromVite>>;
let build: ServerBuild;

beforeAll(async () => {
  pages = await pagesFromVite();
  build = pages.build;
}, 120_000);

afterAll(async () => {
  await pages?.close();
});

/** An original with a price of its own, as the product page shows it. */
async function anOriginal(database: DatabaseHandle) {
  const [found] = await database.db
    .select({ id: products.id, slug: products.slug, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.kind, 'original'), isNotNull(products.priceCents)))
    .limit(1);
  if (!found?.priceCents) throw new Error('The demo gallery has no priced original.');
  return { ...found, priceCents: found.priceCents };
}

const setPrice = (database: DatabaseHandle, id: number, priceCents: number) =>
  database.db.update(products).set({ priceCents }).where(eq(products.id, id));

/** Asks until the page shows `text`, for at most two seconds (a change notice is asynchronous). */
async function untilShown(app: FastifyInstance, url: string, text: string) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const response = await app.inject({ method: 'GET', url });
    if (response.body.includes(text) || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const setCookies = (response: LightMyRequestResponse) => response.cookies.map(({ name }) => name);

describe('issue 13: pages shared by every visitor (pglite)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedDemoContent(database, imagelessStore);
    app = await testApp(database, { pages: { build } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('issue 13: two visitors with different carts get byte-identical pages; their fragments differ', async () => {
    const original = await anOriginal(database);
    const alice = await startVisit(app);
    const bob = await startVisit(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/shop-ajax',
      headers: { cookie: alice.cookie },
      payload: {
        action: 'add_to_cart',
        product_id: String(original.id),
        quantity: '1',
        security: alice.ajaxNonce,
      },
    });
    const { cart_hash: hash } = added.json() as { cart_hash: string };
    // The cart's public shadow, which the shared pages' header cart reads (cart-cookie.ts).
    expect(added.cookies.find((cookie) => cookie.name === 'atelier_cart')?.value).toBe(`1.${hash}`);

    for (const url of ['/', '/shop/', `/product/${original.slug}/`, '/contact/']) {
      const [forAlice, forBob, forNobody] = await Promise.all(
        [alice.cookie, bob.cookie, undefined].map((cookie) =>
          app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
        ),
      );
      expect(forAlice?.statusCode, url).toBe(200);
      expect(forAlice?.body, url).toBe(forBob?.body);
      expect(forAlice?.body, url).toBe(forNobody?.body);
      // Nothing of a visitor: no nonce of theirs, no cart, no cookie set.
      expect(forAlice?.body, url).not.toContain(alice.ajaxNonce);
      expect(forNobody?.cookies, url).toEqual([]);
      expect(forAlice?.headers['cache-control'], url).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      );
      expect(forAlice?.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
    }

    const fragments = async (cookie: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/shop-ajax',
          headers: { cookie },
          payload: { action: 'get_refreshed_fragments' },
        })
      ).json() as { cart_hash: string; cart: { itemCount: number } };
    const [aliceCart, bobCart] = [await fragments(alice.cookie), await fragments(bob.cookie)];
    expect(aliceCart.cart.itemCount).toBe(1);
    expect(bobCart.cart.itemCount).toBe(0);
    expect(aliceCart.cart_hash).not.toBe(bobCart.cart_hash);
  });

  it('issue 13: a page view without a cookie starts no session; a visitor asking for nonces gets one', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/' });
    expect(setCookies(page)).toEqual([]);
    const nonces = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: 'atelier_refresh_nonces' },
    });
    expect(setCookies(nonces)).toEqual(['atelier_session']);
    // Asking for the cart stores nothing, so it starts nothing either.
    const cart = await app.inject({
      method: 'POST',
      url: '/api/shop-ajax',
      payload: { action: 'get_refreshed_fragments' },
    });
    expect(cart.json()).toMatchObject({ cart: { itemCount: 0 } });
    expect(setCookies(cart)).not.toContain('atelier_session');
  });

  it('issue 13: the cart page is the visitor’s own: private, no-store, never shared', async () => {
    const visit = await startVisit(app);
    const cart = await app.inject({
      method: 'GET',
      url: '/cart/',
      headers: { cookie: visit.cookie },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers.etag).toBeUndefined();
  });

  it('issue 13: without JavaScript, an add to cart from a shared page is vouched for by the browser, and its notice reaches that visitor alone', async () => {
    const original = await anOriginal(database);
    const url = `/product/${original.slug}/`;
    const form = { product_id: String(original.id), quantity: '1', security: '' };
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(form).toString(),
      });
    // Another site's post (no nonce, the browser says cross-site) adds nothing.
    const forged = await post({ 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('This page had expired, so nothing was added.');

    const added = await post({ 'sec-fetch-site': 'same-origin' });
    expect(added.statusCode).toBe(303);
    const cookies = added.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    expect(cookies).toMatch(/atelier_added_to_cart=/);
    expect(cookies).toMatch(/atelier_cart=1\./);

    const theirs = await app.inject({ method: 'GET', url, headers: { cookie: cookies } });
    expect(theirs.body.replaceAll('<!-- -->', '')).toMatch(/has been added to your cart/);
    expect(theirs.headers['cache-control']).toBe('private, no-store');
    const everyoneElse = await app.inject({ method: 'GET', url });
    expect(everyoneElse.body.replaceAll('<!-- -->', '')).not.toMatch(/has been added to your cart/);
    expect(everyoneElse.headers['cache-control']).toMatch(/^public/);
  });

  it('issue 13: an unchanged page answers 304 to its ETag, in any encoding', async () => {
    const first = await app.inject({ method: 'GET', url: '/shop/' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/shop/',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await app.inject({
      method: 'GET',
      url: '/shop/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(etag);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
  });

  it('issue 13: the page CSP allows exactly its own inline scripts by hash, with no nonce', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const hashes = inlineScriptHashes(page.body);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    // Issue 20 (MISC-014): and the one outside origin, Pinterest's pinning script on demand.
    expect(scriptSources.sort()).toEqual(["'self'", PIN_SCRIPT_ORIGIN, ...hashes].sort());
    expect(page.body).not.toMatch(/\snonce="/);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it('issue 13: a price change shows on the next view of the cached product page (one process)', async () => {
    const original = await anOriginal(database);
    const url = `/product/${original.slug}/`;
    const before = await app.inject({ method: 'GET', url });
    expect(before.body).toContain(formatMoney(original.priceCents));
    const newPrice = original.priceCents + 12_300;
    await setPrice(database, original.id, newPrice);
    const after = await untilShown(app, url, formatMoney(newPrice));
    expect(after.body).toContain(formatMoney(newPrice));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('issue 13: the page cache of two processes on PostgreSQL', () => {
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  beforeAll(async () => {
    // Two connection pools and two apps on one schema: what two server processes share.
    first = await openDatabase({ url: postgresUrl, schemaName, poolSize: 4 });
    await first.migrate();
    await seedDemoContent(first, imagelessStore);
    second = await openDatabase({ url: postgresUrl, schemaName, poolSize: 4 });
    appA = await testApp(first, { pages: { build } });
    appB = await testApp(second, { pages: { build } });
  }, 180_000);

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await second?.close();
    await first?.close();
  });

  it('issue 13: a price changed in one process shows on the next view in the other', async () => {
    const original = await anOriginal(first);
    const url = `/product/${original.slug}/`;
    // Both processes have the page cached.
    for (const app of [appA, appB]) {
      await app.inject({ method: 'GET', url });
      expect((await app.inject({ method: 'GET', url })).body).toContain(
        formatMoney(original.priceCents),
      );
    }
    const newPrice = original.priceCents + 4_500;
    await setPrice(first, original.id, newPrice);
    const inB = await untilShown(appB, url, formatMoney(newPrice));
    expect(inB.body).toContain(formatMoney(newPrice));
    expect(inB.body).not.toContain(`>${formatMoney(original.priceCents)}<`);
  });
});

if (!postgresUrl) console.warn(postgresSkipNotice);
