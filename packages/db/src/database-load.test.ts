import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyGate, DatabaseBusyError, databaseBusyCause } from './busy-gate';
import { openDatabase, type DatabaseHandle } from './connection';
import { emptyTally, endQueryTally, withQueryTally, type QueryTally } from './query-tally';
import { testDatabaseTargets } from './testing';

/** A promise and the function that settles it, to hold an operation open as long as a test wants. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('the busy gate (issue 13: embedded database under load)', () => {
  it('admits the running operation and maxWaiting waiting ones, and refuses the next at once', async () => {
    const gate = busyGate(2);
    const hold = deferred();
    const running = gate.run(() => hold.promise.then(() => 'first'));
    const waiting = [gate.run(async () => 'second'), gate.run(async () => 'third')];
    expect(gate.pending).toBe(3);
    const refused = gate.run(async () => 'fourth');
    // Drizzle wraps the engine's error in its own ("Failed query: …"); the cause is ours.
    const error = await refused.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(databaseBusyCause(error)).toBeInstanceOf(DatabaseBusyError);
    await expect(refused).rejects.toMatchObject({ waiting: 2, retryAfterSeconds: 1 });
    hold.release();
    expect(await Promise.all([running, ...waiting])).toEqual(['first', 'second', 'third']);
    // The line emptied: the next one is admitted again.
    expect(gate.pending).toBe(0);
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('a failed operation gives its place back', async () => {
    const gate = busyGate(0);
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(gate.pending).toBe(0);
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });

  it('notes a refusal on the tally of the work it refused', async () => {
    const gate = busyGate(0);
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const tally = emptyTally();
    await withQueryTally(tally, () => gate.run(async () => 1)).catch(() => undefined);
    expect(tally.busyRefusals).toBe(1);
    hold.release();
    await running;
  });
});

describe('the busy gate admits requests (units of work with a tally) at their first statement', () => {
  it('refuses a new request while maxWaiting are in progress, never a later statement of an admitted one', async () => {
    const gate = busyGate(64, { maxRequests: 1 });
    const [first, second] = [emptyTally(), emptyTally()];
    /** A statement of a request that stays in progress (as the server's hook runs one). */
    const statementOf = (tally: QueryTally) =>
      new Promise((resolve, reject) =>
        withQueryTally(tally, () => {
          gate.run(async () => 'done').then(resolve, reject);
        }),
      );
    await statementOf(first);
    expect(gate.active).toBe(1);
    await expect(statementOf(second)).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(second.busyRefusals).toBe(1);
    // The admitted request's later statements still run.
    await expect(statementOf(first)).resolves.toBe('done');
    // Once the first is over, the second is admitted.
    endQueryTally(first);
    expect(gate.active).toBe(0);
    await expect(statementOf(second)).resolves.toBe('done');
    expect(gate.active).toBe(1);
    endQueryTally(second);
    endQueryTally(second);
    expect(gate.active).toBe(0);
  });

  it('a statement of a request already over is not admitted again (no place is kept forever)', async () => {
    const gate = busyGate(64, { maxRequests: 1 });
    const tally = emptyTally();
    endQueryTally(tally);
    await withQueryTally(tally, () => gate.run(async () => 1));
    expect(gate.active).toBe(0);
  });
});

describe('the busy gate with a lag bound', () => {
  it("refuses a new request while the server's thread runs late, and admits again once it catches up", async () => {
    const gate = busyGate(64, { maxRequests: 16, maxLagMs: 20 });
    try {
      const statementOf = (tally: QueryTally) =>
        new Promise((resolve, reject) =>
          withQueryTally(tally, () => {
            gate.run(async () => 'done').then(resolve, reject);
          }),
        );
      // The thread is held for a long while (a burst of synchronous work), then one timer tick.
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 15));
      await expect(statementOf(emptyTally())).rejects.toBeInstanceOf(DatabaseBusyError);
      // Idle, the lag fades and requests are admitted again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(statementOf(emptyTally())).resolves.toBe('done');
    } finally {
      gate.close();
    }
  });
});

describe('PGlite behind the busy gate', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ maxWaiting: 2 });
  });
  afterAll(async () => {
    await handle.close();
  });
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const start = (statement: SQL) => handle.db.execute(statement).then(rowsOf);

  it('the N+1th waiting statement fails with DatabaseBusyError; the others all run', async () => {
    const hold = deferred();
    const transaction = handle.db.transaction(async (tx) => {
      await hold.promise;
      return rowsOf(await tx.execute(sql`select 1 as one`));
    });
    // Let the transaction start (take its slot) before the others line up.
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Drizzle sends a statement when it is awaited (then), so each is started here.
    const waiting = [start(sql`select 2 as two`), start(sql`select 3`)];
    expect(handle.load?.pending).toBe(3);
    const refused = start(sql`select 4`);
    hold.release();
    // Drizzle wraps the engine's error in its own ("Failed query: …"); the cause is ours.
    const error = await refused.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(databaseBusyCause(error)).toBeInstanceOf(DatabaseBusyError);
    await expect(transaction).resolves.toEqual([{ one: 1 }]);
    await expect(Promise.all(waiting)).resolves.toHaveLength(2);
    expect(handle.load?.pending).toBe(0);
  });

  it('a transaction holds one slot: its own statements run while the line is full', async () => {
    const hold = deferred();
    const inside: number[] = [];
    const transaction = handle.db.transaction(async (tx) => {
      await hold.promise;
      for (const value of [1, 2, 3, 4, 5]) {
        const [row] = rowsOf(await tx.execute(sql`select ${value}::int as value`));
        inside.push(Number(row?.value));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = [start(sql`select 1`), start(sql`select 2`)];
    expect(handle.load?.pending).toBe(3);
    hold.release();
    await transaction;
    await Promise.all(waiting);
    expect(inside).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.each(testDatabaseTargets())('counting round trips per unit of work on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('counts each statement of the work that sent it, and nothing outside any tally', async () => {
    const tally = emptyTally();
    await handle.db.execute(sql`select 'not counted'`);
    await withQueryTally(tally, async () => {
      await handle.db.execute(sql`select 1`);
      await Promise.all([handle.db.execute(sql`select 2`), handle.db.execute(sql`select 3`)]);
    });
    expect(tally.queries).toBe(3);
    expect(tally.durationMs).toBeGreaterThan(0);
    expect(tally.busyRefusals).toBe(0);
  });

  it('two units of work running side by side keep their own counts', async () => {
    const [first, second] = [emptyTally(), emptyTally()];
    await Promise.all([
      withQueryTally(first, async () => {
        await handle.db.execute(sql`select 1`);
      }),
      withQueryTally(second, async () => {
        for (let index = 0; index < 4; index += 1) await handle.db.execute(sql`select 2`);
      }),
    ]);
    expect([first.queries, second.queries]).toEqual([1, 4]);
  });

  it('a transaction counts its statements (PostgreSQL: and its BEGIN and COMMIT round trips)', async () => {
    const tally = emptyTally();
    await withQueryTally(tally, () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      }),
    );
    // PGlite: the transaction's own call (BEGIN, COMMIT in the engine) + 2; PostgreSQL: BEGIN + 2 + COMMIT.
    expect(tally.queries).toBe(target.name === 'pglite' ? 3 : 4);
  });
});
