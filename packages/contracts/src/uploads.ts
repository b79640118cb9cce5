import { z } from 'zod';
import { databaseCount, databaseId } from './ids';

/** UPL-004: the multiple-file area's call, one file per request, on the form AJAX endpoint. */
export const UPLOAD_ACTION = 'forminator_multiple_file_upload';

/** Where a visitor's own uploaded file is read back (`GET`) or taken out of the field (`DELETE`). */
export const UPLOADED_FILE_PATH = '/api/uploads/';

export const uploadedFileUrl = (fileId: string) =>
  `${UPLOADED_FILE_PATH}${encodeURIComponent(fileId)}`;

/** A file_id: 32 URL-safe characters, random. */
export const UPLOADED_FILE_ID = /^[A-Za-z0-9_-]{32}$/;

/**
 * UPL-004: the fields of the upload call, which come before the file part in the multipart body
 * (as FormData sends them in insertion order): a file part ahead of them is refused. `nonce` is
 * the form's submit nonce (the value of its `forminator_nonce` input). `totalFiles` is what the
 * browser counts; the server counts the field's files itself and does not rely on it.
 */
export const uploadRequestSchema = z.object({
  action: z.literal(UPLOAD_ACTION),
  form_id: databaseId,
  /** The upload field, or its copy in a repeated group (`upload-1-2`). */
  element_id: z
    .string()
    .regex(/^upload-[1-9]\d*(?:-[1-9]\d*)?$/, { error: 'must be an upload field id (upload-N)' }),
  nonce: z.string({ error: 'is missing' }),
  totalFiles: databaseCount.optional(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/**
 * UPL-006: the uploaded-file record the browser keeps in its hidden field, keyed by element.
 * `file_url` (UPL-005) reads the file back, for the session that uploaded it only.
 *
 * A submit names an upload field's files under the field's id (`upload-1`, or `upload-1[]` once
 * per file), each item a file_id or such a record (JSON text in a multipart body); only the
 * file_id counts. A single-file field may send the file itself instead, as a file part named by
 * the field, after the submit's action, form_id and nonce.
 */
export const uploadedFileRecordSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file_id: z.string().regex(UPLOADED_FILE_ID),
  file_name: z.string(),
  mime_type: z.string(),
  file_url: z.string(),
});
export type UploadedFileRecord = z.infer<typeof uploadedFileRecordSchema>;

/**
 * Why an upload was refused. `limit` marks the count limit (UPL-005, UPL-009); `size` (UPL-007),
 * `type` (UPL-008, or content that is not what the extension says) and `empty` (no file, or
 * 0 bytes) carry their own messages too.
 */
export const UPLOAD_ERROR_TYPES = ['size', 'type', 'limit', 'empty'] as const;
export type UploadErrorType = (typeof UPLOAD_ERROR_TYPES)[number];

/** UPL-005: a stored upload answers HTTP 200 with the record as data. */
export const uploadSuccessSchema = z.object({
  success: z.literal(true),
  data: uploadedFileRecordSchema,
});
export type UploadSuccess = z.infer<typeof uploadSuccessSchema>;

/**
 * UPL-005, UPL-012: a refused file answers HTTP 400 with the field's own message, shown under
 * the file's row. Other failures (an expired nonce: 403, an unknown form or field: 404) use the
 * ajax failure envelope (`ajaxFailureSchema`) with a `code` instead of an `error_type`.
 */
export const uploadRefusalSchema = z.object({
  success: z.literal(false),
  data: z.object({
    success: z.literal(false),
    message: z.string(),
    error_type: z.enum(UPLOAD_ERROR_TYPES),
  }),
});
export type UploadRefusal = z.infer<typeof uploadRefusalSchema>;
