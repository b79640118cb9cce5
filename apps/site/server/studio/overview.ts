import type { Database } from '@atelier/db/connection';
import {
  comments,
  formEntries,
  mailQueue,
  newsletterSubscribers,
  orders,
} from '@atelier/db/schema';
import { and, count, eq, gte, isNotNull } from 'drizzle-orm';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Issue 21: what the studio's overview counts: the things waiting for the owner. */
export interface StudioOverview {
  ordersToFulfil: number;
  commentsToModerate: number;
  failedMail: number;
  entriesThisWeek: number;
  confirmedSubscribers: number;
}

/** Five counts, each served by an index (status, or the partial index of failed mail). */
export async function studioOverview(db: Database, now = new Date()): Promise<StudioOverview> {
  const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [ordersToFulfil, commentsToModerate, failedMail, entriesThisWeek, confirmedSubscribers] =
    await Promise.all([
      counted(db.select({ value: count() }).from(orders).where(eq(orders.status, 'processing'))),
      counted(db.select({ value: count() }).from(comments).where(eq(comments.status, 'pending'))),
      counted(db.select({ value: count() }).from(mailQueue).where(isNotNull(mailQueue.failedAt))),
      counted(
        db
          .select({ value: count() })
          .from(formEntries)
          .where(and(gte(formEntries.createdAt, new Date(now.getTime() - WEEK_MS)))),
      ),
      counted(
        db
          .select({ value: count() })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.status, 'confirmed')),
      ),
    ]);
  return { ordersToFulfil, commentsToModerate, failedMail, entriesThisWeek, confirmedSubscribers };
}
