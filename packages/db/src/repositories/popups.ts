import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { popupFormEntries, popups } from '../schema';

/** A stored popup: its settings and content as written (the caller parses them, ADR 0017). */
export interface PopupRecord {
  id: number;
  slug: string;
  title: string;
  status: 'publish' | 'draft';
  settings: Record<string, unknown>;
  content: Record<string, unknown>;
  updatedAt: Date;
}
export type PopupWrite = Omit<PopupRecord, 'updatedAt'>;

/** One `pum_form` entry (POP-013): the values the server checked. */
export interface NewPopupFormEntry {
  popupId: number;
  values: Record<string, string>;
  sessionId: string | null;
  ipHash: string;
  userAgent: string;
}

const columns = {
  id: popups.id,
  slug: popups.slug,
  title: popups.title,
  status: popups.status,
  settings: popups.settings,
  content: popups.content,
  updatedAt: popups.updatedAt,
};

export function popupRepository(db: Database) {
  return {
    /** The published popups, in id order. */
    listPublished(): Promise<PopupRecord[]> {
      return db
        .select(columns)
        .from(popups)
        .where(eq(popups.status, 'publish'))
        .orderBy(asc(popups.id));
    },

    async find(id: number): Promise<PopupRecord | undefined> {
      const [row] = await db.select(columns).from(popups).where(eq(popups.id, id));
      return row;
    },

    /**
     * Writes a popup by id; an unchanged row is left alone (no content change notice, so the
     * cached pages stay). Answers whether it was written.
     */
    async upsert(row: PopupWrite): Promise<boolean> {
      const written = await db
        .insert(popups)
        .values(row)
        .onConflictDoUpdate({
          target: popups.id,
          set: {
            slug: row.slug,
            title: row.title,
            status: row.status,
            settings: row.settings,
            content: row.content,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${popups.slug}, ${popups.title}, ${popups.status}, ${popups.settings}, ${popups.content}) IS DISTINCT FROM (excluded.slug, excluded.title, excluded.status, excluded.settings, excluded.content)`,
        })
        .returning({ id: popups.id });
      return written.length > 0;
    },

    async storeFormEntry(entry: NewPopupFormEntry): Promise<number> {
      const [stored] = await db
        .insert(popupFormEntries)
        .values(entry)
        .returning({ id: popupFormEntries.id });
      if (!stored) throw new Error(`The form entry of popup ${entry.popupId} was not stored.`);
      return stored.id;
    },

    /** The entries of a popup, oldest first (for the owner and the tests). */
    formEntries(popupId: number) {
      return db
        .select({
          id: popupFormEntries.id,
          values: popupFormEntries.values,
          sessionId: popupFormEntries.sessionId,
          ipHash: popupFormEntries.ipHash,
          userAgent: popupFormEntries.userAgent,
          createdAt: popupFormEntries.createdAt,
        })
        .from(popupFormEntries)
        .where(eq(popupFormEntries.popupId, popupId))
        .orderBy(asc(popupFormEntries.id));
    },
  };
}

export type PopupRepository = ReturnType<typeof popupRepository>;
