import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_ACTIONS, formNonceAnswerSchema } from '@atelier/contracts/forms';
import { UPLOAD_ACTION, uploadSuccessSchema } from '@atelier/contracts/uploads';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { formRepository, type FormWrite } from '@atelier/db/repositories/forms';
import { jobLockRepository, type JobLocks } from '@atelier/db/repositories/job-locks';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { uploadRepository } from '@atelier/db/repositories/uploads';
import { formUploads, mailQueue, products } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore } from '@atelier/db/testing';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoaderFunctionArgs, ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { runHousekeeping } from './housekeeping';
import { UPLOADS_PREFIX, uploadStoreOn, type UploadStore } from './forms/uploads/upload-store';
import { ORPHAN_UPLOAD_MS } from './forms/uploads/orphan-cleanup';
import { testPageBuild } from './platform/http/test-page-build';
import { startMailWorker, type MailWorker } from './platform/mail/mail-worker';
import type { MailTransport } from './platform/mail/transports';
import { createObjectStorage } from './platform/storage/create-object-storage';
import type { ObjectStorage } from './platform/storage/object-storage';
import { sessionCookieOf, testConfig } from './testing/test-app';
import { startTestS3Server, type TestS3Server } from './testing/test-s3-server';

/**
 * Issue 21 (ADR 0031): two app instances, each with its own connection pool and LISTEN
 * connection and its own S3 client, as two processes have, on one PostgreSQL schema and one
 * S3-compatible bucket (s3rver, started here). Background work must be done once between them,
 * and a change made through one must be seen through the other. Runs only against PostgreSQL
 * (TEST_DATABASE_URL): PGlite belongs to one process.
 */

const url = process.env.TEST_DATABASE_URL;
const FORM_ID = 43_021;
const BOUNDARY = '----atelier-multi-instance';
const HOUR_MS = 3_600_000;

/** A form of our own with an upload field: the demo forms have none. */
const uploadForm: FormWrite = {
  id: FORM_ID,
  slug: 'multi-instance-upload-form',
  title: 'Two instances',
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
        max_files: 20,
      },
    ],
    settings: {},
  },
  successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
};

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const jpeg = (marker: string) =>
  Buffer.concat([JPEG_START, Buffer.from(marker.padEnd(2000, '.'), 'latin1')]);

