import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultsDir } from './paths';
import { renderMarkdownTable, type Figures } from './table';

export interface SuiteResult {
  suite: string;
  timestamp: string;
  node: string;
  cores: number;
  cpu: string;
  platform: string;
  durationSeconds: number;
  /** 1-minute load average before and after the suite: other work on the machine skews timings. */
  loadAverage: { before: number; after: number };
  figures: Figures;
}

/** Written next to the target and renamed, so an interrupted run never leaves half a file. */
function writeAtomically(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export const currentLoadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

export function writeSuiteResult(
  suite: string,
  figures: Figures,
  durationSeconds: number,
  loadAverageBefore: number,
) {
  const result: SuiteResult = {
    suite,
    timestamp: new Date().toISOString(),
    node: process.version,
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    durationSeconds,
    loadAverage: { before: loadAverageBefore, after: currentLoadAverage() },
    figures,
  };
  writeAtomically(path.join(resultsDir, `${suite}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** Results written before the load average was recorded have none. */
function describeLoad(result: SuiteResult): string {
  const load = result.loadAverage as SuiteResult['loadAverage'] | undefined;
  return load ? `; 1-minute load average ${load.before} before, ${load.after} after` : '';
}

function readSuiteResults(): SuiteResult[] {
  if (!existsSync(resultsDir)) return [];
  return readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8')) as SuiteResult);
}

/**
 * summary.md gathers the latest result of every suite, so running one suite alone keeps the
 * others' figures (each with its own date) in the summary.
 */
export function writeSummary(suiteOrder: readonly string[]) {
  const position = (suite: string) => {
    const index = suiteOrder.indexOf(suite);
    return index === -1 ? suiteOrder.length : index;
  };
  const results = readSuiteResults().sort(
    (a, b) => position(a.suite) - position(b.suite) || a.suite.localeCompare(b.suite),
  );
  const sections = results.map((result) =>
    [
      `## ${result.suite}`,
      '',
      `Measured ${result.timestamp} with Node ${result.node} on ${result.cores} cores (${result.cpu}, ${result.platform}); the suite took ${result.durationSeconds} s${describeLoad(result)}.`,
      '',
      renderMarkdownTable(result.figures),
    ].join('\n'),
  );
  const text = [
    '# Benchmark summary',
    '',
    'Written by `npm run bench` (see README.md for what each figure means). Sizes in KB are KiB (1024 bytes).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  writeAtomically(path.join(resultsDir, 'summary.md'), text);
}
