import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY_CHANGE,
  createPageCache,
  encodedBody,
  preferredEncoding,
  type CachedPage,
  type RenderedPage,
} from './page-cache';

const page = (body: string, tags: string[] = [ANY_CHANGE]): RenderedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(body),
  tags,
});

const cache = () => createPageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });

/** A render that waits until released, to interleave it with change notices. */
function heldRender(result: RenderedPage | undefined) {
  let release: () => void = () => undefined;
  let calls = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    render: async () => {
      calls += 1;
      await gate;
      return result;
    },
    release: () => release(),
    get calls() {
      return calls;
    },
  };
}

describe('page cache (issue 13, ADR 0011)', () => {
  it('issue 13: keeps a shareable page and serves it again without rendering', async () => {
    const pages = cache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('<p>shop</p>', ['products']);
    };
    await pages.fill('/shop/', render);
    const again = await pages.fill('/shop/', render);
    expect(renders).toBe(1);
    expect(again?.body.toString()).toBe('<p>shop</p>');
    expect(pages.lookup('/shop/')?.etag).toMatch(/^W\/"/);
  });

  it('issue 13: a change drops exactly the pages that show it', async () => {
    const pages = cache();
    await pages.fill('/product/a/', async () => page('a', ['products:1']));
    await pages.fill('/product/b/', async () => page('b', ['products:2']));
    await pages.fill('/shop/', async () => page('shop', ['products']));
    await pages.fill('/contact/', async () => page('contact', ['forms:1']));
    pages.invalidate(['products', 'products:1']);
    expect(pages.lookup('/product/a/')).toBeUndefined();
    expect(pages.lookup('/shop/')).toBeUndefined();
    expect(pages.lookup('/product/b/')).toBeDefined();
    expect(pages.lookup('/contact/')).toBeDefined();
  });

  it('issue 13: a page that named nothing is dropped by any change', async () => {
    const pages = cache();
    await pages.fill('/journal/', async () => page('journal'));
    pages.invalidate(['forms:9']);
    expect(pages.lookup('/journal/')).toBeUndefined();
  });

  it('issue 13: concurrent misses for one page render once', async () => {
    const pages = cache();
    const held = heldRender(page('once', ['products']));
    const waiting = Array.from({ length: 20 }, () => pages.fill('/', held.render));
    held.release();
    const answers = await Promise.all(waiting);
    expect(held.calls).toBe(1);
    expect(answers.every((answer) => answer?.body.toString() === 'once')).toBe(true);
  });

  it('issue 13: a render overtaken by a change it depends on is answered but not kept', async () => {
    const pages = cache();
    const held = heldRender(page('old price', ['products:1']));
    const answer = pages.fill('/product/a/', held.render);
    pages.invalidate(['products:1']);
    held.release();
    expect((await answer)?.body.toString()).toBe('old price');
    expect(pages.lookup('/product/a/')).toBeUndefined();
  });

  it('issue 13: a change elsewhere during a render does not stop it being kept', async () => {
    const pages = cache();
    const held = heldRender(page('a', ['products:1']));
    const answer = pages.fill('/product/a/', held.render);
    pages.invalidate(['products:2', 'forms:1']);
    held.release();
    await answer;
    expect(pages.lookup('/product/a/')).toBeDefined();
  });

  it('issue 13: a personal answer is not kept, and those who waited for it render their own', async () => {
    const pages = cache();
    const held = heldRender(undefined);
    const first = pages.fill('/cart/', held.render);
    const second = pages.fill('/cart/', held.render);
    held.release();
    expect(await first).toBeUndefined();
    expect(await second).toBeUndefined();
    expect(pages.lookup('/cart/')).toBeUndefined();
  });

  it('issue 13: clear() (notices lost) drops everything and any render running', async () => {
    const pages = cache();
    await pages.fill('/', async () => page('home', ['products']));
    const held = heldRender(page('shop', ['products']));
    const running = pages.fill('/shop/', held.render);
    pages.clear();
    held.release();
    await running;
    expect(pages.size).toBe(0);
  });

  it('issue 13: the cache holds at most its byte bound, least recently used out first', async () => {
    const pages = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    for (let index = 0; index < 20; index += 1) {
      await pages.fill(`/p/${index}/`, async () => page('x'.repeat(1_000), ['products']));
    }
    expect(pages.size).toBeLessThanOrEqual(5);
    expect(pages.lookup('/p/19/')).toBeDefined();
    expect(pages.lookup('/p/0/')).toBeUndefined();
    // Dropping by tag still works after evictions cleaned the index up.
    pages.invalidate(['products']);
    expect(pages.size).toBe(0);
  });

  it('issue 13: compressed copies are made once and decompress to the page', async () => {
    const pages = cache();
    const kept = (await pages.fill('/', async () => page('<p>'.repeat(500)))) as CachedPage;
    const br = await encodedBody(kept, 'br');
    expect(await encodedBody(kept, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe('<p>'.repeat(500));
    expect(gunzipSync(await encodedBody(kept, 'gzip')).toString()).toBe('<p>'.repeat(500));
  });

  it('issue 13: Accept-Encoding picks brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        expect([undefined, 'br', 'gzip']).toContain(preferredEncoding(header));
      }),
    );
  });
});
