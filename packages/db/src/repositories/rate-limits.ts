import { sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { rateLimits } from '../schema';

export interface RateLimitHit {
  hits: number;
  windowStartedAt: Date;
}

export function rateLimitRepository(db: Database) {
  return {
    /**
     * Counts one hit for `key` in a fixed window of `windowMs`, atomically, so that every
     * server process sharing the database sees the same count.
     */
    async hit(key: string, windowMs: number, now = new Date()): Promise<RateLimitHit> {
      const [row] = await this.hitMany([key], windowMs, now);
      if (!row) throw new Error(`Rate limit counter for ${key} was not written.`);
      return row;
    },

    /**
     * Counts one hit for each of `keys` (distinct) in one statement, atomically as `hit` does;
     * the answers come in the order of `keys`.
     */
    async hitMany(
      keys: readonly string[],
      windowMs: number,
      now = new Date(),
    ): Promise<RateLimitHit[]> {
      if (keys.length === 0) return [];
      const windowStart = new Date(now.getTime() - windowMs);
      const rows = await db
        .insert(rateLimits)
        .values(keys.map((key) => ({ key, windowStartedAt: now, hits: 1 })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({
          key: rateLimits.key,
          hits: rateLimits.hits,
          windowStartedAt: rateLimits.windowStartedAt,
        });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key) => {
        const row = byKey.get(key);
        if (!row) throw new Error(`Rate limit counter for ${key} was not written.`);
        return { hits: row.hits, windowStartedAt: row.windowStartedAt };
      });
    },

    async purgeOlderThan(cutoff: Date): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.windowStartedAt} < ${cutoff}`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
