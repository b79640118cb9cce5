import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { formUploads } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http/api-errors';
import { formDraftsService } from '../draft-service';
import { formsService } from '../form-service';
import { STALLED_UPLOAD_MESSAGE, UploadStalled } from './inspect-upload';
import { stalledError } from './upload-action';
import { uploadService, type UploadService } from './upload-service';
import { localObjectStorage } from '../../platform/storage/local-object-storage';
import { uploadStoreOn } from './upload-store';

const FORM_ID = 45001;
/** Short, so the tests run quickly; the site's own is UPLOAD_STALL_MS. */
const STALL_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseTargets())('an upload that stops arriving ($name)', (target) => {
  let database: DatabaseHandle;
  let uploads: UploadService;
  let directory: string;

  beforeAll(async () => {
    database = await target.open();
    await formRepository(database.db).upsert({
      id: FORM_ID,
      slug: 'stalled-upload-test',
      title: 'Stalled upload test',
      status: 'publish',
      definition: {
        fields: [{ id: 'upload-1', type: 'upload', label: 'Notes', file_types: ['txt'] }],
        settings: {},
      },
      successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
    });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    directory = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-stall-')), 'uploads');
    const drafts = formDraftsService(database.db, { mail: { enqueue: async () => ({}) } });
    const forms = formsService(database.db, { drafts });
    uploads = uploadService(database.db, {
      store: uploadStoreOn(localObjectStorage(path.dirname(directory))),
      loadForm: (id) => forms.load(id),
      stallMs: STALL_MS,
    });
  });

  /** Every file in the store, finished or still being written. */
  const filesInStore = () => {
    // The storage writes into its own hidden folder first (DATA_DIR/.incoming).
    const incoming = path.join(path.dirname(directory), '.incoming');
    return [
      ...(existsSync(directory)
        ? readdirSync(directory).filter((name) => name !== '.incoming')
        : []),
      ...(existsSync(incoming) ? readdirSync(incoming) : []),
    ];
  };

  const receive = (stream: PassThrough) =>
    uploads.receive(
      { formId: FORM_ID, elementId: 'upload-1', sessionId: `visit-${Math.random()}` },
      { field: 'file', fileName: 'notes.txt', claimedType: 'text/plain', stream },
      () => undefined,
    );

  it('a file whose bytes stop coming is cut off after the stall time, and its partial file is removed at once', async () => {
    const stream = new PassThrough();
    stream.write('The first lines of the notes arrive, then nothing more.\n');
    const started = Date.now();
    const outcome = receive(stream);
    const settled = outcome.catch((error: unknown) => error);
    // While the visitor is silent, the partial file is being written.
    for (let waited = 0; filesInStore().length === 0 && waited < STALL_MS; waited += 10) {
      await pause(10);
    }
    expect(filesInStore()).toHaveLength(1);

    const error = await Promise.race([settled, pause(STALL_MS * 10).then(() => 'still waiting')]);
    expect(error).toBeInstanceOf(UploadStalled);
    expect((error as UploadStalled).message).toBe(STALLED_UPLOAD_MESSAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALL_MS - 20);
    expect(filesInStore()).toEqual([]);
    expect(await database.db.select().from(formUploads)).toEqual([]);
  });

  it('a slow upload that keeps arriving is never cut off, however long it takes in all', async () => {
    const stream = new PassThrough();
    const outcome = receive(stream);
    // Three stall times in all, a line every third of one.
    for (let line = 0; line < 9; line += 1) {
      stream.write(`Line ${line} of a slow upload.\n`);
      await pause(STALL_MS / 3);
    }
    stream.end();
    const record = await outcome;
    expect(record).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });
    expect(filesInStore()).toEqual([record.storedName]);
  });
});

describe('a stalled upload’s answer', () => {
  it('is a 408 with the message, and the connection closes with it', () => {
    const headers = new Map<string, string>();
    const reply = {
      header(name: string, value: string) {
        headers.set(name, value);
        return reply;
      },
    } as unknown as FastifyReply;
    const error = stalledError(new UploadStalled(60_000), reply);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 408,
      code: 'upload_stalled',
      message: STALLED_UPLOAD_MESSAGE,
    });
    expect(headers.get('connection')).toBe('close');
  });
});
