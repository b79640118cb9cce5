import type { Database } from '@atelier/db/connection';
import { cartRepository } from '@atelier/db/repositories/cart';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { sessionRepository } from '@atelier/db/repositories/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** A cart nobody touched for this long belongs to a visitor who is not coming back. */
export const ABANDONED_CART_MS = 60 * DAY_MS;

export interface HousekeepingReport {
  expiredSessions: number;
  abandonedCarts: number;
}

/**
 * Removes what only grows: expired sessions, abandoned carts and old rate-limit counters.
 * Every statement is an idempotent delete, so several processes may run it at once.
 */
export async function runHousekeeping(db: Database, now = new Date()): Promise<HousekeepingReport> {
  const expiredSessions = await sessionRepository(db).purgeExpired(now);
  const abandonedCarts = await cartRepository(db).purgeAbandoned(
    new Date(now.getTime() - ABANDONED_CART_MS),
  );
  await rateLimitRepository(db).purgeOlderThan(new Date(now.getTime() - DAY_MS));
  return { expiredSessions, abandonedCarts };
}

/** Runs housekeeping now and every six hours; the timer never keeps the process alive. */
export function scheduleHousekeeping(
  db: Database,
  log: {
    info(report: object, message: string): void;
    error(report: object, message: string): void;
  },
) {
  const run = () =>
    runHousekeeping(db)
      .then((report) => log.info(report, 'housekeeping done'))
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
