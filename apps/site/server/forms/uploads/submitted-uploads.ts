import type { FieldErrorMap } from '@atelier/contracts/forms';
import { UPLOADED_FILE_ID } from '@atelier/contracts/uploads';
import type { Database } from '@atelier/db/connection';
import { formRepository, type NewFormEntry } from '@atelier/db/repositories/forms';
import { uploadRepository, type UploadRecord } from '@atelier/db/repositories/uploads';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FileValue } from '@atelier/form-engine/schema/field-value';
import { uploadFieldAt } from './upload-rules';

/** What an entry keeps for each uploaded file: what the form engine checked, and its file_id. */
export interface StoredUploadValue extends FileValue {
  readonly file_id: string;
  readonly type: string;
}

/** Who may hand files to an entry: their uploader, or whoever finishes the draft holding them. */
export interface UploadHolder {
  formId: number;
  sessionId: string;
  /** The draft this submit finishes (its link was opened), whose files it may take. */
  draftId?: string | undefined;
}

export const UPLOAD_UNAVAILABLE_MESSAGE =
  'This file is no longer available. Please remove it and upload it again.';
export const UPLOADS_TAKEN_MESSAGE =
  'Some of the files were sent with another submission meanwhile, or have expired. Please upload them again.';

/** An entry's files were taken by another submit between the check and the insert. */
export class UploadsTaken extends Error {
  override name = 'UploadsTaken';

  constructor() {
    super(UPLOADS_TAKEN_MESSAGE);
  }
}

const MAX_REFERENCES = 500;

/**
 * The file_ids a submit names for an upload field: a file_id, an uploaded-file record (UPL-006),
 * JSON text of either or of a list of them (a multipart body carries text), or a list of any of
 * these. Undefined when the value is none of these shapes.
 */
export function readUploadIds(
  raw: unknown,
  nesting = { json: true, list: true },
): string[] | undefined {
  if (raw === null || raw === undefined || raw === '') return [];
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (UPLOADED_FILE_ID.test(text)) return [text];
    if (!nesting.json || !(text.startsWith('[') || text.startsWith('{'))) return undefined;
    try {
      return readUploadIds(JSON.parse(text) as unknown, { ...nesting, json: false });
    } catch {
      return undefined;
    }
  }
  if (Array.isArray(raw)) {
    if (!nesting.list || raw.length > MAX_REFERENCES) return undefined;
    const ids: string[] = [];
    for (const item of raw as unknown[]) {
      const read = readUploadIds(item, { ...nesting, list: false });
      if (read === undefined) return undefined;
      ids.push(...read);
    }
    return ids;
  }
  if (typeof raw === 'object' && 'file_id' in raw && typeof raw.file_id === 'string') {
    return UPLOADED_FILE_ID.test(raw.file_id) ? [raw.file_id] : undefined;
  }
  return undefined;
}

export interface SubmittedUploads {
  /**
   * The submit's fields, each upload field's references replaced by the files they name
   * (`{ file_id, name, size, type }`), so the form engine checks them as the browser did:
   * required, size, type and count (UPL-007…UPL-009).
   */
  readonly fields: Record<string, unknown>;
  /** Per upload field key, the files the entry keeps. */
  readonly files: ReadonlyMap<string, readonly StoredUploadValue[]>;
  /** SUB-002: the upload fields naming a file that is unknown, not this visitor's, or taken. */
  readonly errors: readonly FieldErrorMap[];
}

function usableBy(record: UploadRecord, key: string, holder: UploadHolder): boolean {
  return (
    record.formId === holder.formId &&
    record.elementId === key &&
    record.entryId === null &&
    (record.sessionId === holder.sessionId ||
      (holder.draftId !== undefined && record.draftId === holder.draftId))
  );
}

/**
 * Reads the upload fields of a submit: the files each names must exist, belong to this form and
 * field, be free of any entry, and be this session's own (or the finished draft's). Values of
 * another shape are left for the form engine to refuse.
 */
export async function resolveSubmittedUploads(
  db: Database,
  definition: FormDefinition,
  fields: Readonly<Record<string, unknown>>,
  holder: UploadHolder,
): Promise<SubmittedUploads> {
  const named = new Map<string, string[]>();
  for (const [key, raw] of Object.entries(fields)) {
    if (uploadFieldAt(definition, key) === undefined) continue;
    const ids = readUploadIds(raw);
    if (ids !== undefined) named.set(key, [...new Set(ids)]);
  }
  const resolved: Record<string, unknown> = { ...fields };
  const files = new Map<string, StoredUploadValue[]>();
  const errors: FieldErrorMap[] = [];
  if (named.size === 0) return { fields: resolved, files, errors };

  const records = new Map(
    (await uploadRepository(db).findMany([...named.values()].flat())).map((record) => [
      record.id,
      record,
    ]),
  );
  for (const [key, ids] of named) {
    const usable = ids.flatMap((id) => {
      const record = records.get(id);
      return record && usableBy(record, key, holder) ? [record] : [];
    });
    if (usable.length < ids.length) errors.push({ [key]: UPLOAD_UNAVAILABLE_MESSAGE });
    const values = usable.map((record) => ({
      file_id: record.id,
      name: record.fileName,
      size: record.sizeBytes,
      type: record.mimeType,
    }));
    files.set(key, values);
    resolved[key] = values;
  }
  return { fields: resolved, files, errors };
}

/**
 * SUB-002, SUB-011: the form engine's errors with those of the upload fields whose files are
 * gone, one per field (the upload error wins: the field's other message follows from it), in
 * display order (a copy in a repeated group sorts with its field).
 */
export function withUploadErrors(
  definition: FormDefinition,
  fieldErrors: readonly FieldErrorMap[],
  uploadErrors: readonly FieldErrorMap[],
): FieldErrorMap[] {
  const keyOf = (error: FieldErrorMap) => Object.keys(error)[0] ?? '';
  const refused = new Set(uploadErrors.map(keyOf));
  const position = new Map(definition.fields.map((field, index) => [field.id, index]));
  const rank = (error: FieldErrorMap) => {
    const key = keyOf(error);
    return position.get(key) ?? position.get(key.replace(/-\d+$/, '')) ?? Number.MAX_SAFE_INTEGER;
  };
  return [...fieldErrors.filter((error) => !refused.has(keyOf(error))), ...uploadErrors].sort(
    (left, right) => rank(left) - rank(right),
  );
}

/**
 * Stores an entry and hands it its files in one transaction: the entry exists with all its files
 * or not at all. Throws UploadsTaken when another submit took one of them first.
 */
export async function addEntryWithUploads(
  db: Database,
  entry: NewFormEntry,
  fileIds: readonly string[],
  holder: UploadHolder,
): Promise<{ id: number; createdAt: Date }> {
  if (fileIds.length === 0) return formRepository(db).addEntry(entry);
  return db.transaction(async (tx) => {
    const inTransaction = tx as unknown as Database;
    const added = await formRepository(inTransaction).addEntry(entry);
    const taken = await uploadRepository(inTransaction).attachToEntry(added.id, fileIds, holder);
    if (taken !== fileIds.length) throw new UploadsTaken();
    return added;
  });
}
