import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';

/**
 * The background jobs that must run in one process at a time (issue 21, ADR 0031). Each name is
 * its own lock: the reservation sweep is never held up by a long housekeeping run.
 */
export type JobName = 'housekeeping' | 'draft-expiry' | 'orphan-uploads' | 'reservation-sweep';

/** What `runAlone` did: the work's answer, or that another run of the job held the lock. */
export type JobRun<T> = { ran: true; value: T } | { ran: false };

export interface JobLocks {
  /**
   * Runs `work` unless the job is already running, here or in any other process on the same
   * database (and schema); then it answers `{ ran: false }` at once without waiting. The next
   * timer tick runs it again, so a skipped run loses nothing.
   */
  runAlone<T>(job: JobName, work: () => Promise<T>): Promise<JobRun<T>>;
}

/**
 * The lock's key: a 64-bit hash of the job's name and the schema the connection works in, so two
 * sites (or two test suites) sharing one PostgreSQL server in separate schemas do not keep each
 * other's jobs from running.
 */
const lockKeyOf = (job: JobName) =>
  sql`hashtextextended('atelier-job:' || current_schema() || ':' || ${job}, 0)`;

/**
 * Job locks on PostgreSQL advisory locks. The lock is transaction-scoped
 * (`pg_try_advisory_xact_lock`) and held by a transaction that stays open while the work runs
 * on the pool's other connections: whatever happens to the work (an error, a crash, a dropped
 * connection) the lock goes with the transaction, so it can never be left held. PGlite belongs
 * to one process and runs one statement at a time (an open transaction would block the work's
 * own statements), so there only the in-process guard applies.
 */
export function jobLockRepository(database: Pick<DatabaseHandle, 'db' | 'kind'>): JobLocks {
  const runningHere = new Set<JobName>();

  const acrossProcesses = async <T>(job: JobName, work: () => Promise<T>): Promise<JobRun<T>> => {
    if (database.kind === 'pglite') return { ran: true, value: await work() };
    return database.db.transaction(async (tx): Promise<JobRun<T>> => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${lockKeyOf(job)}) as locked`,
      );
      const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (row?.locked !== true) return { ran: false };
      return { ran: true, value: await work() };
    });
  };

  return {
    async runAlone(job, work) {
      // Two timers of one process (the full run and the minute sweep) may fire together; the
      // second would only wait on its own lock, so it is skipped here without asking.
      if (runningHere.has(job)) return { ran: false };
      runningHere.add(job);
      try {
        return await acrossProcesses(job, work);
      } finally {
        runningHere.delete(job);
      }
    },
  };
}
