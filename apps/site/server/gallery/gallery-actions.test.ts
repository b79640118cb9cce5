import type { DatabaseHandle } from '@atelier/db/connection';
import { tileGalleryRepository } from '@atelier/db/repositories/tile-galleries';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { DEMO_TILE_GALLERY, DEMO_TILES } from '@atelier/demo-content/tile-gallery';
import { LOAD_CHUNK_ACTION } from '@atelier/gallery/tile-chunks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_NONCE_ACTION, TILE_DATA_ATTRIBUTE } from '~/features/gallery/gallery-view';
import { createNonceService } from '../platform/security/nonces';
import { testApp, testConfig } from '../testing/test-app';
import { galleryService } from './gallery-service';

const AJAX = '/api/ajax';
const { firstChunkSize, pageSize } = DEMO_TILE_GALLERY.settings;

/** The positions of the tiles a fragment holds, read from the data each tile carries. */
function positionsOf(html: string): number[] {
  const pattern = new RegExp(`${TILE_DATA_ATTRIBUTE}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => {
    const json = (match[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
    return (JSON.parse(json) as { position: number }).position;
  });
}

describe.each(testDatabaseTargets())('load_chunk through the app ($name, issue 18)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let galleryId: number;
  const nonces = createNonceService(testConfig().sessionSecret);
  let nonce: string;

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const chunk = (fields: Record<string, string> = {}) =>
    post({
      action: LOAD_CHUNK_ACTION,
      page: '2',
      pageSize: String(pageSize),
      finaltilesgallery: nonce,
      gallery: String(galleryId),
      ...fields,
    });

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    app = await testApp(database);
    const gallery = await tileGalleryRepository(database.db).findBySlug(DEMO_TILE_GALLERY.slug);
    galleryId = gallery?.id ?? 0;
    nonce = nonces.issueShared(GALLERY_NONCE_ACTION, String(galleryId));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('GAL-006 answers the next tiles as an HTML fragment, with no session', async () => {
    const response = await chunk();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // A shared nonce: the call neither needs nor starts a session.
    expect(response.cookies).toEqual([]);
    expect(positionsOf(response.body)).toEqual(
      Array.from({ length: pageSize }, (_, index) => firstChunkSize + index),
    );
    const first = DEMO_TILES[firstChunkSize];
    expect(response.body).toContain('class="ftg-tile ftg-tile--');
    expect(response.body).toContain(`Share “${first?.title}” on Facebook`);
  });

  it('GAL-005 chunks cover every tile once, then an empty answer ends it', async () => {
    const seen: number[] = [];
    let page = 1;
    for (;;) {
      const response = await chunk({ page: String(page) });
      expect(response.statusCode).toBe(200);
      if (response.body === '') break;
      seen.push(...positionsOf(response.body));
      page++;
      expect(page).toBeLessThan(20);
    }
    expect(seen).toEqual(DEMO_TILES.map((_, index) => index));
    expect(page - 1).toBe(1 + Math.ceil((DEMO_TILES.length - firstChunkSize) / pageSize));
    const past = await chunk({ page: '9999' });
    expect(past.statusCode).toBe(200);
    expect(past.body).toBe('');
  });

  it('GAL-002 respects the active filter (ftg-set), and an unknown set has no tiles', async () => {
    const prints = DEMO_TILES.flatMap((tile, index) =>
      tile.filterSets.includes('prints') ? [index] : [],
    );
    const response = await chunk({ page: '1', 'ftg-set': 'prints' });
    expect(positionsOf(response.body)).toEqual(prints.slice(0, firstChunkSize));
    const second = await chunk({ page: '2', 'ftg-set': 'prints' });
    expect(positionsOf(second.body)).toEqual(
      prints.slice(firstChunkSize, firstChunkSize + pageSize),
    );
    const unknown = await chunk({ page: '1', 'ftg-set': 'sculpture' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('');
  });

  it('refuses a wrong or missing nonce, or another gallery’s, with 403 JSON', async () => {
    for (const bad of ['', 'x'.repeat(20), nonces.issueShared(GALLERY_NONCE_ACTION, '999')]) {
      const response = await chunk({ finaltilesgallery: bad });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, data: { code: 'invalid_nonce' } });
    }
    // A visitor's session nonce is not a gallery nonce.
    const sessionNonce = nonces.issue(GALLERY_NONCE_ACTION, String(galleryId));
    expect((await chunk({ finaltilesgallery: sessionNonce })).statusCode).toBe(403);
    const noNonce = await post({
      action: LOAD_CHUNK_ACTION,
      page: '2',
      pageSize: '12',
      gallery: String(galleryId),
    });
    expect(noNonce.statusCode).toBe(403);
  });

  it('refuses a bad page or page size with 400 JSON naming the field', async () => {
    for (const [field, value] of [
      ['page', '0'],
      ['page', '-1'],
      ['page', 'abc'],
      ['page', '10001'],
      ['page', '1.5'],
      ['pageSize', '0'],
      ['pageSize', '101'],
      ['pageSize', '1e9'],
      ['ftg-set', 'Not A Set!'],
    ] as const) {
      const response = await chunk({ [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        data: { code: 'invalid_input', message: expect.stringContaining(field) },
      });
    }
  });

  it('answers 404 for a gallery that does not exist (with a valid nonce for it)', async () => {
    const response = await chunk({
      gallery: '999',
      finaltilesgallery: nonces.issueShared(GALLERY_NONCE_ACTION, '999'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ data: { code: 'gallery_not_found' } });
  });

  it('refuses a body of the wrong content type (415) and a huge body (413)', async () => {
    const wrongType = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/xml' },
      payload: `<action>${LOAD_CHUNK_ACTION}</action>`,
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({
      success: false,
      data: { code: 'unsupported_media_type' },
    });
    const huge = await chunk({ padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, data: { code: 'payload_too_large' } });
  });

  it('must be posted: a GET with a valid nonce is refused (405)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${AJAX}?${new URLSearchParams({
        action: LOAD_CHUNK_ACTION,
        page: '2',
        pageSize: '12',
        finaltilesgallery: nonce,
        gallery: String(galleryId),
      })}`,
    });
    expect(response.statusCode).toBe(405);
  });
});

