import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { mailQueue } from '../schema';

export interface MailToQueue {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody?: string | undefined;
  replyTo?: string | undefined;
  purpose: string;
  /** Issue 16: where a mail client's one-click unsubscribe posts (RFC 8058), if anywhere. */
  listUnsubscribe?: string | undefined;
}

/** A row a worker holds: nobody else gets it until `leaseUntil`, unless the worker lets go. */
export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
  purpose: string;
  listUnsubscribe: string | null;
  /** Delivery attempts including the one this claim is for. */
  attempts: number;
  createdAt: Date;
  /** The claim's token: every later write checks it is still ours. */
  leaseUntil: Date;
}

export interface StoredMail {
  id: number;
  recipient: string;
  subject: string;
  purpose: string;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

export interface MailRetryPolicy {
  /** After this many failed attempts the row is marked failed and left for the owner to see. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles with every further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

const MINUTE_MS = 60_000;

/** 1, 2, 4 … minutes, at most two hours apart: ten attempts span about six hours. */
export const DEFAULT_MAIL_RETRY_POLICY: MailRetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: MINUTE_MS,
  maxDelayMs: 120 * MINUTE_MS,
};

/** How long to wait after the `attemptsMade`-th failed attempt. */
export function mailRetryDelayMs(attemptsMade: number, policy: MailRetryPolicy): number {
  const doublings = Math.max(0, attemptsMade - 1);
  // 2^31 minutes is already far past any cap; stopping there keeps the number finite.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(doublings, 31), policy.maxDelayMs);
}

export type FailureOutcome =
  | { kind: 'retrying'; nextAttemptAt: Date }
  | { kind: 'failed' }
  /** The lease ran out and another worker holds the row now; nothing was written. */
  | { kind: 'lease-lost' };

const storedColumns = {
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

/** Error texts are for people; a whole SMTP transcript would only bloat the row. */
const LAST_ERROR_MAX_LENGTH = 2_000;

export function mailQueueRepository(db: Database) {
  /** The row is still ours only while next_attempt_at is the lease we set when claiming it. */
  const stillHeld = (claim: ClaimedMail) =>
    and(
      eq(mailQueue.id, claim.id),
      eq(mailQueue.nextAttemptAt, claim.leaseUntil),
      isNull(mailQueue.sentAt),
      isNull(mailQueue.failedAt),
    );

  return {
    /** Queues one message, due at once. Returns the row id. */
    async enqueue(mail: MailToQueue, now = new Date()): Promise<number> {
      const [row] = await db
        .insert(mailQueue)
        .values({
          recipient: mail.recipient,
          subject: mail.subject,
          textBody: mail.textBody,
          htmlBody: mail.htmlBody ?? null,
          replyTo: mail.replyTo ?? null,
          purpose: mail.purpose,
          listUnsubscribe: mail.listUnsubscribe ?? null,
          nextAttemptAt: now,
          createdAt: now,
        })
        .returning({ id: mailQueue.id });
      if (!row) throw new Error('The mail queue row was not written.');
      return row.id;
    },

    /**
     * Takes up to `limit` due rows for this worker. Rows another transaction is claiming are
     * skipped (SKIP LOCKED), and each claimed row's next_attempt_at moves to `now + leaseMs`:
     * that is the lease. Other workers see the row as not due until then, and if this worker
     * dies the row simply becomes due again. The attempt is counted here, so a message that
     * crashes its worker every time still runs out of attempts.
     */
    async claimDue(options: { now: Date; leaseMs: number; limit: number }): Promise<ClaimedMail[]> {
      const leaseUntil = new Date(options.now.getTime() + options.leaseMs);
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(
            and(
              isNull(mailQueue.sentAt),
              isNull(mailQueue.failedAt),
              lte(mailQueue.nextAttemptAt, options.now),
            ),
          )
          .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
          .limit(options.limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(mailQueue)
          .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailQueue.attempts} + 1` })
          .where(
            inArray(
              mailQueue.id,
              due.map((row) => row.id),
            ),
          )
          .returning({
            id: mailQueue.id,
            recipient: mailQueue.recipient,
            subject: mailQueue.subject,
            textBody: mailQueue.textBody,
            htmlBody: mailQueue.htmlBody,
            replyTo: mailQueue.replyTo,
            purpose: mailQueue.purpose,
            listUnsubscribe: mailQueue.listUnsubscribe,
            attempts: mailQueue.attempts,
            createdAt: mailQueue.createdAt,
            leaseUntil: mailQueue.nextAttemptAt,
          });
        return claimed.sort((a, b) => a.id - b.id);
      });
    },

    /** Records delivery. False when the lease had run out and another worker holds the row. */
    async markSent(claim: ClaimedMail, now = new Date()): Promise<boolean> {
      const updated = await db
        .update(mailQueue)
        .set({ sentAt: now })
        .where(stillHeld(claim))
        .returning({ id: mailQueue.id });
      return updated.length > 0;
    },

    /**
     * Records a failed attempt: the row is due again after the back-off, or marked failed when
     * the attempts have run out or the failure is permanent (the server refused the message
     * for good, so trying again would only be refused again).
     */
    async recordFailure(
      claim: ClaimedMail,
      failure: { error: string; permanent: boolean },
      policy: MailRetryPolicy = DEFAULT_MAIL_RETRY_POLICY,
      now = new Date(),
    ): Promise<FailureOutcome> {
      const lastError = failure.error.slice(0, LAST_ERROR_MAX_LENGTH);
      const giveUp = failure.permanent || claim.attempts >= policy.maxAttempts;
      if (giveUp) {
        const updated = await db
          .update(mailQueue)
          .set({ failedAt: now, lastError })
          .where(stillHeld(claim))
          .returning({ id: mailQueue.id });
        return updated.length > 0 ? { kind: 'failed' } : { kind: 'lease-lost' };
      }
      const nextAttemptAt = new Date(now.getTime() + mailRetryDelayMs(claim.attempts, policy));
      const updated = await db
        .update(mailQueue)
        .set({ nextAttemptAt, lastError })
        .where(stillHeld(claim))
        .returning({ id: mailQueue.id });
      return updated.length > 0 ? { kind: 'retrying', nextAttemptAt } : { kind: 'lease-lost' };
    },

    /**
     * Hands a claimed row back untried (the worker is shutting down): due at once for any
     * process, and the attempt it was claimed for is not counted.
     */
    async release(claim: ClaimedMail, now = new Date()): Promise<void> {
      await db
        .update(mailQueue)
        .set({ nextAttemptAt: now, attempts: sql`greatest(${mailQueue.attempts} - 1, 0)` })
        .where(stillHeld(claim));
    },

    async find(id: number): Promise<StoredMail | undefined> {
      const [row] = await db.select(storedColumns).from(mailQueue).where(eq(mailQueue.id, id));
      return row;
    },

    /** Housekeeping: removes delivered mail sent before `cutoff`. Failed rows stay. */
    async purgeSentBefore(cutoff: Date): Promise<number> {
      const removed = await db
        .delete(mailQueue)
        .where(and(isNotNull(mailQueue.sentAt), lt(mailQueue.sentAt, cutoff)))
        .returning({ id: mailQueue.id });
      return removed.length;
    },
  };
}

export type MailQueueRepository = ReturnType<typeof mailQueueRepository>;
