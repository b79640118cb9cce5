import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../connection';
import { mailQueue } from '../schema';
import { testDatabaseTargets } from '../testing';
import {
  DEFAULT_MAIL_RETRY_POLICY,
  mailQueueRepository,
  mailRetryDelayMs,
  type MailRetryPolicy,
} from './mail-queue';

/** The value a test has just made sure exists; fails the test plainly when it does not. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Expected a value, found none.');
  return value;
}

const MINUTE = 60_000;
const LEASE = 10 * MINUTE;
const policy: MailRetryPolicy = { maxAttempts: 3, baseDelayMs: MINUTE, maxDelayMs: 30 * MINUTE };

const letter = (purpose: string) => ({
  recipient: 'visitor@example.com',
  subject: 'Your saved form',
  textBody: 'Open your draft: https://atelier.example/d/abc',
  purpose,
});

/**
 * A second connection pool on the same data, as a second server process would have. PGlite is
 * one process by construction, so there the "other process" is the same handle.
 */
async function secondProcess(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (handle.kind === 'pglite' || !url) return handle;
  // The test schema is private to this suite; the second pool must open the same one.
  // Both drivers answer execute() with { rows }; the shared Database type leaves it unknown.
  const result = (await handle.db.execute(sql`select current_schema() as schema`)) as {
    rows: { schema: string }[];
  };
  const schemaName = result.rows[0]?.schema;
  return openDatabase({ url, schemaName, poolSize: 4 });
}

describe('mail retry back-off', () => {
  it('waits 1, 2, 4 … minutes after each failure, never more than the cap', () => {
    const delays = [1, 2, 3, 4, 8, 9, 100].map((attempts) =>
      mailRetryDelayMs(attempts, DEFAULT_MAIL_RETRY_POLICY),
    );
    expect(delays).toEqual([1, 2, 4, 8, 120, 120, 120].map((minutes) => minutes * MINUTE));
  });
});

