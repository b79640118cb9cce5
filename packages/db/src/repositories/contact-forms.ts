import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { contactFormSubmissions, contactForms } from '../schema';

/** A stored contact form, its definition as written (the caller parses it with the contracts). */
export interface ContactFormRecord {
  id: number;
  slug: string;
  title: string;
  locale: string;
  status: 'publish' | 'draft';
  definition: Record<string, unknown>;
  updatedAt: Date;
}

export type ContactFormWrite = Omit<ContactFormRecord, 'updatedAt'>;

export type ContactFormSubmissionStatus = 'mail_sent' | 'mail_failed' | 'spam';

/** One submission as the server read it, never as the client described it. */
export interface NewContactFormSubmission {
  formId: number;
  status: ContactFormSubmissionStatus;
  postedData: Record<string, string | string[]>;
  postedDataHash: string;
  containerPostId: number;
  spamReason: string | null;
  sessionId: string | null;
  ipHash: string;
  userAgent: string;
}

const formColumns = {
  id: contactForms.id,
  slug: contactForms.slug,
  title: contactForms.title,
  locale: contactForms.locale,
  status: contactForms.status,
  definition: contactForms.definition,
  updatedAt: contactForms.updatedAt,
};

/** Contact forms of the plugin flow (issue 16, CF) and their submissions. */
export function contactFormRepository(db: Database) {
  return {
    /** A published form by id; a draft or an unknown id is undefined (a 404 to the visitor). */
    async findPublished(id: number): Promise<ContactFormRecord | undefined> {
      const [row] = await db
        .select(formColumns)
        .from(contactForms)
        .where(and(eq(contactForms.id, id), eq(contactForms.status, 'publish')));
      return row;
    },

    /**
     * Writes a form by id: inserts it, or replaces it when something differs; an unchanged row is
     * left alone (no content change notice), so the demo seed may run at every start.
     */
    async upsert(row: ContactFormWrite): Promise<boolean> {
      const written = await db
        .insert(contactForms)
        .values(row)
        .onConflictDoUpdate({
          target: contactForms.id,
          set: {
            slug: sql`excluded.slug`,
            title: sql`excluded.title`,
            locale: sql`excluded.locale`,
            status: sql`excluded.status`,
            definition: sql`excluded.definition`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${contactForms.slug}, ${contactForms.title}, ${contactForms.locale}, ${contactForms.status}, ${contactForms.definition})
            is distinct from (excluded.slug, excluded.title, excluded.locale, excluded.status, excluded.definition)`,
        })
        .returning({ id: contactForms.id });
      return written.length > 0;
    },

    async storeSubmission(submission: NewContactFormSubmission): Promise<{ id: number }> {
      const [stored] = await db
        .insert(contactFormSubmissions)
        .values(submission)
        .returning({ id: contactFormSubmissions.id });
      if (!stored)
        throw new Error(`The submission of contact form ${submission.formId} was not stored.`);
      return stored;
    },

    /** Marks a stored submission's mail as not queued (mail_failed). */
    async markMailFailed(id: number): Promise<void> {
      await db
        .update(contactFormSubmissions)
        .set({ status: 'mail_failed' })
        .where(eq(contactFormSubmissions.id, id));
    },

    /** A form's submissions, oldest first (tests and exports). */
    async submissions(formId: number) {
      return db
        .select()
        .from(contactFormSubmissions)
        .where(eq(contactFormSubmissions.formId, formId))
        .orderBy(asc(contactFormSubmissions.id));
    },
  };
}

export type ContactFormRepository = ReturnType<typeof contactFormRepository>;
