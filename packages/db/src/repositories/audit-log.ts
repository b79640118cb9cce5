import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { auditLog } from '../schema';
import { keysetPage, type KeysetPage, type KeysetRequest } from './keyset';

/** Who did it: an owner's account, or `cli` for the owner command run on the server. */
export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditEntryInput {
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntryRecord {
  id: number;
  actorEmail: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/**
 * Issue 21: the owner actions' record. `record` takes the transaction of the change it
 * describes, so a change and its entry commit together or not at all.
 */
export function auditLogRepository(db: Database) {
  return {
    async record(actor: AuditActor, entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorEmail: actor.email,
        action: entry.action,
        subject: entry.subject,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async page(
      request: KeysetRequest & { action?: string | undefined; subject?: string | undefined },
    ): Promise<KeysetPage<AuditEntryRecord>> {
      const filters: SQL[] = [];
      if (request.action) filters.push(eq(auditLog.action, request.action));
      if (request.subject) filters.push(eq(auditLog.subject, request.subject));
      return keysetPage(auditLog.id, request, ({ bound, order, limit }) =>
        db
          .select({
            id: auditLog.id,
            actorEmail: auditLog.actorEmail,
            action: auditLog.action,
            subject: auditLog.subject,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(and(...filters, bound))
          .orderBy(order)
          .limit(limit),
      );
    },

    /** The actions recorded so far, for the screen's filter. */
    async actions(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ action: auditLog.action })
        .from(auditLog)
        .orderBy(auditLog.action);
      return rows.map((row) => row.action);
    },
  };
}
