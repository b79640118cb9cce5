import { attributionFromCookies, SBJS_COOKIES } from '@atelier/shop/attribution';
import { describe, expect, it } from 'vitest';
import { attributionCookieWrites, viewedPage, type PageViewRequest } from './attribution';

const NOW = new Date('2026-03-14T10:00:00Z');
const ORIGIN = 'http://127.0.0.1:3000';

/** Replays page views the way a browser would: cookies set by one answer go with the next request. */
function browse(views: Array<Partial<PageViewRequest>>) {
  let cookies: Record<string, string> = {};
  let at = NOW.getTime();
  for (const view of views) {
    const writes = attributionCookieWrites(
      {
        method: 'GET',
        url: '/',
        origin: ORIGIN,
        headers: { 'user-agent': 'Test/1.0' },
        cookies,
        ...view,
      },
      new Date((at += 5_000)),
    );
    cookies = {
      ...cookies,
      ...Object.fromEntries(writes.map((write) => [write.name, write.value])),
    };
  }
  return attributionFromCookies(cookies);
}

describe('order attribution counted on the server', () => {
  it('ATTR-004 ATTR-003 a landing from a newsletter records its utm fields, the entry page and one page', () => {
    const fields = browse([
      {
        url: '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
        headers: { referer: 'https://mail.example/', 'user-agent': 'Test/1.0' },
      },
    ]);
    expect(fields).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      session_entry: `${ORIGIN}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
      session_pages: '1',
      session_count: '1',
      user_agent: 'Test/1.0',
    });
  });

  it('ATTR-003 client-side navigations (.data requests) count as page views; prefetches do not', () => {
    const fields = browse([
      { url: '/' },
      { url: '/shop.data', headers: { referer: `${ORIGIN}/`, 'user-agent': 'Test/1.0' } },
      { url: '/product/a.data', headers: { 'sec-purpose': 'prefetch', 'user-agent': 'Test/1.0' } },
      {
        url: '/_root.data?_routes=root',
        headers: { referer: `${ORIGIN}/shop/`, 'user-agent': 'Test/1.0' },
      },
    ]);
    expect(fields.session_pages).toBe('3');
    expect(fields.source_type).toBe('typein');
  });

  it('only page views count: posts, files, the API and React Router internals write nothing', () => {
    const base = { origin: ORIGIN, headers: {}, cookies: {} };
    expect(attributionCookieWrites({ ...base, method: 'POST', url: '/checkout/' })).toEqual([]);
    expect(attributionCookieWrites({ ...base, method: 'GET', url: '/assets/app.js' })).toEqual([]);
    expect(attributionCookieWrites({ ...base, method: 'GET', url: '/api/ajax?action=x' })).toEqual(
      [],
    );
    expect(
      attributionCookieWrites({ ...base, method: 'GET', url: '/__manifest?p=/shop/' }),
    ).toEqual([]);
    const writes = attributionCookieWrites({ ...base, method: 'GET', url: '/' }, NOW);
    expect(writes.map((write) => write.name)).toEqual(
      expect.arrayContaining([SBJS_COOKIES.current, SBJS_COOKIES.session]),
    );
  });

  it('maps data request addresses to the page they show', () => {
    expect(viewedPage('/_root.data', ORIGIN)?.pathname).toBe('/');
    expect(viewedPage('/product/quiet-harbour.data?_routes=routes/product', ORIGIN)?.href).toBe(
      `${ORIGIN}/product/quiet-harbour/`,
    );
    expect(viewedPage('/shop/?orderby=price', ORIGIN)?.href).toBe(`${ORIGIN}/shop/?orderby=price`);
  });
});
