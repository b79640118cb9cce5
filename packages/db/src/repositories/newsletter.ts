import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { newsletterSubscribers } from '../schema';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A sign-up to store: the caller has checked and lower-cased the address and hashed the tokens. */
export interface NewsletterSignUp {
  email: string;
  name: string;
  /** The consent wording the visitor ticked, as shown to them. */
  consentText: string;
  popupId: number | null;
  ipHash: string;
  /** SHA-256 of the confirm link's token; the token itself is only ever in the mail. */
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  /** SHA-256 of the unsubscribe link's token. */
  unsubscribeTokenHash: string;
}

/**
 * What a sign-up did: a pending row (new, or a pending or unsubscribed one refreshed with new
 * tokens) that now waits for its confirm link, or nothing because the address is confirmed.
 */
export type NewsletterSignUpOutcome =
  { outcome: 'pending'; id: number } | { outcome: 'already-confirmed' };

export interface NewsletterSubscriber {
  id: number;
  email: string;
  name: string;
  status: NewsletterStatus;
  popupId: number | null;
  consentText: string;
  confirmExpiresAt: Date | null;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  name: newsletterSubscribers.name,
  status: newsletterSubscribers.status,
  popupId: newsletterSubscribers.popupId,
  consentText: newsletterSubscribers.consentText,
  confirmExpiresAt: newsletterSubscribers.confirmExpiresAt,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/**
 * The newsletter's subscribers (issue 16, ADR 0018): double opt-in, so a row is `pending` until
 * its confirm link is used, then `confirmed` until its unsubscribe link is used. Every change is
 * one conditional statement, so concurrent requests cannot interleave half-way.
 */
export function newsletterRepository(db: Database) {
  async function upsert(signUp: NewsletterSignUp, now: Date): Promise<NewsletterSignUpOutcome> {
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({
        email: signUp.email,
        name: signUp.name,
        status: 'pending',
        confirmTokenHash: signUp.confirmTokenHash,
        confirmExpiresAt: signUp.confirmExpiresAt,
        unsubscribeTokenHash: signUp.unsubscribeTokenHash,
        popupId: signUp.popupId,
        consentText: signUp.consentText,
        ipHash: signUp.ipHash,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          name: sql`excluded.name`,
          status: 'pending',
          confirmTokenHash: sql`excluded.confirm_token_hash`,
          confirmExpiresAt: sql`excluded.confirm_expires_at`,
          unsubscribeTokenHash: sql`excluded.unsubscribe_token_hash`,
          popupId: sql`excluded.popup_id`,
          consentText: sql`excluded.consent_text`,
          ipHash: sql`excluded.ip_hash`,
          unsubscribedAt: null,
        },
        setWhere: ne(newsletterSubscribers.status, 'confirmed'),
      })
      .returning({ id: newsletterSubscribers.id });
    return row ? { outcome: 'pending', id: row.id } : { outcome: 'already-confirmed' };
  }

  return {
    /**
     * Stores a sign-up in one statement: a new pending row, or, for an address already there and
     * not confirmed, the same row refreshed (new tokens, name, consent, origin; pending again).
     * A confirmed subscriber is left as is. Two sign-ups of one address at once give one row: the
     * unique index on the address makes the second insert update the first's row (PostgreSQL
     * makes it wait for the first to commit), so the later sign-up's tokens are the live ones.
     */
    async subscribe(signUp: NewsletterSignUp, now: Date): Promise<NewsletterSignUpOutcome> {
      try {
        return await upsert(signUp, now);
      } catch (error) {
        // The unsubscribe token's hash is unique too and, being keyed on the address, the same
        // for two sign-ups of one address: PostgreSQL may meet the other's row on that index
        // first, where the statement has no ON CONFLICT, and refuse. Once that row is committed
        // the address's index finds it, so one retry updates it.
        if (!isUniqueViolation(error)) throw error;
        return upsert(signUp, now);
      }
    },

    /**
     * Uses a confirm link: the pending row holding this token's hash, while it has not expired,
     * becomes confirmed and lets go of the token (a link works once). Undefined when no live
     * pending sign-up holds it.
     */
    async confirm(confirmTokenHash: string, now: Date): Promise<NewsletterSubscriber | undefined> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({
          status: 'confirmed',
          confirmedAt: now,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
            eq(newsletterSubscribers.status, 'pending'),
            gt(newsletterSubscribers.confirmExpiresAt, now),
          ),
        )
        .returning(subscriberColumns);
      return row;
    },

    /** Whether a confirm link still works (the page that shows its button says so first). */
    async confirmLinkIsLive(confirmTokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
            eq(newsletterSubscribers.status, 'pending'),
            gt(newsletterSubscribers.confirmExpiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses an unsubscribe link: the row holding this token's hash is unsubscribed (a pending one
     * too: its confirm link stops working). Using it again changes nothing and still finds the
     * row, so a second click says the same. Undefined when no row holds it.
     */
    async unsubscribe(
      unsubscribeTokenHash: string,
      now: Date,
    ): Promise<NewsletterSubscriber | undefined> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({
          status: 'unsubscribed',
          confirmTokenHash: null,
          confirmExpiresAt: null,
          unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(newsletterSubscribers.unsubscribeTokenHash, unsubscribeTokenHash))
        .returning(subscriberColumns);
      return row;
    },

    /** Whether an unsubscribe link names a subscriber (its page says so before the button). */
    async unsubscribeLinkIsKnown(unsubscribeTokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeTokenHash, unsubscribeTokenHash))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Removes sign-ups never confirmed within their link's lifetime: without the confirmation
     * there is no consent to keep the address for. Answers how many went.
     */
    async purgeExpiredPending(now: Date): Promise<number> {
      const removed = await db
        .delete(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, 'pending'),
            lte(newsletterSubscribers.confirmExpiresAt, now),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return removed.length;
    },

    /** The row of an address (already lower-cased), for tests and the owner's exports. */
    async findByEmail(email: string): Promise<NewsletterSubscriber | undefined> {
      const [row] = await db
        .select(subscriberColumns)
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .limit(1);
      return row;
    },

    /** How many rows hold an address (tests of concurrent sign-ups). */
    async countByEmail(email: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      return row?.count ?? 0;
    },
  };
}

/** PostgreSQL's unique_violation, on the error or on the driver error Drizzle wraps. */
function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
