import { artworks, blogPosts } from '@atelier/demo-content/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { seedDemoContent } from '../seed-demo';
import { imagelessStore, testDatabaseTargets } from '../testing';
import { catalogueRepository } from './catalogue';
import { contentRepository } from './content';

describe.each(testDatabaseTargets())('catalogue and content queries on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await seedDemoContent(handle, imagelessStore);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('SHOP-001 orders by price low to high and high to low', async () => {
    const catalogue = catalogueRepository(handle.db);
    const ascending = (await catalogue.listProducts({ ordering: 'price', page: 1, perPage: 100 }))
      .items;
    const minimums = ascending.map((item) => item.minPriceCents);
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));
    const descending = (
      await catalogue.listProducts({ ordering: 'price-desc', page: 1, perPage: 100 })
    ).items;
    const maximums = descending.map((item) => item.maxPriceCents);
    expect(maximums).toEqual([...maximums].sort((a, b) => b - a));
  });

  it('SHOP-001 orders by popularity and by date', async () => {
    const catalogue = catalogueRepository(handle.db);
    const popular = (await catalogue.listProducts({ ordering: 'popularity', page: 1, perPage: 3 }))
      .items;
    const expected = [...artworks].sort((a, b) => b.popularity - a.popularity).slice(0, 3);
    expect(popular.map((item) => item.slug)).toEqual(expected.map((artwork) => artwork.slug));
    const newest = (await catalogue.listProducts({ ordering: 'date', page: 1, perPage: 1 }))
      .items[0];
    const latest = [...artworks].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
    expect(newest?.slug).toBe(latest?.slug);
  });

  it('issue 12: lists one artist’s works only, for "More by this artist"', async () => {
    const catalogue = catalogueRepository(handle.db);
    const [first] = (await catalogue.listProducts({ ordering: 'menu_order', page: 1, perPage: 1 }))
      .items;
    const detail = await catalogue.productBySlug(first?.slug ?? '');
    const slug = detail?.artist.slug ?? '';
    const listing = await catalogue.listProducts({
      artistSlug: slug,
      ordering: 'menu_order',
      page: 1,
      perPage: 100,
    });
    expect(listing.total).toBeGreaterThan(0);
    expect(new Set(listing.items.map((item) => item.artistName))).toEqual(
      new Set([detail?.artist.name]),
    );
    const unknown = await catalogue.listProducts({
      artistSlug: 'nobody-at-all',
      ordering: 'menu_order',
      page: 1,
      perPage: 100,
    });
    expect(unknown.total).toBe(0);
  });

  it('pages through the catalogue without gaps or repeats', async () => {
    const catalogue = catalogueRepository(handle.db);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(artworks.length / 5); page += 1) {
      const { items, total } = await catalogue.listProducts({
        ordering: 'menu_order',
        page,
        perPage: 5,
      });
      expect(total).toBe(artworks.length);
      seen.push(...items.map((item) => item.slug));
    }
    expect(new Set(seen).size).toBe(artworks.length);
  });

  it('filters by category and searches title, artist and medium, treating % and _ literally', async () => {
    const catalogue = catalogueRepository(handle.db);
    const sample = artworks[0];
    if (!sample) throw new Error('No artworks.');
    const inCategory = await catalogue.listProducts({
      categorySlug: sample.categorySlug,
      ordering: 'menu_order',
      page: 1,
      perPage: 100,
    });
    expect(inCategory.total).toBe(
      artworks.filter((artwork) => artwork.categorySlug === sample.categorySlug).length,
    );
    const found = await catalogue.listProducts({
      search: sample.title.toUpperCase(),
      ordering: 'menu_order',
      page: 1,
      perPage: 100,
    });
    expect(found.items.map((item) => item.slug)).toContain(sample.slug);
    expect(
      (await catalogue.listProducts({ search: '%', ordering: 'menu_order', page: 1, perPage: 100 }))
        .total,
    ).toBe(0);
    expect(
      (await catalogue.listProducts({ search: '_', ordering: 'menu_order', page: 1, perPage: 100 }))
        .total,
    ).toBe(0);
  });

  it('reports stock: a sold-out original has none, a print sums its variations', async () => {
    const catalogue = catalogueRepository(handle.db);
    const soldOut = artworks.find((artwork) => artwork.kind === 'original' && artwork.stock === 0);
    if (!soldOut) throw new Error('The demo gallery has no sold-out original.');
    expect((await catalogue.productBySlug(soldOut.slug))?.totalStock).toBe(0);
    const print = artworks.find((artwork) => artwork.kind === 'print');
    if (!print || print.kind !== 'print') throw new Error('No print.');
    expect((await catalogue.productBySlug(print.slug))?.totalStock).toBe(
      print.variations.reduce((sum, variation) => sum + variation.stock, 0),
    );
    expect(await catalogue.productBySlug('no-such-artwork')).toBeUndefined();
  });

  it('finds the journal entries of one day for the dated archive', async () => {
    const content = contentRepository(handle.db);
    const post = blogPosts[0];
    if (!post) throw new Error('No posts.');
    const day = new Date(post.publishedAt);
    const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
    const end = new Date(start.getTime() + 86_400_000);
    const expected = blogPosts.filter((candidate) => {
      const time = new Date(candidate.publishedAt).getTime();
      return time >= start.getTime() && time < end.getTime();
    });
    const found = await content.postsBetween(start, end);
    expect(found.map((row) => row.slug).sort()).toEqual(expected.map((row) => row.slug).sort());
  });
});
