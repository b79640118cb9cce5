import type * as NodeFs from 'node:fs';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localObjectStorage } from '../../platform/storage/local-object-storage';
import { uploadStoreOn, type UploadStore } from './upload-store';

/** A disk that takes `openDelayMs` to open a file for writing (0: the real disk, as it is). */
const slowDisk = vi.hoisted(() => ({ openDelayMs: 0 }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const slowOpen = ((...args: Parameters<typeof fs.open>) => {
    setTimeout(() => fs.open(...args), slowDisk.openDelayMs);
  }) as typeof fs.open;
  // The store flushes (fsync) before renaming, so a replaced implementation needs that too.
  const slowFs = {
    open: slowOpen,
    write: fs.write,
    writev: fs.writev,
    fsync: fs.fsync,
    close: fs.close,
  };
  return {
    ...fs,
    createWriteStream: (file: string, options: Parameters<typeof fs.createWriteStream>[1]) =>
      fs.createWriteStream(
        file,
        slowDisk.openDelayMs === 0 || typeof options !== 'object'
          ? options
          : { ...options, fs: slowFs },
      ),
  };
});

async function* chunksOf(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function* failingAfter(part: string) {
  yield Buffer.from(part);
  throw new Error('the visitor went away');
}

describe('the upload store on local disk', () => {
  let root: string;
  let directory: string;
  let incoming: string;
  let store: UploadStore;
  beforeEach(() => {
    slowDisk.openDelayMs = 0;
    // Issue 21: the store is the site's storage (DATA_DIR), its uploads under `uploads/`.
    root = mkdtempSync(path.join(tmpdir(), 'atelier-store-'));
    directory = path.join(root, 'uploads');
    incoming = path.join(root, '.incoming');
    store = uploadStoreOn(localObjectStorage(root));
  });

  const visibleFiles = () => readdirSync(directory);

  it('writes a file under a random name, reads it back and deletes it', async () => {
    const stored = await store.write(chunksOf('Salt ', 'Lines'));
    expect(stored.storedName).toMatch(/^[\w-]{32}$/);
    expect(stored.size).toBe(10);
    expect(await readFile(path.join(directory, stored.storedName), 'utf8')).toBe('Salt Lines');
    const stream = await store.read(stored.storedName);
    expect(stream && (await text(stream))).toBe('Salt Lines');
    await store.delete(stored.storedName);
    expect(await store.read(stored.storedName)).toBeUndefined();
    // Deleting what is gone is not an error.
    await store.delete(stored.storedName);
  });

  it('a write that fails midway leaves nothing, neither under a name nor half-written', async () => {
    await store.write(chunksOf('kept'));
    await expect(store.write(failingAfter('half a file'))).rejects.toThrow('the visitor went away');
    expect(visibleFiles()).toHaveLength(1);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it('a write refused before the disk has even opened its file leaves no partial file either', async () => {
    // A busy disk (or thread pool) opens the partial file only after the source has already
    // failed: the removal must wait for the open, or the file appears after it and stays.
    slowDisk.openDelayMs = 30;
    const refusedAtOnce = async function* () {
      yield Buffer.from('MZ');
      throw new Error('refused');
    };
    await expect(store.write(refusedAtOnce())).rejects.toThrow('refused');
    expect(readdirSync(incoming)).toEqual([]);
    // Given the time a late open would take, still nothing.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(readdirSync(incoming)).toEqual([]);
    expect(existsSync(directory) ? visibleFiles() : []).toEqual([]);
  });

  it('never builds a path from anything but its own names', async () => {
    await expect(store.read('../../etc/passwd')).rejects.toThrow('Not a stored file name');
    await expect(store.delete('..')).rejects.toThrow('Not a stored file name');
  });

  it('lists its files, and sweeps what interrupted writes left before a given time', async () => {
    const stored = await store.write(chunksOf('a'));
    const listed = [];
    for await (const file of store.list()) listed.push(file.storedName);
    expect(listed).toEqual([stored.storedName]);

    const leftOver = path.join(incoming, 'crashed.part');
    writeFileSync(leftOver, 'partial');
    const longAgo = new Date(Date.now() - 48 * 3_600_000);
    utimesSync(leftOver, longAgo, longAgo);
    writeFileSync(path.join(incoming, 'in-progress.part'), 'partial');
    expect(await store.sweepIncomplete(new Date(Date.now() - 24 * 3_600_000))).toBe(1);
    expect(existsSync(leftOver)).toBe(false);
    expect(readdirSync(incoming)).toEqual(['in-progress.part']);
  });
});
