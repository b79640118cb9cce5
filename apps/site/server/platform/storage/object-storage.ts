import type { Readable } from 'node:stream';

/** What `get` answers: the bytes as a stream (read it to the end or destroy it) and what is known. */
export interface StoredObject {
  body: Readable;
  contentLength?: number;
  contentType?: string;
  lastModified?: Date;
  /** The store's entity tag, quoted as HTTP sends it (`"…"` or `W/"…"`), when it has one. */
  etag?: string;
}

/** What `head` answers. */
export interface ObjectHead {
  contentLength: number;
  contentType?: string;
  lastModified?: Date;
  etag?: string;
}

/** One object as `list` sees it. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified?: Date;
}

export interface PutOptions {
  contentType?: string;
  /** The body's exact length when known: lets the store send it in one request. */
  contentLength?: number;
  /** Stored with the object where the store keeps headers (S3): e.g. generated images' caching. */
  cacheControl?: string;
}

export interface SignedGetOptions {
  expiresInSeconds: number;
  /** Sent back as an attachment under this name. */
  fileName?: string;
  contentType?: string;
}

/**
 * Issue 21 (ADR 0030): the one interface for stored files (form uploads and generated images),
 * so several machines can share them through an object store while a single machine keeps its
 * plain folder. Keys are `/`-separated paths of safe segments (see `assertObjectKey`); a put is
 * atomic: readers see the whole object or none. Nothing is buffered whole: bodies stream both ways.
 */
export interface ObjectStorage {
  /** Which implementation this is (`local` or `s3`), for logs and for choosing how to serve. */
  readonly driver: 'local' | 's3';
  /**
   * Stores `body` under `key`, replacing what was there. If the body stream fails, the error is
   * thrown and nothing is left behind (no partial object, no temporary data).
   */
  put(key: string, body: Readable | Uint8Array, options?: PutOptions): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectHead | undefined>;
  /** Removes the object; an object already gone is fine (idempotent). */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (in no promised order), paging as needed. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Short-lived signed GET address when the store can make one (S3), else undefined. */
  signedGetUrl(key: string, options: SignedGetOptions): Promise<string | undefined>;
  /**
   * Removes what interrupted writes (a crash mid-put) left before `before`, where the store
   * keeps such data itself; answers how many pieces went. (An object store's abandoned multipart
   * uploads are left to the bucket's lifecycle rule, see ADR 0030.)
   */
  sweepIncomplete?(before: Date): Promise<number>;
}

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';
}

/**
 * A key segment: starts with a letter, digit, `_` or `-` (a random base64url upload name starts
 * with `-` one time in 64), never `.`, so no `.`, `..` or hidden names.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Throws unless `key` is a relative `/`-separated path of safe segments: no empty segment, no
 * `.` or `..`, no absolute path, no backslash, at most 512 characters. Keys come from our own
 * code (random names, content hashes), but a path is only ever built from this shape.
 */
export function assertObjectKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidObjectKeyError(`Not a storage key (length ${key.length})`);
  }
  for (const segment of key.split('/')) {
    if (!KEY_SEGMENT.test(segment)) {
      throw new InvalidObjectKeyError(`Not a storage key: ${JSON.stringify(key)}`);
    }
  }
}

export const isObjectKey = (key: string): boolean => {
  try {
    assertObjectKey(key);
    return true;
  } catch {
    return false;
  }
};

/**
 * A list prefix: empty, or a key's beginning (`uploads/`, `images/ab`). Same characters as a key;
 * a trailing `/` is allowed.
 */
export function assertListPrefix(prefix: string): void {
  if (prefix === '') return;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertObjectKey(trimmed);
}
