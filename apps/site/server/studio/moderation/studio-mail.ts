import type { Database } from '@atelier/db/connection';
import type { StoredMail } from '@atelier/db/repositories/mail-queue';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import { mailQueue } from '@atelier/db/schema';
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { MailView } from '~/features/studio/moderation/moderation-paths';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';

/** A queued message as the studio lists it: the mail queue repository's own record. */
export type MailQueueRow = StoredMail;

export interface MailMessage extends MailQueueRow {
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
}

export type MailRetryOutcome =
  | { kind: 'retried' }
  | { kind: 'missing' }
  /** Only a failed message is handed back to the worker: a waiting one is still being tried. */
  | { kind: 'not-failed' };

const rowColumns = {
  id: mailQueue.id,
  recipient: mailQueue.recipient,
  subject: mailQueue.subject,
  purpose: mailQueue.purpose,
  attempts: mailQueue.attempts,
  nextAttemptAt: mailQueue.nextAttemptAt,
  sentAt: mailQueue.sentAt,
  failedAt: mailQueue.failedAt,
  lastError: mailQueue.lastError,
  createdAt: mailQueue.createdAt,
};

/**
 * The conditions are those of the partial indexes of migration 0020 (waiting, failed), so each
 * page is an index range scan; sent mail is most of the table, which the primary key walks.
 */
const VIEW_CONDITION: Record<MailView, SQL | undefined> = {
  waiting: and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt)),
  failed: isNotNull(mailQueue.failedAt),
  sent: isNotNull(mailQueue.sentAt),
};

/** How many message ids a "retry all" names in its audit entry; the count is always whole. */
const AUDITED_IDS_MAX = 200;

/** What a failed row becomes when the owner retries it: due now, with all its attempts again. */
const retried = (now: Date) => ({ attempts: 0, nextAttemptAt: now, failedAt: null });

/**
 * Issue 21 (ADR 0035): the owner's view of the mail queue, and handing failed mail back to the
 * worker. The worker claims any row not sent, not failed and due (the mail queue repository), so
 * a retry is only the reset of the row: the worker of any process sends it at its next poll,
 * once, as its claim is a lease.
 */
export function studioMail(db: Database, audit: AuditService, now: () => Date = () => new Date()) {
  return {
    page(request: KeysetRequest & { view: MailView }): Promise<KeysetPage<MailQueueRow>> {
      return keysetPage(mailQueue.id, request, ({ bound, order, limit }) =>
        db
          .select(rowColumns)
          .from(mailQueue)
          .where(and(VIEW_CONDITION[request.view], bound))
          .orderBy(order)
          .limit(limit),
      );
    },

    async message(id: number): Promise<MailMessage | undefined> {
      const [row] = await db
        .select({
          ...rowColumns,
          textBody: mailQueue.textBody,
          htmlBody: mailQueue.htmlBody,
          replyTo: mailQueue.replyTo,
        })
        .from(mailQueue)
        .where(eq(mailQueue.id, id));
      return row;
    },

    /** Hands one failed message back to the worker, with the audit entry in the same transaction. */
    retry(owner: StudioOwner, id: number): Promise<MailRetryOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ attempts: mailQueue.attempts, failedAt: mailQueue.failedAt })
          .from(mailQueue)
          .where(eq(mailQueue.id, id))
          .for('update');
        if (!row) return { kind: 'missing' };
        if (row.failedAt === null) return { kind: 'not-failed' };
        await tx.update(mailQueue).set(retried(now())).where(eq(mailQueue.id, id));
        await audit.recordIn(tx, owner, {
          action: 'mail.retry',
          subject: `mail:${id}`,
          before: { attempts: row.attempts, failedAt: row.failedAt.toISOString() },
          after: { attempts: 0, failedAt: null },
        });
        return { kind: 'retried' };
      });
    },

    /** Hands every failed message back to the worker; answers how many. One audit entry. */
    retryAllFailed(owner: StudioOwner): Promise<number> {
      return db.transaction(async (tx) => {
        const failed = await tx
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(isNotNull(mailQueue.failedAt))
          .for('update');
        if (failed.length === 0) return 0;
        const ids = failed.map((row) => row.id).sort((a, b) => a - b);
        await tx.update(mailQueue).set(retried(now())).where(inArray(mailQueue.id, ids));
        await audit.recordIn(tx, owner, {
          action: 'mail.retry-all',
          subject: 'mail:failed',
          before: { failed: ids.length, ids: ids.slice(0, AUDITED_IDS_MAX) },
          after: { failed: 0 },
        });
        return ids.length;
      });
    },
  };
}

export type StudioMail = ReturnType<typeof studioMail>;
