import { performance } from 'node:perf_hooks';
import { repoRoot, startScript } from '../lib/paths';
import { findFreePort } from '../lib/ports';
import { spawnProcessGroup } from '../lib/process-group';
import { originOf, serverEnvironment } from '../lib/server';
import { HOME_PATH } from '../lib/site';
import type { Figures } from '../lib/table';
import { median, round, sleep } from '../lib/timing';

const RUNS = 3;
const POLL_INTERVAL_MS = 50;
const POLL_REQUEST_TIMEOUT_MS = 5_000;
const RUN_TIMEOUT_MS = 2 * 60_000;
/** The priming start may build the site and seed the gallery. */
const PRIMING_TIMEOUT_MS = 8 * 60_000;
/** A run during which start.mjs rebuilt the site (someone edited a source) is measured again. */
const MAX_ATTEMPTS_PER_RUN = 3;
/** What scripts/start.mjs prints when it (re)builds before starting. */
const BUILD_MESSAGE = /rebuilding|Building Atelier/i;

interface StartTiming {
  seconds: number;
  rebuilt: boolean;
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(POLL_REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** `npm start` as a user runs it, timed from the spawn to the first 200 on the home page. */
async function timeStart(timeoutMs: number): Promise<StartTiming> {
  const port = await findFreePort();
  const url = `${originOf(port)}${HOME_PATH}`;
  let rebuilt = false;
  const started = performance.now();
  const start = spawnProcessGroup(process.execPath, [startScript], {
    cwd: repoRoot,
    env: serverEnvironment(port),
    onLine: (line) => {
      if (BUILD_MESSAGE.test(line)) rebuilt = true;
    },
  });
  try {
    while (performance.now() - started < timeoutMs) {
      if (start.hasExited()) {
        throw new Error(
          `npm start exited before serving ${url}. Its last output:\n${start.describeEnd()}`,
        );
      }
      if (await answersOk(url)) {
        return { seconds: (performance.now() - started) / 1000, rebuilt };
      }
      await sleep(POLL_INTERVAL_MS);
    }
    throw new Error(
      `npm start did not serve ${url} within ${timeoutMs / 1000} s. Its last output:\n${start.describeEnd()}`,
    );
  } finally {
    await start.stop();
  }
}

export async function runColdStartBench(): Promise<Figures> {
  // Untimed: brings the build up to date and seeds DATA_DIR, so the timed runs measure a start.
  console.log('  priming: one untimed start (builds if stale, seeds the gallery if needed)…');
  const priming = await timeStart(PRIMING_TIMEOUT_MS);
  console.log(
    `  priming start took ${round(priming.seconds, 2)} s${priming.rebuilt ? ' (with a build)' : ''}`,
  );

  const figures: Figures = {};
  const seconds: number[] = [];
  let rebuildsDiscarded = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    let timing = await timeStart(RUN_TIMEOUT_MS);
    for (let attempt = 2; timing.rebuilt && attempt <= MAX_ATTEMPTS_PER_RUN; attempt += 1) {
      rebuildsDiscarded += 1;
      console.log(`  run ${run} included a rebuild (sources changed): measuring it again`);
      timing = await timeStart(RUN_TIMEOUT_MS);
    }
    console.log(`  run ${run}: ${round(timing.seconds, 3)} s`);
    seconds.push(timing.seconds);
    figures[`run${run}Seconds`] = round(timing.seconds, 3);
    if (timing.rebuilt) figures[`run${run}IncludesBuild`] = 'yes';
  }
  figures.medianSeconds = round(median(seconds), 3);
  figures.rebuildsDiscarded = rebuildsDiscarded;
  return figures;
}
