import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/test-s3-server';
import { createObjectStorage, describeStorage } from './create-object-storage';
import { MIN_PART_SIZE, s3ObjectStorage } from './s3-object-storage';
import type { ObjectStorage } from './object-storage';

const text = (value: string) => new TextEncoder().encode(value);

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function keysOf(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** `total` bytes of a repeating pattern made 64 KiB at a time: never held whole in memory. */
function patternStream(total: number, failAfter?: number): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < chunk.length; index += 1) chunk[index] = (index * 31) % 251;
  let sent = 0;
  return Readable.from(
    (async function* () {
      while (sent < total) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('the body broke');
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        yield piece;
      }
    })(),
  );
}

const digestOf = async (body: Readable) =>
  createHash('sha256')
    .update(await readAll(body))
    .digest('hex');

describe('issue 21: the S3 object store against s3rver', () => {
  let s3: TestS3Server;
  let storage: ObjectStorage;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = createObjectStorage(s3.storageConfig({ prefix: 'site-a/' }));
  });
  afterAll(async () => {
    await s3.close();
  });

  it('issue 21: puts, heads and gets an object, with its type and length', async () => {
    await storage.put('uploads/first', text('hello, bucket'), { contentType: 'text/plain' });
    expect(await storage.head('uploads/first')).toMatchObject({
      contentLength: 13,
      contentType: 'text/plain',
    });
    const found = await storage.get('uploads/first');
    expect(found?.contentLength).toBe(13);
    expect(found?.contentType).toBe('text/plain');
    expect(found?.lastModified).toBeInstanceOf(Date);
    expect((await readAll(found?.body ?? Readable.from([]))).toString()).toBe('hello, bucket');
  });

  it('issue 21: a stream body is stored as it comes; a second put replaces the object', async () => {
    await storage.put('images/a/b.webp', Readable.from([text('one '), text('two')]));
    await storage.put('images/a/b.webp', Readable.from([text('three')]), {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const found = await storage.get('images/a/b.webp');
    expect((await readAll(found?.body ?? Readable.from([]))).toString()).toBe('three');
    expect(found?.contentType).toBe('image/webp');
  });

  it('issue 21: a missing key answers undefined; delete is idempotent', async () => {
    expect(await storage.get('uploads/never')).toBeUndefined();
    expect(await storage.head('uploads/never')).toBeUndefined();
    await storage.put('uploads/gone', text('x'));
    await storage.delete('uploads/gone');
    await storage.delete('uploads/gone');
    await storage.delete('uploads/never');
    expect(await storage.head('uploads/gone')).toBeUndefined();
  });

  it('issue 21: keys are checked before anything reaches the bucket', async () => {
    for (const key of ['../escape', '/absolute', 'a//b', 'uploads/.hidden', 'a\\b', '']) {
      await expect(storage.put(key, text('x'))).rejects.toThrow(/storage key/);
      await expect(storage.get(key)).rejects.toThrow(/storage key/);
    }
  });

  it('issue 21: list pages through every key under a prefix and strips S3_PREFIX', async () => {
    const paged = createObjectStorage(s3.storageConfig({ prefix: 'site-a/', listPageSize: 7 }));
    const expected = Array.from(
      { length: 23 },
      (_, index) => `paged/${String(index).padStart(2, '0')}`,
    );
    for (const key of expected) await paged.put(key, text(key));
    await paged.put('pagedness/not-this-one', text('x'));
    // Another site's objects in the same bucket are not ours to list.
    const other = createObjectStorage(s3.storageConfig({ prefix: 'site-b/' }));
    await other.put('paged/99', text('other site'));

    const listed: { key: string; size: number }[] = [];
    for await (const object of paged.list('paged/')) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual(expected);
    expect(listed.every((object) => object.size === 8)).toBe(true);
    expect(await keysOf(other, 'paged/')).toEqual(['paged/99']);

    // The page size was really in force: the bucket answers in pages of 7.
    const client = s3ObjectStorage({ ...settingsOf(s3), listPageSize: 7 }).client;
    const firstPage = await client.send(
      new ListObjectsCommand({ Bucket: s3.bucket, Prefix: 'site-a/paged/', MaxKeys: 7 }),
    );
    expect(firstPage.Contents).toHaveLength(7);
    expect(firstPage.IsTruncated).toBe(true);
  });

  it('issue 21: a body over the part size goes up in parts and comes back whole', async () => {
    const size = MIN_PART_SIZE * 2 + 12_345;
    const recorded = s3ObjectStorage(settingsOf(s3, 'site-a/'));
    const commands: string[] = [];
    recorded.client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize' },
    );
    await recorded.put('uploads/large', patternStream(size), {
      contentType: 'application/octet-stream',
    });
    const stored = await storage.head('uploads/large');
    expect(stored?.contentLength).toBe(size);
    // The bucket saw a multipart upload of three parts, not one PutObject.
    expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(commands).toContain('CompleteMultipartUploadCommand');
    expect(commands).not.toContain('PutObjectCommand');
    const found = await storage.get('uploads/large');
    expect(await digestOf(found?.body ?? Readable.from([]))).toBe(
      await digestOf(patternStream(size)),
    );
  });

  it('issue 21: a body that fails part-way leaves no object behind', async () => {
    await expect(
      storage.put('uploads/broken', patternStream(MIN_PART_SIZE * 3, MIN_PART_SIZE + 1)),
    ).rejects.toThrow('the body broke');
    expect(await storage.head('uploads/broken')).toBeUndefined();
    await expect(storage.put('uploads/broken-small', patternStream(100, 0))).rejects.toThrow(
      'the body broke',
    );
    expect(await storage.head('uploads/broken-small')).toBeUndefined();
  });

  it('issue 21: a presigned GET fetches the object as an attachment, until it is deleted', async () => {
    await storage.put('uploads/signed', text('signed bytes'), { contentType: 'text/plain' });
    const url = await storage.signedGetUrl('uploads/signed', {
      expiresInSeconds: 60,
      fileName: 'Café "menu".txt',
      contentType: 'text/plain',
    });
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=60/);
    const answer = await fetch(url ?? '');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('signed bytes');
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Caf%C3%A9");

    await storage.delete('uploads/signed');
    expect((await fetch(url ?? '')).status).toBe(404);
  });
});

describe('issue 21: storage settings in logs', () => {
  it('issue 21: the start-up description masks the secret key', () => {
    const described = JSON.stringify(
      describeStorage({
        driver: 's3',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        bucket: 'atelier',
        accessKeyId: 'access-id',
        secretAccessKey: 'very-secret-s3-key',
        forcePathStyle: true,
        prefix: '',
      }),
    );
    expect(described).toContain('atelier');
    expect(described).not.toContain('very-secret-s3-key');
  });
});

function settingsOf(s3: TestS3Server, prefix = '') {
  const config = s3.storageConfig({ prefix });
  if (config.driver !== 's3') throw new Error('expected S3 settings');
  return config;
}
