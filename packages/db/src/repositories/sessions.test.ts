import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { testDatabaseTargets } from '../testing';
import { rateLimitRepository } from './rate-limits';
import { sessionRepository } from './sessions';
import { systemFlagRepository } from './system-flags';

describe.each(testDatabaseTargets())('session and rate-limit storage on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('migrating twice is harmless (idempotent start-up)', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('a saved session is found again with its data until it expires', async () => {
    const sessions = sessionRepository(handle.db);
    const now = new Date('2026-01-01T00:00:00Z');
    const expiresAt = new Date('2026-01-15T00:00:00Z');
    await sessions.save({ id: 's1', data: { cart: [1, 2] }, expiresAt }, now);
    expect(await sessions.find('s1', now)).toEqual({ id: 's1', data: { cart: [1, 2] }, expiresAt });
    expect(await sessions.find('s1', new Date('2026-01-16T00:00:00Z'))).toBeUndefined();
    expect(await sessions.find('unknown', now)).toBeUndefined();
  });

  it('saving again replaces the data, and purge removes only expired rows', async () => {
    const sessions = sessionRepository(handle.db);
    const now = new Date('2026-02-01T00:00:00Z');
    await sessions.save(
      { id: 'keep', data: { a: 1 }, expiresAt: new Date('2026-03-01T00:00:00Z') },
      now,
    );
    await sessions.save(
      { id: 'keep', data: { a: 2 }, expiresAt: new Date('2026-03-02T00:00:00Z') },
      now,
    );
    await sessions.save({ id: 'old', data: {}, expiresAt: new Date('2026-01-20T00:00:00Z') }, now);
    expect((await sessions.find('keep', now))?.data).toEqual({ a: 2 });
    expect(await sessions.purgeExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await sessions.find('keep', now)).toBeDefined();
    await sessions.destroy('keep');
    expect(await sessions.find('keep', now)).toBeUndefined();
  });

  it('rate-limit hits count within a window and restart after it', async () => {
    const limits = rateLimitRepository(handle.db);
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect((await limits.hit('ip:1', 60_000, t0)).hits).toBe(1);
    expect((await limits.hit('ip:1', 60_000, new Date(t0.getTime() + 1_000))).hits).toBe(2);
    expect((await limits.hit('ip:2', 60_000, t0)).hits).toBe(1);
    const later = await limits.hit('ip:1', 60_000, new Date(t0.getTime() + 61_000));
    expect(later.hits).toBe(1);
    expect(later.windowStartedAt.getTime()).toBe(t0.getTime() + 61_000);
  });

  it('concurrent hits are all counted (no lost updates)', async () => {
    const limits = rateLimitRepository(handle.db);
    const t0 = new Date('2026-05-01T00:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => limits.hit('burst', 60_000, t0)));
    expect((await limits.hit('burst', 60_000, t0)).hits).toBe(21);
  });

  it('hitMany counts several keys in one statement, each as hit would, answers in key order', async () => {
    const limits = rateLimitRepository(handle.db);
    const t0 = new Date('2026-06-01T00:00:00Z');
    await limits.hit('many:b', 60_000, t0);
    const answers = await limits.hitMany(['many:a', 'many:b'], 60_000, new Date(t0.getTime() + 1));
    expect(answers.map((answer) => answer.hits)).toEqual([1, 2]);
    expect(answers[1]?.windowStartedAt).toEqual(t0);
    // After the window, each restarts at 1.
    const later = new Date(t0.getTime() + 60_001);
    const restarted = await limits.hitMany(['many:b', 'many:a'], 60_000, later);
    expect(restarted).toEqual([
      { hits: 1, windowStartedAt: later },
      { hits: 1, windowStartedAt: later },
    ]);
    expect(await limits.hitMany([], 60_000, later)).toEqual([]);
  });

  it('system flags store one value per name', async () => {
    const flags = systemFlagRepository(handle.db);
    expect(await flags.get('demo-seeded')).toBeUndefined();
    await flags.set('demo-seeded', 'v1');
    await flags.set('demo-seeded', 'v2');
    expect(await flags.get('demo-seeded')).toBe('v2');
  });
});
