import { performance } from 'node:perf_hooks';
import { currentQueryTally, noteBusyRefusal } from './query-tally';

/** Seconds a client should wait before it tries again (the line empties within a second). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The embedded database runs one statement (or one transaction) at a time, in the server's own
 * thread, and every caller waits its turn. Past a bound, a newcomer would wait longer than a
 * visitor should (the wait grows with the line, and the line grows under a spike), so it is
 * refused at once with this error instead, and the server answers 503 with Retry-After.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor(
    readonly waiting: number,
    what: 'operations' | 'requests' = 'operations',
  ) {
    super(`The database is busy: ${waiting} ${what} are already waiting.`);
  }
}

/**
 * Statements that may wait behind the running one, by default. A statement of this site takes
 * about 0.3–2 ms on PGlite, so 64 waiting stay within about 100 ms; background work and tests
 * that send many statements at once stay well inside it.
 */
export const DEFAULT_MAX_WAITING = 64;

/**
 * Requests at the database at once, as the server sets it (DATABASE_MAX_WAITING). A request of
 * this site (add to cart, a contact submit, a page) needs a few milliseconds of the server's one
 * thread, database included, so 16 in progress keep a newcomer's wait near 100 ms; past that, a
 * quick 503 and a retry a second later serve a visitor better than a wait of seconds.
 */
export const DEFAULT_MAX_REQUESTS = 16;

/**
 * How late the server's thread runs its timers, smoothed: the time a ready callback waits for
 * the thread. PGlite runs in that thread and a request's statements run without yielding to
 * other requests, so under load the line to the database forms here, in front of it.
 */
export interface LagMeter {
  readonly lagMs: number;
  stop(): void;
}

export function eventLoopLagMeter(intervalMs = 10): LagMeter {
  let lagMs = 0;
  let expected = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    expected = now + intervalMs;
    // Smoothed over a few ticks: one late tick (a garbage collection) refuses nobody, a
    // sustained lag does, and it fades as the line clears.
    lagMs = lagMs * 0.7 + late * 0.3;
  }, intervalMs);
  timer.unref();
  return {
    get lagMs() {
      return lagMs;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The server's lag bound by default (DATABASE_MAX_LAG_MS). A sustained quarter of a second: a
 * page render or a busy neighbour on a shared machine lags a tick or two, which the smoothing
 * absorbs; a line of requests in front of the database lags every tick.
 */
export const DEFAULT_MAX_LAG_MS = 250;

export interface BusyGate {
  /** Runs `operation` when the line is short enough; refuses with DatabaseBusyError otherwise. */
  run<T>(operation: () => Promise<T>): Promise<T>;
  /** Operations admitted and not yet finished (the running one included). */
  readonly pending: number;
  /** Units of work (requests) admitted and not yet over. */
  readonly active: number;
  readonly maxWaiting: number;
  readonly maxRequests: number | undefined;
  /** Stops the lag meter, if any. */
  close(): void;
}

export interface BusyGateOptions {
  /**
   * Refuse a new request (a unit of work with a query tally) while this many are in progress.
   * Absent: requests are not bounded, only statements (tests, tools; the server sets it).
   */
  maxRequests?: number | undefined;
  /**
   * Also refuse a new request while the server's thread runs this late (ms): the wait a newcomer
   * would have. Absent: no lag bound (tests; the server sets it, DATABASE_MAX_LAG_MS).
   */
  maxLagMs?: number | undefined;
}

/**
 * A bound on the line in front of the engine (PGlite serialises its callers itself: this only
 * counts them), at two grains:
 *
 * - Requests. PGlite runs in the server's thread, so the real line is every request in progress
 *   taking turns at it. A request (a unit of work with a query tally, query-tally.ts) is admitted
 *   at its first statement while fewer than `maxWaiting` are in progress, and keeps its place
 *   until it ends (endQueryTally): its later statements are never refused, so no request is
 *   turned away halfway through its writes.
 * - Statements. Any statement (of a request or of background work: housekeeping, the mail
 *   worker) is refused when `maxWaiting` already wait behind the running one. One admitted
 *   operation is one slot until it ends, however long: a transaction holds its place while its
 *   own statements run (they do not pass through here, so they cannot be turned away or wait
 *   behind others).
 */
export function busyGate(
  maxWaiting = DEFAULT_MAX_WAITING,
  options: BusyGateOptions = {},
): BusyGate {
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) {
    throw new RangeError(`maxWaiting must be a whole number ≥ 0, got ${maxWaiting}.`);
  }
  let pending = 0;
  let active = 0;
  const { maxLagMs, maxRequests } = options;
  const meter = maxLagMs === undefined ? undefined : eventLoopLagMeter();

  const refuse = (waiting: number, what: 'operations' | 'requests') => {
    noteBusyRefusal();
    return new DatabaseBusyError(waiting, what);
  };

  /** Admits the current unit of work at its first statement, or refuses it. */
  const admitWork = () => {
    const tally = currentQueryTally();
    if (!tally || tally.release || tally.ended) return;
    if (maxRequests !== undefined && active >= Math.max(1, maxRequests)) {
      throw refuse(active, 'requests');
    }
    if (meter && maxLagMs !== undefined && meter.lagMs > maxLagMs) {
      throw refuse(active, 'requests');
    }
    active += 1;
    tally.release = () => {
      active -= 1;
    };
  };

  return {
    get pending() {
      return pending;
    },
    get active() {
      return active;
    },
    maxWaiting,
    maxRequests,
    close: () => meter?.stop(),
    async run<T>(operation: () => Promise<T>): Promise<T> {
      const waiting = Math.max(0, pending - 1);
      if (pending > 0 && waiting >= maxWaiting) throw refuse(waiting, 'operations');
      admitWork();
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
    // By name as well: the pages' server build bundles its own copy of this module.
    if (current instanceof DatabaseBusyError || current.name === 'DatabaseBusyError') {
      return current as DatabaseBusyError;
    }
    current = current.cause;
  }
  return undefined;
}
