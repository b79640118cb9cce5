import type { Readable } from 'node:stream';
import { UPLOADED_FILE_ID } from '@atelier/contracts/uploads';
import type { Database } from '@atelier/db/connection';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import { uploadRepository, type UploadRecord } from '@atelier/db/repositories/uploads';
import {
  contactForms,
  contactFormSubmissions,
  formEntries,
  forms,
  formUploads,
  popupFormEntries,
  popups,
} from '@atelier/db/schema';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';
import {
  cellOf,
  contactFormColumnsOf,
  otherValuesOf,
  textOf,
  formColumnsOf,
  VIEWING_REQUEST_COLUMNS,
  type EntryColumn,
  type EntryKind,
} from './entry-columns';

/** A form of any kind, as the entries screen lists it. */
export interface EntryFormSummary {
  kind: EntryKind;
  id: number;
  title: string;
  entries: number;
}

/** A form and the columns its entries are shown in. */
export interface EntryForm {
  kind: EntryKind;
  id: number;
  title: string;
  columns: EntryColumn[];
}

/** One stored entry of any kind, in the one shape the screens and the export read. */
export interface StoredEntry {
  id: number;
  createdAt: Date;
  values: Record<string, unknown>;
  calculations: Record<string, number>;
  /** The contact-form flow's outcome (`mail_sent`, `mail_failed`, `spam`); null for the others. */
  status: string | null;
}

