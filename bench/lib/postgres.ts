import pg from 'pg';

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
