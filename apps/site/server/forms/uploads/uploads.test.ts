import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import {
  FORM_ACTIONS,
  formNonceAnswerSchema,
  formSubmitAnswerSchema,
} from '@atelier/contracts/forms';
import {
  UPLOAD_ACTION,
  uploadRefusalSchema,
  uploadSuccessSchema,
  type UploadedFileRecord,
} from '@atelier/contracts/uploads';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository, type FormWrite } from '@atelier/db/repositories/forms';
import { formUploads } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirOf } from '../../app';
import { runHousekeeping } from '../../housekeeping';
import { sessionCookieOf, testApp, testConfig } from '../../testing/test-app';
import { DAMAGED_NAME_MESSAGE } from './upload-service';
import { localObjectStorage } from '../../platform/storage/local-object-storage';
import { uploadStoreOn } from './upload-store';

const FORM_ID = 43001;
const SIZE_LIMIT = 64 * 1024;
const BOUNDARY = '----atelier-upload-test';

const MESSAGES = {
  uploadSize: 'Photos may be {0} at most.',
  uploadType: 'is not a kind of file we take.',
  uploadLimit: 'Three photos are plenty: {0} at most.',
};

/** A form of our own: the demo forms have no upload field. */
const uploadForm: FormWrite = {
  id: FORM_ID,
  slug: 'upload-test-form',
  title: 'Upload test form',
  status: 'publish',
  definition: {
    fields: [
      { id: 'text-1', type: 'text', label: 'Name', required: true },
      {
        id: 'upload-1',
        type: 'upload',
        label: 'Photos of the wall',
        multiple: true,
        file_types: ['jpg', 'png', 'pdf', 'txt', 'svg'],
        max_file_size: SIZE_LIMIT,
        max_files: 3,
        messages: MESSAGES,
      },
      {
        id: 'upload-2',
        type: 'upload',
        label: 'Sketch',
        file_types: ['pdf'],
        max_file_size: 20_000,
      },
      {
        id: 'upload-3',
        type: 'upload',
        label: 'Many pictures',
        multiple: true,
        file_types: ['png'],
        max_file_size: SIZE_LIMIT,
        max_files: 5,
      },
      {
        id: 'upload-4',
        type: 'upload',
        label: 'One reference photo',
        multiple: true,
        file_types: ['jpg'],
        max_file_size: SIZE_LIMIT,
        max_files: 1,
        messages: { uploadLimit: 'One reference photo is enough.' },
      },
    ],
    settings: {},
  },
  successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks, {text-1}.' },
};

/** Bytes that file-type recognises, padded to `size`. */
const filler = (size: number, prefix: Buffer) =>
  Buffer.concat([prefix, Buffer.alloc(Math.max(0, size - prefix.length), 0x41)]).subarray(0, size);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
/** The signature and a 1 × 1 IHDR chunk: file-type reads the first chunk too. */
const PNG_START = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const EXE_START = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200),
]);
const jpeg = (size = 2048) => filler(size, JPEG_START);
const png = (size = 2048) => filler(size, PNG_START);
const pdf = (size = 2048) => filler(size, Buffer.from('%PDF-1.4\n'));

type Part =
  | readonly [name: string, value: string]
  | { readonly field: string; readonly fileName: string; readonly bytes: Buffer };

const partHead = (part: Part) =>
  Array.isArray(part)
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part[0]}"\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${(part as { field: string }).field}"; filename="${(part as { fileName: string }).fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

