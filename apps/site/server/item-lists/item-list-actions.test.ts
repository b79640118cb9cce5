import type { DatabaseHandle } from '@atelier/db/connection';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { ITEM_LIST_ACTION, ITEM_LIST_NONCE_ACTION } from '@atelier/theme/item-list';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNonceService } from '../platform/security/nonces';
import { testApp, testConfig } from '../testing/test-app';

const AJAX = '/api/ajax';

const idsOf = (html: string) =>
  [...html.matchAll(/data-post-id="(\d+)"/g)].map((match) => Number(match[1]));

describe.each(testDatabaseTargets())('presscore_template_ajax ($name, issue 20)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const nonces = createNonceService(testConfig().sessionSecret);

  const post = (fields: [string, string][]) =>
    app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const list = (contentType: string, fields: Record<string, string> = {}, visible: number[] = []) =>
    post([
      ...Object.entries({
        action: ITEM_LIST_ACTION,
        postID: '1',
        paged: '1',
        term: '',
        orderby: contentType === 'shop' ? 'menu_order' : 'date',
        order: 'desc',
        nonce: nonces.issueShared(ITEM_LIST_NONCE_ACTION, contentType),
        contentType,
        'pageData[layout]': 'masonry',
        'pageData[template]': 'blog',
        sender: 'filter',
        // The test's own fields replace the defaults (each name is sent once).
        ...fields,
      }),
      ...visible.map((id): [string, string] => ['visibleItems[]', String(id)]),
    ]);

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    app = await testApp(database);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('LIST-002 LIST-004 answers the first page of a grid with every field, escaped cards, no session', async () => {
    const response = await list('journal');
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    const answer = response.json();
    expect(answer).toMatchObject({
      success: true,
      orderby: 'date',
      order: 'desc',
      itemsToDelete: [],
      currentPage: 1,
    });
    expect(typeof answer.newNonce).toBe('string');
    expect(answer.newNonce.length).toBeGreaterThan(10);
    expect(idsOf(answer.html).length).toBe(Math.min(6, answer.total));
    expect(answer.html).toContain('class="post-card"');
    expect(answer.html).not.toContain('<script');
    if (answer.pages > 1) expect(answer.paginationHtml).toContain('data-page="2"');
  });

  it('LIST-003 LIST-015 filters by term: a slug its items only, 0 none, empty all', async () => {
    const allResponse = await list('portfolio');
    const all = allResponse.json();
    const exhibitionsResponse = await list('portfolio', { term: 'exhibitions' });
    const exhibitions = exhibitionsResponse.json();
    const none = (await list('portfolio', { term: '0' })).json();
    expect(exhibitions.total).toBeGreaterThan(0);
    expect(exhibitions.total).toBeLessThan(all.total);
    expect(exhibitions.html).toContain('category-exhibitions');
    expect(exhibitions.html).not.toContain('category-installations');
    expect(none).toMatchObject({ success: true, total: 0, html: '' });
    const unknown = (await list('shop', { term: 'no-such-category' })).json();
    expect(unknown).toMatchObject({ success: true, total: 0 });
  });

  it('LIST-001 LIST-014 orders by name both ways and pages through every item once', async () => {
    const asc = (await list('portfolio', { orderby: 'name', order: 'asc' })).json();
    const desc = (await list('portfolio', { orderby: 'name', order: 'desc' })).json();
    expect(asc.order).toBe('asc');
    const page2 = (
      await list('portfolio', {
        orderby: 'name',
        order: 'asc',
        sender: 'paginator',
        targetPage: '2',
      })
    ).json();
    const seen = [...idsOf(asc.html), ...idsOf(page2.html)];
    expect(new Set(seen).size).toBe(Math.min(asc.total, 12));
    expect(idsOf(desc.html)[0]).not.toBe(idsOf(asc.html)[0]);
  });

  it('LIST-004 "more" leaves out the held items and deletes none; a filter deletes what it drops', async () => {
    const first = (await list('portfolio')).json();
    const held = idsOf(first.html);
    const more = (
      await list('portfolio', { sender: 'more', paged: '1', targetPage: '2' }, held)
    ).json();
    expect(more.currentPage).toBe(2);
    expect(more.itemsToDelete).toEqual([]);
    expect(idsOf(more.html).some((id) => held.includes(id))).toBe(false);
    expect(more.paginationHtml).toBe('');
    const filtered = (await list('portfolio', { term: 'installations' }, held)).json();
    const kept = idsOf(filtered.html);
    expect(filtered.itemsToDelete).toEqual(held.filter((id) => !kept.includes(id)));
  });

  it('LIST-005 the newNonce it answers is accepted by the next call', async () => {
    const first = (await list('shop')).json();
    const again = await post([
      ['action', ITEM_LIST_ACTION],
      ['nonce', first.newNonce],
      ['contentType', 'shop'],
      ['sender', 'paginator'],
      ['targetPage', '2'],
      ['orderby', 'price'],
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, currentPage: 2, orderby: 'price' });
  });

  it('refuses a wrong nonce, a nonce of another grid, bad fields and a page past the end (4xx, a message)', async () => {
    const otherGrid = await post([
      ['action', ITEM_LIST_ACTION],
      ['nonce', nonces.issueShared(ITEM_LIST_NONCE_ACTION, 'shop')],
      ['contentType', 'journal'],
      ['sender', 'filter'],
    ]);
    expect(otherGrid.statusCode).toBe(403);
    const refusals: Record<string, string>[] = [
      { term: '<script>' },
      { orderby: 'price' },
      { order: 'sideways' },
      { sender: 'robot' },
      { sender: 'paginator', targetPage: '999' },
      { sender: 'paginator', targetPage: '-1' },
      { sender: 'paginator', targetPage: '1e400' },
    ];
    for (const fields of refusals) {
      const response = await list('journal', fields);
      expect(response.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(fields)).toBeLessThan(500);
      expect(typeof response.json().data.message).toBe('string');
    }
    const tooMany = await list(
      'journal',
      {},
      Array.from({ length: 501 }, (_, index) => index + 1),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('hostile input: any field of any shape is answered 200 or 4xx, never 500', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('0', '-1', '1e9', '99999999999', 'NaN', '', ' ', '[]', '{}'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          term: value,
          orderby: value,
          order: value,
          paged: value,
          targetPage: value,
          sender: fc.oneof(value, fc.constantFrom('filter', 'paginator', 'more')),
          contentType: fc.oneof(value, fc.constantFrom('portfolio', 'journal', 'shop')),
          visible: fc.array(value, { maxLength: 5 }),
        }),
        async ({ visible, contentType, ...fields }) => {
          const response = await post([
            ['action', ITEM_LIST_ACTION],
            ['nonce', nonces.issueShared(ITEM_LIST_NONCE_ACTION, contentType)],
            ['contentType', contentType],
            ...Object.entries(fields),
            ...visible.map((id): [string, string] => ['visibleItems[]', id]),
          ]);
          expect(response.statusCode).not.toBeGreaterThanOrEqual(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
