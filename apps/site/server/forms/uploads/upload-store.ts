import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../../platform/storage/object-storage';

/** A file the store holds: its random name and its size in bytes. */
export interface StoredFile {
  storedName: string;
  size: number;
}

/**
 * Where uploaded files live, as the upload service sees them. Names are the store's own
 * (random), never the visitor's. Written atomically: a file appears under its name complete or
 * not at all. Issue 21 (ADR 0030): every operation goes through the site's `ObjectStorage` (a
 * folder, or a bucket several machines share), under the key `uploads/<stored name>`.
 */
export interface UploadStore {
  /** Reads `source` to the end into a new file. If `source` fails, nothing is left behind. */
  write(source: AsyncIterable<Uint8Array>): Promise<StoredFile>;
  /** The file's bytes, or undefined when there is no such file. */
  read(storedName: string): Promise<Readable | undefined>;
  /**
   * A short-lived signed address that downloads the file as an attachment, when the storage can
   * sign one (S3); undefined otherwise. The caller checks who may have it first.
   */
  signedDownloadUrl(
    storedName: string,
    options: { fileName: string; contentType: string; expiresInSeconds: number },
  ): Promise<string | undefined>;
  /** Removes a file; a file already gone is fine. */
  delete(storedName: string): Promise<void>;
  /** Every stored file with its time of writing, for reconciling with the database. */
  list(): AsyncIterable<{ storedName: string; writtenAt: Date }>;
  /** Removes what interrupted writes (a crash mid-upload) left behind before `before`. */
  sweepIncomplete(before: Date): Promise<number>;
}

/** 24 random bytes, URL-safe: 32 characters, which is also the only shape `read` accepts. */
const STORED_NAME = /^[A-Za-z0-9_-]{32}$/;
const newStoredName = () => randomBytes(24).toString('base64url');

/** Uploads' keys in the storage: outside `images/`, never served as they are. */
export const UPLOADS_PREFIX = 'uploads/';

/**
 * The upload store on the site's storage. Only names of the expected shape become keys (they
 * come from our own rows, but a key is only ever built from that shape). Files listed without a
 * time of writing (a store that does not say) count as written now, so reconciling never takes
 * them early.
 */
export function uploadStoreOn(storage: ObjectStorage): UploadStore {
  const keyOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored file name: ${storedName}`);
    return `${UPLOADS_PREFIX}${storedName}`;
  };

  return {
    async write(source) {
      const storedName = newStoredName();
      let size = 0;
      const counted = async function* () {
        for await (const chunk of source) {
          size += chunk.byteLength;
          yield chunk;
        }
      };
      // The source enforces the upload's limits as it is read: when it throws, the put fails
      // and the storage leaves nothing behind.
      await storage.put(keyOf(storedName), Readable.from(counted()), {
        contentType: 'application/octet-stream',
      });
      return { storedName, size };
    },

    async read(storedName) {
      return (await storage.get(keyOf(storedName)))?.body;
    },

    async signedDownloadUrl(storedName, options) {
      return storage.signedGetUrl(keyOf(storedName), options);
    },

    async delete(storedName) {
      await storage.delete(keyOf(storedName));
    },

    async *list() {
      for await (const object of storage.list(UPLOADS_PREFIX)) {
        const storedName = object.key.slice(UPLOADS_PREFIX.length);
        if (!STORED_NAME.test(storedName)) continue;
        yield { storedName, writtenAt: object.lastModified ?? new Date() };
      }
    },

    async sweepIncomplete(before) {
      return (await storage.sweepIncomplete?.(before)) ?? 0;
    },
  };
}