describe.each(testDatabaseTargets())('the mail queue on $name', (target) => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    other = await secondProcess(handle);
  });
  afterAll(async () => {
    if (other !== handle) await other.close();
    await handle.close();
  });

  const clearQueue = () => handle.db.delete(mailQueue);

  it('a queued message is due at once, claimed once, and not due again while leased', async () => {
    await clearQueue();
    const queue = mailQueueRepository(handle.db);
    const t0 = new Date('2026-03-01T10:00:00Z');
    const id = await queue.enqueue(letter('draft-link'), t0);

    const [claim, ...others] = await queue.claimDue({ now: t0, leaseMs: LEASE, limit: 10 });
    expect(others).toEqual([]);
    expect(claim).toMatchObject({
      id,
      recipient: 'visitor@example.com',
      subject: 'Your saved form',
      textBody: 'Open your draft: https://atelier.example/d/abc',
      htmlBody: null,
      purpose: 'draft-link',
      attempts: 1,
      leaseUntil: new Date(t0.getTime() + LEASE),
    });
    expect(await queue.claimDue({ now: t0, leaseMs: LEASE, limit: 10 })).toEqual([]);

    expect(await queue.markSent(present(claim), t0)).toBe(true);
    expect(await queue.find(id)).toMatchObject({ sentAt: t0, failedAt: null, attempts: 1 });
    // Long after the lease, a sent row is never handed out again.
    const later = new Date(t0.getTime() + 2 * LEASE);
    expect(await queue.claimDue({ now: later, leaseMs: LEASE, limit: 10 })).toEqual([]);
  });

  it("a crashed worker's row comes back when its lease runs out, and the late worker cannot overwrite the new claim", async () => {
    await clearQueue();
    const queue = mailQueueRepository(handle.db);
    const t0 = new Date('2026-03-02T10:00:00Z');
    const id = await queue.enqueue(letter('crash'), t0);
    const [crashed] = await queue.claimDue({ now: t0, leaseMs: LEASE, limit: 1 });

    const justBefore = new Date(t0.getTime() + LEASE - 1);
    expect(await queue.claimDue({ now: justBefore, leaseMs: LEASE, limit: 1 })).toEqual([]);
    const afterLease = new Date(t0.getTime() + LEASE);
    const [rescued] = await queue.claimDue({ now: afterLease, leaseMs: LEASE, limit: 1 });
    expect(rescued).toMatchObject({ id, attempts: 2 });

    // The first worker wakes up late: its writes no longer apply.
    expect(await queue.markSent(present(crashed), afterLease)).toBe(false);
    expect(
      await queue.recordFailure(
        present(crashed),
        { error: 'late', permanent: false },
        policy,
        afterLease,
      ),
    ).toEqual({ kind: 'lease-lost' });
    expect(await queue.markSent(present(rescued), afterLease)).toBe(true);
    expect(await queue.find(id)).toMatchObject({ sentAt: afterLease, lastError: null });
  });

  it('a failed attempt is retried after the back-off, and marked failed when attempts run out', async () => {
    await clearQueue();
    const queue = mailQueueRepository(handle.db);
    let now = new Date('2026-03-03T10:00:00Z');
    const id = await queue.enqueue(letter('retry'), now);
    const outcomes = [];
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
      const [claim] = await queue.claimDue({ now, leaseMs: LEASE, limit: 1 });
      expect(claim?.attempts).toBe(attempt);
      const outcome = await queue.recordFailure(
        present(claim),
        { error: `451 try again (${attempt})`, permanent: false },
        policy,
        now,
      );
      outcomes.push(outcome);
      if (outcome.kind === 'retrying') {
        // Not due a moment before the back-off ends; due exactly when it ends.
        const early = new Date(outcome.nextAttemptAt.getTime() - 1);
        expect(await queue.claimDue({ now: early, leaseMs: LEASE, limit: 1 })).toEqual([]);
        now = outcome.nextAttemptAt;
      }
    }
    expect(outcomes).toEqual([
      { kind: 'retrying', nextAttemptAt: new Date('2026-03-03T10:01:00Z') },
      { kind: 'retrying', nextAttemptAt: new Date('2026-03-03T10:03:00Z') },
      { kind: 'failed' },
    ]);
    expect(await queue.find(id)).toMatchObject({
      attempts: 3,
      sentAt: null,
      failedAt: now,
      lastError: '451 try again (3)',
    });
    const muchLater = new Date(now.getTime() + 365 * 24 * 60 * MINUTE);
    expect(await queue.claimDue({ now: muchLater, leaseMs: LEASE, limit: 10 })).toEqual([]);
  });

  it('a permanent refusal fails the row at once; a released row is due again without losing an attempt', async () => {
    await clearQueue();
    const queue = mailQueueRepository(handle.db);
    const now = new Date('2026-03-04T10:00:00Z');
    const refusedId = await queue.enqueue(letter('refused'), now);
    const releasedId = await queue.enqueue(letter('released'), now);
    const [refused, released] = await queue.claimDue({ now, leaseMs: LEASE, limit: 10 });
    expect([refused?.id, released?.id]).toEqual([refusedId, releasedId]);

    expect(
      await queue.recordFailure(
        present(refused),
        { error: '550 no such user', permanent: true },
        policy,
        now,
      ),
    ).toEqual({ kind: 'failed' });
    expect(await queue.find(refusedId)).toMatchObject({ attempts: 1, failedAt: now });

    await queue.release(present(released), now);
    expect(await queue.find(releasedId)).toMatchObject({ attempts: 0, nextAttemptAt: now });
    const [again] = await queue.claimDue({ now, leaseMs: LEASE, limit: 10 });
    expect(again).toMatchObject({ id: releasedId, attempts: 1 });
  });

  it('housekeeping removes sent mail older than the cutoff and keeps recent, pending and failed rows', async () => {
    await clearQueue();
    const queue = mailQueueRepository(handle.db);
    const day = 24 * 60 * MINUTE;
    const now = new Date('2026-06-01T00:00:00Z');
    const old = new Date(now.getTime() - 31 * day);
    const oldSent = await queue.enqueue(letter('old-sent'), old);
    const recentSent = await queue.enqueue(letter('recent-sent'), old);
    const oldFailed = await queue.enqueue(letter('old-failed'), old);
    const pending = await queue.enqueue(letter('pending'), old);
    const claims = await queue.claimDue({ now: old, leaseMs: LEASE, limit: 3 });
    await queue.markSent(present(claims[0]), old);
    await queue.markSent(present(claims[1]), new Date(now.getTime() - day));
    await queue.recordFailure(
      present(claims[2]),
      { error: 'refused', permanent: true },
      policy,
      old,
    );

    expect(await queue.purgeSentBefore(new Date(now.getTime() - 30 * day))).toBe(1);
    expect(await queue.find(oldSent)).toBeUndefined();
    for (const kept of [recentSent, oldFailed, pending]) {
      expect(await queue.find(kept)).toBeDefined();
    }
  });

  it('two processes claiming at the same time never get the same row', async () => {
    await clearQueue();
    const queue = mailQueueRepository(handle.db);
    const otherQueue = mailQueueRepository(other.db);
    const now = new Date('2026-03-05T10:00:00Z');
    const ids = [];
    for (let index = 0; index < 40; index += 1) {
      ids.push(await queue.enqueue(letter(`race-${index}`), now));
    }
    const claimedIds: number[] = [];
    const claimUntilEmpty = async (repository: typeof queue) => {
      for (;;) {
        const claims = await repository.claimDue({ now, leaseMs: LEASE, limit: 3 });
        if (claims.length === 0) return;
        claimedIds.push(...claims.map((claim) => claim.id));
      }
    };
    await Promise.all([
      claimUntilEmpty(queue),
      claimUntilEmpty(otherQueue),
      claimUntilEmpty(queue),
      claimUntilEmpty(otherQueue),
    ]);
    expect(claimedIds.toSorted((a, b) => a - b)).toEqual(ids);
  });
});
