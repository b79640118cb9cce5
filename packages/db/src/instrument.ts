import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { BusyGate } from './busy-gate';
import { startQuery } from './query-tally';

type AnyFunction = (...args: never[]) => unknown;

/** Ends the round trip when the promise settles, and hands the same outcome on. */
function timed<T>(result: Promise<T>, end: () => void): Promise<T> {
  return result.then(
    (value) => {
      end();
      return value;
    },
    (error: unknown) => {
      end();
      throw error;
    },
  );
}

function countEach<M extends object>(target: M, names: readonly (keyof M)[]) {
  for (const name of names) {
    const original = target[name] as unknown as AnyFunction;
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: (...args: never[]) => {
        const end = startQuery();
        return timed(Promise.resolve(original.apply(target, args)), end);
      },
    });
  }
}

/**
 * PGlite: `query`, `exec` and `transaction` are the engine's own entry points (each waits for the
 * one before); they pass the busy gate and count as round trips. A transaction is one slot of the
 * gate for as long as it runs; its statements are counted but never gated, so a transaction
 * cannot be turned away halfway or wait behind the callers queued after it. BEGIN and COMMIT are
 * counted with the transaction's own round trip.
 */
export function instrumentPglite(client: PGlite, gate: BusyGate): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const through = <T>(run: () => Promise<T>): Promise<T> =>
    gate.run(() => {
      const end = startQuery();
      return timed(run(), end);
    });
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => through(() => query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => through(() => exec(...args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      through(() =>
        transaction((tx) => {
          countEach(tx, ['query', 'exec']);
          return callback(tx);
        }),
      ),
  });
}

/**
 * node-postgres: the pool's `query` (one checkout, one statement) and the `query` of a client
 * checked out with `connect()` (transactions, migrations) each count one round trip. The pool
 * keeps its own line (at most `max` connections), so nothing is gated here. The pool's own
 * `query` checks a client out with a callback, which is left as it is, so no statement is
 * counted twice.
 */
export function instrumentPool(pool: pg.Pool): void {
  countEach(pool, ['query']);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.defineProperty(pool, 'connect', {
    configurable: true,
    writable: true,
    value: (...args: unknown[]) => {
      if (args.length > 0) return connect(...args);
      return (connect() as Promise<pg.PoolClient>).then(countingClient);
    },
  });
}

const counted = new WeakMap<pg.PoolClient, pg.PoolClient>();

/** The same client, seen through a view whose `query` counts (the client itself is untouched). */
function countingClient(client: pg.PoolClient): pg.PoolClient {
  const known = counted.get(client);
  if (known) return known;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const countingQuery = (...args: unknown[]) => {
    const end = startQuery();
    return timed(Promise.resolve(query(...args)), end);
  };
  const view = new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return countingQuery;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as AnyFunction).bind(target) : value;
    },
  });
  counted.set(client, view);
  return view;
}
