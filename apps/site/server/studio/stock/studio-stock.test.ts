import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import type { DatabaseHandle } from '@atelier/db/connection';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { products, productVariations } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockEditOf } from '~/features/studio/stock/stock-edit';
import { seededSite } from '../../testing/vite-pages';
import { auditService, COMMAND_LINE_ACTOR } from '../audit-service';
import { studioStock } from './studio-stock';

/** The audit's actor; the owner's account itself is not what these tests are about. */
const owner = COMMAND_LINE_ACTOR;

const original = artworks.find(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

describe('issue 21: stock posts are read strictly', () => {
  it('issue 21: only changed rows, whole numbers 0–100000, empty refused, one row by its button', () => {
    expect(
      stockEditOf({
        'stock:product:1': '3',
        'was:product:1': '1',
        'stock:variation:2': '5',
        'was:variation:2': '5',
      }),
    ).toEqual({
      ok: true,
      changes: [{ key: 'product:1', target: { kind: 'product', id: 1 }, was: 1, stock: 3 }],
    });
    for (const bad of ['', '-1', '1.5', '100001', 'ten', '1e3']) {
      const edit = stockEditOf({ 'stock:product:1': bad, 'was:product:1': '1' });
      expect(edit, bad).toMatchObject({ ok: false, errors: { 'product:1': expect.any(String) } });
    }
    expect(stockEditOf({ 'stock:product:1': '100000', 'was:product:1': '0' })).toMatchObject({
      ok: true,
      changes: [{ stock: 100_000 }],
    });
    // A row's own button saves that row only, even with other rows changed.
    expect(
      stockEditOf({
        row: 'variation:2',
        'stock:product:1': '3',
        'was:product:1': '1',
        'stock:variation:2': '0',
        'was:variation:2': '5',
      }),
    ).toMatchObject({ ok: true, changes: [{ key: 'variation:2', stock: 0 }] });
    expect(stockEditOf({ row: 'drop table', 'stock:product:1': '3' })).toMatchObject({
      ok: false,
    });
    // Unknown fields and keys are ignored, never an error.
    expect(stockEditOf({ 'stock:user:1': '3', 'stock:product:0': '1', other: 'x' })).toEqual({
      ok: true,
      changes: [],
    });
  });
});

describe.each(testDatabaseTargets())('issue 21: studio stock on $name', (target) => {
  let database: DatabaseHandle;
  let stock: ReturnType<typeof studioStock>;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    stock = studioStock(database.db, auditService(database.db));
  });
  afterAll(async () => {
    await database.close();
  });

  it('issue 21: products page newest first with their editions, searched by title', async () => {
    const first = await stock.page({ limit: 5 });
    expect(first.rows).toHaveLength(5);
    const ids = first.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.older).toBeDefined();
    const print = (await stock.page({ limit: 500 })).rows.find((row) => row.kind === 'print');
    expect(print?.variations.length).toBeGreaterThan(0);
    expect(print?.stock).toBeNull();
    if (!original) throw new Error('The demo gallery has no original with one in stock.');
    const found = await stock.page({ limit: 50, search: original.title.slice(0, 6).toUpperCase() });
    expect(found.rows.map((row) => row.title)).toContain(original.title);
    expect((await stock.page({ limit: 50, search: '%' })).rows).toEqual([]);
  });

  it('issue 21: a change is saved with its audit entry; a number that moved meanwhile saves nothing', async () => {
    const [variation] = await database.db
      .select({
        id: productVariations.id,
        productId: productVariations.productId,
        stock: productVariations.stock,
      })
      .from(productVariations)
      .limit(1);
    const [originalRow] = await database.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(eq(products.kind, 'original')))
      .limit(1);
    if (!variation || !originalRow) throw new Error('No stock to edit.');
    const saved = await stock.update(owner, [
      {
        key: `variation:${variation.id}`,
        target: { kind: 'variation', id: variation.id },
        was: variation.stock,
        stock: 42,
      },
      {
        key: `product:${originalRow.id}`,
        target: { kind: 'product', id: originalRow.id },
        was: originalRow.stock,
        stock: 3,
      },
    ]);
    expect(saved).toEqual({ ok: true, message: 'Stock saved for 2 rows.' });
    const entries = (
      await auditLogRepository(database.db).page({ limit: 10, action: 'stock.update' })
    ).rows;
    expect(entries.map((entry) => [entry.subject, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [
          `product:${variation.productId}`,
          expect.objectContaining({ variation: variation.id, stock: variation.stock }),
          expect.objectContaining({ variation: variation.id, stock: 42 }),
        ],
        [
          `product:${originalRow.id}`,
          expect.objectContaining({ product: originalRow.id, stock: originalRow.stock }),
          expect.objectContaining({ product: originalRow.id, stock: 3 }),
        ],
      ]),
    );

    // The page showed 42 and 3; a sale took one of the original meanwhile.
    await database.db.update(products).set({ stock: 2 }).where(eq(products.id, originalRow.id));
    const stale = await stock.update(owner, [
      {
        key: `variation:${variation.id}`,
        target: { kind: 'variation', id: variation.id },
        was: 42,
        stock: 7,
      },
      {
        key: `product:${originalRow.id}`,
        target: { kind: 'product', id: originalRow.id },
        was: 3,
        stock: 10,
      },
    ]);
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      errors: { [`product:${originalRow.id}`]: expect.stringContaining('now 2') },
    });
    const [after] = await database.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.id, variation.id));
    // All or nothing: the variation's row was not kept either.
    expect(after?.stock).toBe(42);
    expect(
      (await auditLogRepository(database.db).page({ limit: 10, action: 'stock.update' })).rows,
    ).toHaveLength(2);
  });

  it('issue 21: a print’s own row is not a stock number', async () => {
    const [print] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.kind, 'print'))
      .limit(1);
    if (!print) throw new Error('No print.');
    expect(
      await stock.update(owner, [
        {
          key: `product:${print.id}`,
          target: { kind: 'product', id: print.id },
          was: null,
          stock: 3,
        },
      ]),
    ).toMatchObject({
      ok: false,
      errors: { [`product:${print.id}`]: expect.stringContaining('edition') },
    });
  });
});

describe('issue 21: a stock edit renews the product’s cached page', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await seededSite();
    app = site.app;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  /** Asks until the page shows `text`, for at most two seconds (a change notice is asynchronous). */
  async function untilShown(url: string, text: string) {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const response = await app.inject({ method: 'GET', url });
      if (response.body.includes(text) || Date.now() > deadline) return response;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('issue 21: sold out through the studio, the cached product page says so', async () => {
    if (!original) throw new Error('The demo gallery has no original with one in stock.');
    const [row] = await site.database.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.slug, original.slug));
    if (!row) throw new Error('The original is not in the database.');
    const url = `/product/${original.slug}/`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.body).toContain('One of a kind: available now.');
    // Served again from the cache: the same bytes, the same tag.
    const cached = await app.inject({ method: 'GET', url });
    expect(cached.headers.etag).toBe(first.headers.etag);

    const studio = studioStock(site.database.db, auditService(site.database.db));
    expect(
      await studio.update(owner, [
        {
          key: `product:${row.id}`,
          target: { kind: 'product', id: row.id },
          was: row.stock,
          stock: 0,
        },
      ]),
    ).toMatchObject({ ok: true });
    const renewed = await untilShown(url, 'Sold. This original has found a home.');
    expect(renewed.body).toContain('Sold. This original has found a home.');
    expect(renewed.headers.etag).not.toBe(first.headers.etag);
  });
});