describe.each(testDatabaseTargets())('the gallery service ($name, issue 18)', (target) => {
  let database: DatabaseHandle;
  const nonces = createNonceService('a-secret-for-the-gallery-service-tests-0123456789');
  const service = () =>
    galleryService(database.db, {
      nonces,
      publicUrl: new URL('https://atelier.example'),
      pagePaths: { demo: '/albums/' },
    });

  beforeAll(async () => {
    database = await target.open();
    await database.db.execute(
      `insert into images (key, alt, width, height, dominant_color, variants) values
       ('one', 'One', 1200, 900, '#111111', '[{"width":480,"height":360,"format":"webp","file":"one-480.webp"},{"width":1200,"height":900,"format":"jpeg","file":"one-1200.jpg"},{"width":1200,"height":900,"format":"webp","file":"one-1200.webp"}]'),
       ('two', 'Two', 800, 1200, '#222222', '[]')`,
    );
    await tileGalleryRepository(database.db).createIfMissing(
      {
        slug: 'demo',
        title: 'Demo',
        settings: { pageSize: 1, firstChunkSize: 1, sequential: true },
      },
      [
        {
          type: 'image',
          imageKey: 'one',
          title: '<script>alert("x")</script> & co',
          subtitle: 'Sub',
          filterSets: ['prints'],
        },
        {
          type: 'iframe',
          imageKey: 'two',
          title: 'Film',
          subtitle: '',
          filterSets: ['studio'],
          videoUrl: 'https://vimeo.com/824451903',
        },
      ],
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('GAL-001 shows the big image (largest JPEG), absolute share addresses and the shared nonce', async () => {
    const view = await service().page('demo', {});
    expect(view).toMatchObject({
      title: 'Demo',
      filterSets: ['prints', 'studio'],
      filter: undefined,
      pagesShown: 1,
      hasMore: true,
    });
    expect(view?.tiles).toHaveLength(1);
    const [tile] = view?.tiles ?? [];
    expect(tile?.big).toEqual({ src: '/images/one-1200.jpg', width: 1200, height: 900 });
    expect(tile?.share.pinterest).toContain(encodeURIComponent('https://atelier.example/albums/'));
    expect(tile?.share.pinterest).toContain(
      encodeURIComponent('https://atelier.example/images/one-1200.jpg'),
    );
    expect(nonces.verifyShared(GALLERY_NONCE_ACTION, String(view?.id), view?.nonce)).toBe(true);
  });

  it('GAL-002 renders a known filter, ignores an unknown one, and shows more pages when asked', async () => {
    const studio = await service().page('demo', { filter: 'studio' });
    expect(studio?.filter).toBe('studio');
    expect(studio?.tiles.map((tile) => tile.type)).toEqual(['iframe']);
    expect(studio?.tiles[0]?.big).toBeNull();
    expect(studio?.hasMore).toBe(false);
    const unknown = await service().page('demo', { filter: 'sculpture' });
    expect(unknown?.filter).toBeUndefined();
    const two = await service().page('demo', { pages: 2 });
    expect(two?.tiles).toHaveLength(2);
    expect(two?.hasMore).toBe(false);
    expect(await service().page('missing', {})).toBeUndefined();
  });

  it('the fragment escapes a tile’s text (titles are text, never HTML)', async () => {
    const { renderChunkFragment } = await import('./gallery-actions');
    const tiles =
      (await service().chunk((await service().page('demo', {}))?.id ?? 0, {
        page: 1,
        pageSize: 1,
      })) ?? [];
    const html = renderChunkFragment(tiles);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });
});
