import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { formUploads } from '../schema';

/** Whose upload slot a file takes: one visitor's session, one form, one upload field. */
export interface UploadOwner {
  sessionId: string;
  formId: number;
  /** The upload field, e.g. 'upload-1'. */
  elementId: string;
}

export interface NewUpload extends UploadOwner {
  /** The file_id the visitor's browser keeps: random and unguessable, chosen by the caller. */
  id: string;
  /** The visitor's name for the file, already cleaned (UPL-010). */
  fileName: string;
  /** The name in the upload store: random, never derived from the visitor's name. */
  storedName: string;
  /** The type sniffed from the bytes, not the one the browser claimed. */
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

export interface UploadRecord extends NewUpload {
  entryId: number | null;
  draftId: string | null;
  createdAt: Date;
}

const uploadColumns = {
  id: formUploads.id,
  formId: formUploads.formId,
  elementId: formUploads.elementId,
  sessionId: formUploads.sessionId,
  fileName: formUploads.fileName,
  storedName: formUploads.storedName,
  mimeType: formUploads.mimeType,
  sizeBytes: formUploads.sizeBytes,
  sha256: formUploads.sha256,
  entryId: formUploads.entryId,
  draftId: formUploads.draftId,
  createdAt: formUploads.createdAt,
};

/** Rows a purge removes per statement, so one run never holds a huge delete. */
const PURGE_BATCH = 500;

/** Uploads that no entry holds yet: the ones that take a place under a field's file limit. */
const pendingOf = (owner: UploadOwner) =>
  and(
    eq(formUploads.sessionId, owner.sessionId),
    eq(formUploads.formId, owner.formId),
    eq(formUploads.elementId, owner.elementId),
    isNull(formUploads.entryId),
  );

/** One transaction lock per owner: a hash collision only makes two owners wait for each other. */
const lockKey = (owner: UploadOwner) =>
  `form_uploads:${owner.sessionId}:${owner.formId}:${owner.elementId}`;

/**
 * Uploaded form files (UPL-004…UPL-009): the rows that say which visitor, form and field a stored
 * file belongs to, and whether an entry or a draft holds it yet. The bytes live in the upload
 * store; these rows are the only way to reach them.
 */
export function uploadRepository(db: Database) {
  return {
    /** UPL-009: how many files this visitor has uploaded into the field and not yet submitted. */
    async countPending(owner: UploadOwner): Promise<number> {
      const [row] = await db.select({ total: count() }).from(formUploads).where(pendingOf(owner));
      return row?.total ?? 0;
    },

    /**
     * UPL-009: records an upload unless its owner already holds `maxFiles` pending ones; answers
     * undefined then, writing nothing. The count and the insert run under a transaction lock
     * keyed by the owner, so of several uploads arriving together exactly `maxFiles` get in.
     */
    async addWithinLimit(upload: NewUpload, maxFiles: number): Promise<UploadRecord | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(upload)}, 0))`,
        );
        const [held] = await tx
          .select({ total: count() })
          .from(formUploads)
          .where(pendingOf(upload));
        if ((held?.total ?? 0) >= maxFiles) return undefined;
        const [row] = await tx.insert(formUploads).values(upload).returning(uploadColumns);
        return row;
      });
    },

    /**
     * For a single-file field: records the upload in place of the owner's pending ones (a file
     * chosen again replaces the last), except any a draft holds. Answers the record and the
     * stored names of the files it replaced, for the caller to delete.
     */
    async replacePending(upload: NewUpload): Promise<{ record: UploadRecord; replaced: string[] }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(upload)}, 0))`,
        );
        const replaced = await tx
          .delete(formUploads)
          .where(and(pendingOf(upload), isNull(formUploads.draftId)))
          .returning({ storedName: formUploads.storedName });
        const [record] = await tx.insert(formUploads).values(upload).returning(uploadColumns);
        if (!record) throw new Error(`The upload ${upload.id} was not stored.`);
        return { record, replaced: replaced.map((row) => row.storedName) };
      });
    },

    async find(id: string): Promise<UploadRecord | undefined> {
      const [row] = await db.select(uploadColumns).from(formUploads).where(eq(formUploads.id, id));
      return row;
    },

    /** The uploads among `ids` that exist, in no particular order; unknown ids are left out. */
    async findMany(ids: readonly string[]): Promise<UploadRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select(uploadColumns)
        .from(formUploads)
        .where(inArray(formUploads.id, [...ids]));
    },

    /**
     * Hands uploads to a stored entry. Only uploads of the entry's form still free of any entry
     * are taken, and only those the submitting session uploaded or the continued draft holds.
     * Answers how many were taken: fewer than asked means another submit took some first.
     */
    async attachToEntry(
      entryId: number,
      ids: readonly string[],
      holder: { formId: number; sessionId: string; draftId?: string | undefined },
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const mine = eq(formUploads.sessionId, holder.sessionId);
      const attached = await db
        .update(formUploads)
        .set({ entryId })
        .where(
          and(
            inArray(formUploads.id, [...ids]),
            eq(formUploads.formId, holder.formId),
            isNull(formUploads.entryId),
            holder.draftId === undefined ? mine : or(mine, eq(formUploads.draftId, holder.draftId)),
          ),
        )
        .returning({ id: formUploads.id });
      return attached.length;
    },

    /**
     * The visitor takes a file back out of the field before submitting: removes the row if this
     * session uploaded it and nothing holds it. Answers the stored name to delete, if it went.
     */
    async removePending(id: string, sessionId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(formUploads)
        .where(
          and(
            eq(formUploads.id, id),
            eq(formUploads.sessionId, sessionId),
            isNull(formUploads.entryId),
            isNull(formUploads.draftId),
          ),
        )
        .returning({ storedName: formUploads.storedName });
      return row?.storedName;
    },

    /**
     * Housekeeping: removes the rows of uploads never attached to an entry or a draft and
     * created before `cutoff`. Answers their stored names, so the caller deletes the files
     * (a file without a row can no longer be reached, so the row goes first). Each row is
     * claimed by its delete (`DELETE … RETURNING`): of two processes purging at once, only the
     * one whose delete removed a row gets its name, so each file is deleted by one of them.
     */
    async purgeOrphans(cutoff: Date): Promise<string[]> {
      const removed: string[] = [];
      for (;;) {
        const batch = db
          .select({ id: formUploads.id })
          .from(formUploads)
          .where(
            and(
              isNull(formUploads.entryId),
              isNull(formUploads.draftId),
              lt(formUploads.createdAt, cutoff),
            ),
          )
          .orderBy(asc(formUploads.createdAt))
          .limit(PURGE_BATCH)
          // Issue 21: rows another process is purging are left to it rather than waited for,
          // so two sweeps take disjoint batches and each row's name is answered once.
          .for('update', { skipLocked: true });
        const rows = await db
          .delete(formUploads)
          .where(inArray(formUploads.id, batch))
          .returning({ storedName: formUploads.storedName });
        removed.push(...rows.map((row) => row.storedName));
        if (rows.length < PURGE_BATCH) return removed;
      }
    },

    /** Which of these stored names still have a row (the others are files nothing refers to). */
    async existingStoredNames(storedNames: readonly string[]): Promise<Set<string>> {
      if (storedNames.length === 0) return new Set();
      const rows = await db
        .select({ storedName: formUploads.storedName })
        .from(formUploads)
        .where(inArray(formUploads.storedName, [...storedNames]));
      return new Set(rows.map((row) => row.storedName));
    },
  };
}

export type UploadRepository = ReturnType<typeof uploadRepository>;
