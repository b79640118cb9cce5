import path from 'node:path';
import pg from 'pg';
import { benchDataDir } from './paths';
import { startProductionServer, type RunningServer } from './server';
import type { Figures } from './table';

/**
 * The PostgreSQL server to measure against: BENCH_DATABASE_URL, else the test server's
 * address with a database of the bench's own (created when missing). Absent: PGlite only.
 */
export async function benchPostgresUrl(): Promise<string | undefined> {
  const explicit = process.env.BENCH_DATABASE_URL;
  if (explicit) return explicit;
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) return undefined;
  const client = new pg.Client({ connectionString: testUrl });
  await client.connect();
  try {
    const exists = await client.query(`select 1 from pg_database where datname = 'atelier_bench'`);
    if (exists.rowCount === 0) await client.query('create database atelier_bench');
  } finally {
    await client.end();
  }
  const url = new URL(testUrl);
  url.pathname = '/atelier_bench';
  return url.href;
}

export const POSTGRES_NOT_MEASURED = 'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL';

/**
 * Runs one measurement against a production server on PGlite and then, when a PostgreSQL server
 * is configured, on PostgreSQL, with the per-address write limit lifted (one address sends
 * every request of a bench). Figures are prefixed by the measurement itself with its label.
 */
export async function measureOnBothDatabases(
  measure: (label: 'pglite' | 'postgres', server: RunningServer) => Promise<Figures>,
  /** More server settings for this suite (e.g. the captcha's, `CHEAP_CAPTCHA_ENV`). */
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<Figures> {
  const figures: Figures = {};
  const env = { WRITE_RATE_LIMIT: '100000000', ...extraEnv };
  const embedded = await startProductionServer({ env });
  try {
    Object.assign(figures, await measure('pglite', embedded));
  } finally {
    await embedded.stop();
  }
  const url = await benchPostgresUrl();
  if (!url) {
    figures['postgres'] = POSTGRES_NOT_MEASURED;
    return figures;
  }
  const server = await startProductionServer({
    dataDir: path.join(benchDataDir, 'postgres'),
    env: { ...env, DATABASE_URL: url },
  });
  try {
    Object.assign(figures, await measure('postgres', server));
  } finally {
    await server.stop();
  }
  return figures;
}
