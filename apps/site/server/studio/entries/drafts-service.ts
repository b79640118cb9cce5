import type { Database } from '@atelier/db/connection';
import { draftRepository } from '@atelier/db/repositories/drafts';
import { formDrafts, forms } from '@atelier/db/schema';
import { and, asc, count, eq, gt, max, min, or, sql } from 'drizzle-orm';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';

/** The forms room's default, repeated so the studio can say it without importing that room. */
const DEFAULT_LIFETIME_DAYS = 30;

/** A form's saved drafts in numbers: how many, how many have expired, their nearest and furthest expiry. */
export interface DraftsOfForm {
  formId: number;
  title: string;
  drafts: number;
  expired: number;
  nearestExpiry: Date | null;
  furthestExpiry: Date | null;
}

/**
 * One draft as the studio lists it: when, until when, how far the visitor got. Never the
 * values, which are the visitor's own until they send the form, nor the draft's id, which is
 * the secret of its link.
 */
export interface DraftListItem {
  /** A position in the list, for the next page's cursor (the expiry and a tie-breaker). */
  cursor: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  /** The page the visitor reached, counted from 1 as people do. */
  pageReached: number;
}

/**
 * The cursor of the drafts list, soonest expiry first: the expiry and the draft's position in
 * the tie-breaking order, as text. The draft id never leaves the server, so the tie-breaker is
 * a hash of it.
 */
const CURSOR = /^(\d{13})-([0-9a-f]{32})$/;
const tieBreaker = sql<string>`md5(${formDrafts.id})`;

/**
 * Issue 21: saved drafts (DRAFT-005) as the owner sees them: per form the counts and expiries,
 * the lifetime setting, a list per form, and deleting the expired ones now (audited) rather
 * than at the next housekeeping run.
 */
export function studioDrafts(
  db: Database,
  audit: AuditService,
  options: { lifetimeDays?: number | undefined; now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());
  return {
    /** DRAFT_LIFETIME_DAYS: how long a draft lives after its last save. */
    lifetimeDays: options.lifetimeDays ?? DEFAULT_LIFETIME_DAYS,

    /** Per form with drafts: the counts and the expiries, one grouped read. */
    async summary(): Promise<DraftsOfForm[]> {
      const moment = now();
      return db
        .select({
          formId: formDrafts.formId,
          title: forms.title,
          drafts: count(),
          expired:
            sql<number>`count(*) filter (where ${formDrafts.expiresAt} <= ${moment})`.mapWith(
              Number,
            ),
          nearestExpiry: min(formDrafts.expiresAt),
          furthestExpiry: max(formDrafts.expiresAt),
        })
        .from(formDrafts)
        .innerJoin(forms, eq(forms.id, formDrafts.formId))
        .groupBy(formDrafts.formId, forms.title)
        .orderBy(asc(formDrafts.formId));
    },

    /**
     * A form's drafts, the soonest to expire first, `limit` at a time after `from` (a cursor of
     * an earlier page). A cursor of the wrong shape starts at the beginning.
     */
    async list(
      formId: number,
      page: { from?: string | undefined; limit: number },
    ): Promise<{ rows: DraftListItem[]; next?: string }> {
      const cursor = page.from === undefined ? undefined : CURSOR.exec(page.from);
      const after =
        cursor?.[1] !== undefined && cursor[2] !== undefined
          ? or(
              gt(formDrafts.expiresAt, new Date(Number(cursor[1]))),
              and(
                eq(formDrafts.expiresAt, new Date(Number(cursor[1]))),
                sql`${tieBreaker} > ${cursor[2]}`,
              ),
            )
          : undefined;
      const rows = await db
        .select({
          tie: tieBreaker,
          createdAt: formDrafts.createdAt,
          updatedAt: formDrafts.updatedAt,
          expiresAt: formDrafts.expiresAt,
          page: formDrafts.page,
        })
        .from(formDrafts)
        .where(and(eq(formDrafts.formId, formId), after))
        .orderBy(asc(formDrafts.expiresAt), asc(tieBreaker))
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit).map((row) => ({
        cursor: `${String(row.expiresAt.getTime()).padStart(13, '0')}-${row.tie}`,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        expiresAt: row.expiresAt,
        pageReached: row.page + 1,
      }));
      const last = items.at(-1);
      return { rows: items, ...(rows.length > page.limit && last ? { next: last.cursor } : {}) };
    },

    /** Deletes every expired draft now, recorded with how many went. Answers that number. */
    async deleteExpired(owner: StudioOwner): Promise<number> {
      const moment = now();
      return db.transaction(async (tx) => {
        const deleted = await draftRepository(tx).purgeExpired(moment);
        await audit.recordIn(tx, owner, {
          action: 'drafts.delete-expired',
          subject: 'drafts',
          before: { expiredBefore: moment.toISOString(), drafts: deleted },
          after: { drafts: 0 },
        });
        return deleted;
      });
    },
  };
}

export type StudioDrafts = ReturnType<typeof studioDrafts>;
