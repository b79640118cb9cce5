import type { Readable } from 'node:stream';
import { hasUnstorableCharacters, printableFieldName } from '@atelier/contracts/stored-text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-errors';

/**
 * The largest form a page accepts. Page forms carry text only: the checkout's billing fields,
 * the cart's quantities, a product's options, a form page's fields (the commission form has the
 * most, a few dozen short values and one 2,000-character message). Files never need to travel
 * with a page post: with JavaScript they go to the upload call first, and without it the page
 * action ignores them (form-page.server.ts). 256 KiB holds the largest of these many times
 * over, and any message a visitor might type.
 */
export const PAGE_BODY_LIMIT_BYTES = 256 * 1024;

export interface PageBodyRules {
  maxBytes: number;
  /** The whole body must arrive within this (HttpTimeouts.pageBodyMs). */
  timeoutMs: number;
}

/** What a React Router action can read with request.formData(); nothing else reaches one. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

const tooLarge = (rules: PageBodyRules) =>
  new ApiError(
    413,
    `The form you sent is larger than this page accepts (${kib(rules.maxBytes)}). Please shorten long texts or leave out attached files, then go back and send it again.`,
    'payload_too_large',
  );

const unsupportedType = () =>
  new ApiError(
    415,
    'This page only accepts a form sent from the page itself (form-encoded or multipart). Please go back and send the form again from the page.',
    'unsupported_media_type',
  );

const unreadable = () =>
  new ApiError(
    400,
    'The form arrived incomplete or garbled, so it could not be read. Please go back, reload the page and send it again.',
    'invalid_form',
  );

const tooSlow = () =>
  new ApiError(
    408,
    'Sending the form took too long, so it was stopped. Please check your connection, then go back and send it again.',
    'request_timeout',
  );

/**
 * Refuses at once, before a byte of the body is read, a post no page action could read: the
 * wrong content type (JSON, text, none) or a declared length over the limit.
 */
export function refuseUnreadableForm(request: FastifyRequest, rules: PageBodyRules) {
  if (!FORM_TYPES.has(mediaTypeOf(request.headers['content-type']))) throw unsupportedType();
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes) throw tooLarge(rules);
}

/**
 * Reads a page form's body into memory, counting the bytes as they arrive: past the limit it
 * stops at once with a 413 (a chunked body declares no length), and a body that has not
 * arrived within the time allowed ends with a 408 and the connection. At most `maxBytes` is ever
 * held, so a huge post costs no memory.
 */
export function readPageBody(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: PageBodyRules,
): Promise<Buffer<ArrayBuffer>> {
  // The pages' content type parser hands the body stream on as it is (react-router-adapter.ts);
  // a request without a body has none.
  const stream = request.body as Readable | undefined;
  if (!stream) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const stop = () => {
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > rules.maxBytes) {
        stop();
        chunks.length = 0;
        // The rest is read and dropped once the 413 is sent (the pages' onResponse hook).
        stream.pause();
        reject(tooLarge(rules));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, seen));
    };
    const onError = () => {
      stop();
      // The client went away mid-body, or sent a body that does not decode (gzip).
      reject(unreadable());
    };
    const timer = setTimeout(() => {
      stop();
      stream.pause();
      // A client this slow is cut off rather than waited for: the answer ends the connection.
      reply.header('connection', 'close');
      reject(tooSlow());
    }, rules.timeoutMs);
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

const unstorable = (name: string) =>
  new ApiError(
    400,
    `The field “${printableFieldName(name)}” contains a character that cannot be stored (a NUL character). Please remove it, then go back and send the form again.`,
    'invalid_encoding',
  );

/**
 * The fields of a form-encoded body as a browser sends them (valid UTF-8, valid %-escapes), or
 * undefined when it is not one.
 */
function urlEncodedFields(body: Buffer): [string, string][] | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return text
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const split = pair.indexOf('=');
        return split === -1
          ? [decode(pair), '']
          : [decode(pair.slice(0, split)), decode(pair.slice(split + 1))];
      });
  } catch {
    return undefined;
  }
}

const unstorableAddress = () =>
  new ApiError(
    400,
    'This address contains a character no page of this site can have (a NUL character). Please check the link, or start again from the home page.',
    'invalid_address',
  );

/**
 * Refuses a page address whose path or query decodes to text the database could not store (a
 * NUL, `%00`): loaders look slugs and search words up, and PostgreSQL would fail the query.
 * Malformed escapes in the path are answered before this (Fastify's frameworkErrors).
 */
export function refuseUnstorableAddress(url: string) {
  const parsed = new URL(url, 'http://address.invalid');
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    // Fastify's own check answers malformed paths; anything it let through is no NUL.
    return;
  }
  if (hasUnstorableCharacters(path)) throw unstorableAddress();
  for (const [name, value] of parsed.searchParams) {
    if (hasUnstorableCharacters(name) || hasUnstorableCharacters(value)) throw unstorableAddress();
  }
}

/** PostgreSQL stores no NUL in text: a field carrying one is refused here, naming the field. */
function refuseUnstorableFields(fields: Iterable<[string, FormDataEntryValue]>) {
  for (const [name, value] of fields) {
    const text = typeof value === 'string' ? value : value.name;
    if (hasUnstorableCharacters(name) || hasUnstorableCharacters(text)) throw unstorable(name);
  }
}

/**
 * Parses the body as the page's action will (request.formData()), so a broken multipart body or
 * malformed form encoding is answered 400 here instead of failing inside the action as a 500;
 * so is a field the database could not store (a NUL character).
 */
export async function checkFormBody(contentType: string, body: Buffer<ArrayBuffer>): Promise<void> {
  if (mediaTypeOf(contentType) === 'application/x-www-form-urlencoded') {
    const fields = urlEncodedFields(body);
    if (!fields) throw unreadable();
    refuseUnstorableFields(fields);
    return;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw unreadable();
  }
  refuseUnstorableFields(form.entries());
}
