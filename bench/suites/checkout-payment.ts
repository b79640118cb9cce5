import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { registerCleanup } from '../lib/cleanup';
import { fetchPatiently } from '../lib/load';
import { benchDataDir } from '../lib/paths';
import { benchPostgresUrl, POSTGRES_NOT_MEASURED } from '../lib/postgres';
import { startProductionServer } from '../lib/server';
import type { Figures } from '../lib/table';
import { round } from '../lib/timing';

const CONNECTIONS = 20;
const MEASURE_SECONDS = 15;
const WARM_UP_SECONDS = 3;
/** One checkout (five calls) that takes longer than this is a failure, not a slow figure. */
const CALL_TIMEOUT_MS = 10_000;

/** The checkout form of a buyer in Portugal; the card is the test gateway's 4242 (succeeds). */
const BILLING = {
  billing_first_name: 'Ana',
  billing_last_name: 'Bench',
  billing_company: '',
  billing_country: 'PT',
  billing_address_1: 'Rua da Rosa 1',
  billing_address_2: '',
  billing_city: 'Lisboa',
  billing_postcode: '1200-389',
  billing_phone: '912 345 678',
  billing_email: 'bench@example.com',
  order_comments: '',
  payment_method: 'card',
  terms: 'on',
};

interface Visitor {
  cookie: string;
  nonce: string;
}

interface Sample {
  totalMs: number;
  prepareMs: number;
  completeMs: number;
}

class CheckoutFailed extends Error {
  override name = 'CheckoutFailed';
}

async function startVisitor(origin: string): Promise<Visitor> {
  const response = await fetchPatiently(`${origin}/api/ajax`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'atelier_refresh_nonces' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('atelier_session='));
  const body = (await response.json()) as { data: { ajaxNonce: string } };
  if (!cookie) throw new Error('The site set no session cookie.');
  return { cookie: cookie.split(';')[0] ?? '', nonce: body.data.ajaxNonce };
}

async function call(
  url: string,
  visitor: Visitor,
  body: URLSearchParams | string,
  json = false,
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      cookie: visitor.cookie,
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body,
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new CheckoutFailed(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * One whole card checkout as the browser makes it: add a print to the cart, make the payment
 * method (test gateway), reserve and start the payment (`checkout_prepare_payment`), confirm
 * it (test gateway), and complete it (`checkout_complete_payment`: the order is paid, mailed).
 */
async function checkoutOnce(
  origin: string,
  visitor: Visitor,
  item: { productId: number; variationId: number },
): Promise<Sample> {
  const started = performance.now();
  const shop = `${origin}/api/shop-ajax`;
  await call(
    shop,
    visitor,
    new URLSearchParams({
      action: 'add_to_cart',
      product_id: String(item.productId),
      variation_id: String(item.variationId),
      quantity: '1',
      security: visitor.nonce,
    }),
  );
  const method = await call(
    `${origin}/api/test-gateway/payment-methods`,
    visitor,
    JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }),
    true,
  );
  const prepareStarted = performance.now();
  const prepared = await call(
    shop,
    visitor,
    new URLSearchParams({
      ...BILLING,
      action: 'checkout_prepare_payment',
      _wpnonce: visitor.nonce,
      payment_method_id: String(method.id),
    }),
  );
  const prepareMs = performance.now() - prepareStarted;
  const data = prepared.data as { order_id?: number; paymentid?: string; paymentsecret?: string };
  if (prepared.success !== true || !data.paymentsecret || !data.order_id)
    throw new CheckoutFailed(`prepare: ${JSON.stringify(prepared)}`);
  await call(
    `${origin}/api/test-gateway/payment-intents/confirm`,
    visitor,
    JSON.stringify({ client_secret: data.paymentsecret, payment_method: String(method.id) }),
    true,
  );
  const completeStarted = performance.now();
  const completed = await call(
    shop,
    visitor,
    new URLSearchParams({
      action: 'checkout_complete_payment',
      _wpnonce: visitor.nonce,
      order_id: String(data.order_id),
      paymentid: data.paymentid ?? '',
    }),
  );
  const completeMs = performance.now() - completeStarted;
  if (completed.success !== true)
    throw new CheckoutFailed(`complete: ${JSON.stringify(completed)}`);
  return { totalMs: performance.now() - started, prepareMs, completeMs };
}

/** `connections` buyers, each checking out again and again for `seconds`. */
async function runBuyers(
  origin: string,
  visitors: Visitor[],
  item: { productId: number; variationId: number },
  seconds: number,
) {
  const until = performance.now() + seconds * 1000;
  const samples: Sample[] = [];
  const failures: string[] = [];
  let stopped = false;
  registerCleanup(() => {
    stopped = true;
  });
  await Promise.all(
    visitors.map(async (visitor) => {
      while (!stopped && performance.now() < until) {
        try {
          samples.push(await checkoutOnce(origin, visitor, item));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return { samples, failures };
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** A print variation whose stock is made plentiful, so the run measures checkouts, not sell-outs. */
async function plentifulPrint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ id: number; product_id: number }>(
      'select id, product_id from product_variations order by stock desc, id limit 1',
    );
    const row = found.rows[0];
    if (!row) throw new Error('The demo gallery has no print variation.');
    await client.query('update product_variations set stock = 1000000 where id = $1', [row.id]);
    return { productId: row.product_id, variationId: row.id };
  } finally {
    await client.end();
  }
}

/**
 * Issue 17: the card checkout under load at 20 buyers on PostgreSQL, against the built-in test
 * gateway (no network): each buyer runs whole checkouts in a loop (add to cart, payment method,
 * reserve + intent, confirm, complete → processing + mail queued). Prints the checkouts'
 * p50/p99 and the p99 of the two checkout calls themselves.
 */
export async function runCheckoutPaymentBench(): Promise<Figures> {
  const url = await benchPostgresUrl();
  if (!url) return { postgres: POSTGRES_NOT_MEASURED };
  const server = await startProductionServer({
    dataDir: path.join(benchDataDir, 'postgres'),
    env: { WRITE_RATE_LIMIT: '100000000', DATABASE_URL: url },
  });
  try {
    const item = await plentifulPrint(url);
    const visitors: Visitor[] = [];
    for (let index = 0; index < CONNECTIONS; index += 1)
      visitors.push(await startVisitor(server.origin));
    await runBuyers(server.origin, visitors, item, WARM_UP_SECONDS);
    const { samples, failures } = await runBuyers(server.origin, visitors, item, MEASURE_SECONDS);
    if (failures.length > 0) {
      throw new Error(
        `${failures.length} checkouts failed (of ${samples.length + failures.length}); the first: ${failures[0]}`,
      );
    }
    const prefix = `postgres.cardCheckout-c${CONNECTIONS}`;
    const totals = samples.map((sample) => sample.totalMs);
    return {
      [`${prefix}.checkouts`]: samples.length,
      [`${prefix}.checkoutsPerSecond`]: round(samples.length / MEASURE_SECONDS, 1),
      [`${prefix}.checkoutP50Ms`]: round(percentile(totals, 0.5), 1),
      [`${prefix}.checkoutP99Ms`]: round(percentile(totals, 0.99), 1),
      [`${prefix}.prepareP99Ms`]: round(
        percentile(
          samples.map((sample) => sample.prepareMs),
          0.99,
        ),
        1,
      ),
      [`${prefix}.completeP99Ms`]: round(
        percentile(
          samples.map((sample) => sample.completeMs),
          0.99,
        ),
        1,
      ),
      [`${prefix}.failures`]: failures.length,
    };
  } finally {
    await server.stop();
  }
}
