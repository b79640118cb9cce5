import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file the store holds: its random name and its size in bytes. */
export interface StoredFile {
  storedName: string;
  size: number;
}

/**
 * Where uploaded files live. Names are the store's own (random), never the visitor's. Written
 * atomically: a file appears under its name complete or not at all. The local disk is the one
 * implementation today; an object store can implement the same four operations.
 */
export interface UploadStore {
  /** Reads `source` to the end into a new file. If `source` fails, nothing is left behind. */
  write(source: AsyncIterable<Uint8Array>): Promise<StoredFile>;
  /** The file's bytes, or undefined when there is no such file. */
  read(storedName: string): Promise<Readable | undefined>;
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

/** Settles once the stream has closed (at once if it has), whatever it closed with. */
const closeOf = (stream: WriteStream) =>
  stream.closed
    ? Promise.resolve()
    : new Promise<void>((resolve) => stream.once('close', () => resolve()));

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * The upload store on local disk: files in `directory` (DATA_DIR/uploads, outside the web root:
 * only the checked download route reads them). A write goes to `.incoming/` first and is renamed
 * into place once complete and flushed to disk, so a name never shows a partial file.
 */
export function localUploadStore(directory: string): UploadStore {
  const incoming = path.join(directory, '.incoming');
  const pathOf = (storedName: string) => {
    // The names come from our own rows, but a path is only ever built from the expected shape.
    if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored file name: ${storedName}`);
    return path.join(directory, storedName);
  };

  return {
    async write(source) {
      await mkdir(incoming, { recursive: true });
      const storedName = newStoredName();
      const partial = path.join(incoming, `${storedName}.part`);
      const target = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
      try {
        await pipeline(source, target);
        await rename(partial, pathOf(storedName));
      } catch (error) {
        // A source that fails at once can fail before the file is even open: the open still
        // completes (and creates the file) after this point unless we wait for the stream to
        // close, and removing the name before then would leave the partial file behind.
        target.destroy();
        await closeOf(target);
        await rm(partial, { force: true });
        throw error;
      }
      return { storedName, size: target.bytesWritten };
    },

    async read(storedName) {
      try {
        const handle = await open(pathOf(storedName), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(storedName) {
      await rm(pathOf(storedName), { force: true });
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const storedName of names) {
        if (!STORED_NAME.test(storedName)) continue;
        try {
          const { mtime } = await stat(pathOf(storedName));
          yield { storedName, writtenAt: mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },

    async sweepIncomplete(before) {
      let names: string[];
      try {
        names = await readdir(incoming);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(incoming, name);
        try {
          if ((await stat(file)).mtime < before) {
            await rm(file, { force: true });
            removed += 1;
          }
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}
