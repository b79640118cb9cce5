import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several processes starting
 * together only one does a one-off job (the demo seed) and the others wait, then find it done.
 * PGlite belongs to one process, so there the work simply runs.
 */
export async function withAdvisoryLock<T>(
  handle: DatabaseHandle,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return handle.db.transaction(async (tx) => {
    // A transaction-scoped lock is released by commit or rollback, even if `work` throws.
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
    return work();
  });
}
