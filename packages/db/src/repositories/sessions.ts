import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../connection';
import { sessions } from '../schema';

export interface StoredSession {
  id: string;
  data: Record<string, unknown>;
  expiresAt: Date;
}

export function sessionRepository(db: Database) {
  return {
    /** The live session with this id, or undefined when it never existed or has expired. */
    async find(id: string, now = new Date()): Promise<StoredSession | undefined> {
      const [row] = await db
        .select({ id: sessions.id, data: sessions.data, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async save(session: StoredSession, now = new Date()): Promise<void> {
      await db
        .insert(sessions)
        .values({ ...session, updatedAt: now })
        .onConflictDoUpdate({
          target: sessions.id,
          set: { data: session.data, expiresAt: session.expiresAt, updatedAt: now },
        });
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Returns how many expired sessions were removed. */
    async purgeExpired(now = new Date()): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
