import autocannon, { type AutocannonResult } from 'autocannon';
import { cartItemKey } from '@atelier/shop/cart';
import { registerCleanup } from '../lib/cleanup';
import {
  assertAllSucceeded,
  assertOnlyBusyRefusals,
  figuresOf,
  fetchPatiently,
  figuresWithRefusals,
  measureGet,
  REQUEST_TIMEOUT_SECONDS,
  statusCount,
} from '../lib/load';
import { measureOnBothDatabases } from '../lib/postgres';
import type { RunningServer } from '../lib/server';
import type { Figures } from '../lib/table';
import { round } from '../lib/timing';

const CONNECTIONS = 50;
const MEASURE_SECONDS = 10;
const WARM_UP_SECONDS = 2;

interface Visitor {
  cookie: string;
  nonce: string;
}

/** One session per connection, so each connection has a cart of its own, as real visitors do. */
async function startVisitors(origin: string, count: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetchPatiently(`${origin}/api/ajax`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'atelier_refresh_nonces' }),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('atelier_session='));
    const body = (await response.json()) as { data: { ajaxNonce: string } };
    if (!cookie) throw new Error('The site set no session cookie.');
    visitors.push({ cookie: cookie.split(';')[0] ?? '', nonce: body.data.ajaxNonce });
  }
  return visitors;
}

/** An available original's product id: the product page names it as the settings' postID. */
async function availableOriginalId(origin: string): Promise<number> {
  const shop = await (await fetchPatiently(`${origin}/shop/?orderby=price-desc`)).text();
  const cards = shop.split('class="artwork-card"').slice(1);
  const card = cards.find((candidate) => !candidate.includes('class="badge'));
  const href = card ? /href="(\/product\/[^"]+)"/.exec(card)?.[1] : undefined;
  if (!href) throw new Error('No available original in the shop.');
  const page = await (await fetchPatiently(`${origin}${href}`)).text();
  const id = Number(/"postID":"(\d+)"/.exec(page)?.[1]);
  if (!Number.isInteger(id)) throw new Error(`No product id on ${href}.`);
  return id;
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

/**
 * Each connection adds the original to its cart and removes it again, in a loop: two writes per
 * cycle, each nonce-checked; a refused add or a missing line would show up as non-2xx below.
 */
function measureCartCycle(origin: string, visitors: Visitor[], productId: number, seconds: number) {
  let next = 0;
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/shop-ajax`,
        connections: visitors.length,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        setupClient(client) {
          const visitor = visitors[next % visitors.length] as Visitor;
          next += 1;
          const headers = {
            cookie: visitor.cookie,
            'content-type': 'application/x-www-form-urlencoded',
          };
          client.setRequests([
            {
              method: 'POST',
              headers,
              body: form({
                action: 'add_to_cart',
                product_id: String(productId),
                security: visitor.nonce,
              }),
            },
            {
              method: 'POST',
              headers,
              // The key of an original's line is derived from its id, as the server derives it.
              body: form({
                action: 'remove_from_cart',
                cart_item_key: cartItemKey(productId, null),
                security: visitor.nonce,
              }),
            },
          ]);
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    registerCleanup(() => instance.stop());
  });
}

async function measureEngine(label: string, server: RunningServer): Promise<Figures> {
  const productId = await availableOriginalId(server.origin);
  const visitors = await startVisitors(server.origin, CONNECTIONS);
  await measureCartCycle(server.origin, visitors, productId, WARM_UP_SECONDS);
  const cart = await measureCartCycle(server.origin, visitors, productId, MEASURE_SECONDS);
  // A remove after an add the busy database refused (503) finds no line: 404, no error.
  assertOnlyBusyRefusals(`${label} add/remove cycle`, cart, [404]);
  if (statusCount(cart, 404) > statusCount(cart, 503)) {
    throw new Error(`${label}: more removes found no line than adds were refused.`);
  }
  const bare = await measureGet(`${server.origin}/api/health`, CONNECTIONS, MEASURE_SECONDS);
  assertAllSucceeded(`${label} bare JSON route`, bare);
  return {
    ...figuresWithRefusals(`${label}.addToCartCycle-c${CONNECTIONS}`, cart, [404]),
    ...figuresOf(`${label}.bareJsonRoute-c${CONNECTIONS}`, bare),
    [`${label}.cycleVsBareJson`]: round(
      cart.requests.average / Math.max(1, bare.requests.average),
      3,
    ),
  };
}

/**
 * add_to_cart under load at 50 connections, each its own visitor: every connection alternates
 * add_to_cart (nonce-checked, stock-checked, written, fragments rendered) with remove_from_cart,
 * on PGlite and, when a PostgreSQL server is configured, on PostgreSQL;
 * next to the site's bare JSON route (/api/health) measured in the same run.
 */
export function runAddToCartBench(): Promise<Figures> {
  return measureOnBothDatabases(measureEngine);
}
