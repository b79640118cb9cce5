import { artworks, type OriginalArtwork, type PrintArtwork } from '@atelier/demo-content/catalogue';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVisit, testApp } from '../testing/test-app';

const original = artworks.find(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);
const print = artworks.find(
  (artwork): artwork is PrintArtwork =>
    artwork.kind === 'print' &&
    artwork.variations.some((variation) => variation.stock >= 3 && variation.maxQuantity >= 3),
);

describe.each(testDatabaseTargets())('cart calls on the shop endpoint ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let originalId: number;
  let printId: number;
  let stocked: { id: number; attributes: Record<string, string> };

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    app = await testApp(database);
    if (!original || !print)
      throw new Error('The demo gallery lacks an original or a stocked print.');
    const catalogue = catalogueRepository(database.db);
    originalId = (await catalogue.productBySlug(original.slug))?.id ?? 0;
    const printDetail = await catalogue.productBySlug(print.slug);
    printId = printDetail?.id ?? 0;
    const variation = printDetail?.variations.find(
      (candidate) => candidate.stock >= 3 && candidate.maxQuantity >= 3,
    );
    if (!variation) throw new Error('No stocked variation.');
    stocked = variation;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (cookie: string, payload: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url: '/api/shop-ajax',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(payload).map(([key, value]) => [key, String(value)]),
      ).toString(),
    });

  it('CART-002 CART-003 CART-008 SHOP-004 add_to_cart answers fragments, cart_hash and a count that sums quantities', async () => {
    const visit = await startVisit(app);
    const first = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: printId,
      variation_id: stocked.id,
      quantity: 2,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body.fragments).sort()).toEqual([
      'div.widget_shopping_cart_content',
      'span.cart-count',
    ]);
    expect(body.fragments['span.cart-count']).toBe(
      '<span class="cart-count" data-count="2">2</span>',
    );
    expect(body.fragments['div.widget_shopping_cart_content']).toContain(
      print?.title.replace(/&/g, '&amp;'),
    );
    expect(body.cart_hash).toMatch(/\S+/);
    expect(body.cart.itemCount).toBe(2);

    const second = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: originalId,
      quantity: 1,
    });
    expect(second.json().cart.itemCount).toBe(3);
    expect(second.json().cart.items).toHaveLength(2);
    expect(second.json().cart_hash).not.toBe(body.cart_hash);
  });

  it('a print can be named by its attribute_<id> fields instead of variation_id', async () => {
    const visit = await startVisit(app);
    const fields = Object.fromEntries(
      Object.entries(stocked.attributes).map(([id, option]) => [`attribute_${id}`, option]),
    );
    const answer = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: printId,
      ...fields,
    });
    expect(answer.json().cart.items[0].variationId).toBe(stocked.id);
  });

  it('CART-007 a refused add answers error with the product_url and says why', async () => {
    const visit = await startVisit(app);
    const noChoice = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: printId,
    });
    expect(noChoice.json()).toEqual({
      error: true,
      product_url: `/product/${print?.slug}/`,
      message: expect.stringMatching(
        /^Please choose a .+ before adding this print to your cart\.$/,
      ),
    });
    await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: originalId,
    });
    const twice = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: originalId,
    });
    expect(twice.json()).toMatchObject({
      error: true,
      product_url: `/product/${original?.slug}/`,
      message: expect.stringContaining('you already have 1 in your cart'),
    });
  });

  it('add_to_cart needs the nonce and a valid product id, answering JSON errors', async () => {
    const visit = await startVisit(app);
    const noNonce = await post(visit.cookie, { action: 'add_to_cart', product_id: originalId });
    expect(noNonce.statusCode).toBe(403);
    const badId = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: 'abc',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().data).toMatchObject({
      field: 'product_id',
      message: 'Invalid value for product_id: must be a number',
    });
    const unknown = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: 999_999,
    });
    expect(unknown.json()).toMatchObject({ error: true, product_url: '/shop/' });
  });

  it('CART-011 remove_from_cart answers the refreshed fragments; an unknown key is a JSON 404', async () => {
    const visit = await startVisit(app);
    const added = await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: originalId,
    });
    const key = added.json().cart.items[0].key;
    const removed = await post(visit.cookie, {
      action: 'remove_from_cart',
      security: visit.ajaxNonce,
      cart_item_key: key,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().fragments['span.cart-count']).toContain('data-count="0"');
    expect(removed.json().fragments['div.widget_shopping_cart_content']).toContain(
      'No artworks in the cart yet.',
    );
    const again = await post(visit.cookie, {
      action: 'remove_from_cart',
      security: visit.ajaxNonce,
      cart_item_key: key,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      data: { message: 'That artwork is no longer in your cart.', code: 'not_in_cart' },
    });
  });

  describe('SW-013 get_variation', () => {
    type StoredVariation = {
      id: number;
      sku: string;
      attributes: Record<string, string>;
      priceCents: number;
      stock: number;
      maxQuantity: number;
    };
    let paperPrint: { id: number; attributes: { id: string; options: { id: string }[] }[] };
    let variations: StoredVariation[];

    beforeAll(async () => {
      const catalogue = catalogueRepository(database.db);
      // The print with a Paper attribute that has the most variations: the one closest to
      // (or beyond) the threshold past which pages stop embedding them.
      const withPaper = artworks
        .filter(
          (artwork): artwork is PrintArtwork =>
            artwork.kind === 'print' &&
            artwork.attributes.some((attribute) => attribute.id === 'paper'),
        )
        .sort((a, b) => b.variations.length - a.variations.length)[0];
      const detail = withPaper && (await catalogue.productBySlug(withPaper.slug));
      if (!detail) throw new Error('The demo gallery has no print with a Paper attribute.');
      paperPrint = detail;
      variations = detail.variations;
    });

    const fieldsOf = (choice: Record<string, string>) =>
      Object.fromEntries(Object.entries(choice).map(([id, option]) => [`attribute_${id}`, option]));
    const ask = (fields: Record<string, string | number>) =>
      app.inject({
        method: 'GET',
        url: `/api/shop-ajax?${new URLSearchParams(
          Object.entries({ action: 'get_variation', ...fields }).map(([key, value]) => [
            key,
            String(value),
          ]),
        )}`,
      });
    const expectedAnswer = (variation: StoredVariation) => {
      const maxQuantity = Math.min(variation.stock, variation.maxQuantity);
      return {
        variation_id: variation.id,
        attributes: fieldsOf(variation.attributes),
        sku: variation.sku,
        display_price: variation.priceCents / 100,
        display_regular_price: variation.priceCents / 100,
        is_in_stock: variation.stock > 0,
        is_purchasable: variation.stock > 0,
        min_qty: 1,
        max_qty: maxQuantity,
        variation_is_active: true,
        variation_is_visible: true,
        variation_stock_left: variation.stock,
        price_html: expect.stringMatching(/^<span class="price">€[\d,.]+<\/span>$/),
        availability_html:
          variation.stock > 0
            ? `<p class="stock in-stock">${variation.stock} in stock</p>`
            : '<p class="stock out-of-stock">Out of stock</p>',
      };
    };

    it('SW-013 answers the chosen variation as the original wc-ajax=get_variation does: id, price, stock, max quantity, stock left', async () => {
      const inStock = variations.find((variation) => variation.stock > 0);
      if (!inStock) throw new Error('No variation in stock.');
      const answer = await ask({ product_id: paperPrint.id, ...fieldsOf(inStock.attributes) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual(expectedAnswer(inStock));
    });

    it('SW-013 a sold-out variation is still answered, as out of stock with a maximum of 0', async () => {
      const soldOut = variations.find((variation) => variation.stock === 0);
      if (!soldOut) throw new Error('The print has no sold-out variation.');
      const answer = await ask({ product_id: paperPrint.id, ...fieldsOf(soldOut.attributes) });
      expect(answer.json()).toEqual(expectedAnswer(soldOut));
      expect(answer.json()).toMatchObject({ is_in_stock: false, max_qty: 0 });
    });

    it('SW-013 answers the same to a POST, with no nonce: it only reads', async () => {
      const [first] = variations;
      if (!first) throw new Error('The print has no variations.');
      const visit = await startVisit(app);
      const answer = await post(visit.cookie, {
        action: 'get_variation',
        product_id: paperPrint.id,
        ...fieldsOf(first.attributes),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(expectedAnswer(first));
    });

    it('SW-013 answers a bare false when no variation matches: a combination not made, an open attribute, an unknown option, not a print', async () => {
      const offered = new Set(variations.map((variation) => JSON.stringify(variation.attributes)));
      const combinations = paperPrint.attributes.reduce<Record<string, string>[]>(
        (partial, attribute) =>
          partial.flatMap((choice) =>
            attribute.options.map((option) => ({ ...choice, [attribute.id]: option.id })),
          ),
        [{}],
      );
      const notMade = combinations.find((choice) => !offered.has(JSON.stringify(choice)));
      if (!notMade) throw new Error('Every combination of the print is offered.');
      const [first] = variations;
      if (!first) throw new Error('The print has no variations.');
      const open = fieldsOf({ ...first.attributes, paper: '' });
      const unknown = fieldsOf({ ...first.attributes, paper: 'papyrus' });

      for (const fields of [fieldsOf(notMade), open, unknown]) {
        const answer = await ask({ product_id: paperPrint.id, ...fields });
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe('false');
      }
      expect((await ask({ product_id: originalId })).body).toBe('false');
      expect((await ask({ product_id: 999_999, ...fieldsOf(first.attributes) })).body).toBe(
        'false',
      );
    });

    it('SW-013 a product_id that is not a number is a JSON 400 naming the field', async () => {
      const answer = await ask({ product_id: 'fig' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data).toMatchObject({
        field: 'product_id',
        message: 'Invalid value for product_id: must be a number',
      });
    });
  });

  it('the cart belongs to the session: another visitor sees an empty cart', async () => {
    const visit = await startVisit(app);
    await post(visit.cookie, {
      action: 'add_to_cart',
      security: visit.ajaxNonce,
      product_id: originalId,
    });
    const other = await startVisit(app);
    const fragments = await post(other.cookie, { action: 'get_refreshed_fragments' });
    expect(fragments.json().cart.itemCount).toBe(0);
    const mine = await post(visit.cookie, { action: 'get_refreshed_fragments' });
    expect(mine.json().cart.itemCount).toBe(1);
  });
});
