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
      const windowStart = new Date(now.getTime() - windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
      if (!row) throw new Error(`Rate limit counter for ${key} was not written.`);
      return row;
    },

    async purgeOlderThan(cutoff: Date): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.windowStartedAt} < ${cutoff}`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
