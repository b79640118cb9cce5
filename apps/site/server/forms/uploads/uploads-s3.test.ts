import { createHash } from 'node:crypto';
import { FORM_ACTIONS, formNonceAnswerSchema } from '@atelier/contracts/forms';
import { UPLOAD_ACTION, uploadSuccessSchema } from '@atelier/contracts/uploads';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { formUploads } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../housekeeping';
import { createObjectStorage } from '../../platform/storage/create-object-storage';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { sessionCookieOf, testApp, testConfig } from '../../testing/test-app';
import { startTestS3Server, type TestS3Server } from '../../testing/test-s3-server';
import { uploadStoreOn } from './upload-store';

const FORM_ID = 43101;
const BOUNDARY = '----atelier-s3-upload-test';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const jpeg = (size: number) =>
  Buffer.concat([JPEG_START, Buffer.alloc(size - JPEG_START.length, 0x41)]);

function multipart(fields: [string, string][], file: { fileName: string; bytes: Buffer }) {
  return Buffer.concat([
    ...fields.map(([name, value]) =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe.each(testDatabaseTargets())('issue 21: form uploads on an S3 store ($name)', (target) => {
  let database: DatabaseHandle;
  let s3: TestS3Server;
  let storage: ObjectStorage;
  let app: FastifyInstance;
  let signedApp: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    s3 = await startTestS3Server();
    storage = createObjectStorage(s3.storageConfig({ prefix: 'site/' }));
    await formRepository(database.db).upsert({
      id: FORM_ID,
      slug: 's3-upload-test-form',
      title: 'S3 upload test form',
      status: 'publish',
      definition: {
        fields: [
          {
            id: 'upload-1',
            type: 'upload',
            label: 'Photos',
            multiple: true,
            file_types: ['jpg'],
            max_file_size: 64 * 1024,
            max_files: 3,
          },
        ],
        settings: {},
      },
      successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
    });
    const config = testConfig();
    app = await testApp(database, { config, storage });
    signedApp = await testApp(database, {
      config: { ...config, storage: { store: s3.storageConfig(), signedDownloads: true } },
      storage,
    });
  });
  afterAll(async () => {
    await app.close();
    await signedApp.close();
    await database.close();
    await s3.close();
  });

  async function visit(on: FastifyInstance) {
    const answer = await on.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${FORM_ACTIONS.getNonce}`,
    });
    const { data: nonce } = formNonceAnswerSchema.parse(answer.json());
    return { cookie: sessionCookieOf(answer), nonce };
  }

  async function upload(
    on: FastifyInstance,
    visitor: { cookie: string; nonce: string },
    bytes: Buffer,
  ) {
    const response = await on.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: {
        cookie: visitor.cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart(
        [
          ['action', UPLOAD_ACTION],
          ['form_id', String(FORM_ID)],
          ['element_id', 'upload-1'],
          ['nonce', visitor.nonce],
          ['totalFiles', '1'],
        ],
        { fileName: 'wall.jpg', bytes },
      ),
    });
    return response;
  }

  const storedNameOf = async (fileId: string) => {
    const [row] = await database.db
      .select({ storedName: formUploads.storedName })
      .from(formUploads)
      .where(eq(formUploads.id, fileId));
    return row?.storedName ?? '';
  };

  it('issue 21: an upload streams into the bucket and its owner downloads it through the checked route', async () => {
    const visitor = await visit(app);
    const bytes = jpeg(40_000);
    const response = await upload(app, visitor, bytes);
    expect(response.statusCode).toBe(200);
    const record = uploadSuccessSchema.parse(response.json()).data;

    // The bytes are in the bucket, under the store's name and S3_PREFIX, not the visitor's.
    const storedName = await storedNameOf(record.file_id);
    const object = await storage.head(`uploads/${storedName}`);
    expect(object?.contentLength).toBe(bytes.length);

    const download = await app.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: visitor.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toContain('attachment; filename="wall.jpg"');
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );

    // Another visitor (or none) gets the same 404 as for a file that does not exist.
    const stranger = await visit(app);
    for (const headers of [{ cookie: stranger.cookie }, {}]) {
      const refused = await app.inject({ method: 'GET', url: record.file_url, headers });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('issue 21: a file over the limit is refused while streaming and leaves nothing in the bucket', async () => {
    const before: string[] = [];
    for await (const object of storage.list('uploads/')) before.push(object.key);
    const visitor = await visit(app);
    const response = await upload(app, visitor, jpeg(70 * 1024));
    expect(response.statusCode).toBe(400);
    const after: string[] = [];
    for await (const object of storage.list('uploads/')) after.push(object.key);
    expect(after.sort()).toEqual(before.sort());
  });

  it('issue 21: with signed downloads the owner is redirected to a signed address valid a minute', async () => {
    const visitor = await visit(signedApp);
    const bytes = jpeg(5000);
    const record = uploadSuccessSchema.parse((await upload(signedApp, visitor, bytes)).json()).data;

    const download = await signedApp.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: visitor.cookie },
    });
    expect(download.statusCode).toBe(302);
    expect(download.headers['cache-control']).toBe('private, no-store');
    const location = String(download.headers.location);
    expect(location.startsWith(`${s3.endpoint}/`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=60');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(fetched.headers.get('content-disposition')).toContain('filename="wall.jpg"');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);

    // The owner check comes first: no redirect (no address) for anyone else.
    const stranger = await visit(signedApp);
    const refused = await signedApp.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
  });

  it('issue 21: the orphan clean-up deletes never-submitted uploads and unrecorded objects from the bucket', async () => {
    const visitor = await visit(app);
    const record = uploadSuccessSchema.parse((await upload(app, visitor, jpeg(3000))).json()).data;
    const storedName = await storedNameOf(record.file_id);
    // What a crash between storing and recording leaves: an object no row names.
    const unrecorded = `uploads/${'U'.repeat(32)}`;
    await storage.put(unrecorded, Buffer.from('stored, then the process died'));

    const store = uploadStoreOn(storage);
    await runHousekeeping(database.db, new Date(), { uploads: store });
    expect(await storage.head(`uploads/${storedName}`)).toBeDefined();
    expect(await storage.head(unrecorded)).toBeDefined();

    const report = await runHousekeeping(database.db, new Date(Date.now() + 25 * 3_600_000), {
      uploads: store,
    });
    expect(report.orphanUploads).toBeGreaterThanOrEqual(2);
    expect(await storage.head(`uploads/${storedName}`)).toBeUndefined();
    expect(await storage.head(unrecorded)).toBeUndefined();
    const gone = await app.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: visitor.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
