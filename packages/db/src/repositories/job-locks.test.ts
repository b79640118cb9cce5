import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../connection';
import { testDatabaseTargets } from '../testing';
import { jobLockRepository } from './job-locks';

/** A promise and the function that settles it: a job that runs until the test lets it end. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}

describe.each(testDatabaseTargets())('job locks ($name)', (target) => {
  it('issue 21: a job already running in this process is skipped, another job is not', async () => {
    const handle = await target.open();
    try {
      const locks = jobLockRepository(handle);
      const held = gate();
      const first = locks.runAlone('housekeeping', async () => {
        await held.opened;
        return 'first';
      });
      expect(await locks.runAlone('housekeeping', async () => 'second')).toEqual({ ran: false });
      expect(await locks.runAlone('orphan-uploads', async () => 'other')).toEqual({
        ran: true,
        value: 'other',
      });
      held.open();
      expect(await first).toEqual({ ran: true, value: 'first' });
      // Once it has ended the job runs again.
      expect(await locks.runAlone('housekeeping', async () => 'again')).toEqual({
        ran: true,
        value: 'again',
      });
    } finally {
      await handle.close();
    }
  });

  it('issue 21: a job that throws lets go of its lock', async () => {
    const handle = await target.open();
    try {
      const locks = jobLockRepository(handle);
      await expect(
        locks.runAlone('draft-expiry', () => Promise.reject(new Error('broken'))),
      ).rejects.toThrow('broken');
      expect(await locks.runAlone('draft-expiry', async () => 1)).toEqual({ ran: true, value: 1 });
    } finally {
      await handle.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('job locks across processes (postgres)', () => {
  /** Two connection pools on one schema: what two processes of one site have. */
  async function twoProcesses(schemaName: string): Promise<[DatabaseHandle, DatabaseHandle]> {
    const first = await openDatabase({ url, schemaName, poolSize: 3 });
    const second = await openDatabase({ url, schemaName, poolSize: 3 });
    return [first, second];
  }

  it('issue 21: while one process runs a job another skips it at once, then runs it once it is free', async () => {
    const schemaName = `test_${randomBytes(6).toString('hex')}`;
    const [one, two] = await twoProcesses(schemaName);
    try {
      const held = gate();
      const running = jobLockRepository(one).runAlone('orphan-uploads', async () => {
        await held.opened;
        return 'one';
      });
      // Let the first process take the lock before the second asks.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const other = jobLockRepository(two);
      expect(await other.runAlone('orphan-uploads', async () => 'two')).toEqual({ ran: false });
      // Each job has its own lock.
      expect(await other.runAlone('reservation-sweep', async () => 'sweep')).toEqual({
        ran: true,
        value: 'sweep',
      });
      held.open();
      expect(await running).toEqual({ ran: true, value: 'one' });
      expect(await other.runAlone('orphan-uploads', async () => 'two')).toEqual({
        ran: true,
        value: 'two',
      });
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('issue 21: of many processes starting a job together exactly one runs it', async () => {
    const schemaName = `test_${randomBytes(6).toString('hex')}`;
    const [one, two] = await twoProcesses(schemaName);
    try {
      const locks = [one, two, one, two].map((handle) => jobLockRepository(handle));
      let runs = 0;
      const results = await Promise.all(
        locks.map((lock) =>
          lock.runAlone('housekeeping', async () => {
            runs += 1;
            await new Promise((resolve) => setTimeout(resolve, 200));
            return runs;
          }),
        ),
      );
      expect(runs).toBe(1);
      expect(results.filter((result) => result.ran)).toHaveLength(1);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('issue 21: a site in another schema of the same server is not held up by this one', async () => {
    const site = () =>
      openDatabase({ url, schemaName: `test_${randomBytes(6).toString('hex')}`, poolSize: 3 });
    const mine = await site();
    const theirs = await site();
    try {
      const held = gate();
      const running = jobLockRepository(mine).runAlone('housekeeping', () => held.opened);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await jobLockRepository(theirs).runAlone('housekeeping', async () => 'ran')).toEqual({
        ran: true,
        value: 'ran',
      });
      held.open();
      expect((await running).ran).toBe(true);
    } finally {
      await theirs.close();
      await mine.close();
    }
  });
});
