// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileValue } from '@atelier/form-engine/schema/field-value';
import {
  discardUpload,
  displayedProgress,
  readUploadAnswer,
  sendUpload,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_NETWORK_ERROR,
  uploadRequestBody,
} from './upload-client';
import { fileOf, installFakeUploads, uploadedAnswer, uploadedValue } from './testing';
import { uploadedFileInputValue, uploadedFilesOf } from './uploaded-files';

const FALLBACK = { fileName: 'photo.jpg', mimeType: 'image/jpeg' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('displayedProgress', () => {
  it('UPL-003 follows the bytes sent but stops at 90 % until the server has answered', () => {
    expect(displayedProgress(undefined, false)).toBe(0);
    expect(displayedProgress(0.345, false)).toBe(34);
    expect(displayedProgress(0.9, false)).toBe(90);
    expect(displayedProgress(0.999, false)).toBe(90);
    expect(displayedProgress(1, false)).toBe(90);
    expect(displayedProgress(1, true)).toBe(100);
    expect(displayedProgress(undefined, true)).toBe(100);
  });
});

describe('uploadRequestBody', () => {
  it('UPL-004 UPL-010 names the action, form, element, nonce and count before the cleaned file', () => {
    const body = uploadRequestBody({
      formId: 7,
      elementId: 'upload-2',
      nonce: 'n',
      totalFiles: 4,
      file: fileOf('a<b>.jpg', 3),
      fileName: 'a<b>.jpg',
    });
    expect([...body.keys()]).toEqual([
      'action',
      'form_id',
      'element_id',
      'nonce',
      'totalFiles',
      'upload-2',
    ]);
    expect(body.get('totalFiles')).toBe('4');
    expect((body.get('upload-2') as File).name).toBe('ab.jpg');
  });
});

describe('readUploadAnswer', () => {
  it('UPL-005 UPL-006 reads the record of an accepted file', () => {
    expect(
      readUploadAnswer(200, JSON.stringify(uploadedAnswer('f-1', 'photo.jpg')), FALLBACK),
    ).toEqual({
      kind: 'uploaded',
      record: {
        success: true,
        message: '',
        file_id: 'f-1',
        file_name: 'photo.jpg',
        mime_type: 'image/jpeg',
        file_url: '/api/uploads/f-1',
      },
    });
  });

  it('UPL-010 fills a missing name and type from the browser, cleaned', () => {
    const answer = JSON.stringify({ success: true, data: { success: true, file_id: 'f-2' } });
    expect(
      readUploadAnswer(200, answer, { fileName: 'a|b.png', mimeType: 'image/png' }),
    ).toMatchObject({ kind: 'uploaded', record: { file_name: 'ab.png', mime_type: 'image/png' } });
  });

  it('ERR-007 an HTTP 400 shows the server message, else the upload-error text', () => {
    const refused = JSON.stringify({
      success: false,
      data: { message: 'Too big for this form.', error_type: 'size' },
    });
    expect(readUploadAnswer(400, refused, FALLBACK)).toEqual({
      kind: 'failed',
      message: 'Too big for this form.',
      errorType: 'size',
      retryable: false,
    });
    expect(readUploadAnswer(400, '{"success":false,"data":{"message":"  "}}', FALLBACK)).toEqual({
      kind: 'failed',
      message: UPLOAD_ERROR_MESSAGE,
      retryable: true,
    });
    expect(readUploadAnswer(400, '<html>', FALLBACK)).toMatchObject({
      message: UPLOAD_ERROR_MESSAGE,
    });
  });

  it('UPL-005 the limit error (error_type limit) may pass on a retry once a file is removed', () => {
    const limit = JSON.stringify({
      success: false,
      data: { message: 'No more files.', error_type: 'limit' },
    });
    expect(readUploadAnswer(400, limit, FALLBACK)).toEqual({
      kind: 'failed',
      message: 'No more files.',
      errorType: 'limit',
      retryable: true,
    });
  });

  it('ERR-020 other failures show the server message (a refused nonce), else that the file could not be uploaded', () => {
    const nonce = JSON.stringify({
      success: false,
      data: { message: 'Your session has expired. Please reload the page.', code: 'invalid_nonce' },
    });
    expect(readUploadAnswer(403, nonce, FALLBACK)).toMatchObject({
      message: 'Your session has expired. Please reload the page.',
      retryable: true,
    });
    expect(readUploadAnswer(502, 'Bad Gateway', FALLBACK)).toMatchObject({
      message: 'The file could not be uploaded. Please try again',
      retryable: true,
    });
    expect(UPLOAD_FAILED_MESSAGE).toBe('The file could not be uploaded. Please try again');
  });

  it('ERR-020 a 200 answer that is not an accepted file (no id, inner failure) is a failure', () => {
    expect(
      readUploadAnswer(200, '{"success":true,"data":{"success":true}}', FALLBACK),
    ).toMatchObject({ kind: 'failed', message: UPLOAD_FAILED_MESSAGE });
    expect(
      readUploadAnswer(
        200,
        '{"success":true,"data":{"success":false,"file_id":"x","message":"Refused."}}',
        FALLBACK,
      ),
    ).toMatchObject({ kind: 'failed', message: 'Refused.' });
  });
});

describe('sendUpload', () => {
  it('reports the fraction sent and settles with the answer, a network failure or an abort', async () => {
    const requests = installFakeUploads();
    const progress: (number | undefined)[] = [];
    const request = {
      formId: 1,
      elementId: 'upload-1',
      nonce: 'n',
      totalFiles: 1,
      file: fileOf('a.jpg', 10),
      fileName: 'a.jpg',
    };
    const first = sendUpload('/api/ajax', request, (sent) => progress.push(sent));
    requests[0]?.progress(5, 10);
    requests[0]?.respond(200, uploadedAnswer('f-1', 'a.jpg'));
    expect(progress).toEqual([0.5]);
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json' });
    await expect(first.done).resolves.toMatchObject({ kind: 'uploaded' });

    const second = sendUpload('/api/ajax', request, () => {});
    requests[1]?.failNetwork();
    await expect(second.done).resolves.toEqual({
      kind: 'failed',
      message: UPLOAD_NETWORK_ERROR,
      retryable: true,
    });

    const third = sendUpload('/api/ajax', request, () => {});
    third.abort();
    await expect(third.done).resolves.toEqual({ kind: 'aborted' });
  });
});

describe('uploaded files in the value', () => {
  it('UPL-006 reads the uploaded records among the value and posts exactly the record keys', () => {
    const chosen: FileValue = { name: 'chosen.jpg', size: 3 };
    const files = uploadedFilesOf([chosen, uploadedValue('f-1', 'a.jpg', 12)]);
    expect(files.map((file) => file.file_id)).toEqual(['f-1']);
    expect(JSON.parse(uploadedFileInputValue(files[0] ?? uploadedValue('', '', 0)))).toEqual({
      success: true,
      message: '',
      file_id: 'f-1',
      file_name: 'a.jpg',
      mime_type: 'image/jpeg',
    });
    expect(uploadedFilesOf('text')).toEqual([]);
  });
});

describe('discardUpload', () => {
  it('asks the server to forget a removed file, and a failure changes nothing', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.reject(new TypeError('offline'));
    });
    expect(() => discardUpload('/api/uploads/f-1', 'a b')).not.toThrow();
    await Promise.resolve();
    expect(calls).toEqual([
      [
        '/api/uploads/f-1?nonce=a%20b',
        { method: 'DELETE', credentials: 'same-origin', headers: { Accept: 'application/json' } },
      ],
    ]);
  });
});
