import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { registerCleanup } from '../lib/cleanup';
import { chromiumPath } from '../lib/paths';
import { startProductionServer } from '../lib/server';
import { CONTACT_PATH, findFirstProductPath, HOME_PATH } from '../lib/site';
import type { Figures } from '../lib/table';

/** Runs per page; the reported one is the median run by performance score. */
const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Chromium as the brief names it, headless; and offline: every host name but 127.0.0.1
 * resolves to nothing, so neither the page nor Chromium itself can reach the internet.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-default-apps',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Lighthouse's default settings are its mobile preset (a mid-range phone, slow 4G, simulated). */
const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
};

interface PageRun {
  performanceScore: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpElement: string;
  renderBlockingMs: number;
  /** Requests to any host but 127.0.0.1 (must be 0; they fail anyway). */
  externalRequests: number;
}

const numeric = (result: Result, audit: string) => {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no figure for ${audit}.`);
  return value;
};

/** What the LCP element audit names: the element's selector and the start of its markup. */
function lcpElementOf(result: Result): string {
  const details = result.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'unknown';
  return `${node.selector ?? ''} ${node.snippet ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 160);
}

function externalRequestsOf(result: Result, origin: string): number {
  const details = result.audits['network-requests']?.details as
    { items?: { url?: string }[] } | undefined;
  return (details?.items ?? []).filter(
    (item) =>
      typeof item.url === 'string' &&
      /^https?:/.test(item.url) &&
      new URL(item.url).origin !== origin,
  ).length;
}

/** A fresh Chromium per run, stopped after it (also on Ctrl-C). */
async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const unregister = registerCleanup(() => chrome.kill());
  try {
    return await use(chrome.port);
  } finally {
    unregister();
    chrome.kill();
  }
}

/** Lighthouse's own transient failures (a trace without its navigation start, say). */
const ATTEMPTS_PER_RUN = 3;

async function auditOnce(url: string, origin: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withChromium((port) => audit(url, port, origin));
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`  ${url}: ${error instanceof Error ? error.message : String(error)}; again.`);
    }
  }
}

async function audit(url: string, port: number, origin: string): Promise<PageRun> {
  const runner = await lighthouse(url, { ...FLAGS, port });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const result = runner.lhr;
  if (result.runtimeError) {
    throw new Error(`Lighthouse could not audit ${url}: ${result.runtimeError.message}`);
  }
  const score = result.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score.`);
  return {
    performanceScore: Math.round(score * 100),
    lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
    cls: Math.round(numeric(result, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(result, 'total-blocking-time')),
    fcpMs: Math.round(numeric(result, 'first-contentful-paint')),
    speedIndexMs: Math.round(numeric(result, 'speed-index')),
    lcpElement: lcpElementOf(result),
    renderBlockingMs: Math.round(result.audits['render-blocking-resources']?.numericValue ?? 0),
    externalRequests: externalRequestsOf(result, origin),
  };
}

const medianRun = (runs: PageRun[]) => {
  const sorted = [...runs].sort(
    (a, b) => a.performanceScore - b.performanceScore || a.lcpMs - b.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageRun;
};

/**
 * Lighthouse (the npm package, mobile preset, performance only) against the production server:
 * `/`, the first product of `/shop/` and `/contact/`, each audited RUNS_PER_PAGE times, every run
 * in a Chromium of its own (empty cache, no cookies).
 */
export async function runLighthouseBench(): Promise<Figures> {
  const server = await startProductionServer();
  try {
    const pages = [
      { label: 'home', pathname: HOME_PATH },
      { label: 'product', pathname: await findFirstProductPath(server.origin) },
      { label: 'contact', pathname: CONTACT_PATH },
    ];
    const figures: Figures = {};
    for (const { label, pathname } of pages) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
        runs.push(await auditOnce(`${server.origin}${pathname}`, server.origin));
      }
      const median = medianRun(runs);
      figures[`${label}.path`] = pathname;
      figures[`${label}.performanceScore`] = median.performanceScore;
      figures[`${label}.lcpMs`] = median.lcpMs;
      figures[`${label}.cls`] = median.cls;
      figures[`${label}.tbtMs`] = median.tbtMs;
      figures[`${label}.fcpMs`] = median.fcpMs;
      figures[`${label}.speedIndexMs`] = median.speedIndexMs;
      figures[`${label}.renderBlockingMs`] = median.renderBlockingMs;
      figures[`${label}.scores`] = runs.map((run) => run.performanceScore).join(' ');
      figures[`${label}.externalRequests`] = Math.max(...runs.map((run) => run.externalRequests));
      figures[`${label}.lcpElement`] = median.lcpElement;
    }
    figures.runsPerPage = RUNS_PER_PAGE;
    return figures;
  } finally {
    await server.stop();
  }
}
