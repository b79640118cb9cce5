import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dirent, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertListPrefix,
  assertObjectKey,
  isObjectKey,
  type ObjectStorage,
} from './object-storage';

/** Where puts are written before they are renamed into place; hidden, so never a key. */
export const LOCAL_INCOMING_DIR = '.incoming';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Settles once the stream has closed (at once if it has), whatever it closed with. */
const closeOf = (stream: WriteStream) =>
  stream.closed
    ? Promise.resolve()
    : new Promise<void>((resolve) => stream.once('close', () => resolve()));

/** A weak tag from size and time of writing, as static file servers make them. */
const etagOf = (info: { size: number; mtimeMs: number }) =>
  `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

async function entriesOf(directory: string): Promise<Dirent[]> {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error) || (error instanceof Error && 'code' in error && error.code === 'ENOTDIR'))
      return [];
    throw error;
  }
}

/**
 * Issue 21 (ADR 0030): the default store, a plain folder (DATA_DIR): key `uploads/x` is the file
 * `DATA_DIR/uploads/x`, so existing uploads and images keep their places. A put streams to
 * `.incoming/` under the root (same file system) and is flushed and renamed into place when
 * complete, so a key never shows a partial file; a failed put removes its temporary file.
 */
export function localObjectStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const incoming = path.join(base, LOCAL_INCOMING_DIR);
  const pathOf = (key: string) => {
    assertObjectKey(key);
    const full = path.join(base, ...key.split('/'));
    // The key's shape already rules this out; a second check costs nothing.
    if (!full.startsWith(base + path.sep)) throw new Error('A storage key left the store');
    return full;
  };

  /** Files under `directory` as keys (relative to the root), hidden names skipped. */
  async function* walk(directory: string): AsyncGenerator<{ key: string; full: string }> {
    for (const entry of await entriesOf(directory)) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full);
      } else if (entry.isFile()) {
        const key = path.relative(base, full).split(path.sep).join('/');
        if (isObjectKey(key)) yield { key, full };
      }
    }
  }

  return {
    driver: 'local',

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(incoming, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const partial = path.join(incoming, `${randomBytes(16).toString('base64url')}.part`);
      const file = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
      try {
        await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, file);
        await rename(partial, target);
      } catch (error) {
        // A body that fails at once can fail before the file is even open: the open still
        // completes (and creates the file) after this point unless we wait for the stream to
        // close, and removing the name before then would leave the partial file behind.
        file.destroy();
        await closeOf(file);
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        try {
          const info = await handle.stat();
          if (!info.isFile()) {
            await handle.close();
            return undefined;
          }
          return {
            body: handle.createReadStream(),
            contentLength: info.size,
            lastModified: info.mtime,
            etag: etagOf(info),
          };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile()
          ? { contentLength: info.size, lastModified: info.mtime, etag: etagOf(info) }
          : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(prefix) {
      assertListPrefix(prefix);
      // Walk only the folder the prefix names; the rest of its last segment filters the keys.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder === '' ? base : path.join(base, ...folder.split('/'));
      for await (const { key, full } of walk(start)) {
        if (!key.startsWith(prefix)) continue;
        try {
          const info = await stat(full);
          yield { key, size: info.size, lastModified: info.mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },

    async signedGetUrl() {
      return undefined;
    },

    async sweepIncomplete(before) {
      let removed = 0;
      for (const entry of await entriesOf(incoming)) {
        const file = path.join(incoming, entry.name);
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
