// `npm run bench [-- <suite>...]`: runs the suites in sequence, prints a table per suite and
// writes results/<suite>.json and results/summary.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ensureSiteBuilt } from './lib/build';
import { installSignalHandlers, runAllCleanups } from './lib/cleanup';
import { benchDir } from './lib/paths';
import { currentLoadAverage, writeSuiteResult, writeSummary } from './lib/results';
import { renderTextTable, type Figures } from './lib/table';
import { round } from './lib/timing';

type SuiteRunner = () => Promise<Figures>;

interface Suite {
  name: string;
  /** Suites that start the production server need the built site. */
  needsBuiltSite: boolean;
  load(): Promise<SuiteRunner>;
}

/** Written by another engineer; measured when it is there. */
const formEngineSuiteFile = path.join(benchDir, 'suites', 'form-engine.ts');

function isFigures(value: unknown): value is Figures {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((figure) => typeof figure === 'number' || typeof figure === 'string')
  );
}

async function loadFormEngineSuite(): Promise<SuiteRunner> {
  // A computed specifier: the file may not exist yet, so the typecheck must not require it.
  const module = (await import(pathToFileURL(formEngineSuiteFile).href)) as Record<string, unknown>;
  const run = module.runFormEngineBench;
  if (typeof run !== 'function') {
    throw new Error(`${formEngineSuiteFile} does not export a function named runFormEngineBench.`);
  }
  return async () => {
    const figures: unknown = await run();
    if (!isFigures(figures)) {
      throw new Error('runFormEngineBench must resolve to a flat record of numbers and strings.');
    }
    return figures;
  };
}

function availableSuites(): Suite[] {
  const suites: Suite[] = [
    {
      name: 'page-weight',
      needsBuiltSite: true,
      load: async () => (await import('./suites/page-weight')).runPageWeightBench,
    },
    {
      name: 'http-throughput',
      needsBuiltSite: true,
      load: async () => (await import('./suites/http-throughput')).runHttpThroughputBench,
    },
    {
      name: 'cold-start',
      needsBuiltSite: true,
      load: async () => (await import('./suites/cold-start')).runColdStartBench,
    },
    {
      name: 'add-to-cart',
      needsBuiltSite: true,
      load: async () => (await import('./suites/add-to-cart')).runAddToCartBench,
    },
    {
      name: 'form-tti',
      needsBuiltSite: true,
      load: async () => (await import('./suites/form-tti')).runFormTtiBench,
    },
    {
      name: 'form-submit',
      needsBuiltSite: true,
      load: async () => (await import('./suites/form-submit')).runFormSubmitBench,
    },
    {
      name: 'poll-vote',
      needsBuiltSite: true,
      load: async () => (await import('./suites/poll-vote')).runPollVoteBench,
    },
    {
      name: 'lighthouse',
      needsBuiltSite: true,
      load: async () => (await import('./suites/lighthouse')).runLighthouseBench,
    },
    {
      name: 'query-budget',
      needsBuiltSite: true,
      load: async () => (await import('./suites/query-budget')).runQueryBudgetBench,
    },
    {
      // Issue 21: the studio's entries list and CSV export on 100,000 entries.
      name: 'studio-tables',
      needsBuiltSite: false,
      load: async () => (await import('./suites/studio-tables')).runStudioTablesBench,
    },
    {
      name: 'upload',
      needsBuiltSite: false,
      load: async () => (await import('./suites/upload')).runUploadBench,
    },
    {
      // Issue 17: the card checkout against the test gateway, 20 buyers, PostgreSQL.
      name: 'checkout-payment',
      needsBuiltSite: true,
      load: async () => (await import('./suites/checkout-payment')).runCheckoutPaymentBench,
    },
    {
      name: 'page-post',
      needsBuiltSite: false,
      load: async () => (await import('./suites/page-post')).runPagePostBench,
    },
    {
      // Issue 18: the tile gallery's layout for 1,000 tiles, pure CPU.
      name: 'gallery-layout',
      needsBuiltSite: false,
      load: async () => (await import('./suites/gallery-layout')).runGalleryLayoutBench,
    },
  ];
  if (existsSync(formEngineSuiteFile)) {
    suites.push({ name: 'form-engine', needsBuiltSite: false, load: loadFormEngineSuite });
  }
  return suites;
}

function selectSuites(all: Suite[], requested: readonly string[]): Suite[] {
  if (requested.length === 0) return all;
  const unknown = requested.filter((name) => !all.some((suite) => suite.name === name));
  if (unknown.length > 0) {
    const missingFormEngine = unknown.includes('form-engine')
      ? ` (form-engine runs once ${path.relative(process.cwd(), formEngineSuiteFile)} exists)`
      : '';
    throw new Error(
      `Unknown suite: ${unknown.join(', ')}${missingFormEngine}. Available: ${all.map((suite) => suite.name).join(', ')}.`,
    );
  }
  return all.filter((suite) => requested.includes(suite.name));
}

async function main(): Promise<number> {
  installSignalHandlers();
  const suites = availableSuites();
  const selected = selectSuites(suites, process.argv.slice(2));
  if (selected.some((suite) => suite.needsBuiltSite)) await ensureSiteBuilt();

  const failed: string[] = [];
  for (const suite of selected) {
    console.log(`\n=== ${suite.name} ===`);
    const started = performance.now();
    const loadAverageBefore = currentLoadAverage();
    try {
      const run = await suite.load();
      const figures = await run();
      const seconds = round((performance.now() - started) / 1000, 1);
      const load = `1-minute load average ${loadAverageBefore} before, ${currentLoadAverage()} after`;
      console.log(`\n${renderTextTable(figures)}\n\n(${suite.name} took ${seconds} s; ${load})`);
      writeSuiteResult(suite.name, figures, seconds, loadAverageBefore);
    } catch (error) {
      failed.push(suite.name);
      console.error(
        `${suite.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  writeSummary(suites.map((suite) => suite.name));
  console.log(
    `\nResults written to ${path.relative(process.cwd(), path.join(benchDir, 'results'))}/`,
  );
  if (failed.length > 0) {
    console.error(`Failed suites: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await runAllCleanups();
}
// Nothing the bench started may keep it alive once the suites are done.
process.exit();
