import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { STUDIO_OWNER } from './tests/studio-owner';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Every run starts from an empty data directory, so it also proves the first-start seed. Kept in
// the environment, which the test workers inherit, so a test can read the server's mail outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'atelier-e2e-')));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: CI shares two cores with the server under test; assertions keep their own 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.resolve(import.meta.dirname, '../test-results/e2e.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Issue 21: signs the studio's owner in once (tests/studio.setup.ts) for the studio tests.
    { name: 'studio-owner', testMatch: /studio\.setup\.ts$/, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      dependencies: ['studio-owner'],
      testIgnore: /studio-results\.spec\.ts$/,
    },
    // The studio's poll reset runs after the rest: polls.spec.ts counts votes in the same poll.
    {
      name: 'studio-after',
      testMatch: /studio-results\.spec\.ts$/,
      use: { browserName: 'chromium' },
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // Issue 21: the studio's owner is made first, with the owner command (tests/studio-owner.ts).
    command:
      `printf '%s\n' '${STUDIO_OWNER.password}' | ` +
      `(cd ../apps/site && npx tsx server/cli/owner.ts create ${STUDIO_OWNER.email} ` +
      `--password-stdin --totp-secret ${STUDIO_OWNER.totpSecret} > /dev/null) && ` +
      'exec node ../apps/site/build/server-main/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // The first start migrates and seeds the demo gallery: minutes on a loaded two-core machine.
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // NODE_ENV is deliberately left unset: the server must default to production by itself.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The tests check behaviour, not load shedding: on a CI machine shared by two browsers and
      // the server, the thread's lag must not turn a test's request into a 503.
      DATABASE_MAX_LAG_MS: '0',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
