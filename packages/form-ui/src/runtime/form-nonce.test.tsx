// @vitest-environment jsdom
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_CHANGE_DEBOUNCE_MS } from '../draft/use-draft-change';
import { SAVE_DRAFT_LABEL } from '../draft/save-draft-button';
import { UPLOAD_ERROR_MESSAGE } from '../upload/upload-client';
import {
  fileOf,
  installFakeUploads,
  uploadedAnswer,
  type FakeUploadRequest,
} from '../upload/testing';
import { createFormNonce, GET_NONCE_ACTION } from './form-nonce';
import { FormRuntime } from './form-runtime';
import { GENERIC_SUBMIT_ERROR, SUBMIT_ACTION } from './submit-form';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const FRESH_NONCE = 'fresh-nonce-0123';
const nonceAnswer = () => Promise.resolve(Response.json({ success: true, data: FRESH_NONCE }));
const failure = () => Promise.reject(new TypeError('Failed to fetch'));
const thanks = () => Promise.resolve(Response.json({ success: true, data: { message: 'Thanks' } }));

/** The action a call named: the nonce call is form-encoded, the form's own calls multipart. */
function actionOf(init: RequestInit | undefined): string | null {
  const body = init?.body;
  const action =
    body instanceof URLSearchParams || body instanceof FormData ? body.get('action') : null;
  return typeof action === 'string' ? action : null;
}

/** A server: the nonce call answers `nonce` (in turn), every other call `other`. */
function server(nonce: Array<() => Promise<Response>>, other = thanks): FetchMock {
  let nonceCalls = 0;
  return vi.fn<typeof fetch>((_url, init) => {
    if (actionOf(init) === GET_NONCE_ACTION) {
      const answer = nonce[Math.min(nonceCalls, nonce.length - 1)] ?? nonceAnswer;
      nonceCalls += 1;
      return answer();
    }
    return other();
  });
}

const actions = (fetchMock: FetchMock) => fetchMock.mock.calls.map(([, init]) => actionOf(init));

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const contactForm: FormDefinition = parseDefinition({
  id: 33568,
  fields: [
    { id: 'text-1', type: 'text', label: 'Name', required: true },
    { id: 'textarea-1', type: 'textarea', label: 'Message', required: true },
  ],
  settings: { pagination_config: { 'last-next': 'Finish' } },
});

function renderShared(definition: FormDefinition, fetchMock: FetchMock) {
  return render(
    <FormRuntime
      definition={definition}
      formId={Number(definition.id)}
      // Issue 13: the page is the same for every visitor, so its form has no nonce.
      nonce=""
      endpoint="/api/ajax"
      fetch={fetchMock}
      answerStorage={null}
      navigator={{ assign: vi.fn(), openInNewTab: vi.fn() }}
    />,
  );
}

function fillContact() {
  fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText('Message', { exact: false }), {
    target: { value: 'Hello' },
  });
}

const nonceInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="forminator_nonce"]');

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('createFormNonce (issue 13, CF-044)', () => {
  it('a form that came with a nonce keeps it and calls nobody', async () => {
    const fetchMock = server([nonceAnswer]);
    const nonce = createFormNonce({
      initial: 'page-nonce',
      endpoint: '/api/ajax',
      fetch: fetchMock,
    });
    await expect(nonce.ensure()).resolves.toBe('page-nonce');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('CF-044 without one, a forminator_get_nonce POST to the endpoint, sending the cookies it may set; callers at the same time share it', async () => {
    const fetchMock = server([nonceAnswer]);
    const told: string[] = [];
    const nonce = createFormNonce({
      initial: '',
      endpoint: '/api/ajax',
      fetch: fetchMock,
      onNonce: (value) => told.push(value),
    });
    expect(nonce.current()).toBe('');
    const both = await Promise.all([nonce.ensure(), nonce.ensure()]);
    expect(both).toEqual([FRESH_NONCE, FRESH_NONCE]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ajax');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(String(init?.body)).toBe(`action=${GET_NONCE_ACTION}`);
    expect(told).toEqual([FRESH_NONCE]);
    // Memoised: later calls need no request.
    await expect(nonce.ensure()).resolves.toBe(FRESH_NONCE);
    expect(nonce.current()).toBe(FRESH_NONCE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed call is tried once more; two failures give no nonce, and the next need asks again', async () => {
    const retried = server([failure, nonceAnswer]);
    const once = createFormNonce({ initial: '', endpoint: '/api/ajax', fetch: retried });
    await expect(once.ensure()).resolves.toBe(FRESH_NONCE);
    expect(retried).toHaveBeenCalledTimes(2);

    const notJson = () => Promise.resolve(new Response('<html>busy</html>', { status: 503 }));
    const refused = () => Promise.resolve(Response.json({ success: false, data: '' }));
    const down = server([notJson, refused, nonceAnswer]);
    const twice = createFormNonce({ initial: '', endpoint: '/api/ajax', fetch: down });
    await expect(twice.ensure()).resolves.toBeUndefined();
    expect(down).toHaveBeenCalledTimes(2);
    await expect(twice.ensure()).resolves.toBe(FRESH_NONCE);
    expect(down).toHaveBeenCalledTimes(3);
  });
});

describe('a form from a shared page (issue 13): the nonce comes before the first call', () => {
  it('SUB-001 CF-044 the submit asks for a nonce first, then posts with it; the next submit asks no more', async () => {
    const fetchMock = server([nonceAnswer]);
    const { container } = renderShared(contactForm, fetchMock);
    expect(nonceInput(container)?.value).toBe('');
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(actions(fetchMock)).toEqual([GET_NONCE_ACTION, SUBMIT_ACTION]);
    const body = fetchMock.mock.calls[1]?.[1]?.body as FormData;
    expect(body.get('forminator_nonce')).toBe(FRESH_NONCE);
    expect(body.get('text-1')).toBe('Ana');
    expect(nonceInput(container)?.value).toBe(FRESH_NONCE);

    fireEvent.click(screen.getByRole('button', { name: contactForm.settings.send_another_label }));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(actions(fetchMock)).toEqual([GET_NONCE_ACTION, SUBMIT_ACTION, SUBMIT_ACTION]);
  });

  it('SUB-010 DEC-12 no nonce after a retry: the generic notice, nothing submitted, the form usable again', async () => {
    const fetchMock = server([failure]);
    renderShared(contactForm, fetchMock);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(actions(fetchMock)).toEqual([GET_NONCE_ACTION, GET_NONCE_ACTION]);
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveProperty('disabled', false);
  });

  it('DRAFT-005 saving a draft asks for the nonce first and saves with it', async () => {
    vi.useFakeTimers();
    const fetchMock = server([nonceAnswer], () =>
      Promise.resolve(
        Response.json({
          success: true,
          data: { type: 'save_draft', draft_id: 'Ab3dEfGhIjKlMnOpQrStUv', message: 'Saved.' },
        }),
      ),
    );
    const drafted = parseDefinition({
      id: 501,
      fields: [{ id: 'text-1', type: 'text', label: 'Name', required: true }],
      settings: { use_save_and_continue: true },
    });
    renderShared(drafted, fetchMock);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), {
      target: { value: 'Ana' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRAFT_CHANGE_DEBOUNCE_MS);
    });
    fireEvent.click(screen.getByRole('button', { name: SAVE_DRAFT_LABEL }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(actions(fetchMock)).toEqual([GET_NONCE_ACTION, SUBMIT_ACTION]);
    const body = fetchMock.mock.calls[1]?.[1]?.body as FormData;
    expect(body.get('save_draft')).toBe('true');
    expect(body.get('forminator_nonce')).toBe(FRESH_NONCE);
  });

  describe('uploads', () => {
    let uploads: FakeUploadRequest[];
    const photos = parseDefinition({
      id: 33602,
      fields: [
        { id: 'upload-1', type: 'upload', label: 'Photos', multiple: true, file_types: ['jpg'] },
      ],
      settings: {},
    });
    const choose = (files: File[]) =>
      fireEvent.change(screen.getByLabelText(/^Photos/), { target: { files } });

    beforeEach(() => {
      uploads = installFakeUploads();
    });

    it('UPL-004 the first upload waits for the nonce and is sent with it, the second at once', async () => {
      const fetchMock = server([nonceAnswer]);
      renderShared(photos, fetchMock);
      choose([fileOf('a.jpg', 10)]);
      expect(uploads).toHaveLength(0);
      await flush();
      expect(actions(fetchMock)).toEqual([GET_NONCE_ACTION]);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]?.field('nonce')).toBe(FRESH_NONCE);
      expect(uploads[0]?.field('totalFiles')).toBe('1');
      await act(async () => uploads[0]?.respond(200, uploadedAnswer('f-1', 'a.jpg')));
      choose([fileOf('b.jpg', 10)]);
      expect(uploads).toHaveLength(2);
      expect(uploads[1]?.field('nonce')).toBe(FRESH_NONCE);
      expect(uploads[1]?.field('totalFiles')).toBe('2');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('ERR-007 with no nonce to be had the row fails with the upload-error text; Retry asks again', async () => {
      const fetchMock = server([failure, failure, nonceAnswer]);
      renderShared(photos, fetchMock);
      choose([fileOf('a.jpg', 10)]);
      await flush();
      expect(uploads).toHaveLength(0);
      const row = screen.getAllByRole('listitem')[0] as HTMLElement;
      expect(row.textContent).toContain(UPLOAD_ERROR_MESSAGE);
      fireEvent.click(within(row).getByRole('button', { name: /Retry/ }));
      await flush();
      expect(uploads).toHaveLength(1);
      expect(uploads[0]?.field('nonce')).toBe(FRESH_NONCE);
    });

    it('a file removed while it waits for the nonce is never sent', async () => {
      const fetchMock = server([nonceAnswer]);
      renderShared(photos, fetchMock);
      choose([fileOf('a.jpg', 10)]);
      fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
      await flush();
      expect(uploads).toHaveLength(0);
    });
  });
});
