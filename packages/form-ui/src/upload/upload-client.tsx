import { cleanFileName } from '@atelier/form-engine/validation/upload';
import { FORM_STRINGS } from '../runtime/form-strings';
import { GENERIC_SUBMIT_ERROR } from '../runtime/submit-form';

/** UPL-004: the action of the multiple-file area's upload call on the form AJAX endpoint. */
export const UPLOAD_ACTION = 'forminator_multiple_file_upload';

/** ERR-007: what a refused upload (HTTP 400) says when the server gives no message of its own. */
export const UPLOAD_ERROR_MESSAGE = FORM_STRINGS.upload_error;

/** ERR-020: what a failed upload the server answered (not with HTTP 400) says without a message. */
export const UPLOAD_FAILED_MESSAGE = FORM_STRINGS.process_error;

/** DEC-12: what an upload says when no answer came back at all. */
export const UPLOAD_NETWORK_ERROR = GENERIC_SUBMIT_ERROR;

/** ERR-010: the text beside an empty file input. */
export const NO_FILE_CHOSEN = FORM_STRINGS.no_file_chosen;

/** UPL-003: the most progress shown before the server has answered. */
export const PROGRESS_CAP_BEFORE_ANSWER = 90;

/** UPL-006: the uploaded-file record the server answers and the form keeps per element. */
export interface UploadedFileRecord {
  readonly success: true;
  readonly message: string;
  readonly file_id: string;
  readonly file_name: string;
  readonly mime_type: string;
  /** Where the uploading visitor can fetch the file again (UPL-005); not posted with the form. */
  readonly file_url?: string;
}

/** UPL-004: what one upload call carries, besides the action. */
export interface UploadRequest {
  readonly formId: number | string;
  readonly elementId: string;
  readonly nonce: string;
  /** How many files the field holds once this one is in: the server checks it against the limit. */
  readonly totalFiles: number;
  readonly file: Blob;
  /** The visitor's file name, cleaned (UPL-010): what the server stores and shows. */
  readonly fileName: string;
}

export type UploadOutcome =
  | { readonly kind: 'uploaded'; readonly record: UploadedFileRecord }
  /**
   * The server refused the file or failed, or nothing came back (network). `errorType` is the
   * server's (`limit` for the count limit, UPL-005); `retryable` says whether sending the same
   * file again can succeed: a refusal for its size or type will not.
   */
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly errorType?: string;
      readonly retryable: boolean;
    }
  /** The visitor removed the file while it was on its way. */
  | { readonly kind: 'aborted' };

/**
 * UPL-004: the multipart body, fields first and the file last, so the server knows the form and
 * element (and so the limits) before the first byte of the file arrives. The file part is named
 * after the element, as the original's multi-upload sends it.
 */
export function uploadRequestBody(request: UploadRequest): FormData {
  const body = new FormData();
  body.append('action', UPLOAD_ACTION);
  body.append('form_id', String(request.formId));
  body.append('element_id', request.elementId);
  body.append('nonce', request.nonce);
  body.append('totalFiles', String(request.totalFiles));
  body.append(request.elementId, request.file, cleanFileName(request.fileName));
  return body;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * UPL-005, ERR-007: reads the upload answer field by field (a proxy's error page or a cut-off
 * body must not break the widget). `fallback` supplies what the answer may leave out: the
 * cleaned local name and the browser's type. A refusal shows the server's message when it sent
 * one; otherwise HTTP 400 shows the upload-error text and any other answer the process-error text
 * (ERR-020).
 */
export function readUploadAnswer(
  status: number,
  bodyText: string,
  fallback: { readonly fileName: string; readonly mimeType: string },
): UploadOutcome {
  const parsed = parseJson(bodyText);
  const data = isRecord(parsed) && isRecord(parsed.data) ? parsed.data : undefined;
  const fileId = nonBlank(data?.file_id);
  const succeeded =
    status >= 200 &&
    status < 300 &&
    isRecord(parsed) &&
    parsed.success === true &&
    data?.success !== false &&
    fileId !== undefined;
  if (succeeded) {
    const fileUrl = nonBlank(data?.file_url);
    return {
      kind: 'uploaded',
      record: {
        success: true,
        message: typeof data?.message === 'string' ? data.message : '',
        file_id: fileId,
        file_name: cleanFileName(nonBlank(data?.file_name) ?? fallback.fileName),
        mime_type: nonBlank(data?.mime_type) ?? fallback.mimeType,
        ...(fileUrl === undefined ? {} : { file_url: fileUrl }),
      },
    };
  }
  const errorType = nonBlank(data?.error_type);
  return {
    kind: 'failed',
    message:
      nonBlank(data?.message) ?? (status === 400 ? UPLOAD_ERROR_MESSAGE : UPLOAD_FAILED_MESSAGE),
    ...(errorType === undefined ? {} : { errorType }),
    // A refusal for the file's size or type would come again; one for the count may not, once
    // another file is removed.
    retryable: errorType === undefined || errorType === 'limit',
  };
}

/**
 * UPL-003: the percentage to show. The bytes may all be sent while the server still checks and
 * stores the file, so until it answers the display stops at 90 %.
 */
export function displayedProgress(sentFraction: number | undefined, answered: boolean): number {
  if (answered) return 100;
  if (sentFraction === undefined || !Number.isFinite(sentFraction)) return 0;
  const percent = Math.floor(Math.min(Math.max(sentFraction, 0), 1) * 100);
  return Math.min(percent, PROGRESS_CAP_BEFORE_ANSWER);
}

export interface UploadTransfer {
  /** Settles once, never rejects. */
  readonly done: Promise<UploadOutcome>;
  readonly abort: () => void;
}

/**
 * Sends one upload. XMLHttpRequest rather than fetch: only it reports the request body's
 * progress. `onProgress` receives the fraction of the body sent (undefined while unknown).
 */
export function sendUpload(
  endpoint: string,
  request: UploadRequest,
  onProgress: (sentFraction: number | undefined) => void,
): UploadTransfer {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      onProgress(
        event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined,
      );
    });
    xhr.addEventListener('load', () => {
      resolve(
        readUploadAnswer(xhr.status, xhr.responseText, {
          fileName: request.fileName,
          mimeType: request.file.type,
        }),
      );
    });
    const failed = () =>
      resolve({ kind: 'failed', message: UPLOAD_NETWORK_ERROR, retryable: true });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.addEventListener('abort', () => resolve({ kind: 'aborted' }));
  });
  xhr.open('POST', endpoint);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(uploadRequestBody(request));
  return { done, abort: () => xhr.abort() };
}

/**
 * Tells the server a removed file is no longer wanted (DELETE on its `file_url`, with the form's
 * submit nonce), so it stops counting toward the field's limit. Never fails the visitor's action:
 * a file the server did not hear about stays an orphan, which it removes after a day.
 */
export function discardUpload(fileUrl: string, nonce: string): void {
  const address = `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}nonce=${encodeURIComponent(nonce)}`;
  try {
    void fetch(address, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => undefined);
  } catch {
    // No fetch (or an address it cannot take): nothing more can be done from here.
  }
}
