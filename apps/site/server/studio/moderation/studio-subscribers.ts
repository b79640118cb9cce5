import type { Database } from '@atelier/db/connection';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import type { NewsletterStatus } from '@atelier/db/repositories/newsletter';
import { newsletterSubscribers } from '@atelier/db/schema';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';

export interface SubscriberRow {
  id: number;
  email: string;
  name: string;
  status: NewsletterStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface SubscriberFilter {
  status?: NewsletterStatus | undefined;
  /** Part of an address, matched anywhere in it, case aside. */
  email?: string | undefined;
}

export type SubscriberChange =
  | { kind: 'done'; email: string }
  | { kind: 'missing' }
  | { kind: 'already-unsubscribed'; email: string };

const rowColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  name: newsletterSubscribers.name,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/** `%` and `_` in what the owner typed are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Issue 21 (ADR 0035): the newsletter's subscribers for the owner: a list per status (the index
 * of migration 0020 on status and id), a search by address, unsubscribing one and erasing one.
 * The audit entry of a change keeps the least that says what happened: the address and status.
 */
export function studioSubscribers(
  db: Database,
  audit: AuditService,
  now: () => Date = () => new Date(),
) {
  const whereOf = (filter: SubscriberFilter) =>
    and(
      filter.status === undefined ? undefined : eq(newsletterSubscribers.status, filter.status),
      filter.email
        ? ilike(newsletterSubscribers.email, `%${likeLiteral(filter.email)}%`)
        : undefined,
    );

  return {
    page(request: KeysetRequest & SubscriberFilter): Promise<KeysetPage<SubscriberRow>> {
      return keysetPage(newsletterSubscribers.id, request, ({ bound, order, limit }) =>
        db
          .select(rowColumns)
          .from(newsletterSubscribers)
          .where(and(whereOf(request), bound))
          .orderBy(order)
          .limit(limit),
      );
    },

    /**
     * The owner's unsubscribe: as the mailed link's (the confirm link stops working), recorded
     * with the address and the status it had.
     */
    unsubscribe(owner: StudioOwner, id: number): Promise<SubscriberChange> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, id))
          .for('update');
        if (!row) return { kind: 'missing' };
        if (row.status === 'unsubscribed')
          return { kind: 'already-unsubscribed', email: row.email };
        await tx
          .update(newsletterSubscribers)
          .set({
            status: 'unsubscribed',
            confirmTokenHash: null,
            confirmExpiresAt: null,
            unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now().toISOString()}::timestamptz)`,
          })
          .where(eq(newsletterSubscribers.id, id));
        await audit.recordIn(tx, owner, {
          action: 'subscriber.unsubscribe',
          subject: `subscriber:${id}`,
          before: { email: row.email, status: row.status },
          after: { status: 'unsubscribed' },
        });
        return { kind: 'done', email: row.email };
      });
    },

    /**
     * Erasure on request (GDPR art. 17): the row goes, name, consent wording and address hash
     * with it. The audit entry keeps the address and status only, as the record that the
     * erasure was done.
     */
    erase(owner: StudioOwner, id: number): Promise<SubscriberChange> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, id))
          .returning({ email: newsletterSubscribers.email, status: newsletterSubscribers.status });
        if (!row) return { kind: 'missing' };
        await audit.recordIn(tx, owner, {
          action: 'subscriber.delete',
          subject: `subscriber:${id}`,
          before: { email: row.email, status: row.status },
          after: null,
        });
        return { kind: 'done', email: row.email };
      });
    },
  };
}

export type StudioSubscribers = ReturnType<typeof studioSubscribers>;