/** A file an entry holds, as the detail lists it (the bytes come through `openFile`). */
export interface EntryFile {
  id: string;
  fieldKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * The uploaded files' bytes. The composition root hands in the forms room's upload store (soon
 * the site's object storage, ADR 0030): the studio never builds a path itself. Absent (tests),
 * files cannot be opened, and a deleted entry's files go with the nightly orphan clean-up.
 */
export interface EntryFileStore {
  read(storedName: string): Promise<Readable | undefined>;
  delete(storedName: string): Promise<void>;
}

/** What a deleted entry was, for the audit log and the screen's message. */
export interface DeletedEntry {
  entry: StoredEntry;
  files: string[];
}

/** How each kind of entry is read and deleted: one table each, with the same indexes. */
interface EntrySource {
  summaries(): Promise<EntryFormSummary[]>;
  form(formId: number): Promise<EntryForm | undefined>;
  page(formId: number, request: KeysetRequest): Promise<KeysetPage<StoredEntry>>;
  find(formId: number, entryId: number): Promise<StoredEntry | undefined>;
  /** Deletes inside the caller's transaction; answers the row as it was. */
  remove(tx: Database, formId: number, entryId: number): Promise<StoredEntry | undefined>;
  /** The audit subject of an entry, e.g. `form-entry:340`. */
  subject(entryId: number): string;
}

/** Entry counts per form, one grouped read of the (form, id) index. */
async function countsBy(query: Promise<{ formId: number; entries: number }[]>) {
  return new Map((await query).map((row) => [row.formId, row.entries]));
}

function formEntriesSource(db: Database): EntrySource {
  const columns = {
    id: formEntries.id,
    createdAt: formEntries.createdAt,
    values: formEntries.values,
    calculations: formEntries.calculations,
  };
  const toStored = (row: {
    id: number;
    createdAt: Date;
    values: Record<string, unknown>;
    calculations: Record<string, number>;
  }): StoredEntry => ({ ...row, status: null });
  const of = (formId: number, entryId: number) =>
    and(eq(formEntries.formId, formId), eq(formEntries.id, entryId));
  return {
    async summaries() {
      const [list, counts] = await Promise.all([
        db.select({ id: forms.id, title: forms.title }).from(forms).orderBy(asc(forms.id)),
        countsBy(
          db
            .select({ formId: formEntries.formId, entries: count() })
            .from(formEntries)
            .groupBy(formEntries.formId),
        ),
      ]);
      return list.map((form) => ({ kind: 'forms', ...form, entries: counts.get(form.id) ?? 0 }));
    },
    async form(formId) {
      const [row] = await db
        .select({ id: forms.id, title: forms.title, definition: forms.definition })
        .from(forms)
        .where(eq(forms.id, formId));
      return (
        row && {
          kind: 'forms',
          id: row.id,
          title: row.title,
          columns: formColumnsOf(row.definition),
        }
      );
    },
    async page(formId, request) {
      const page = await keysetPage(formEntries.id, request, ({ bound, order, limit }) =>
        db
          .select(columns)
          .from(formEntries)
          .where(and(eq(formEntries.formId, formId), bound))
          .orderBy(order)
          .limit(limit),
      );
      return { ...page, rows: page.rows.map(toStored) };
    },
    async find(formId, entryId) {
      const [row] = await db.select(columns).from(formEntries).where(of(formId, entryId));
      return row && toStored(row);
    },
    async remove(tx, formId, entryId) {
      const [row] = await tx.delete(formEntries).where(of(formId, entryId)).returning(columns);
      return row && toStored(row);
    },
    subject: (entryId) => `form-entry:${entryId}`,
  };
}

function contactFormSource(db: Database): EntrySource {
  const table = contactFormSubmissions;
  const columns = {
    id: table.id,
    createdAt: table.createdAt,
    values: table.postedData,
    status: table.status,
  };
  const toStored = (row: {
    id: number;
    createdAt: Date;
    values: Record<string, string | string[]>;
    status: string;
  }): StoredEntry => ({ ...row, calculations: {} });
  const of = (formId: number, entryId: number) =>
    and(eq(table.formId, formId), eq(table.id, entryId));
  return {
    async summaries() {
      const [list, counts] = await Promise.all([
        db
          .select({ id: contactForms.id, title: contactForms.title })
          .from(contactForms)
          .orderBy(asc(contactForms.id)),
        countsBy(
          db.select({ formId: table.formId, entries: count() }).from(table).groupBy(table.formId),
        ),
      ]);
      return list.map((form) => ({
        kind: 'contact-forms',
        ...form,
        entries: counts.get(form.id) ?? 0,
      }));
    },
    async form(formId) {
      const [row] = await db
        .select({
          id: contactForms.id,
          title: contactForms.title,
          definition: contactForms.definition,
        })
        .from(contactForms)
        .where(eq(contactForms.id, formId));
      return (
        row && {
          kind: 'contact-forms',
          id: row.id,
          title: row.title,
          columns: contactFormColumnsOf(row.definition),
        }
      );
    },
    async page(formId, request) {
      const page = await keysetPage(table.id, request, ({ bound, order, limit }) =>
        db
          .select(columns)
          .from(table)
          .where(and(eq(table.formId, formId), bound))
          .orderBy(order)
          .limit(limit),
      );
      return { ...page, rows: page.rows.map(toStored) };
    },
    async find(formId, entryId) {
      const [row] = await db.select(columns).from(table).where(of(formId, entryId));
      return row && toStored(row);
    },
    async remove(tx, formId, entryId) {
      const [row] = await tx.delete(table).where(of(formId, entryId)).returning(columns);
      return row && toStored(row);
    },
    subject: (entryId) => `contact-form-submission:${entryId}`,
  };
}

function popupFormSource(db: Database): EntrySource {
  const table = popupFormEntries;
  const columns = { id: table.id, createdAt: table.createdAt, values: table.values };
  const toStored = (row: {
    id: number;
    createdAt: Date;
    values: Record<string, string>;
  }): StoredEntry => ({ ...row, calculations: {}, status: null });
  const of = (formId: number, entryId: number) =>
    and(eq(table.popupId, formId), eq(table.id, entryId));
  // Only the viewing request is a popup form the site has; a popup of another kind is listed
  // once it holds entries, so nothing stored is hidden from the owner.
  const holdsForm = (content: Record<string, unknown>) => content.kind === 'viewing-request';
  return {
    async summaries() {
      const [list, counts] = await Promise.all([
        db
          .select({ id: popups.id, title: popups.title, content: popups.content })
          .from(popups)
          .orderBy(asc(popups.id)),
        countsBy(
          db.select({ formId: table.popupId, entries: count() }).from(table).groupBy(table.popupId),
        ),
      ]);
      return list
        .filter((popup) => holdsForm(popup.content) || counts.has(popup.id))
        .map((popup) => ({
          kind: 'popups',
          id: popup.id,
          title: popup.title,
          entries: counts.get(popup.id) ?? 0,
        }));
    },
    async form(formId) {
      const [row] = await db
        .select({ id: popups.id, title: popups.title })
        .from(popups)
        .where(eq(popups.id, formId));
      return row && { kind: 'popups', ...row, columns: VIEWING_REQUEST_COLUMNS };
    },
    async page(formId, request) {
      const page = await keysetPage(table.id, request, ({ bound, order, limit }) =>
        db
          .select(columns)
          .from(table)
          .where(and(eq(table.popupId, formId), bound))
          .orderBy(order)
          .limit(limit),
      );
      return { ...page, rows: page.rows.map(toStored) };
    },
    async find(formId, entryId) {
      const [row] = await db.select(columns).from(table).where(of(formId, entryId));
      return row && toStored(row);
    },
    async remove(tx, formId, entryId) {
      const [row] = await tx.delete(table).where(of(formId, entryId)).returning(columns);
      return row && toStored(row);
    },
    subject: (entryId) => `popup-form-entry:${entryId}`,
  };
}

const fileColumns = {
  id: formUploads.id,
  fieldKey: formUploads.elementId,
  fileName: formUploads.fileName,
  mimeType: formUploads.mimeType,
  sizeBytes: formUploads.sizeBytes,
  storedName: formUploads.storedName,
};

/**
 * Issue 21: the owner's view of every stored entry: the forms and their counts, each form's
 * entries newest first (keyset), one entry with its files, deleting one (audited, its files
 * removed), and what the CSV export and the file download read.
 */
export function studioEntries(
  db: Database,
  audit: AuditService,
  collaborators: { files?: EntryFileStore | undefined } = {},
) {
  const sources: Record<EntryKind, EntrySource> = {
    forms: formEntriesSource(db),
    'contact-forms': contactFormSource(db),
    popups: popupFormSource(db),
  };
  const filesOf = (where: SQL | undefined) =>
    db.select(fileColumns).from(formUploads).where(where).orderBy(asc(formUploads.createdAt));

  return {
    /** A stored value as the screens show it (the CSV's rule, as text). */
    cellText(column: EntryColumn, value: unknown): string {
      const cell = cellOf(column, value);
      return cell === null ? '' : String(cell);
    },

    /** The values no column names (a removed field, a repeated group's copy), as text. */
    otherValues(columns: readonly EntryColumn[], values: Readonly<Record<string, unknown>>) {
      return Object.entries(otherValuesOf(columns, values)).map(([key, value]) => ({
        key,
        text: textOf(value),
      }));
    },

    /** Every form of the three kinds with its entry count ("every form"). */
    async forms(): Promise<EntryFormSummary[]> {
      const lists = await Promise.all(Object.values(sources).map((source) => source.summaries()));
      return lists.flat();
    },

    form(kind: EntryKind, formId: number): Promise<EntryForm | undefined> {
      return sources[kind].form(formId);
    },

    /** A form's entries, newest first, a keyset page at a time (never OFFSET). */
    page(kind: EntryKind, formId: number, request: KeysetRequest) {
      return sources[kind].page(formId, request);
    },

    /** One entry and the files it holds (only form entries hold files). */
    async entry(
      kind: EntryKind,
      formId: number,
      entryId: number,
    ): Promise<{ entry: StoredEntry; files: EntryFile[] } | undefined> {
      const entry = await sources[kind].find(formId, entryId);
      if (!entry) return undefined;
      const files =
        kind === 'forms'
          ? (await filesOf(eq(formUploads.entryId, entryId))).map(
              ({ storedName: _stored, ...file }) => file,
            )
          : [];
      return { entry, files };
    },

    /**
     * Deletes an entry and records it, values as `before`, in one transaction. A form entry's
     * upload rows go with it (the foreign key cascades); its files are removed once the delete
     * has committed, so a rolled-back delete never loses a file. Undefined when there is no such
     * entry of that form.
     */
    async deleteEntry(
      owner: StudioOwner,
      kind: EntryKind,
      formId: number,
      entryId: number,
    ): Promise<DeletedEntry | undefined> {
      const source = sources[kind];
      const deleted = await db.transaction(async (tx) => {
        const files =
          kind === 'forms'
            ? await tx.select(fileColumns).from(formUploads).where(eq(formUploads.entryId, entryId))
            : [];
        const entry = await source.remove(tx, formId, entryId);
        if (!entry) return undefined;
        await audit.recordIn(tx, owner, {
          action: 'form-entry.delete',
          subject: source.subject(entryId),
          before: {
            kind,
            formId,
            createdAt: entry.createdAt.toISOString(),
            values: entry.values,
            calculations: entry.calculations,
            ...(entry.status === null ? {} : { status: entry.status }),
            files: files.map((file) => ({
              id: file.id,
              field: file.fieldKey,
              name: file.fileName,
            })),
          },
          after: null,
        });
        return { entry, files };
      });
      if (!deleted) return undefined;
      const store = collaborators.files;
      // Best effort: a file that cannot be deleted now has no row left, so the orphan clean-up
      // (housekeeping) takes it later.
      if (store)
        await Promise.allSettled(deleted.files.map((file) => store.delete(file.storedName)));
      return { entry: deleted.entry, files: deleted.files.map((file) => file.fileName) };
    },

    /**
     * A file of a stored entry, for the owner's download: a file still waiting in a visitor's
     * form (no entry yet) is the visitor's, not the studio's.
     */
    async openFile(
      fileId: string,
    ): Promise<{ record: UploadRecord; stream: Readable } | undefined> {
      if (!UPLOADED_FILE_ID.test(fileId) || !collaborators.files) return undefined;
      const record = await uploadRepository(db).find(fileId);
      if (!record || record.entryId === null) return undefined;
      const stream = await collaborators.files.read(record.storedName);
      return stream ? { record, stream } : undefined;
    },
  };
}

export type StudioEntries = ReturnType<typeof studioEntries>;
