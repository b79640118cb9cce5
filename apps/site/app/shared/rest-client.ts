import { CONTACT_FORM_CLIENT_MESSAGES } from '@atelier/contracts/contact-form-names';

/**
 * The REST helper (REST-001…005, SW-014): the original site's `apiFetch` and its middlewares,
 * for calls under the REST root (`/api/rest/`, published as `dtLocal.restRoot`).
 */

/**
 * SW-014: the swatches plugin's REST calls are the ones whose path contains its name. To them
 * the helper adds `swatches=1`, which asks the plugin's routes for swatch data (type, colour,
 * picture) next to the attribute terms, and `lang`, the page's language from `<html lang>`, so
 * option names come back in the visitor's language ('en' on this site). Values the caller gave
 * are kept.
 */
export const SWATCHES_PLUGIN_NAME = 'swatches';

/** REST-003: per_page=-1 means "everything", fetched in pages of this size. */
export const ALL_PAGES_CHUNK = 100;

/** REST-005: how many times a failed media upload's post-processing is retried. */
export const MEDIA_POST_PROCESS_ATTEMPTS = 5;

const MEDIA_PATH = 'wp/v2/media';
const INVALID_NONCE = 'rest_cookie_invalid_nonce';
const OVERRIDDEN_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);

/** The error catalogue's texts (spec §8), for failures that carry no message of their own. */
export const REST_ERROR_MESSAGES = CONTACT_FORM_CLIENT_MESSAGES;

/** A failed REST call: the server's `code` and `message` (or the catalogue's), and the status. */
export class RestError extends Error {
  override name = 'RestError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface RestRequestInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | null;
  /** Sent as JSON (and wins over `body`). */
  data?: unknown;
}

const restRoot = () => window.dtLocal?.restRoot ?? '/api/rest/';
const ajaxUrl = () => window.dtLocal?.ajaxurl ?? '/api/ajax';

