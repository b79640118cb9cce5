import { cartRepository } from '@atelier/db/repositories/cart';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { sessionRepository } from '@atelier/db/repositories/sessions';
import { carts } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ABANDONED_CART_MS, runHousekeeping } from './housekeeping';

describe.each(testDatabaseTargets())('housekeeping on $name', (target) => {
  it('removes expired sessions, abandoned carts and old counters, and keeps the rest', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-01T00:00:00Z');
      const sessions = sessionRepository(handle.db);
      await sessions.save(
        { id: 'live', data: {}, expiresAt: new Date('2026-07-01T00:00:00Z') },
        now,
      );
      await sessions.save(
        { id: 'gone', data: {}, expiresAt: new Date('2026-05-01T00:00:00Z') },
        now,
      );
      // Carts need no product for this: an empty cart row is what is purged.
      const cart = cartRepository(handle.db);
      await handle.db.insert(carts).values({ sessionId: 'fresh', updatedAt: now });
      await handle.db
        .insert(carts)
        .values({ sessionId: 'stale', updatedAt: new Date(now.getTime() - ABANDONED_CART_MS - 1) });
      await rateLimitRepository(handle.db).hit('old', 60_000, new Date('2026-05-01T00:00:00Z'));

      expect(await runHousekeeping(handle.db, now)).toEqual({
        expiredSessions: 1,
        abandonedCarts: 1,
      });
      expect(await sessions.find('live', now)).toBeDefined();
      expect(await handle.db.select().from(carts).where(eq(carts.sessionId, 'stale'))).toEqual([]);
      expect(await cart.lines('fresh')).toEqual([]);
      expect(
        (await handle.db.select().from(carts).where(eq(carts.sessionId, 'fresh'))).length,
      ).toBe(1);
      // A second run finds nothing left to do.
      expect(await runHousekeeping(handle.db, now)).toEqual({
        expiredSessions: 0,
        abandonedCarts: 0,
      });
    } finally {
      await handle.close();
    }
  });
});
