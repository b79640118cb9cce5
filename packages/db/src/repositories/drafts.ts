import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { and, eq, gt, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Database } from '../connection';
import { formDrafts, formUploads } from '../schema';

/** A form saved to finish later (DRAFT-005): what the visitor had entered and the page they were on. */
export interface FormDraftRecord {
  /** The draft_id of the draft link: random and unguessable, chosen by the caller. */
  id: string;
  formId: number;
  values: Record<string, FieldValue>;
  page: number;
  /** The session that saved it last. */
  sessionId: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

export type DraftWrite = Pick<
  FormDraftRecord,
  'id' | 'formId' | 'values' | 'page' | 'sessionId' | 'expiresAt'
>;

const draftColumns = {
  id: formDrafts.id,
  formId: formDrafts.formId,
  values: formDrafts.values,
  page: formDrafts.page,
  sessionId: formDrafts.sessionId,
  createdAt: formDrafts.createdAt,
  updatedAt: formDrafts.updatedAt,
  expiresAt: formDrafts.expiresAt,
};

export function draftRepository(db: Database) {
  return {
    /**
     * Writes a draft: a new one, or a new version of a live draft of the same form (a second save
     * from the same link keeps the link). Answers undefined, writing nothing, when the id belongs
     * to another form's draft or to one that has expired: the caller then starts a new draft.
     */
    async save(draft: DraftWrite, now = new Date()): Promise<FormDraftRecord | undefined> {
      const [row] = await db
        .insert(formDrafts)
        .values({ ...draft, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: formDrafts.id,
          set: {
            values: draft.values,
            page: draft.page,
            sessionId: draft.sessionId,
            expiresAt: draft.expiresAt,
            updatedAt: now,
          },
          setWhere: and(eq(formDrafts.formId, draft.formId), gt(formDrafts.expiresAt, now)),
        })
        .returning(draftColumns);
      return row;
    },

    /** The live draft with this id, or undefined when there never was one or it has expired. */
    async find(id: string, now = new Date()): Promise<FormDraftRecord | undefined> {
      const [row] = await db
        .select(draftColumns)
        .from(formDrafts)
        .where(and(eq(formDrafts.id, id), gt(formDrafts.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Removes a form's draft (it was submitted). Answers whether there was one. */
    async delete(id: string, formId: number): Promise<boolean> {
      const removed = await db
        .delete(formDrafts)
        .where(and(eq(formDrafts.id, id), eq(formDrafts.formId, formId)))
        .returning({ id: formDrafts.id });
      return removed.length > 0;
    },

    /**
     * Makes `uploadIds` the draft's uploads, so they outlive the 24-hour orphan clean-up while the
     * draft lives; uploads the draft no longer names are let go. Only uploads of the draft's form
     * that no entry holds are taken, and only those the saving session uploaded or the draft
     * already had. Answers how many the draft holds now.
     */
    async attachUploads(
      draft: Pick<FormDraftRecord, 'id' | 'formId' | 'sessionId'>,
      uploadIds: readonly string[],
    ): Promise<number> {
      const owned = eq(formUploads.draftId, draft.id);
      await db
        .update(formUploads)
        .set({ draftId: null })
        .where(
          uploadIds.length > 0 ? and(owned, notInArray(formUploads.id, [...uploadIds])) : owned,
        );
      if (uploadIds.length === 0) return 0;
      const attached = await db
        .update(formUploads)
        .set({ draftId: draft.id })
        .where(
          and(
            inArray(formUploads.id, [...uploadIds]),
            eq(formUploads.formId, draft.formId),
            isNull(formUploads.entryId),
            or(eq(formUploads.sessionId, draft.sessionId), owned),
          ),
        )
        .returning({ id: formUploads.id });
      return attached.length;
    },

    /** Housekeeping: removes drafts whose time is up. Answers how many went. */
    async purgeExpired(now = new Date()): Promise<number> {
      const removed = await db
        .delete(formDrafts)
        .where(lte(formDrafts.expiresAt, now))
        .returning({ id: formDrafts.id });
      return removed.length;
    },
  };
}

export type DraftRepository = ReturnType<typeof draftRepository>;
