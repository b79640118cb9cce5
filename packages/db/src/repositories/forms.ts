import type { FormSuccessBehaviourInput } from '@atelier/contracts/forms';
import type { FormDefinitionInput } from '@atelier/form-engine/schema/definition';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { formEntries, forms } from '../schema';

export type FormStatus = 'publish' | 'draft';

/** A stored form, its definition as written (the caller parses it with the form engine). */
export interface FormRecord {
  id: number;
  slug: string;
  title: string;
  status: FormStatus;
  definition: FormDefinitionInput;
  successBehaviour: FormSuccessBehaviourInput;
  updatedAt: Date;
}

export type FormWrite = Omit<FormRecord, 'updatedAt'>;

export interface NewFormEntry {
  formId: number;
  values: Record<string, FieldValue>;
  calculations: Record<string, number>;
  sessionId: string;
  ipHash: string;
  userAgent: string;
}

export interface FormEntryRecord extends NewFormEntry {
  id: number;
  createdAt: Date;
}

const formColumns = {
  id: forms.id,
  slug: forms.slug,
  title: forms.title,
  status: forms.status,
  definition: forms.definition,
  successBehaviour: forms.successBehaviour,
  updatedAt: forms.updatedAt,
};

const entryColumns = {
  id: formEntries.id,
  formId: formEntries.formId,
  values: formEntries.values,
  calculations: formEntries.calculations,
  sessionId: formEntries.sessionId,
  ipHash: formEntries.ipHash,
  userAgent: formEntries.userAgent,
  createdAt: formEntries.createdAt,
};

export function formRepository(db: Database) {
  return {
    async find(id: number): Promise<FormRecord | undefined> {
      const [row] = await db.select(formColumns).from(forms).where(eq(forms.id, id));
      return row;
    },

    async findBySlug(slug: string): Promise<FormRecord | undefined> {
      const [row] = await db.select(formColumns).from(forms).where(eq(forms.slug, slug));
      return row;
    },

    async list(): Promise<Pick<FormRecord, 'id' | 'slug' | 'title' | 'status'>[]> {
      return db
        .select({ id: forms.id, slug: forms.slug, title: forms.title, status: forms.status })
        .from(forms)
        .orderBy(asc(forms.id));
    },

    /**
     * Writes a form by id: inserts it, or replaces it when something differs. An unchanged form
     * is left alone (its updated_at too), so writing the same forms at every start is free.
     * Answers whether the row was written.
     */
    async upsert(form: FormWrite): Promise<boolean> {
      const written = await db
        .insert(forms)
        .values(form)
        .onConflictDoUpdate({
          target: forms.id,
          set: {
            slug: sql`excluded.slug`,
            title: sql`excluded.title`,
            status: sql`excluded.status`,
            definition: sql`excluded.definition`,
            successBehaviour: sql`excluded.success_behaviour`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${forms.slug}, ${forms.title}, ${forms.status}, ${forms.definition}, ${forms.successBehaviour})
            is distinct from (excluded.slug, excluded.title, excluded.status, excluded.definition, excluded.success_behaviour)`,
        })
        .returning({ id: forms.id });
      return written.length > 0;
    },

    /** Stores one entry in a single insert: it is there entirely or not at all. */
    async addEntry(entry: NewFormEntry): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(formEntries)
        .values(entry)
        .returning({ id: formEntries.id, createdAt: formEntries.createdAt });
      if (!row) throw new Error(`The entry for form ${entry.formId} was not stored.`);
      return row;
    },

    /**
     * A form's entries in the order they arrived, a page at a time: the entries after `afterId`,
     * at most `limit`. Reading page by page keeps an export's memory flat however many there are.
     */
    async entries(
      formId: number,
      page: { afterId?: number; limit?: number } = {},
    ): Promise<FormEntryRecord[]> {
      return db
        .select(entryColumns)
        .from(formEntries)
        .where(and(eq(formEntries.formId, formId), gt(formEntries.id, page.afterId ?? 0)))
        .orderBy(asc(formEntries.id))
        .limit(page.limit ?? 500);
    },

    async countEntries(formId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(formEntries)
        .where(eq(formEntries.formId, formId));
      return row?.total ?? 0;
    },
  };
}

export type FormRepository = ReturnType<typeof formRepository>;
