import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * What one unit of work (an HTTP request) asked of the database: its round trips, the time they
 * took (summed, so queries run side by side count each), and whether the embedded database
 * refused one because too many were waiting (DatabaseBusyError).
 */
export interface QueryTally {
  queries: number;
  durationMs: number;
  busyRefusals: number;
  /**
   * Set by the busy gate when it admits this unit of work (at its first statement): gives its
   * place back. Called once the work is over (endQueryTally).
   */
  release?: (() => void) | undefined;
  /** The unit of work is over; a straggling statement of it is counted but never admitted. */
  ended?: boolean | undefined;
}

const storage = new AsyncLocalStorage<QueryTally>();

export const emptyTally = (): QueryTally => ({ queries: 0, durationMs: 0, busyRefusals: 0 });

/**
 * Runs `work` with a tally of its own: every database round trip it (and whatever it starts,
 * however deep in promises and callbacks) makes is counted there. Outside any tally (start-up,
 * housekeeping, the mail worker) nothing is counted.
 */
export function withQueryTally<T>(tally: QueryTally, work: () => T): T {
  const result = storage.run(tally, work);
  // Work given as a promise is over when it settles; otherwise the caller ends the tally.
  if (result instanceof Promise) {
    result.then(
      () => endQueryTally(tally),
      () => endQueryTally(tally),
    );
  }
  return result;
}

/** The unit of work is over: the busy gate may admit another in its place. Idempotent. */
export function endQueryTally(tally: QueryTally): void {
  tally.ended = true;
  const release = tally.release;
  tally.release = undefined;
  release?.();
}

/** The tally of the work running now, if it has one. */
export function currentQueryTally(): QueryTally | undefined {
  return storage.getStore();
}

/**
 * Marks the start of one round trip for the current tally; the returned function marks its
 * end. Called by the connection factory around every statement it sends.
 */
export function startQuery(): () => void {
  const tally = storage.getStore();
  if (!tally) return noop;
  tally.queries += 1;
  const started = performance.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    tally.durationMs += performance.now() - started;
  };
}

const noop = () => undefined;

/** Records, on the current tally, that the database refused a statement as too busy. */
export function noteBusyRefusal(): void {
  const tally = storage.getStore();
  if (tally) tally.busyRefusals += 1;
}
