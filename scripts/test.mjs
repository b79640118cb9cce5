// `npm test`: every check, in the order that fails fastest: typecheck, lint, unit and
// integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), the production
// build, and the end-to-end suite in Chromium against that build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  [
    'unit and integration tests',
    [
      'exec',
      '--',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(reports, 'vitest.json')}`,
    ],
  ],
  ['production build', ['run', 'build']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    '\n!! TEST_DATABASE_URL is not set: the PostgreSQL suites will NOT run (PGlite suites will).\n' +
      '!! Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them.\n',
  );
}

const failed = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) failed.push(name);
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const vitest = counts(path.join(reports, 'vitest.json'), (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
}));
const e2e = counts(path.join(reports, 'e2e.json'), (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
}));

console.log(`\nunit and integration: ${vitest.passed} passed, ${vitest.failed} failed`);
console.log(`end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failed.length > 0) console.log(`Failed steps: ${failed.join(', ')}`);
console.log(`Tests: ${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed} failed`);
process.exit(failed.length > 0 ? 1 : 0);
