import type { Browser } from 'playwright-core';
import { launchChromium } from '../lib/browser';
import { startProductionServer } from '../lib/server';
import { COMMISSION_PATH, CONTACT_PATH, statusOf } from '../lib/site';
import type { Figures } from '../lib/table';
import { median, round } from '../lib/timing';

/** First visits per page (each a fresh browser context, so nothing is cached). */
const RUNS = 5;
const PAGE_LOAD_TIMEOUT_MS = 60_000;
const FIRST_INPUT_TIMEOUT_MS = 10_000;
/**
 * The first field a visitor types into: the first shown single-line text input of the live form
 * (number fields are text inputs too, hence a digit as the key).
 */
const FIRST_TEXT_INPUT = 'form[data-hydrated="true"] input[type="text"]:visible';
const KEY = '5';

/** What the page records about itself, in ms since navigation start (performance.now()). */
interface PageTimings {
  /** The root layout's effect marked `<html data-hydrated>`: React has hydrated the page. */
  hydrated?: number;
  /** The form runtime marked its `<form data-hydrated>`. */
  formHydrated?: number;
  /** The Event Timing API's first input: the key press into the first text field. */
  firstInput?: { startTime: number; processingStart: number; duration: number };
}

interface RunTimings {
  hydratedMs: number;
  formHydratedMs: number;
  /** Key down → its handler starts (the main thread was busy that long). */
  firstInputDelayMs: number;
  /** Key down → the next frame painted after the handlers ran (8 ms resolution). */
  firstInputToPaintMs: number;
  /** Navigation start → that frame: when typing first showed on screen. */
  firstInputPaintedAtMs: number;
}

declare global {
  interface Window {
    __benchTimings?: PageTimings;
  }
}

/**
 * Runs in the page before any of its scripts: notes when `data-hydrated` appears on <html> and
 * on the form, and the first input's Event Timing entry.
 */
function recordTimings() {
  const timings: PageTimings = {};
  window.__benchTimings = timings;
  new MutationObserver(() => {
    if (timings.hydrated === undefined && document.documentElement.dataset.hydrated === 'true') {
      timings.hydrated = performance.now();
    }
    if (
      timings.formHydrated === undefined &&
      document.querySelector('form[data-hydrated="true"]') !== null
    ) {
      timings.formHydrated = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (entry && timings.firstInput === undefined) {
      timings.firstInput = {
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        duration: entry.duration,
      };
    }
  }).observe({ type: 'first-input', buffered: true });
}

async function measureRun(browser: Browser, url: string): Promise<RunTimings> {
  const context = await browser.newContext();
  try {
    await context.route('**/*', async (route) => {
      const { hostname } = new URL(route.request().url());
      if (hostname === '127.0.0.1') return route.continue();
      await route.abort('blockedbyclient');
    });
    await context.addInitScript(recordTimings);
    const page = await context.newPage();
    const navigation = await page.goto(url, {
      waitUntil: 'commit',
      timeout: PAGE_LOAD_TIMEOUT_MS,
    });
    if (navigation?.status() !== 200) {
      throw new Error(`${url} answered ${navigation?.status() ?? 'nothing'}; expected 200.`);
    }
    // The visitor types as soon as the form is live, whatever else is still loading.
    const input = page.locator(FIRST_TEXT_INPUT).first();
    await input.waitFor({ state: 'visible', timeout: PAGE_LOAD_TIMEOUT_MS });
    await input.focus();
    await page.keyboard.press(KEY);
    await page.waitForFunction(() => window.__benchTimings?.firstInput !== undefined, undefined, {
      timeout: FIRST_INPUT_TIMEOUT_MS,
    });
    const timings = await page.evaluate(() => window.__benchTimings);
    const firstInput = timings?.firstInput;
    if (timings?.hydrated === undefined || timings.formHydrated === undefined || !firstInput) {
      throw new Error(`${url}: the page did not report its hydration and first input.`);
    }
    const typed = await input.inputValue();
    if (!typed.includes(KEY)) throw new Error(`${url}: the typed key did not reach the field.`);
    return {
      hydratedMs: timings.hydrated,
      formHydratedMs: timings.formHydrated,
      firstInputDelayMs: firstInput.processingStart - firstInput.startTime,
      firstInputToPaintMs: firstInput.duration,
      firstInputPaintedAtMs: firstInput.startTime + firstInput.duration,
    };
  } finally {
    await context.close();
  }
}

/**
 * Time to interactive of the form pages, measured in Chromium as a visitor meets them: from
 * navigation start until React has hydrated the page (`<html data-hydrated>`) and the form
 * (`<form data-hydrated>`), then a key pressed into the first text field at once, timed by the
 * browser's Event Timing API (its delay before the handler ran, and until the next paint).
 * Medians of 5 first visits each, in ms. A page that answers 404 (not built yet) is skipped.
 */
export async function runFormTtiBench(): Promise<Figures> {
  const server = await startProductionServer();
  const figures: Figures = {};
  try {
    const chromium = await launchChromium();
    try {
      for (const [label, pathname] of [
        ['contact', CONTACT_PATH],
        ['commission', COMMISSION_PATH],
      ] as const) {
        figures[`${label}.path`] = pathname;
        if ((await statusOf(server.origin, pathname)) === 404) {
          console.log(`  ${pathname} answers 404 (not built yet): skipped.`);
          figures[`${label}.runs`] = 'skipped: 404';
          continue;
        }
        const runs: RunTimings[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await measureRun(chromium.browser, `${server.origin}${pathname}`));
        }
        const medianOf = (pick: (timings: RunTimings) => number) =>
          round(median(runs.map(pick)), 1);
        figures[`${label}.runs`] = runs.length;
        figures[`${label}.hydratedMs`] = medianOf((timings) => timings.hydratedMs);
        figures[`${label}.formHydratedMs`] = medianOf((timings) => timings.formHydratedMs);
        figures[`${label}.firstInputDelayMs`] = medianOf((timings) => timings.firstInputDelayMs);
        figures[`${label}.firstInputToPaintMs`] = medianOf(
          (timings) => timings.firstInputToPaintMs,
        );
        figures[`${label}.firstInputPaintedAtMs`] = medianOf(
          (timings) => timings.firstInputPaintedAtMs,
        );
        figures[`${label}.slowestHydratedMs`] = round(
          Math.max(...runs.map((timings) => timings.hydratedMs)),
          1,
        );
      }
    } finally {
      await chromium.close();
    }
    return figures;
  } finally {
    await server.stop();
  }
}
