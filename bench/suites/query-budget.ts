import { cartItemKey } from '@atelier/shop/cart';
import { fetchPatiently } from '../lib/load';
import { startProductionServer, type RunningServer } from '../lib/server';
import {
  COMMISSION_PATH,
  CONTACT_PATH,
  findFirstProductPath,
  HOME_PATH,
  SHOP_PATH,
} from '../lib/site';
import type { Figures } from '../lib/table';

/** Each page is viewed this many times; the figures are the last view's (caches warm). */
const VIEWS = 3;
const SEARCH_PATH = '/search/?s=harbour';
const CONTENT_PAGE_PATH = '/terms-and-conditions/';
const SERVER_TIMING = /db;desc="(\d+) quer(?:y|ies)";dur=([\d.]+)/;

interface View {
  status: number;
  queries: number;
  dbMs: number;
}

async function view(origin: string, pathname: string, cookie?: string): Promise<View> {
  const response = await fetchPatiently(`${origin}${pathname}`, {
    headers: {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...(cookie ? { cookie } : {}),
    },
    signal: AbortSignal.timeout(30_000),
  });
  // The whole page is read: the header counts what the loaders did before the first byte.
  await response.arrayBuffer();
  const timing = SERVER_TIMING.exec(response.headers.get('server-timing') ?? '');
  if (!timing) {
    throw new Error(`${pathname} answered without a Server-Timing db entry: is SERVER_TIMING on?`);
  }
  return { status: response.status, queries: Number(timing[1]), dbMs: Number(timing[2]) };
}

/** A shopper with one original in the cart, so the cart and checkout pages show a line. */
async function shopperWithCart(origin: string, productPath: string): Promise<string> {
  const started = await fetchPatiently(`${origin}/api/ajax`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'atelier_refresh_nonces' }),
  });
  const cookie = started.headers
    .getSetCookie()
    .find((value) => value.startsWith('atelier_session='))
    ?.split(';')[0];
  const { data } = (await started.json()) as { data: { ajaxNonce: string } };
  if (!cookie) throw new Error('atelier_refresh_nonces set no session cookie.');
  const page = await (await fetchPatiently(`${origin}${productPath}`)).text();
  const productId = Number(/"postID":"(\d+)"/.exec(page)?.[1]);
  const added = await fetchPatiently(`${origin}/api/shop-ajax`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'add_to_cart',
      product_id: String(productId),
      security: data.ajaxNonce,
    }),
  });
  const answer = (await added.json()) as { cart?: { items?: { key: string }[] } };
  const key = cartItemKey(productId, null);
  if (!answer.cart?.items?.some((item) => item.key === key)) {
    throw new Error(
      `add_to_cart did not put ${productPath} in the cart: ${JSON.stringify(answer)}`,
    );
  }
  return cookie;
}

async function measure(server: RunningServer): Promise<Figures> {
  const origin = server.origin;
  const productPath = await findFirstProductPath(origin);
  const shopper = await shopperWithCart(origin, productPath);
  const routes: { name: string; path: string; cookie?: string }[] = [
    { name: 'home', path: HOME_PATH },
    { name: 'shop', path: SHOP_PATH },
    { name: 'product', path: productPath },
    { name: 'contact', path: CONTACT_PATH },
    { name: 'commission', path: COMMISSION_PATH },
    { name: 'search', path: SEARCH_PATH },
    { name: 'contentPage', path: CONTENT_PAGE_PATH },
    { name: 'cartEmpty', path: '/cart/' },
    { name: 'cart', path: '/cart/', cookie: shopper },
    { name: 'checkout', path: '/checkout/', cookie: shopper },
  ];
  const figures: Figures = {};
  for (const route of routes) {
    const views: View[] = [];
    for (let index = 0; index < VIEWS; index += 1) {
      views.push(await view(origin, route.path, route.cookie));
    }
    const last = views.at(-1) as View;
    figures[`${route.name}.status`] = last.status;
    figures[`${route.name}.firstViewQueries`] = views[0]?.queries ?? 0;
    // A new address (an unused query parameter) is never in the page cache: what a render costs.
    const separator = route.path.includes('?') ? '&' : '?';
    const rendered = await view(
      origin,
      `${route.path}${separator}render=${Date.now()}`,
      route.cookie,
    );
    figures[`${route.name}.renderedQueries`] = rendered.queries;
    figures[`${route.name}.queries`] = last.queries;
    figures[`${route.name}.dbMs`] = last.dbMs;
  }
  return figures;
}

/**
 * Database round trips per page view, route by route: the production server on PGlite with
 * SERVER_TIMING=1, each page viewed three times in a row, its `Server-Timing: db;desc="N
 * queries"` header read. The cart and checkout are viewed by a shopper with one original in
 * the cart; every other page anonymously.
 */
export async function runQueryBudgetBench(): Promise<Figures> {
  const server = await startProductionServer({ env: { SERVER_TIMING: '1' } });
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}
