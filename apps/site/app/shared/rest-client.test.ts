// @vitest-environment jsdom
import type { ThemeSettings } from '@atelier/contracts/theme-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_PAGES_CHUNK,
  MEDIA_POST_PROCESS_ATTEMPTS,
  REST_ERROR_MESSAGES,
  RestError,
  restFetch,
} from './rest-client';

interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
}

type Answer = Response | Error | ((request: SentRequest) => Response | Error);

/** A fetch stand-in: records every request and answers from a queue, in order. */
function mockFetch(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: new URL(String(input), window.location.href),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body === undefined || init.body === null ? null : String(init.body),
    };
    sent.push(request);
    const next = answers.shift();
    if (next === undefined) throw new Error(`Unexpected request to ${request.url.href}`);
    const answer = typeof next === 'function' ? next(request) : next;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
const invalidNonce = () =>
  json(
    { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
    { status: 403 },
  );
const text = (body: string) => new Response(body, { headers: { 'content-type': 'text/plain' } });

beforeEach(() => {
  window.dtLocal = {
    ajaxurl: '/api/ajax',
    restRoot: '/api/rest/',
    restNonce: 'rest-nonce-1',
    ajaxNonce: 'ajax-nonce',
  } as ThemeSettings;
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dtLocal;
});

describe('restFetch', () => {
  it('REST-001 prefixes the REST root from dtLocal, sends the nonce as X-WP-Nonce and answers the parsed JSON', async () => {
    window.dtLocal = {
      ...window.dtLocal,
      restRoot: 'http://localhost:3000/api/rest',
    } as ThemeSettings;
    const sent = mockFetch(json({ id: 33568 }));
    await expect(restFetch('/contact-form-7/v1/contact-forms/33568/refill')).resolves.toEqual({
      id: 33568,
    });
    expect(sent[0]?.url.pathname).toBe('/api/rest/contact-form-7/v1/contact-forms/33568/refill');
    expect(sent[0]?.headers.get('x-wp-nonce')).toBe('rest-nonce-1');
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
  });

  it('REST-001 data goes as a JSON body; a 204 answers null', async () => {
    const sent = mockFetch(new Response(null, { status: 204 }));
    await expect(
      restFetch('atelier/v1/notes', { method: 'POST', data: { text: 'Hello' } }),
    ).resolves.toBeNull();
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.body).toBe('{"text":"Hello"}');
  });

  it('REST-002 on rest_cookie_invalid_nonce it fetches a fresh nonce (action rest-nonce) and retries with it', async () => {
    const sent = mockFetch(invalidNonce(), text('rest-nonce-2\n'), json({ status: 'mail_sent' }));
    await expect(
      restFetch('contact-form-7/v1/contact-forms/1/feedback', { method: 'POST', body: 'a=1' }),
    ).resolves.toEqual({ status: 'mail_sent' });
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/rest/contact-form-7/v1/contact-forms/1/feedback',
      'POST /api/ajax',
      'POST /api/rest/contact-form-7/v1/contact-forms/1/feedback',
    ]);
    expect(new URLSearchParams(sent[1]?.body ?? '').get('action')).toBe('rest-nonce');
    expect(sent[2]?.headers.get('x-wp-nonce')).toBe('rest-nonce-2');
    expect(sent[2]?.body).toBe('a=1');
    // Later calls use the fresh nonce straight away.
    expect(window.dtLocal?.restNonce).toBe('rest-nonce-2');
  });

  it('REST-002 retries only once: a second invalid nonce is thrown as the server said it', async () => {
    mockFetch(invalidNonce(), text('rest-nonce-2'), invalidNonce());
    const error = await restFetch('atelier/v1/x', { method: 'POST' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      status: 403,
      data: { status: 403 },
    });
  });

  it('REST-002 calls failing together share one nonce refresh', async () => {
    const sent = mockFetch(
      invalidNonce(),
      invalidNonce(),
      text('rest-nonce-2'),
      (request) => json({ nonce: request.headers.get('x-wp-nonce') }),
      (request) => json({ nonce: request.headers.get('x-wp-nonce') }),
    );
    const answers = await Promise.all([
      restFetch('atelier/v1/a', { method: 'POST' }),
      restFetch('atelier/v1/b', { method: 'POST' }),
    ]);
    expect(answers).toEqual([{ nonce: 'rest-nonce-2' }, { nonce: 'rest-nonce-2' }]);
    expect(sent.filter((request) => request.url.pathname === '/api/ajax')).toHaveLength(1);
  });

  it('SW-014 a path containing the swatches plugin’s name gets swatches=1 and the page language', async () => {
    document.documentElement.lang = 'pt-PT';
    const sent = mockFetch(json([]), json([]), json([]), json([]));
    await restFetch('woo-variation-swatches/v1/attributes/size');
    await restFetch('woo-variation-swatches/v1/terms?lang=fr&attribute=size');
    await restFetch('wc/store/v1/products');
    await restFetch('wc/store/v1/products?search=swatches');
    expect(sent[0]?.url.searchParams.get('swatches')).toBe('1');
    expect(sent[0]?.url.searchParams.get('lang')).toBe('pt');
    // The caller's own values are kept.
    expect(sent[1]?.url.searchParams.get('lang')).toBe('fr');
    expect(sent[1]?.url.searchParams.get('attribute')).toBe('size');
    expect(sent[1]?.url.searchParams.get('swatches')).toBe('1');
    // Other paths, and the name in the query only, get nothing.
    for (const request of [sent[2], sent[3]]) {
      expect(request?.url.searchParams.has('swatches')).toBe(false);
      expect(request?.url.searchParams.has('lang')).toBe(false);
    }
  });

  it('SW-014 on this English site the extra parameters read swatches=1&lang=en', async () => {
    const sent = mockFetch(json({}));
    await restFetch('/woo-variation-swatches/v1/settings');
    expect(sent[0]?.url.search).toBe('?swatches=1&lang=en');
  });

  it('REST-003 per_page=-1 fetches every page in chunks of 100, following the Link header, into one list', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: from + index }));
    const sent = mockFetch(
      json(page(1, 100), {
        headers: {
          link: '<http://localhost:3000/api/rest/wp/v2/tags?per_page=100&page=2>; rel="next"',
        },
      }),
      json(page(101, 100), {
        headers: {
          link: '<http://localhost:3000/api/rest/wp/v2/tags?per_page=100&page=1>; rel="prev", <http://localhost:3000/api/rest/wp/v2/tags?per_page=100&page=3>; rel="next"',
        },
      }),
      json(page(201, 7)),
    );
    const tags = await restFetch<{ id: number }[]>('wp/v2/tags?per_page=-1');
    expect(ALL_PAGES_CHUNK).toBe(100);
    expect(tags.map((tag) => tag.id)).toEqual(page(1, 207).map((tag) => tag.id));
    expect(sent.map((request) => request.url.searchParams.get('page'))).toEqual([null, '2', '3']);
    expect(sent.every((request) => request.url.searchParams.get('per_page') === '100')).toBe(true);
    expect(sent.every((request) => request.headers.get('x-wp-nonce') === 'rest-nonce-1')).toBe(
      true,
    );
  });

  it('REST-004 PUT, PATCH and DELETE are sent as POST with X-HTTP-Method-Override; GET and POST as they are', async () => {
    const sent = mockFetch(json({}), json({}), json({}), json({}), json({}));
    for (const method of ['PUT', 'patch', 'DELETE', 'GET', 'POST']) {
      await restFetch('atelier/v1/thing/1', { method });
    }
    expect(
      sent.map((request) => [request.method, request.headers.get('x-http-method-override')]),
    ).toEqual([
      ['POST', 'PUT'],
      ['POST', 'PATCH'],
      ['POST', 'DELETE'],
      ['GET', null],
      ['POST', null],
    ]);
  });

  const failedUpload = () =>
    json(
      { code: 'internal_server_error', message: 'Critical error' },
      { status: 500, headers: { 'x-wp-upload-attachment-id': '77' } },
    );

  it('REST-005 a media upload that fails after storing the file retries its post-processing until it succeeds', async () => {
    const sent = mockFetch(
      failedUpload(),
      new Response('oops', { status: 500 }),
      new Error('network down'),
      json({ id: 77, media_type: 'image' }),
    );
    await expect(restFetch('wp/v2/media', { method: 'POST', body: 'file' })).resolves.toEqual({
      id: 77,
      media_type: 'image',
    });
    const postProcess = sent.slice(1);
    expect(postProcess).toHaveLength(3);
    for (const request of postProcess) {
      expect(`${request.method} ${request.url.pathname}`).toBe(
        'POST /api/rest/wp/v2/media/77/post-process',
      );
      expect(JSON.parse(request.body ?? '')).toEqual({ action: 'create-image-subsizes' });
    }
  });

  it('REST-005 CF-032 after 5 failed post-processing attempts the attachment is deleted and the upload fails with post_process, telling the visitor to scale the image down', async () => {
    const failures = Array.from(
      { length: MEDIA_POST_PROCESS_ATTEMPTS },
      () => new Response('', { status: 500 }),
    );
    const sent = mockFetch(failedUpload(), ...failures, json({ deleted: true }));
    const error = await restFetch('wp/v2/media', { method: 'POST', body: 'file' }).catch(
      (caught) => caught,
    );
    expect(MEDIA_POST_PROCESS_ATTEMPTS).toBe(5);
    expect(error).toMatchObject({
      code: 'post_process',
      message: REST_ERROR_MESSAGES.post_process,
    });
    expect((error as Error).message).toBe(
      'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    );
    expect(sent).toHaveLength(1 + 5 + 1);
    const last = sent.at(-1);
    expect(last?.headers.get('x-http-method-override')).toBe('DELETE');
    expect(last?.url.pathname).toBe('/api/rest/wp/v2/media/77');
    expect(last?.url.searchParams.get('force')).toBe('true');
  });

  it('REST-005 a media upload error without an attachment id is thrown as it is, with no retry', async () => {
    const sent = mockFetch(
      json({ code: 'rest_upload_no_data', message: 'No data supplied.' }, { status: 400 }),
    );
    await expect(restFetch('wp/v2/media', { method: 'POST' })).rejects.toMatchObject({
      code: 'rest_upload_no_data',
      message: 'No data supplied.',
    });
    expect(sent).toHaveLength(1);
  });

  it('REST-001 failures read as the error catalogue says: offline, invalid JSON, unknown', async () => {
    mockFetch(new TypeError('Failed to fetch'), text('<html>'), new Response('', { status: 502 }));
    await expect(restFetch('atelier/v1/a')).rejects.toMatchObject({
      code: 'fetch_error',
      message: 'You are probably offline.',
    });
    await expect(restFetch('atelier/v1/b')).rejects.toMatchObject({
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
    await expect(restFetch('atelier/v1/c')).rejects.toMatchObject({
      code: 'unknown_error',
      message: 'An unknown error occurred.',
      status: 502,
    });
  });
});
