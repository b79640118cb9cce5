import { SBJS_COOKIES, trackVisit, type CookieWrite } from '@atelier/shop/attribution';

export interface PageViewRequest {
  method: string;
  /** Path and query as requested, e.g. /shop/?utm_source=x or /product/a.data */
  url: string;
  origin: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  cookies: Readonly<Record<string, string | undefined>>;
}

const header = (headers: PageViewRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/**
 * The page a request shows. React Router fetches a client-side navigation's data from
 * `<path>.data` (`/_root.data` for the home page), which is a page view of `<path>/` as well.
 */
export function viewedPage(url: string, origin: string): URL | undefined {
  // Joined as text, not resolved: `//x/` is a path of this site, never the host x.
  const page = new URL(`${origin}${url}`);
  if (page.pathname.startsWith('/__') || page.pathname.startsWith('/api/')) return undefined;
  if (page.pathname.endsWith('.data')) {
    const path = page.pathname.slice(0, -'.data'.length);
    page.pathname = path === '/_root' ? '/' : path.endsWith('/') ? path : `${path}/`;
    page.searchParams.delete('_routes');
  } else if (/\.[a-z0-9]+$/i.test(page.pathname)) {
    return undefined;
  }
  return page;
}

/**
 * ATTR-001…004 on the server: the same sourcebuster rules the original site runs in the browser,
 * applied to each page view from the request's own URL, Referer and User-Agent. The pages are
 * rendered for every request, so the server sees exactly what the script would, and no script
 * has to ship with every page. Prefetches are not page views.
 */
export function attributionCookieWrites(
  request: PageViewRequest,
  now: Date = new Date(),
): CookieWrite[] {
  if (request.method !== 'GET') return [];
  const purpose = `${header(request.headers, 'sec-purpose')} ${header(request.headers, 'purpose')}`;
  if (purpose.includes('prefetch')) return [];
  const page = viewedPage(request.url, request.origin);
  if (!page) return [];
  const cookies: Record<string, string> = {};
  for (const name of Object.values(SBJS_COOKIES)) {
    const value = request.cookies[name];
    if (value !== undefined) cookies[name] = value;
  }
  return trackVisit({
    cookies,
    url: page.href,
    referrer: header(request.headers, 'referer'),
    userAgent: header(request.headers, 'user-agent'),
    now,
    host: page.hostname,
  }).writes;
}