/** The upload call's multipart body, as the form runtime sends it. */
function uploadBody(nonce: string, fileName: string, bytes: Buffer): Buffer {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      field('action', UPLOAD_ACTION) +
        field('form_id', String(FORM_ID)) +
        field('element_id', 'upload-1') +
        field('nonce', nonce) +
        field('totalFiles', '1') +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'latin1',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Every delete asked of the shared store, by the instance that asked. */
const deletions: { instance: string; storedName: string }[] = [];

/**
 * The instance's view of the shared store: the real store, with deletes recorded and slowed
 * down a little so two sweeps really overlap.
 */
function countingStore(instance: string, store: UploadStore): UploadStore {
  return {
    ...store,
    async delete(storedName) {
      deletions.push({ instance, storedName });
      await new Promise((resolve) => setTimeout(resolve, 10));
      await store.delete(storedName);
    },
  };
}

/** Every delivery a worker made: which queue row, through which instance. */
const deliveries: { instance: string; queueId: number }[] = [];

function countingTransport(instance: string): MailTransport {
  return {
    description: `counting transport of ${instance}`,
    async deliver(message) {
      // A delivery takes a moment, as SMTP does: the other worker polls meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
      deliveries.push({ instance, queueId: message.queueId });
    },
    redact: (text) => text,
    close: () => undefined,
  };
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Instance {
  name: string;
  database: DatabaseHandle;
  app: FastifyInstance;
  /** The instance's own client of the shared bucket. */
  storage: ObjectStorage;
  uploads: UploadStore;
  locks: JobLocks;
  /** How many times this instance's page loader ran (a page cache miss). */
  renders: number;
}

/**
 * A hand-made page build (no Vite) whose `/contact/` page shows one product's price, read through
 * the instance's own services and tagged with the product, as the real product page is.
 */
function priceShowingPages(instance: { renders: number }, productId: () => number): ServerBuild {
  const { build } = testPageBuild({
    async loader({ context }: LoaderFunctionArgs) {
      instance.renders += 1;
      context.page.dependsOn(`products:${productId()}`);
      const product = await context.services.catalogue.productById(productId());
      return { priceCents: product?.minPriceCents ?? null };
    },
  });
  const document = (
    _request: Request,
    status: number,
    headers: Headers,
    entry: { staticHandlerContext: { loaderData: Record<string, unknown> } },
  ) => {
    headers.set('content-type', 'text/html; charset=utf-8');
    const data = JSON.stringify(entry.staticHandlerContext.loaderData['routes/contact'] ?? null);
    return new Response(`<!doctype html><title>Price</title><p id="data">${data}</p>`, {
      status,
      headers,
    });
  };
  return { ...build, entry: { module: { default: document } } } as unknown as ServerBuild;
}

describe.skipIf(!url)('issue 21: two instances on one PostgreSQL and one store', () => {
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  // One DATA_DIR is enough: with the S3 store nothing of the instances' is kept there.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-multi-'));
  // Errors are logged: an unexpected 500 in either instance says why.
  const config = testConfig({ dataDir, logLevel: 'error' });
  let s3: TestS3Server;
  const instances: Instance[] = [];
  let productId = 0;
  let one: Instance;
  let two: Instance;

  /** An instance's own pool and LISTEN connection, as a process of its own has. */
  const openInstanceDatabase = () => openDatabase({ url, schemaName, poolSize: 4 });

  async function startInstance(name: string, database: DatabaseHandle): Promise<Instance> {
    const storage = createObjectStorage(s3.storageConfig());
    const instance = {
      name,
      database,
      renders: 0,
      storage,
      uploads: countingStore(name, uploadStoreOn(storage)),
      locks: jobLockRepository(database),
    };
    const app = await buildApp({
      config,
      database,
      storage,
      pages: { build: priceShowingPages(instance, () => productId) },
    });
    await app.ready();
    // The loader counts on the object it was given: hand that same object back.
    return Object.assign(instance, { app });
  }

  beforeAll(async () => {
    s3 = await startTestS3Server();
    // One after the other: opening creates the test's schema, which two at once would race.
    const first = await openInstanceDatabase();
    const second = await openInstanceDatabase();
    // Both start together: the migration lock lets one migrate while the other waits.
    await Promise.all([first.migrate(), second.migrate()]);
    await seedDemoContent(first, imagelessStore);
    await formRepository(first.db).upsert(uploadForm);
    const [priced] = await first.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.kind, 'original'), isNotNull(products.priceCents)))
      .limit(1);
    if (!priced) throw new Error('The demo gallery has no priced original.');
    productId = priced.id;
    one = await startInstance('one', first);
    two = await startInstance('two', second);
    instances.push(one, two);
  }, 180_000);

  afterAll(async () => {
    // Closing a `test_` schema's handle drops the schema: the last one closed does that.
    for (const instance of instances.reverse()) {
      await instance.app.close();
      await instance.database.close();
    }
    await s3?.close();
  });

  it('issue 21: with a worker in each instance, every queued mail is delivered exactly once', async () => {
    const workers: MailWorker[] = [one, two].map((instance) =>
      startMailWorker({
        db: instance.database.db,
        transport: countingTransport(instance.name),
        from: 'Atelier <shop@atelier.example>',
        log: silentLog,
        pollIntervalMs: 20,
      }),
    );
    try {
      const queued: number[] = [];
      for (let index = 0; index < 40; index += 1) {
        // Queued through both instances, as visitors' requests land on either.
        const through = index % 2 === 0 ? one : two;
        queued.push(
          await mailQueueRepository(through.database.db).enqueue({
            recipient: `buyer${index}@example.com`,
            subject: `Order ${index}`,
            textBody: 'Thank you.',
            purpose: 'issue-21-test',
          }),
        );
      }
      const deadline = Date.now() + 20_000;
      for (;;) {
        const unsent = await one.database.db
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(and(inArray(mailQueue.id, queued), isNull(mailQueue.sentAt)));
        if (unsent.length === 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const ours = deliveries.filter((delivery) => queued.includes(delivery.queueId));
      expect(ours.map((delivery) => delivery.queueId).sort((a, b) => a - b)).toEqual(
        [...queued].sort((a, b) => a - b),
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });

  it('issue 21: a change made through one instance drops the other instance’s cached page', async () => {
    const page = async (instance: Instance) => {
      const response = await instance.app.inject({ method: 'GET', url: '/contact/' });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const before = await page(one);
    expect(await page(two)).toBe(before);
    // Asked again, both answer from their page cache: no loader runs.
    await page(one);
    await page(two);
    expect([one.renders, two.renders]).toEqual([1, 1]);

    const newPrice = 987_654;
    expect(before).not.toContain(String(newPrice));
    await one.database.db
      .update(products)
      .set({ priceCents: newPrice })
      .where(eq(products.id, productId));

    // The notice reaches the other instance's LISTEN connection asynchronously.
    const deadline = Date.now() + 5_000;
    let seen = await page(two);
    while (!seen.includes(String(newPrice)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await page(two);
    }
    expect(seen).toContain(`{"priceCents":${newPrice}}`);
    expect(await page(one)).toContain(`{"priceCents":${newPrice}}`);
    expect([one.renders, two.renders]).toEqual([2, 2]);
  });

  /** A visitor of the site: the session and the form's nonce, asked of `instance`. */
  async function visit(instance: Instance) {
    const answer = await instance.app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${FORM_ACTIONS.getNonce}`,
    });
    const { data: nonce } = formNonceAnswerSchema.parse(answer.json());
    return { cookie: sessionCookieOf(answer), nonce };
  }

  async function upload(
    instance: Instance,
    visitor: { cookie: string; nonce: string },
    marker: string,
  ) {
    const response = await instance.app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: {
        cookie: visitor.cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: uploadBody(visitor.nonce, `${marker}.jpg`, jpeg(marker)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return uploadSuccessSchema.parse(response.json()).data;
  }

  it('issue 21: a file uploaded through one instance is in the bucket, read and removed through the other', async () => {
    const visitor = await visit(one);
    const record = await upload(one, visitor, 'shared-upload');
    const download = await two.app.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: visitor.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(jpeg('shared-upload'))).toBe(true);

    const [row] = await one.database.db
      .select({ storedName: formUploads.storedName })
      .from(formUploads)
      .where(eq(formUploads.id, record.file_id));
    const key = `${UPLOADS_PREFIX}${row?.storedName ?? 'missing'}`;
    expect(await one.storage.head(key)).toBeDefined();
    const removed = await two.app.inject({
      method: 'DELETE',
      url: `${record.file_url}?nonce=${encodeURIComponent(visitor.nonce)}`,
      headers: { cookie: visitor.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await one.storage.head(key)).toBeUndefined();
    const gone = await one.app.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: visitor.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('issue 21: both instances sweeping at once remove each orphaned upload exactly once', async () => {
    const orphans: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const through = index % 2 === 0 ? one : two;
      const record = await upload(through, await visit(through), `orphan-${index}`);
      orphans.push(record.file_id);
    }
    const rows = await one.database.db
      .select({ storedName: formUploads.storedName })
      .from(formUploads)
      .where(inArray(formUploads.id, orphans));
    const storedNames = rows.map((row) => row.storedName);
    expect(storedNames).toHaveLength(8);

    const later = new Date(Date.now() + ORPHAN_UPLOAD_MS + HOUR_MS);
    deletions.length = 0;
    const reports = await Promise.all(
      [one, two].map((instance) =>
        runHousekeeping(instance.database.db, later, {
          uploads: instance.uploads,
          locks: instance.locks,
        }),
      ),
    );
    const removedCount = reports.reduce((sum, report) => sum + (report.orphanUploads ?? 0), 0);
    expect(removedCount).toBe(8);
    // Each file was deleted once, by one of the two, and is gone; so are the rows.
    const deletedNames = deletions.map((deletion) => deletion.storedName);
    expect([...deletedNames].sort()).toEqual([...storedNames].sort());
    for (const storedName of storedNames) {
      expect(await one.storage.head(`${UPLOADS_PREFIX}${storedName}`)).toBeUndefined();
    }
    expect(
      await one.database.db
        .select({ id: formUploads.id })
        .from(formUploads)
        .where(inArray(formUploads.id, orphans)),
    ).toEqual([]);
  });

  it('issue 21: two purges of orphan rows at once answer each row to exactly one of them', async () => {
    const cutoff = new Date();
    const old = new Date(cutoff.getTime() - HOUR_MS);
    const names = Array.from({ length: 1_200 }, (_, index) => `claim-${index}`);
    await one.database.db.insert(formUploads).values(
      names.map((storedName, index) => ({
        id: `claim-test-${index}`,
        formId: FORM_ID,
        elementId: 'upload-1',
        sessionId: 'claim-test',
        fileName: 'x.jpg',
        storedName,
        mimeType: 'image/jpeg',
        sizeBytes: 1,
        sha256: '0',
        createdAt: old,
      })),
    );
    const [first, second] = await Promise.all(
      [one, two].map((instance) => uploadRepository(instance.database.db).purgeOrphans(cutoff)),
    );
    const answered = [...(first ?? []), ...(second ?? [])];
    // No name twice, and every one of ours (an earlier test's leftovers may come along).
    expect(new Set(answered).size).toBe(answered.length);
    expect(new Set(answered.filter((name) => name.startsWith('claim-')))).toEqual(new Set(names));
  });
});
