import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { registerCleanup } from '../lib/cleanup';
import { chromiumPath } from '../lib/paths';
import { startProductionServer } from '../lib/server';
import { findFirstProductPath, HOME_PATH, SHOP_PATH } from '../lib/site';
import type { Figures } from '../lib/table';

/** Per page, gzip level 9, KiB. */
export const JS_BUDGET_GZIP_BYTES = 120 * 1024;
const PAGE_LOAD_TIMEOUT_MS = 60_000;
const BROWSER_LAUNCH_TIMEOUT_MS = 60_000;
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageWeight {
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  pageErrors: number;
  blockedRequests: number;
}

type AssetKind = 'js' | 'css' | 'html';

function kindOf(response: Response): AssetKind | undefined {
  if (response.request().isNavigationRequest()) return 'html';
  const contentType = response.headers()['content-type'] ?? '';
  const pathname = new URL(response.url()).pathname;
  if (contentType.includes('javascript') || /\.m?js$/.test(pathname)) return 'js';
  if (contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return undefined;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).byteLength;

/**
 * One first visit in a fresh context (empty cache): every script and stylesheet the browser
 * fetched until the network went idle, which includes modulepreloads and route chunks loaded
 * lazily after hydration. Requests to anything but 127.0.0.1 are refused and counted.
 */
async function measureFirstLoad(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    let blockedRequests = 0;
    await context.route('**/*', async (route) => {
      const hostname = new URL(route.request().url()).hostname;
      if (hostname === '127.0.0.1') return route.continue();
      blockedRequests += 1;
      await route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    let pageErrors = 0;
    page.on('pageerror', (error) => {
      pageErrors += 1;
      console.warn(`  page error on ${url}: ${error.message}`);
    });
    const bodies = new Map<string, Promise<{ kind: AssetKind; body: Buffer } | undefined>>();
    page.on('response', (response) => {
      const kind = kindOf(response);
      // Redirects carry no body; a URL fetched twice is one file.
      if (!kind || response.status() >= 300 || bodies.has(response.url())) return;
      bodies.set(
        response.url(),
        response.body().then(
          (body) => ({ kind, body }),
          () => undefined,
        ),
      );
    });

    const navigation = await page.goto(url, {
      waitUntil: 'networkidle',
      timeout: PAGE_LOAD_TIMEOUT_MS,
    });
    if (navigation?.status() !== 200) {
      throw new Error(`${url} answered ${navigation?.status() ?? 'nothing'}; expected 200.`);
    }

    const weight: PageWeight = {
      jsFiles: 0,
      jsRawBytes: 0,
      jsGzipBytes: 0,
      cssFiles: 0,
      cssGzipBytes: 0,
      htmlGzipBytes: 0,
      pageErrors,
      blockedRequests,
    };
    for (const asset of await Promise.all(bodies.values())) {
      if (!asset) continue;
      if (asset.kind === 'js') {
        weight.jsFiles += 1;
        weight.jsRawBytes += asset.body.byteLength;
        weight.jsGzipBytes += gzipSize(asset.body);
      } else if (asset.kind === 'css') {
        weight.cssFiles += 1;
        weight.cssGzipBytes += gzipSize(asset.body);
      } else {
        weight.htmlGzipBytes += gzipSize(asset.body);
      }
    }
    return weight;
  } finally {
    await context.close();
  }
}

export async function runPageWeightBench(): Promise<Figures> {
  const server = await startProductionServer();
  try {
    const productPath = await findFirstProductPath(server.origin);
    const pages = [
      ['home', HOME_PATH],
      ['shop', SHOP_PATH],
      ['product', productPath],
    ] as const;

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: LAUNCH_ARGS,
      timeout: BROWSER_LAUNCH_TIMEOUT_MS,
      // The bench's own handlers stop the browser together with the servers.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const unregister = registerCleanup(() => browser.close());
    const figures: Figures = {};
    try {
      for (const [label, pathname] of pages) {
        const weight = await measureFirstLoad(browser, `${server.origin}${pathname}`);
        figures[`${label}.path`] = pathname;
        figures[`${label}.jsFiles`] = weight.jsFiles;
        figures[`${label}.jsRawBytes`] = weight.jsRawBytes;
        figures[`${label}.jsGzipBytes`] = weight.jsGzipBytes;
        figures[`${label}.jsBudget`] = weight.jsGzipBytes <= JS_BUDGET_GZIP_BYTES ? 'PASS' : 'OVER';
        figures[`${label}.cssGzipBytes`] = weight.cssGzipBytes;
        figures[`${label}.htmlGzipBytes`] = weight.htmlGzipBytes;
        figures[`${label}.pageErrors`] = weight.pageErrors;
        figures[`${label}.blockedRequests`] = weight.blockedRequests;
      }
    } finally {
      unregister();
      await browser.close();
    }
    figures.jsBudgetGzipBytes = JS_BUDGET_GZIP_BYTES;
    return figures;
  } finally {
    await server.stop();
  }
}
