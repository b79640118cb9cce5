import { existsSync } from 'node:fs';
import { mkdtemp, readdir, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createObjectStorage } from './create-object-storage';
import { LOCAL_INCOMING_DIR } from './local-object-storage';
import { assertObjectKey, type ObjectStorage } from './object-storage';

const text = (value: string) => new TextEncoder().encode(value);

async function freshStore(): Promise<{ root: string; storage: ObjectStorage }> {
  const root = await mkdtemp(path.join(tmpdir(), 'atelier-storage-'));
  return { root, storage: createObjectStorage({ driver: 'local', directory: root }) };
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

async function keysOf(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

const incomingOf = async (root: string) => {
  try {
    return await readdir(path.join(root, LOCAL_INCOMING_DIR));
  } catch {
    return [];
  }
};

describe('issue 21: storage keys', () => {
  it('issue 21: accepts relative paths of safe segments', () => {
    for (const key of [
      'uploads/abc_DEF-123',
      // Upload names are random base64url: one in 64 starts with a dash (issue 21).
      'uploads/-bc_DEF-123',
      'images/artwork-blue-640-0a1b2c3d4e.webp',
      'a',
    ]) {
      expect(() => assertObjectKey(key)).not.toThrow();
    }
  });

  it('issue 21: refuses parent steps, absolute paths, hidden names and odd characters', () => {
    for (const key of [
      '',
      '..',
      '../x',
      'uploads/../../etc/passwd',
      '/etc/passwd',
      'uploads/',
      'a//b',
      './a',
      'uploads/.incoming',
      '.hidden',
      'a\\b',
      'C:/x',
      'a b',
      'a\u0000b',
      'é',
      `a/${'b'.repeat(600)}`,
    ]) {
      expect(() => assertObjectKey(key), key).toThrow(/storage key/);
    }
  });
});

describe('issue 21: the local folder store', () => {
  it('issue 21: stores a stream under its key as a file in the folder and reads it back', async () => {
    const { root, storage } = await freshStore();
    await storage.put('uploads/first', Readable.from([text('hello, '), text('folder')]));
    expect(existsSync(path.join(root, 'uploads', 'first'))).toBe(true);
    const found = await storage.get('uploads/first');
    expect(found?.contentLength).toBe(13);
    expect(found?.lastModified).toBeInstanceOf(Date);
    expect(await readAll(found?.body ?? Readable.from([]))).toBe('hello, folder');
    expect(await storage.head('uploads/first')).toMatchObject({
      contentLength: 13,
      etag: expect.stringMatching(/^W\/"/),
    });
    expect(await incomingOf(root)).toEqual([]);
  });

  it('issue 21: a second put replaces the file; bytes are stored as given', async () => {
    const { storage } = await freshStore();
    await storage.put('images/a/b.webp', text('one'));
    await storage.put('images/a/b.webp', text('three'));
    expect(await readAll((await storage.get('images/a/b.webp'))?.body ?? Readable.from([]))).toBe(
      'three',
    );
  });

  it('issue 21: a body that fails leaves neither the key nor temporary data', async () => {
    const { root, storage } = await freshStore();
    const failing = Readable.from(
      (async function* () {
        yield text('partial ');
        throw new Error('the body broke');
      })(),
    );
    await expect(storage.put('uploads/broken', failing)).rejects.toThrow('the body broke');
    expect(await storage.head('uploads/broken')).toBeUndefined();
    expect(await incomingOf(root)).toEqual([]);

    // Fails before the temporary file is even open.
    const failingAtOnce = new Readable({
      read() {
        this.destroy(new Error('broke at once'));
      },
    });
    await expect(storage.put('uploads/broken', failingAtOnce)).rejects.toThrow('broke at once');
    expect(await incomingOf(root)).toEqual([]);
  });

  it('issue 21: a missing key answers undefined; delete is idempotent', async () => {
    const { storage } = await freshStore();
    expect(await storage.get('uploads/never')).toBeUndefined();
    expect(await storage.head('uploads/never')).toBeUndefined();
    await storage.put('uploads/gone', text('x'));
    await storage.delete('uploads/gone');
    await storage.delete('uploads/gone');
    await storage.delete('never/was/here');
    expect(await storage.head('uploads/gone')).toBeUndefined();
  });

  it('issue 21: a key never reaches outside the folder', async () => {
    const { storage } = await freshStore();
    await expect(storage.put('../outside', text('x'))).rejects.toThrow(/storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/storage key/);
    await expect(storage.delete('uploads/../../x')).rejects.toThrow(/storage key/);
    await expect(keysOf(storage, '../')).rejects.toThrow(/storage key/);
  });

  it('issue 21: lists the keys under a prefix, nested folders included, hidden files never', async () => {
    const { root, storage } = await freshStore();
    for (const key of [
      'uploads/a',
      'uploads/b',
      'uploads-old/c',
      'images/x/y.webp',
      'images/z.jpg',
    ])
      await storage.put(key, text(key));
    // Files that are not keys (other data in DATA_DIR, interrupted writes) stay out of lists.
    await mkdir(path.join(root, LOCAL_INCOMING_DIR), { recursive: true });
    await writeFile(path.join(root, LOCAL_INCOMING_DIR, 'left.part'), 'x');
    await writeFile(path.join(root, 'uploads', '.DS_Store'), 'x');

    expect(await keysOf(storage, 'uploads/')).toEqual(['uploads/a', 'uploads/b']);
    expect(await keysOf(storage, 'uploads')).toEqual(['uploads-old/c', 'uploads/a', 'uploads/b']);
    expect(await keysOf(storage, 'images/')).toEqual(['images/x/y.webp', 'images/z.jpg']);
    expect(await keysOf(storage, 'nothing/')).toEqual([]);
    const listed: unknown[] = [];
    for await (const object of storage.list('images/z')) listed.push(object);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ key: 'images/z.jpg', size: 'images/z.jpg'.length });
  });

  it('issue 21: signs no addresses; sweeps only stale interrupted writes', async () => {
    const { root, storage } = await freshStore();
    expect(
      await storage.signedGetUrl('uploads/a', { expiresInSeconds: 60, fileName: 'a.txt' }),
    ).toBeUndefined();
    const incoming = path.join(root, LOCAL_INCOMING_DIR);
    await mkdir(incoming, { recursive: true });
    await writeFile(path.join(incoming, 'old.part'), 'x');
    await writeFile(path.join(incoming, 'new.part'), 'x');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await utimes(path.join(incoming, 'old.part'), dayAgo, dayAgo);
    expect(await storage.sweepIncomplete?.(new Date(Date.now() - 60_000))).toBe(1);
    expect(await readdir(incoming)).toEqual(['new.part']);
  });
});
