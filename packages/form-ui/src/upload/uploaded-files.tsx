import type { FieldValue, FileValue } from '@atelier/form-engine/schema/field-value';
import type { UploadedFileRecord } from './upload-client';

/**
 * An uploaded file as the field's value holds it: the server's record (UPL-006) plus the
 * `{ name, size, type }` the form engine checks (size, extension, count) before a submit.
 */
export interface UploadedFile extends FileValue, UploadedFileRecord {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The uploaded files in a field's value. Records restored from elsewhere (a draft, a refused
 * native post) may lack the engine's keys; they are completed from the record's own.
 */
export function uploadedFilesOf(value: FieldValue): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  const files: UploadedFile[] = [];
  for (const item of value as readonly unknown[]) {
    if (!isRecord(item) || typeof item.file_id !== 'string' || item.file_id === '') continue;
    const fileName =
      typeof item.file_name === 'string'
        ? item.file_name
        : typeof item.name === 'string'
          ? item.name
          : '';
    const mimeType =
      typeof item.mime_type === 'string'
        ? item.mime_type
        : typeof item.type === 'string'
          ? item.type
          : '';
    files.push({
      success: true,
      message: typeof item.message === 'string' ? item.message : '',
      file_id: item.file_id,
      file_name: fileName,
      mime_type: mimeType,
      ...(typeof item.file_url === 'string' ? { file_url: item.file_url } : {}),
      name: fileName,
      size: typeof item.size === 'number' && item.size >= 0 ? item.size : 0,
      type: mimeType,
    });
  }
  return files;
}

/** The value entry for a file the server accepted; `size` comes from the browser's `File`. */
export function uploadedFile(record: UploadedFileRecord, size: number): UploadedFile {
  return { ...record, name: record.file_name, size, type: record.mime_type };
}

/**
 * UPL-006: what the element's hidden input posts for one file (one input per file, under the
 * field's name): the record as JSON, with exactly the record's keys (success, message, file_id,
 * file_name, mime_type). The server trusts none of it but the file id, which it checks against
 * the session, form and element.
 */
export function uploadedFileInputValue(file: UploadedFile): string {
  const { success, message, file_id, file_name, mime_type } = file;
  return JSON.stringify({ success, message, file_id, file_name, mime_type });
}
