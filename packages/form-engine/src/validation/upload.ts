import { fileExtensionOf, hasAllowedExtension } from './file-extension';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

/** What the validators need to know about a chosen file. */
export interface UploadFile {
  readonly name: string;
  /** In bytes. */
  readonly size: number;
}

export interface UploadSizeOptions extends RuleOptions {
  /** The largest accepted size in bytes; a file of exactly this size is accepted (DEC-10). */
  readonly maxSize?: number;
}

export interface UploadTypeOptions extends RuleOptions {
  /** Allowed extensions (`['jpg', 'png']`); empty or absent sets no restriction. */
  readonly allowedExtensions?: readonly string[];
}

export interface UploadCountOptions extends RuleOptions {
  /** The most files the field takes. */
  readonly maxFiles?: number;
}

export interface UploadOptions extends UploadSizeOptions, UploadTypeOptions, UploadCountOptions {}

/** Which check failed; `limit` is the server's error_type for the count limit too (UPL-005). */
export type UploadErrorType = 'size' | 'type' | 'limit';

export interface UploadError {
  readonly errorType: UploadErrorType;
  readonly message: string;
}

export interface UploadCheck {
  readonly file: UploadFile;
  /** Absent when the file passed every check. */
  readonly error?: UploadError;
}

/** UPL-011: units from Bytes to YB, each 1024 times the previous. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

const STEP = 1024;
const LAST_UNIT = FILE_SIZE_UNITS.length - 1;

/**
 * UPL-011: a size for people, e.g. `1.5 MB`, with at most `decimals` decimals and no trailing
 * zeros. A value that would round up to 1024 of a unit is shown in the next unit (`1 MB`, not
 * `1024 KB`).
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A file size is a non-negative number of bytes, got ${bytes}.`);
  }
  let unit = 0;
  while (unit < LAST_UNIT && bytes >= STEP ** (unit + 1)) unit += 1;
  let amount = Number((bytes / STEP ** unit).toFixed(decimals));
  if (amount >= STEP && unit < LAST_UNIT) {
    unit += 1;
    amount = Number((bytes / STEP ** unit).toFixed(decimals));
  }
  return `${amount} ${FILE_SIZE_UNITS[unit]}`;
}

/** Reads a size such as `1.5 MB`, `200kb` or `10 Bytes` back into bytes; `undefined` if unreadable. */
export function parseFileSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = FILE_SIZE_UNITS.findIndex(
    (name) =>
      name.toLowerCase() === match[2]?.toLowerCase() ||
      (name === 'Bytes' && /^b$/i.test(match[2] ?? '')),
  );
  return unit < 0 ? undefined : Number(match[1]) * STEP ** unit;
}

/** UPL-010: the characters `<>:"/\|?*` never reach a stored file name. */
export function cleanFileName(name: string): string {
  return name.replace(/[<>:"/\\|?*]/g, '');
}

/** UPL-007, DEC-10: a file larger than the limit gets the configured size message. */
export function validateUploadSize(file: UploadFile, options: UploadSizeOptions): ValidationResult {
  if (options.maxSize === undefined || file.size <= options.maxSize) return undefined;
  return resolveMessage('uploadSize', options.messages, [formatFileSize(options.maxSize)]);
}

/** UPL-008: a file of another type gets the configured file-type message, prefixed with its extension. */
export function validateUploadType(file: UploadFile, options: UploadTypeOptions): ValidationResult {
  if (hasAllowedExtension(file.name, options.allowedExtensions ?? [])) return undefined;
  const extension = fileExtensionOf(file.name);
  const prefix = extension === '' ? cleanFileName(file.name) : `.${extension}`;
  return `${prefix} ${resolveMessage('uploadType', options.messages)}`;
}

/** UPL-009: more files than the limit gets the configured limit message. */
export function validateUploadCount(count: number, options: UploadCountOptions): ValidationResult {
  if (options.maxFiles === undefined || count <= options.maxFiles) return undefined;
  return resolveMessage('uploadLimit', options.messages, [options.maxFiles]);
}

/** One file against size, then type (the order the visitor's upload list reports them in). */
export function checkUploadFile(file: UploadFile, options: UploadOptions): UploadError | undefined {
  const sizeMessage = validateUploadSize(file, options);
  if (sizeMessage !== undefined) return { errorType: 'size', message: sizeMessage };
  const typeMessage = validateUploadType(file, options);
  if (typeMessage !== undefined) return { errorType: 'type', message: typeMessage };
  return undefined;
}

/**
 * UPL-007…UPL-009, UPL-012: every chosen file, in order, with its own error. Files past the count
 * limit carry the limit error (error_type `limit`); the ones within it are still checked for size
 * and type, so each row of the upload list shows its own reason.
 */
export function checkUploads(files: readonly UploadFile[], options: UploadOptions): UploadCheck[] {
  return files.map((file, index) => {
    const limitMessage = validateUploadCount(index + 1, options);
    if (limitMessage !== undefined)
      return { file, error: { errorType: 'limit', message: limitMessage } };
    const error = checkUploadFile(file, options);
    return error ? { file, error } : { file };
  });
}
