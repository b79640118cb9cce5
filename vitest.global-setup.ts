import { postgresSkipNotice } from './packages/db/src/testing';

/** Says plainly, at the start and the end of a run, when the PostgreSQL suites did not run. */
export default function announcePostgres() {
  if (process.env.TEST_DATABASE_URL) return;
  console.warn(`\n!! ${postgresSkipNotice}\n`);
  return () => console.warn(`\n!! ${postgresSkipNotice}\n`);
}