/** The address of `path` under the REST root, with the swatches plugin's parameters (SW-014). */
export function restUrl(path: string): URL {
  const root = restRoot();
  const url = new URL(
    `${root.endsWith('/') ? root : `${root}/`}${path.replace(/^\/+/, '')}`,
    window.location.href,
  );
  const [routePath = ''] = path.split('?');
  if (routePath.includes(SWATCHES_PLUGIN_NAME)) {
    const language = document.documentElement.lang.split('-')[0]?.toLowerCase() || 'en';
    for (const [name, value] of [
      ['swatches', '1'],
      ['lang', language],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
  }
  return url;
}

let nonceRefresh: Promise<string> | null = null;

/**
 * REST-002: a fresh REST nonce from the ajax endpoint (action rest-nonce, answered as bare
 * text), kept in dtLocal for every later call. Calls failing together share one refresh.
 */
function refreshNonce(): Promise<string> {
  nonceRefresh ??= (async () => {
    try {
      const response = await fetch(ajaxUrl(), {
        method: 'POST',
        body: new URLSearchParams({ action: 'rest-nonce' }),
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const nonce = (await response.text()).trim();
      if (window.dtLocal) window.dtLocal.restNonce = nonce;
      return nonce;
    } finally {
      nonceRefresh = null;
    }
  })();
  return nonceRefresh;
}

/** One request as sent: REST-001 nonce header, REST-004 method override, JSON data. */
async function send(url: URL | string, init: RestRequestInit): Promise<Response> {
  const { data, body, ...rest } = init;
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const nonce = window.dtLocal?.restNonce;
  if (nonce) headers.set('X-WP-Nonce', nonce);
  if (OVERRIDDEN_METHODS.has(method)) headers.set('X-HTTP-Method-Override', method);
  if (data !== undefined) headers.set('content-type', 'application/json');
  try {
    return await fetch(url, {
      credentials: 'same-origin',
      ...rest,
      method: OVERRIDDEN_METHODS.has(method) ? 'POST' : method,
      headers,
      body: data !== undefined ? JSON.stringify(data) : (body ?? null),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RestError('fetch_error', REST_ERROR_MESSAGES.fetch_error);
  }
}

/** The JSON of a failed answer, or null when it has none. */
async function errorBody(
  response: Response,
): Promise<{ code?: unknown; message?: unknown; data?: unknown } | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

async function failure(response: Response): Promise<RestError> {
  const body = await errorBody(response);
  if (!body)
    return new RestError('unknown_error', REST_ERROR_MESSAGES.unknown_error, response.status);
  return new RestError(
    typeof body.code === 'string' ? body.code : 'unknown_error',
    typeof body.message === 'string' && body.message !== ''
      ? body.message
      : REST_ERROR_MESSAGES.unknown_error,
    response.status,
    body.data ?? null,
  );
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new RestError('invalid_json', REST_ERROR_MESSAGES.invalid_json, response.status);
  }
}

/**
 * Sends, and when the answer is rest_cookie_invalid_nonce (the page outlived its nonce), gets a
 * fresh nonce and sends once more (REST-002). Any other failure, or a second one, is thrown.
 */
async function sendWithFreshNonce(url: URL | string, init: RestRequestInit): Promise<Response> {
  const response = await send(url, init);
  if (response.ok) return response;
  const error = await failure(response.clone());
  if (error.code !== INVALID_NONCE) return response;
  await refreshNonce();
  return send(url, init);
}

/** The `rel="next"` address of a Link header, as the REST root pages its lists. */
function nextPage(response: Response): string | null {
  const links = response.headers.get('link') ?? '';
  return /<([^>]+)>;\s*rel="next"/.exec(links)?.[1] ?? null;
}

/** REST-003: every page of a list, ALL_PAGES_CHUNK at a time, as one array. */
async function allPages<T>(url: URL, init: RestRequestInit): Promise<T> {
  url.searchParams.set('per_page', String(ALL_PAGES_CHUNK));
  let response = await sendWithFreshNonce(url, init);
  if (!response.ok) throw await failure(response);
  const first = await parse<unknown>(response);
  if (!Array.isArray(first)) return first as T;
  const items: unknown[] = [...first];
  for (let next = nextPage(response); next !== null; next = nextPage(response)) {
    response = await sendWithFreshNonce(next, init);
    if (!response.ok) throw await failure(response);
    const page = await parse<unknown>(response);
    if (!Array.isArray(page)) break;
    items.push(...page);
  }
  return items as T;
}

/**
 * REST-005: an upload the server stored but could not finish (a 5xx naming the attachment in
 * x-wp-upload-attachment-id) gets its post-processing retried, up to MEDIA_POST_PROCESS_ATTEMPTS
 * times; if that never succeeds the half-made attachment is deleted and the upload fails with
 * the catalogue's post_process message.
 */
async function finishMediaUpload<T>(failed: Response, init: RestRequestInit): Promise<T> {
  const attachment = failed.headers.get('x-wp-upload-attachment-id');
  if (failed.status < 500 || !attachment) throw await failure(failed);
  const { signal } = init;
  const base = { ...(signal ? { signal } : {}) };
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_ATTEMPTS; attempt += 1) {
    const response = await sendWithFreshNonce(restUrl(`${MEDIA_PATH}/${attachment}/post-process`), {
      ...base,
      method: 'POST',
      data: { action: 'create-image-subsizes' },
    }).catch(() => null);
    if (response?.ok) return parse<T>(response);
  }
  await send(restUrl(`${MEDIA_PATH}/${attachment}?force=true`), {
    ...base,
    method: 'DELETE',
  }).catch(() => undefined);
  throw new RestError('post_process', REST_ERROR_MESSAGES.post_process, failed.status);
}

/**
 * A call to the REST root, answered with its parsed JSON (null for 204). `path` is relative to
 * the root (`contact-forms/33568/feedback`, a query allowed). Failures throw a RestError.
 *
 * - REST-001: every call carries the REST nonce (X-WP-Nonce, from dtLocal.restNonce);
 * - REST-002: rest_cookie_invalid_nonce → a fresh nonce through rest-nonce, then one retry;
 * - REST-003: per_page=-1 fetches every page, ALL_PAGES_CHUNK at a time, into one array;
 * - REST-004: PUT, PATCH and DELETE travel as POST with X-HTTP-Method-Override;
 * - REST-005: a media upload's failed post-processing is retried (see finishMediaUpload);
 * - SW-014: the swatches plugin's paths get its extra query parameters (see restUrl).
 */
export async function restFetch<T = unknown>(path: string, init: RestRequestInit = {}): Promise<T> {
  const url = restUrl(path);
  if (url.searchParams.get('per_page') === '-1') return allPages<T>(url, init);
  const response = await sendWithFreshNonce(url, init);
  if (response.ok) return parse<T>(response);
  const isMediaUpload =
    (init.method ?? 'GET').toUpperCase() === 'POST' && url.pathname.includes(MEDIA_PATH);
  if (isMediaUpload) return finishMediaUpload<T>(response, init);
  throw await failure(response);
}
