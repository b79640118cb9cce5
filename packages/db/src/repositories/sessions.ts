import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../connection';
import { carts, formDrafts, formUploads, sessions } from '../schema';

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

    /**
     * Moves a session to a new id (issue 15: on sign-in, sign-out and two-factor completion, so
     * an id seen before the sign-in is worth nothing after it). In one transaction: the new row
     * gets `data`, the old row goes, and what is keyed by the session id follows (the cart, the
     * uploaded files, the drafts), so the visitor keeps them. Orders, entries and votes keep the
     * id they were made under: they record what happened, not what the visitor holds.
     */
    async rotate(oldId: string, next: StoredSession, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({ ...next, updatedAt: now });
        await tx.update(carts).set({ sessionId: next.id }).where(eq(carts.sessionId, oldId));
        await tx
          .update(formUploads)
          .set({ sessionId: next.id })
          .where(eq(formUploads.sessionId, oldId));
        await tx
          .update(formDrafts)
          .set({ sessionId: next.id })
          .where(eq(formDrafts.sessionId, oldId));
        await tx.delete(sessions).where(eq(sessions.id, oldId));
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
