import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import Fastify from 'fastify';
import { registerCleanup } from '../lib/cleanup';
import { startProductionServer } from '../lib/server';
import { repoRoot } from '../lib/paths';
import { findFirstProductPath, HOME_PATH, JSON_API_PATH, SHOP_PATH } from '../lib/site';
import type { Figures } from '../lib/table';
import { round, significant } from '../lib/timing';

const MEASURE_SECONDS = 10;
/** Unrecorded run before each measure, so the JIT and the caches are warm for every target. */
const WARM_UP_SECONDS = 2;
const REQUEST_TIMEOUT_SECONDS = 10;
/** autocannon stops by itself after its duration; this only catches a run that never reports. */
const RUN_GRACE_MS = 30_000;

/**
 * Requests look like a browser's: compressed responses (the site compresses above 1 KB) and a
 * browser user agent, so the server streams pages as it does for visitors, not for crawlers.
 */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

interface Target {
  label: string;
  origin: string;
  path: string;
  connections: number;
  /** The bare Fastify figure this target is compared with (same connection count). */
  referenceLabel: string;
  /**
   * Every request asks for a new address (the path plus `?cold=<random id>`), so the server's page
   * cache never has it: what the first view of a page after a change costs.
   */
  cold?: boolean;
}

/** The smallest script of the client build: a static file, as the browser fetches them. */
function smallestClientScript(): string {
  const assets = path.join(repoRoot, 'apps/site/build/client/assets');
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
    .sort((a, b) => a.size - b.size);
  const smallest = scripts[0];
  if (!smallest) throw new Error(`No script in ${assets}.`);
  return `/assets/${smallest.name}`;
}

function runAutocannon(
  url: string,
  connections: number,
  seconds: number,
  cold = false,
): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: cold ? `${url}?cold=[<id>]` : url,
        connections,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        headers: BROWSER_HEADERS,
        // autocannon puts a fresh random id in place of [<id>] in every request (functions
        // cannot cross into its worker thread).
        ...(cold ? { idReplacement: true } : {}),
        // The load runs in a worker thread, so it does not share the event loop with the
        // in-process bare Fastify server it measures.
        workers: 1,
      },
      (error, result) => {
        clearTimeout(guard);
        unregister();
        if (error) reject(error);
        else resolve(result);
      },
    );
    const unregister = registerCleanup(() => instance.stop());
    const guard = setTimeout(
      () => {
        instance.stop();
        unregister();
        reject(new Error(`autocannon did not finish measuring ${url} in time.`));
      },
      seconds * 1000 + RUN_GRACE_MS,
    );
  });
}

/** Fails early on a target that does not answer as expected, instead of measuring error pages. */
async function checkTarget(url: string) {
  const response = await fetch(url, {
    headers: BROWSER_HEADERS,
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}; expected 200.`);
  await response.arrayBuffer();
}

async function startBareFastify() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object')
    throw new Error('The bare Fastify server has no port.');
  const unregister = registerCleanup(() => app.close());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: async () => {
      unregister();
      await app.close();
    },
  };
}

export async function runHttpThroughputBench(): Promise<Figures> {
  const site = await startProductionServer();
  try {
    const bare = await startBareFastify();
    try {
      const productPath = await findFirstProductPath(site.origin);
      const targets: Target[] = [
        {
          label: 'bareFastify-c10',
          origin: bare.origin,
          path: '/',
          connections: 10,
          referenceLabel: 'bareFastify-c10',
        },
        {
          label: 'staticScript-c10',
          origin: site.origin,
          path: smallestClientScript(),
          connections: 10,
          referenceLabel: 'bareFastify-c10',
        },
        {
          label: 'home-c10',
          origin: site.origin,
          path: HOME_PATH,
          connections: 10,
          referenceLabel: 'bareFastify-c10',
        },
        {
          label: 'shop-c10',
          origin: site.origin,
          path: SHOP_PATH,
          connections: 10,
          referenceLabel: 'bareFastify-c10',
        },
        {
          label: 'product-c10',
          origin: site.origin,
          path: productPath,
          connections: 10,
          referenceLabel: 'bareFastify-c10',
        },
        {
          label: 'productCold-c1',
          origin: site.origin,
          path: productPath,
          connections: 1,
          referenceLabel: 'bareFastify-c10',
          cold: true,
        },
        {
          label: 'jsonApi-c10',
          origin: site.origin,
          path: JSON_API_PATH,
          connections: 10,
          referenceLabel: 'bareFastify-c10',
        },
        {
          label: 'bareFastify-c50',
          origin: bare.origin,
          path: '/',
          connections: 50,
          referenceLabel: 'bareFastify-c50',
        },
        {
          label: 'jsonApi-c50',
          origin: site.origin,
          path: JSON_API_PATH,
          connections: 50,
          referenceLabel: 'bareFastify-c50',
        },
      ];
      for (const target of targets) await checkTarget(`${target.origin}${target.path}`);

      const figures: Figures = {};
      const requestsPerSecond = new Map<string, number>();
      for (const target of targets) {
        const url = `${target.origin}${target.path}`;
        console.log(
          `  ${target.label}: ${url} (${target.connections} connections, ${MEASURE_SECONDS} s)`,
        );
        await runAutocannon(url, target.connections, WARM_UP_SECONDS, target.cold);
        const result = await runAutocannon(url, target.connections, MEASURE_SECONDS, target.cold);
        requestsPerSecond.set(target.label, result.requests.average);
        const reference = requestsPerSecond.get(target.referenceLabel);
        figures[`${target.label}.path`] = target.path;
        figures[`${target.label}.requestsPerSecond`] = round(result.requests.average, 1);
        figures[`${target.label}.latencyP50Ms`] = result.latency.p50;
        figures[`${target.label}.latencyP99Ms`] = result.latency.p99;
        figures[`${target.label}.errors`] = result.errors;
        figures[`${target.label}.non2xx`] = result.non2xx;
        figures[`${target.label}.fractionOfBareFastify`] = reference
          ? significant(result.requests.average / reference, 3)
          : 'n/a';
      }
      return figures;
    } finally {
      await bare.stop();
    }
  } finally {
    await site.stop();
  }
}