/** A multipart body as a browser's FormData sends it: the parts in the order given. */
function multipartBody(parts: readonly Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(partHead(part), 'latin1'),
      Array.isArray(part)
        ? Buffer.from(part[1] as string, 'utf8')
        : (part as { bytes: Buffer }).bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

describe.each(testDatabaseTargets())('form uploads ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const config = testConfig();
  const uploadsDir = uploadsDirOf(config);

  beforeAll(async () => {
    database = await target.open();
    await formRepository(database.db).upsert(uploadForm);
    app = await testApp(database, { config });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A visit: the session cookie and the form's submit nonce, as a page gives them. */
  async function visit() {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${FORM_ACTIONS.getNonce}`,
    });
    const { data: nonce } = formNonceAnswerSchema.parse(answer.json());
    return { cookie: sessionCookieOf(answer), nonce };
  }

  const uploadParts = (
    nonce: string,
    file: { fileName: string; bytes: Buffer },
    element = 'upload-1',
  ): Part[] => [
    ['action', UPLOAD_ACTION],
    ['form_id', String(FORM_ID)],
    ['element_id', element],
    ['nonce', nonce],
    ['totalFiles', '1'],
    { field: 'file', ...file },
  ];

  function post(cookie: string, parts: readonly Part[]) {
    return app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie, 'content-type': MULTIPART },
      payload: multipartBody(parts),
    });
  }

  const upload = (
    visitor: { cookie: string; nonce: string },
    file: { fileName: string; bytes: Buffer },
    element = 'upload-1',
  ) => post(visitor.cookie, uploadParts(visitor.nonce, file, element));

  const stored = (response: LightMyRequestResponse): UploadedFileRecord => {
    expect(response.statusCode).toBe(200);
    return uploadSuccessSchema.parse(response.json()).data;
  };

  function expectRefused(response: LightMyRequestResponse, errorType: string, message: string) {
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(uploadRefusalSchema.parse(response.json())).toEqual({
      success: false,
      data: { success: false, message, error_type: errorType },
    });
  }

  const rowsOf = (sessionCookie: string) =>
    database.db
      .select()
      .from(formUploads)
      .where(
        eq(
          formUploads.sessionId,
          decodeURIComponent(sessionCookie.split('=')[1] ?? '').split('.')[0] ?? '',
        ),
      );

  /** Every file in the store, finished or not. */
  const filesOnDisk = () => {
    const finished = existsSync(uploadsDir)
      ? readdirSync(uploadsDir).filter((name) => name !== '.incoming')
      : [];
    // The storage writes into its own hidden folder first (DATA_DIR/.incoming).
    const incoming = path.join(config.dataDir, '.incoming');
    return { finished, incoming: existsSync(incoming) ? readdirSync(incoming) : [] };
  };

  it('UPL-004 UPL-005 UPL-006 a photo within the limits is stored under a random name and read back by its uploader', async () => {
    const visitor = await visit();
    const bytes = jpeg(5000);
    const record = stored(await upload(visitor, { fileName: 'wall.jpg', bytes }));
    expect(record).toEqual({
      success: true,
      message: '',
      file_id: expect.stringMatching(/^[\w-]{32}$/),
      file_name: 'wall.jpg',
      mime_type: 'image/jpeg',
      file_url: `/api/uploads/${record.file_id}`,
    });
    const [row] = await rowsOf(visitor.cookie);
    expect(row).toMatchObject({
      id: record.file_id,
      formId: FORM_ID,
      elementId: 'upload-1',
      fileName: 'wall.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 5000,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      entryId: null,
    });
    // The bytes are in the store, under a name that is not the visitor's.
    expect(row?.storedName).not.toContain('wall');
    expect(readFileSync(path.join(uploadsDir, row?.storedName ?? '')).equals(bytes)).toBe(true);

    const download = await app.inject({
      method: 'GET',
      url: record.file_url,
      headers: { cookie: visitor.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `attachment; filename="wall.jpg"; filename*=UTF-8''wall.jpg`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('a file is read back only by the session that uploaded it; anyone else gets a JSON 404', async () => {
    const owner = await visit();
    const record = stored(await upload(owner, { fileName: 'mine.png', bytes: png() }));
    const stranger = await visit();
    for (const url of [record.file_url, '/api/uploads/unknown', `/api/uploads/${'A'.repeat(32)}`]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: stranger.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, data: { code: 'upload_not_found' } });
    }
  });

  it('UPL-007 DEC-10 a file exactly at the limit is stored; one byte more is refused with the field’s size message and leaves nothing', async () => {
    const visitor = await visit();
    stored(await upload(visitor, { fileName: 'exact.jpg', bytes: jpeg(SIZE_LIMIT) }));
    const before = filesOnDisk();
    expectRefused(
      await upload(visitor, { fileName: 'big.jpg', bytes: jpeg(SIZE_LIMIT + 1) }),
      'size',
      'Photos may be 64 KB at most.',
    );
    expect(filesOnDisk()).toEqual(before);
    expect(await rowsOf(visitor.cookie)).toHaveLength(1);
  });

  it('UPL-008 an extension the field does not allow is refused with the field’s type message, prefixed with the extension', async () => {
    const visitor = await visit();
    expectRefused(
      await upload(visitor, { fileName: 'tool.exe', bytes: EXE_START }),
      'type',
      '.exe is not a kind of file we take.',
    );
    expect(await rowsOf(visitor.cookie)).toEqual([]);
  });

  it('a program renamed to .jpg is refused: its bytes are not a JPEG', async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    expectRefused(
      await upload(visitor, { fileName: 'holiday.jpg', bytes: EXE_START }),
      'type',
      '.jpg: programs cannot be uploaded here.',
    );
    expectRefused(
      await upload(visitor, { fileName: 'scan.pdf', bytes: png() }),
      'type',
      ".pdf: the file's content is not what its extension says, so it was not accepted. Please choose the original file.",
    );
    expect(filesOnDisk()).toEqual(before);
    expect(await rowsOf(visitor.cookie)).toEqual([]);
  });

  it('plain text is taken by its extension, but a .txt holding binary data is not', async () => {
    const visitor = await visit();
    const notes = stored(
      await upload(visitor, { fileName: 'notes.txt', bytes: Buffer.from('Oak, 60 × 80 cm\n') }),
    );
    expect(notes.mime_type).toBe('text/plain');
    const drawing = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(stored(await upload(visitor, { fileName: 'plan.svg', bytes: drawing })).mime_type).toBe(
      'image/svg+xml',
    );
    expectRefused(
      await upload(visitor, {
        fileName: 'notes2.txt',
        bytes: Buffer.from([0x00, 0x01, 0x02, 0x03]),
      }),
      'type',
      ".txt: the file's content is not what its extension says, so it was not accepted. Please choose the original file.",
    );
  });

  it('ERR-010 a 0-byte file and a missing file are refused clearly, storing nothing', async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    expectRefused(
      await upload(visitor, { fileName: 'empty.jpg', bytes: Buffer.alloc(0) }),
      'empty',
      'This file is empty (0 bytes). Please choose another file.',
    );
    expectRefused(
      await post(
        visitor.cookie,
        uploadParts(visitor.nonce, { fileName: 'x', bytes: Buffer.alloc(0) }).slice(0, 5),
      ),
      'empty',
      'No file chosen',
    );
    expect(filesOnDisk()).toEqual(before);
    expect(await rowsOf(visitor.cookie)).toEqual([]);
  });

  it('UPL-009 UPL-005 a file over the field’s count limit is refused with error_type limit and the field’s limit message', async () => {
    const visitor = await visit();
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
      stored(await upload(visitor, { fileName: name, bytes: jpeg() }));
    expectRefused(
      await upload(visitor, { fileName: 'd.jpg', bytes: jpeg() }),
      'limit',
      'Three photos are plenty: 3 at most.',
    );
    // Another visitor has their own three places.
    stored(await upload(await visit(), { fileName: 'e.jpg', bytes: jpeg() }));
  });

  it('UPL-009 twenty files sent at once into a field of five: exactly five are stored, the rest refused with limit', async () => {
    const visitor = await visit();
    const before = filesOnDisk().finished.length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        upload(visitor, { fileName: `picture-${index}.png`, bytes: png(4000 + index) }, 'upload-3'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(uploadRefusalSchema.parse(response.json()).data.error_type).toBe('limit');
    }
    expect(await rowsOf(visitor.cookie)).toHaveLength(5);
    expect(filesOnDisk().finished.length).toBe(before + 5);
    expect(filesOnDisk().incoming).toEqual([]);
  });

  it('UPL-010 a path-traversal name keeps only its last segment, cleaned, and the file stays in the store', async () => {
    const visitor = await visit();
    const record = stored(
      await upload(visitor, {
        fileName: '../../etc/pa<ss>wd|?.txt',
        bytes: Buffer.from('root:x:0:0\n'),
      }),
    );
    expect(record.file_name).toBe('passwd.txt');
    const windows = stored(
      await upload(visitor, { fileName: 'C:\\Users\\ana\\wall*.jpg', bytes: jpeg() }),
    );
    expect(windows.file_name).toBe('wall.jpg');
    const [row] = await rowsOf(visitor.cookie);
    expect(existsSync(path.join(uploadsDir, row?.storedName ?? ''))).toBe(true);
    expect(existsSync(path.join(config.dataDir, '..', 'etc'))).toBe(false);
  });

  it('a wrong nonce is a JSON 403; an unknown form or field a JSON 404; a file before its fields a JSON 400', async () => {
    const visitor = await visit();
    const file = { field: 'file', fileName: 'a.jpg', bytes: jpeg() };
    const forged = await post(visitor.cookie, [
      ['action', UPLOAD_ACTION],
      ['form_id', String(FORM_ID)],
      ['element_id', 'upload-1'],
      ['nonce', (await visit()).nonce],
      file,
    ]);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ success: false, data: { code: 'invalid_nonce' } });

    const unknownForm = await post(visitor.cookie, [
      ['action', UPLOAD_ACTION],
      ['form_id', '999999'],
      ['element_id', 'upload-1'],
      ['nonce', visitor.nonce],
      file,
    ]);
    expect(unknownForm.statusCode).toBe(404);
    expect(unknownForm.json()).toMatchObject({ success: false, data: { code: 'form_not_found' } });

    const unknownField = await upload(visitor, { fileName: 'a.jpg', bytes: jpeg() }, 'upload-9');
    expect(unknownField.statusCode).toBe(404);
    expect(unknownField.json()).toMatchObject({
      success: false,
      data: { code: 'field_not_found' },
    });

    const fileFirst = await post(visitor.cookie, [
      file,
      ...uploadParts(visitor.nonce, { fileName: 'b.jpg', bytes: jpeg() }).slice(0, 5),
    ]);
    expect(fileFirst.statusCode).toBe(400);
    expect(fileFirst.json()).toMatchObject({
      success: false,
      data: { code: 'file_before_fields' },
    });

    for (const response of [forged, unknownForm, unknownField, fileFirst]) {
      expect(response.headers['content-type']).toContain('application/json');
    }
    expect(await rowsOf(visitor.cookie)).toEqual([]);
  });

  it('a visitor takes a file back out of the field (DELETE with the form nonce), which frees its place', async () => {
    const visitor = await visit();
    const records = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
      records.push(stored(await upload(visitor, { fileName: name, bytes: jpeg() })));
    const first = records[0] as UploadedFileRecord;
    const forged = await app.inject({
      method: 'DELETE',
      url: `${first.file_url}?nonce=forged`,
      headers: { cookie: visitor.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${first.file_url}?nonce=${visitor.nonce}`,
      headers: { cookie: visitor.cookie },
    });
    expect(removed.json()).toEqual({ success: true, data: { file_id: first.file_id } });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: first.file_url,
          headers: { cookie: visitor.cookie },
        })
      ).statusCode,
    ).toBe(404);
    stored(await upload(visitor, { fileName: 'd.jpg', bytes: jpeg() }));
  });

  const submitParts = (nonce: string, fields: readonly Part[]): Part[] => [
    ['action', FORM_ACTIONS.submit],
    ['form_id', String(FORM_ID)],
    ['forminator_nonce', nonce],
    ...fields,
  ];

  it('UPL-006 a submit names its files by file_id: the entry keeps them and takes them, once', async () => {
    const visitor = await visit();
    const first = stored(await upload(visitor, { fileName: 'north.jpg', bytes: jpeg(3000) }));
    const second = stored(await upload(visitor, { fileName: 'south.png', bytes: png(4000) }));
    const response = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Ana'],
        ['upload-1[]', first.file_id],
        // The whole uploaded-file record, as the browser keeps it, counts by its file_id.
        ['upload-1[]', JSON.stringify(second)],
      ]),
    );
    const answer = formSubmitAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ success: true, data: { message: 'Thanks, Ana.' } });
    const entryId = answer.data.entry_id ?? 0;
    const [entry] = (await formRepository(database.db).entries(FORM_ID)).filter(
      (row) => row.id === entryId,
    );
    expect(entry?.values['upload-1']).toEqual([
      { file_id: first.file_id, name: 'north.jpg', size: 3000, type: 'image/jpeg' },
      { file_id: second.file_id, name: 'south.png', size: 4000, type: 'image/png' },
    ]);
    expect((await rowsOf(visitor.cookie)).map((row) => row.entryId)).toEqual([entryId, entryId]);

    // The same files cannot be sent again with another entry.
    const again = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Ana'],
        ['upload-1[]', first.file_id],
      ]),
    );
    expect(formSubmitAnswerSchema.parse(again.json())).toMatchObject({
      success: false,
      data: {
        errors: [
          { 'upload-1': 'This file is no longer available. Please remove it and upload it again.' },
        ],
      },
    });
  });

  it('a submit naming another session’s files is refused and stores nothing', async () => {
    const owner = await visit();
    const theirs = stored(await upload(owner, { fileName: 'theirs.jpg', bytes: jpeg() }));
    const intruder = await visit();
    const entriesBefore = await formRepository(database.db).countEntries(FORM_ID);
    const response = await post(
      intruder.cookie,
      submitParts(intruder.nonce, [
        ['text-1', 'Eve'],
        ['upload-1[]', theirs.file_id],
      ]),
    );
    expect(formSubmitAnswerSchema.parse(response.json())).toMatchObject({
      success: false,
      data: {
        errors: [
          { 'upload-1': 'This file is no longer available. Please remove it and upload it again.' },
        ],
      },
    });
    // SUB-011: with the form's other errors, in display order.
    const withoutName = await post(
      intruder.cookie,
      submitParts(intruder.nonce, [['upload-1[]', theirs.file_id]]),
    );
    expect(formSubmitAnswerSchema.parse(withoutName.json()).data.errors).toEqual([
      { 'text-1': 'This field is required.' },
      { 'upload-1': 'This file is no longer available. Please remove it and upload it again.' },
    ]);
    expect(await formRepository(database.db).countEntries(FORM_ID)).toBe(entriesBefore);
    expect((await rowsOf(owner.cookie))[0]?.entryId).toBeNull();
  });

  it('a single-file field may carry its file in the submit itself, checked the same way', async () => {
    const visitor = await visit();
    const sketch = pdf(5000);
    const response = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Rui'],
        { field: 'upload-2', fileName: 'sketch.pdf', bytes: sketch },
      ]),
    );
    const answer = formSubmitAnswerSchema.parse(response.json());
    expect(answer.success).toBe(true);
    const [row] = await rowsOf(visitor.cookie);
    expect(row).toMatchObject({
      elementId: 'upload-2',
      fileName: 'sketch.pdf',
      entryId: answer.data.entry_id,
      sizeBytes: 5000,
    });

    const tooBig = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Rui'],
        { field: 'upload-2', fileName: 'big.pdf', bytes: pdf(20_001) },
      ]),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(formSubmitAnswerSchema.parse(tooBig.json())).toEqual({
      success: false,
      data: {
        message: 'Maximum file size allowed is 19.53 KB.',
        errors: [{ 'upload-2': 'Maximum file size allowed is 19.53 KB.' }],
      },
    });
    expect(await rowsOf(visitor.cookie)).toHaveLength(1);
  });

  const ONE_PLACE_LIMIT = 'One reference photo is enough.';

  it('UPL-009 two files in one upload call: the call is refused and keeps neither, so the field’s one place stays free', async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    const response = await post(visitor.cookie, [
      ...uploadParts(visitor.nonce, { fileName: 'first.jpg', bytes: jpeg() }, 'upload-4'),
      { field: 'file', fileName: 'second.jpg', bytes: jpeg() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      data: { code: 'one_file_per_call', message: 'Send one file per upload call.' },
    });
    expect(await rowsOf(visitor.cookie)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    // The visitor's next, proper call takes the place.
    stored(await upload(visitor, { fileName: 'again.jpg', bytes: jpeg() }, 'upload-4'));
  });

  it('UPL-009 a submit carrying two files for a single-file field is refused with the limit message and keeps neither', async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    const response = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Rui'],
        { field: 'upload-2', fileName: 'one.pdf', bytes: pdf(3000) },
        { field: 'upload-2', fileName: 'two.pdf', bytes: pdf(4000) },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(formSubmitAnswerSchema.parse(response.json())).toEqual({
      success: false,
      data: {
        message: 'You can upload at most 1 files.',
        errors: [{ 'upload-2': 'You can upload at most 1 files.' }],
      },
    });
    expect(await rowsOf(visitor.cookie)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    const entries = await formRepository(database.db).countEntries(FORM_ID);
    // Sent again with one file, it goes through.
    const again = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Rui'],
        { field: 'upload-2', fileName: 'one.pdf', bytes: pdf(3000) },
      ]),
    );
    expect(formSubmitAnswerSchema.parse(again.json()).success).toBe(true);
    expect(await formRepository(database.db).countEntries(FORM_ID)).toBe(entries + 1);
  });

  it('UPL-009 a submit carrying two files for a field of one place is refused, keeps neither, and leaves the place free', async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    const response = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Rui'],
        { field: 'upload-4[]', fileName: 'one.jpg', bytes: jpeg() },
        { field: 'upload-4[]', fileName: 'two.jpg', bytes: jpeg() },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(formSubmitAnswerSchema.parse(response.json())).toEqual({
      success: false,
      data: { message: ONE_PLACE_LIMIT, errors: [{ 'upload-4': ONE_PLACE_LIMIT }] },
    });
    expect(await rowsOf(visitor.cookie)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    stored(await upload(visitor, { fileName: 'later.jpg', bytes: jpeg() }, 'upload-4'));
  });

  it('UPL-009 a submit refused for another field keeps none of the files it carried, so they take no place', async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    // No name: the form answers with its field error, and the file must not stay behind.
    const response = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [{ field: 'upload-4[]', fileName: 'ref.jpg', bytes: jpeg() }]),
    );
    expect(response.statusCode).toBe(200);
    expect(formSubmitAnswerSchema.parse(response.json()).data.errors).toEqual([
      { 'text-1': 'This field is required.' },
    ]);
    expect(await rowsOf(visitor.cookie)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    // The visitor uploads it on its own now, into the place the refused submit did not take.
    stored(await upload(visitor, { fileName: 'ref.jpg', bytes: jpeg() }, 'upload-4'));
  });

  it('UPL-009 an upload into a full field is refused before it is stored, and the place frees once the first file is removed', async () => {
    const visitor = await visit();
    const first = stored(await upload(visitor, { fileName: 'a.jpg', bytes: jpeg() }, 'upload-4'));
    const before = filesOnDisk();
    expectRefused(
      await upload(visitor, { fileName: 'b.jpg', bytes: jpeg() }, 'upload-4'),
      'limit',
      ONE_PLACE_LIMIT,
    );
    expect(filesOnDisk()).toEqual(before);
    expect((await rowsOf(visitor.cookie)).map((row) => row.id)).toEqual([first.file_id]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${first.file_url}?nonce=${visitor.nonce}`,
      headers: { cookie: visitor.cookie },
    });
    expect(removed.statusCode).toBe(200);
    stored(await upload(visitor, { fileName: 'c.jpg', bytes: jpeg() }, 'upload-4'));
  });

  /** An upload call whose file part has the Content-Disposition parameters given, as sent. */
  function uploadWithDisposition(
    visitor: { cookie: string; nonce: string },
    disposition: string,
    bytes: Buffer,
  ) {
    const fields = multipartBody(uploadParts(visitor.nonce, { fileName: 'x', bytes }).slice(0, 5));
    const opening = fields.subarray(0, fields.length - `--${BOUNDARY}--\r\n`.length);
    const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n\r\n`;
    return app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visitor.cookie, 'content-type': MULTIPART },
      payload: Buffer.concat([
        opening,
        Buffer.from(filePart, 'latin1'),
        bytes,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
  }

  it("a file name sent as bytes that are not UTF-8 (filename*=UTF-8''%FF%FE) is refused with a clear message, never stored mangled", async () => {
    const visitor = await visit();
    const before = filesOnDisk();
    for (const disposition of [
      "filename*=UTF-8''%FF%FE.jpg",
      "filename*=UTF-8''caf%C3%28.jpg",
      // Raw bytes that are not UTF-8 between the quotes are read the same way.
      'filename="\xff\xfe.jpg"',
    ]) {
      expectRefused(
        await uploadWithDisposition(visitor, disposition, jpeg()),
        'type',
        DAMAGED_NAME_MESSAGE,
      );
    }
    expect(await rowsOf(visitor.cookie)).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    // A name percent-encoded as proper UTF-8 is kept as the visitor wrote it.
    const good = await uploadWithDisposition(visitor, "filename*=UTF-8''caf%C3%A9.jpg", jpeg());
    expect(stored(good).file_name).toBe('café.jpg');
  });

  it('housekeeping removes uploads never submitted after 24 hours, file and row, and what crashes left; submitted ones stay', async () => {
    const visitor = await visit();
    const orphan = stored(await upload(visitor, { fileName: 'left.jpg', bytes: jpeg() }));
    const kept = stored(await upload(visitor, { fileName: 'sent.jpg', bytes: jpeg() }));
    const response = await post(
      visitor.cookie,
      submitParts(visitor.nonce, [
        ['text-1', 'Ana'],
        ['upload-1[]', kept.file_id],
      ]),
    );
    expect(formSubmitAnswerSchema.parse(response.json()).success).toBe(true);
    const rows = await rowsOf(visitor.cookie);
    const orphanRow = rows.find((row) => row.id === orphan.file_id);
    const keptRow = rows.find((row) => row.id === kept.file_id);

    // What a crash leaves: a file stored but never recorded, and one never finished.
    const unrecorded = path.join(uploadsDir, 'U'.repeat(32));
    writeFileSync(unrecorded, 'stored, then the process died');
    mkdirSync(path.join(config.dataDir, '.incoming'), { recursive: true });
    const unfinished = path.join(config.dataDir, '.incoming', 'crashed.part');
    writeFileSync(unfinished, 'half');

    const store = uploadStoreOn(localObjectStorage(config.dataDir));
    // Within the 24 hours the orphan stays.
    await runHousekeeping(database.db, new Date(), { uploads: store });
    expect(existsSync(path.join(uploadsDir, orphanRow?.storedName ?? ''))).toBe(true);
    expect(existsSync(unrecorded) && existsSync(unfinished)).toBe(true);

    const report = await runHousekeeping(database.db, new Date(Date.now() + 25 * 3_600_000), {
      uploads: store,
    });
    expect(report.orphanUploads).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(uploadsDir, orphanRow?.storedName ?? ''))).toBe(false);
    expect((await rowsOf(visitor.cookie)).map((row) => row.id)).toEqual([kept.file_id]);
    expect(existsSync(path.join(uploadsDir, keptRow?.storedName ?? ''))).toBe(true);
    expect(existsSync(unrecorded) || existsSync(unfinished)).toBe(false);
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });

    /** Sends a multipart body in chunks, as a browser streams it, and reads the answer. */
    function send(
      cookie: string,
      head: readonly Part[],
      file: { fileName: string; size: number; start: Buffer },
      options: { abortAfter?: number; abortWhen?: () => Promise<boolean> } = {},
    ): Promise<{ status: number; json: unknown } | 'aborted'> {
      const before = multipartBody([
        ...head,
        { field: 'file', fileName: file.fileName, bytes: Buffer.alloc(0) },
      ]);
      // Everything but the closing boundary and the file's own CRLF: the file bytes go in between.
      const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const opening = before.subarray(0, before.length - closing.length);
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/ajax',
            headers: { cookie, 'content-type': MULTIPART, 'transfer-encoding': 'chunked' },
          },
          (response: IncomingMessage) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
              }),
            );
          },
        );
        request.on('error', (error) =>
          options.abortAfter === undefined ? reject(error) : resolve('aborted'),
        );
        request.write(opening);
        const body = filler(file.size, file.start);
        let sent = 0;
        const pump = () => {
          while (sent < body.length) {
            if (options.abortAfter !== undefined && sent >= options.abortAfter) {
              // The visitor closes the tab while the server is writing the file.
              void until(options.abortWhen ?? (async () => true)).then(() => {
                request.destroy();
                resolve('aborted');
              }, reject);
              return;
            }
            const chunk = body.subarray(sent, sent + 16 * 1024);
            sent += chunk.length;
            if (!request.write(chunk)) {
              request.once('drain', pump);
              return;
            }
          }
          request.end(closing);
        };
        pump();
      });
    }

    /** Polls `check` every 25 ms until it holds, for at most `withinMs`. */
    async function until(check: () => Promise<boolean>, withinMs = 5_000) {
      for (let waited = 0; waited < withinMs; waited += 25) {
        if (await check()) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`The server did not settle within ${withinMs} ms.`);
    }

    it('a file streamed in chunks is stored whole', async () => {
      const visitor = await visit();
      const answer = await send(
        visitor.cookie,
        uploadParts(visitor.nonce, { fileName: 'x', bytes: Buffer.alloc(0) }).slice(0, 5),
        {
          fileName: 'streamed.jpg',
          size: SIZE_LIMIT,
          start: JPEG_START,
        },
      );
      expect(answer).toMatchObject({
        status: 200,
        json: { success: true, data: { file_name: 'streamed.jpg' } },
      });
      expect((await rowsOf(visitor.cookie))[0]?.sizeBytes).toBe(SIZE_LIMIT);
    });

    it('an oversized file is cut off at the limit, and the visitor, still sending, gets the size message', async () => {
      const visitor = await visit();
      const answer = await send(
        visitor.cookie,
        uploadParts(visitor.nonce, { fileName: 'x', bytes: Buffer.alloc(0) }).slice(0, 5),
        {
          fileName: 'huge.jpg',
          size: 2 * 1024 * 1024,
          start: JPEG_START,
        },
      );
      expect(answer).toEqual({
        status: 400,
        json: {
          success: false,
          data: { success: false, message: 'Photos may be 64 KB at most.', error_type: 'size' },
        },
      });
      expect(filesOnDisk().incoming).toEqual([]);
      expect(await rowsOf(visitor.cookie)).toEqual([]);
    });

    it('an upload interrupted mid-file leaves no partial file and no row', async () => {
      const visitor = await visit();
      const finishedBefore = filesOnDisk().finished.length;
      const outcome = await send(
        visitor.cookie,
        uploadParts(visitor.nonce, { fileName: 'x', bytes: Buffer.alloc(0) }).slice(0, 5),
        { fileName: 'cut.jpg', size: SIZE_LIMIT, start: JPEG_START },
        { abortAfter: 32 * 1024, abortWhen: async () => filesOnDisk().incoming.length > 0 },
      );
      expect(outcome).toBe('aborted');
      await until(async () => filesOnDisk().incoming.length === 0);
      expect(filesOnDisk().finished.length).toBe(finishedBefore);
      expect(await rowsOf(visitor.cookie)).toEqual([]);
      // The server carries on.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    /**
     * A raw connection sending an upload call as a client that means to send `declaredFileBytes`
     * of file (the Content-Length says so), of which only `sent` go out for now.
     */
    async function rawUpload(
      visitor: { cookie: string; nonce: string },
      declaredFileBytes: number,
      sent: Buffer,
    ): Promise<Socket> {
      const fields = multipartBody([
        ...uploadParts(visitor.nonce, { fileName: 'x', bytes: Buffer.alloc(0) }).slice(0, 5),
        { field: 'file', fileName: 'cut.jpg', bytes: Buffer.alloc(0) },
      ]);
      const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const opening = fields.subarray(0, fields.length - closing.length);
      const length = opening.length + declaredFileBytes + closing.length;
      const socket = connect(port, '127.0.0.1');
      // The server answers nothing before the body ends; a reset once we hang up is expected.
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      const head = [
        'POST /api/ajax HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${visitor.cookie}`,
        `Content-Type: ${MULTIPART}`,
        `Content-Length: ${length}`,
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      socket.write(opening);
      await new Promise<void>((resolve, reject) =>
        socket.write(sent, (error) => (error ? reject(error) : resolve())),
      );
      return socket;
    }

    it('an upload cut off mid-file (the client hangs up) leaves no partial file and no row, at once', async () => {
      const visitor = await visit();
      const before = filesOnDisk();
      const socket = await rawUpload(visitor, 1024 * 1024, jpeg(48 * 1024));
      // The server is writing the file when the visitor closes the tab.
      await until(async () => filesOnDisk().incoming.length > 0);
      socket.destroy();
      await until(async () => filesOnDisk().incoming.length === 0, 2_000);
      expect(filesOnDisk()).toEqual(before);
      expect(await rowsOf(visitor.cookie)).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('an upload whose file arrived whole but whose call was cut off before its answer keeps neither file nor row', async () => {
      const visitor = await visit();
      const before = filesOnDisk();
      // The whole file, its closing boundary and the start of a next part: the file is stored,
      // and the call is still waiting for the rest of its body when the client goes.
      const sent = Buffer.concat([
        jpeg(4000),
        Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="later"\r\n\r\nab`),
      ]);
      const socket = await rawUpload(visitor, 1024 * 1024, sent);
      await until(async () => (await rowsOf(visitor.cookie)).length === 1);
      socket.destroy();
      // The row goes first, then the file (a file without a row can no longer be reached).
      await until(
        async () =>
          (await rowsOf(visitor.cookie)).length === 0 &&
          filesOnDisk().finished.length === before.finished.length,
        2_000,
      );
      expect(filesOnDisk()).toEqual(before);
      // Its place under the field's limit is free again.
      stored(await upload(visitor, { fileName: 'again.jpg', bytes: jpeg() }, 'upload-4'));
    });

    it('a multipart submit of 90 KB of text arrives whole (the 1 MB limit counts it without holding it up)', async () => {
      const visitor = await visit();
      const form = new FormData();
      form.append('action', FORM_ACTIONS.submit);
      form.append('form_id', String(FORM_ID));
      form.append('forminator_nonce', visitor.nonce);
      form.append('text-1', 'x'.repeat(90 * 1024));
      const response = await fetch(`http://127.0.0.1:${port}/api/ajax`, {
        method: 'POST',
        body: form,
        headers: { cookie: visitor.cookie },
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(200);
      expect(formSubmitAnswerSchema.parse(await response.json()).success).toBe(true);

      const tooLarge = new FormData();
      tooLarge.append('action', FORM_ACTIONS.submit);
      for (let index = 0; index < 3; index += 1)
        tooLarge.append(`text-${index + 2}`, 'x'.repeat(512 * 1024));
      const refused = await fetch(`http://127.0.0.1:${port}/api/ajax`, {
        method: 'POST',
        body: tooLarge,
        headers: { cookie: visitor.cookie },
        signal: AbortSignal.timeout(10_000),
      });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({
        success: false,
        data: { code: 'payload_too_large' },
      });
    });
  });
});
