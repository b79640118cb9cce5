import { noteBusyRefusal } from './query-tally';

/**
 * The embedded database runs one statement (or one transaction) at a time, and every caller
 * waits its turn. Past a few dozen waiting, a new caller would wait longer than a visitor should
 * (the wait grows with the line, and the line grows under a spike), so it is refused at once
 * with this error instead, and the server answers 503 with Retry-After.
 */
/** Seconds a client should wait before it tries again (the line empties within a second). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor(readonly waiting: number) {
    super(`The database is busy: ${waiting} operations are already waiting.`);
  }
}

/**
 * How many operations may wait behind the running one by default. A statement of this site takes
 * about 0.3–2 ms on PGlite (`npm run bench -- add-to-cart`), so 48 waiting keeps the wait of the
 * last one well under 100 ms.
 */
export const DEFAULT_MAX_WAITING = 48;

export interface BusyGate {
  /** Runs `operation` when the line is short enough; refuses with DatabaseBusyError otherwise. */
  run<T>(operation: () => Promise<T>): Promise<T>;
  /** Operations admitted and not yet finished (the running one included). */
  readonly pending: number;
  readonly maxWaiting: number;
}

/**
 * A bound on a line the engine keeps itself (PGlite serialises its callers in order): this only
 * counts who is in it and turns away the newcomer when `maxWaiting` are already waiting. One
 * admitted operation is one slot until it ends, however long: a transaction holds its place
 * while its own statements run (they do not pass through here, so they cannot be turned away
 * or wait behind others).
 */
export function busyGate(maxWaiting = DEFAULT_MAX_WAITING): BusyGate {
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) {
    throw new RangeError(`maxWaiting must be a whole number ≥ 0, got ${maxWaiting}.`);
  }
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    maxWaiting,
    async run<T>(operation: () => Promise<T>): Promise<T> {
      const waiting = Math.max(0, pending - 1);
      if (pending > 0 && waiting >= maxWaiting) {
        noteBusyRefusal();
        throw new DatabaseBusyError(waiting);
      }
      pending += 1;
      try {
        return await operation();
      } finally {
        pending -= 1;
      }
    },
  };
}

/**
 * The DatabaseBusyError behind `error`, if that is what it is: Drizzle wraps a failed statement's
 * error in its own (`Failed query: …`, the original as `cause`), and callers may wrap it again.
 */
export function databaseBusyCause(error: unknown): DatabaseBusyError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof DatabaseBusyError) return current;
    current = current.cause;
  }
  return undefined;
}
