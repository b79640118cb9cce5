import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DATABASE_ID_MAX } from '@atelier/contracts/ids';
import type { DatabaseHandle } from '@atelier/db/connection';
import {
  accountRecoveryCodes,
  accountTokens,
  cartItems,
  comments,
  customers,
  formDrafts,
  formEntries,
  formUploads,
  mailQueue,
  newsletterSubscribers,
  contactFormSubmissions,
  popupFormEntries,
  orders,
  pendingLogins,
  quizEntries,
  pollTallies,
  pollVoteClaims,
  pollVotes,
} from '@atelier/db/schema';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/**
 * The generators of the hostile-input property tests (hostile-input*.property.test.ts): field
 * names and values a careless or hostile client might send, the ways a body can be encoded or
 * broken, and the "poison" every generated request carries so that none of them could ever be
 * a valid request that stores something. The tests count rows before and after to prove it.
 */

/** A value as a client might post it; `Nested` is JSON nesting too deep to build as objects. */
export type Value = string | number | boolean | null | Nested | readonly Value[] | ValueObject;
export interface ValueObject {
  readonly [key: string]: Value;
}
export class Nested {
  constructor(
    readonly depth: number,
    readonly leaf: Value,
  ) {}
}

export type Field = readonly [name: string, value: Value];

/** Every UTF-16 code unit: NUL, controls, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Long text, built rather than generated: a 2 MB string unit by unit would take seconds. */
const hugeText = fc
  .record({
    unit: fc.constantFrom('x', 'é', '🎨', '%', '\u0000', 'a b&c=d'),
    length: fc.constantFrom(4_096, 65_536, 300_000, 1_100_000, 2_000_000),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)));

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '%00',
  '%FF%FE',
  '%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE orders; --",
  '${7*7}{{7*7}}',
  '\r\n\r\nX-Injected: 1',
  '\u202Eevil',
  '🎨🖼️',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  '-0',
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }), weight: 12 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 6 },
  { arbitrary: nastyStrings, weight: 12 },
  // Rare: a few megabytes take a while to build, send and read.
  { arbitrary: hugeText, weight: 1 },
);

/**
 * Ids no database row can have: too large for the id column, negative, zero, fractional,
 * not finite, not numbers at all. Each is refused by the shared `databaseId` schema.
 */
export const invalidId: fc.Arbitrary<string | number> = fc.oneof(
  fc.constantFrom(
    DATABASE_ID_MAX + 1,
    2 ** 32,
    2 ** 53,
    1e21,
    1e300,
    -1,
    -DATABASE_ID_MAX - 2,
    0,
    0.5,
    1.5,
    DATABASE_ID_MAX + 0.5,
  ),
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e300',
    'Infinity',
    '-Infinity',
    'NaN',
    '0x10',
    '1_000',
    '',
    ' ',
    'abc',
    '1 2',
    '١٢',
    '++1',
    '1e',
    '.',
    '9'.repeat(400),
  ),
  fc.integer({ min: DATABASE_ID_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double({ noInteger: true }),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 40n }).map(String),
);

/** Numbers and number-like text of every kind, valid ids among them. */
const numberish: fc.Arbitrary<Value> = fc.oneof(
  invalidId,
  fc.integer(),
  fc.double(),
  fc.integer({ min: 1, max: 50 }).map(String),
);

/** Objects that break code which trusts a posted value's methods (`String(value)`). */
const prototypeShadows = fc.constantFrom<Value>(
  { toString: 1 },
  { toString: {}, valueOf: {} },
  { length: 1e9 },
  { constructor: { prototype: { polluted: true } } },
  { then: 1 },
);

const deepNesting = fc
  .record({
    depth: fc.constantFrom(20, 1_000, 100_000),
    leaf: fc.constantFrom<Value>('x', '\u0000', 1, null),
  })
  .map(({ depth, leaf }) => new Nested(depth, leaf));

export function fieldNameArbitrary(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['action'])), weight: 4 },
    { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 20 }), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'action[]',
        'a[b][c]',
        'quantity[0123456789abcdef0123456789abcdef]',
        '',
        ' ',
        'x'.repeat(2_000),
      ),
      weight: 2,
    },
  );
}

export function valueArbitrary(knownValues: readonly Value[]): fc.Arbitrary<Value> {
  const known = knownValues.length > 0 ? fc.constantFrom(...knownValues) : fc.constant('');
  return fc.letrec<{ value: Value }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      { arbitrary: hostileText, weight: 5 },
      { arbitrary: known, weight: 3 },
      { arbitrary: numberish, weight: 3 },
      { arbitrary: fc.constantFrom<Value>(true, false, null), weight: 1 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 2 },
      {
        arbitrary: fc
          .array(fc.tuple(fieldNameArbitrary([]), tie('value')), { maxLength: 4 })
          .map((entries): ValueObject => Object.fromEntries(entries)),
        weight: 1,
      },
      { arbitrary: prototypeShadows, weight: 1 },
      { arbitrary: deepNesting, weight: 1 },
    ),
  })).value;
}

// ---------------------------------------------------------------------------------------------
// Encodings

/**
 * Percent-encodes as a browser would, except that a lone surrogate (which UTF-8 cannot hold) is
 * written as its WTF-8 bytes (`%ED%A0%80`): invalid UTF-8, as a broken client would send it.
 */
export function percentEncode(text: string): string {
  if (!/[\uD800-\uDFFF]/.test(text)) return encodeURIComponent(text);
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[index] ?? '');
    }
  }
  return out;
}

/** JSON text of a value; `Nested` is written out as text, so its depth costs no recursion. */
export function jsonText(value: Value): string {
  if (value instanceof Nested) {
    return `${'['.repeat(value.depth)}${jsonText(value.leaf)}${']'.repeat(value.depth)}`;
  }
  if (Array.isArray(value)) return `[${value.map((item: Value) => jsonText(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as ValueObject);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value as form fields carry it: lists repeat the name, anything else becomes text. */
export function flatten(fields: readonly Field[]): [string, string][] {
  const flat: [string, string][] = [];
  const add = (name: string, value: Value) => {
    if (Array.isArray(value)) for (const item of value as Value[]) add(name, item);
    else if (typeof value === 'string') flat.push([name, value]);
    else if (value !== null && typeof value === 'object') flat.push([name, jsonText(value)]);
    else flat.push([name, String(value)]);
  };
  for (const [name, value] of fields) add(name, value);
  return flat;
}

export const formEncode = (fields: readonly Field[], rawPieces: readonly string[] = []) =>
  [
    ...flatten(fields).map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`),
    ...rawPieces,
  ].join('&');

/** A JSON object body; a name given twice keeps its last value, as JSON.parse does. */
export const jsonEncode = (fields: readonly Field[]) =>
  `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${jsonText(value)}`).join(',')}}`;

export interface FilePart {
  field: string;
  fileName: string;
  type: string;
  bytes: Buffer;
  /**
   * Send the name as RFC 5987 `filename*=utf-8''…` (percent-encoded), the one form in which a
   * NUL reaches the server: the parser drops it from a quoted `filename="…"`.
   */
  encodedName?: boolean;
}

/** A part header's quoted value, escaped as browsers do. */
const quoted = (text: string) =>
  text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function multipartEncode(
  fields: readonly Field[],
  files: readonly FilePart[],
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of flatten(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; ${
          file.encodedName
            ? `filename*=utf-8''${percentEncode(file.fileName)}`
            : `filename="${quoted(file.fileName)}"`
        }\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Ways a multipart body breaks; each makes the parser fail before the body ends. */
export const MULTIPART_BREAKS = [
  'truncated',
  'no-closing-boundary',
  'wrong-boundary',
  'no-boundary-parameter',
  'garbage',
] as const;
export type MultipartBreak = (typeof MULTIPART_BREAKS)[number];

/** Files no upload field accepts: empty, or bytes with no image signature under any name. */
export const fileArbitrary = (fieldNames: readonly string[]): fc.Arbitrary<FilePart> =>
  fc.record({
    field: fieldNameArbitrary(fieldNames),
    fileName: fc.oneof(
      fc.constantFrom(
        'photo.jpg',
        'a.png',
        'x.webp',
        'shell.php',
        '../../x.png',
        '',
        'a\u0000.png',
      ),
      fc.string({ unit: anyCodeUnit, maxLength: 30 }),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
    bytes: fc.oneof(
      fc.constant(Buffer.alloc(0)),
      fc
        .uint8Array({ maxLength: 2_000 })
        .map((bytes) => Buffer.concat([Buffer.from('NOT AN IMAGE '), Buffer.from(bytes)])),
    ),
  });

// ---------------------------------------------------------------------------------------------
// Requests

/** How a request carries its fields. The last four send a body no form parser reads. */
export const TRANSPORTS = [
  'query',
  'form',
  'json',
  'multipart',
  'broken-multipart',
  'text',
  'xml',
  'no-type',
  'odd-type',
] as const;
export type Transport = (typeof TRANSPORTS)[number];

export interface RequestPlan {
  method: string;
  /** The path, already percent-encoded (it may hold hostile bytes of its own). */
  path: string;
  transport: Transport;
  /** Fields in body order (or query order for `query`). */
  fields: readonly Field[];
  /** Raw query or form pieces, possibly invalid percent-encoding (`x=%FF%FE`). */
  rawPieces: readonly string[];
  /** Extra raw query pieces for transports whose body is not form-encoded. */
  queryPieces: readonly string[];
  files: readonly FilePart[];
  multipartBreak: MultipartBreak;
  truncateAt: number;
  headers?: Record<string, string>;
}

/**
 * Node refuses a request line and headers over 16 KB (431) before the app sees them, and
 * `inject` does not: fields that travel in the address are cut to a length a real server would
 * let through. Poisons are short, so they survive.
 */
const URL_VALUE_LIMIT = 1_000;
const forAddress = (fields: readonly Field[]): Field[] =>
  flatten(fields).map(([name, value]): Field => [
    name.slice(0, URL_VALUE_LIMIT),
    value.slice(0, URL_VALUE_LIMIT),
  ]);

/** Builds what `app.inject` sends for a plan. */
export function injectOptions(plan: RequestPlan, cookie: string): InjectOptions {
  const headers: Record<string, string> = { cookie, ...plan.headers };
  const query = (pieces: readonly string[]) => (pieces.length > 0 ? `?${pieces.join('&')}` : '');
  const method = plan.method as InjectOptions['method'];
  switch (plan.transport) {
    case 'query':
      return {
        method,
        url: `${plan.path}${query([formEncode(forAddress(plan.fields), plan.rawPieces), ...plan.queryPieces].filter(Boolean))}`,
        headers,
      };
    case 'form':
      return {
        method,
        url: `${plan.path}${query(plan.queryPieces)}`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: formEncode(plan.fields, plan.rawPieces),
      };
    case 'json':
      return {
        method,
        url: `${plan.path}${query([...plan.rawPieces, ...plan.queryPieces])}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: jsonEncode(plan.fields),
      };
    case 'multipart':
    case 'broken-multipart': {
      const boundary = '----atelierFuzz7MA4YWxkTrZu0gW';
      let body = multipartEncode(plan.fields, plan.files, boundary);
      let type = `multipart/form-data; boundary=${boundary}`;
      if (plan.transport === 'broken-multipart') {
        const closing = Buffer.byteLength(`--${boundary}--\r\n`);
        switch (plan.multipartBreak) {
          case 'truncated':
            body = body.subarray(0, Math.floor(plan.truncateAt * (body.length - closing)));
            break;
          case 'no-closing-boundary':
            body = body.subarray(0, body.length - closing);
            break;
          case 'wrong-boundary':
            type = 'multipart/form-data; boundary=not-the-boundary-of-this-body';
            break;
          case 'no-boundary-parameter':
            type = 'multipart/form-data';
            break;
          case 'garbage':
            body = Buffer.from(`garbage ${body.toString('base64').slice(0, 200)}`);
            break;
        }
      }
      return {
        method,
        url: `${plan.path}${query([...plan.rawPieces, ...plan.queryPieces])}`,
        headers: { ...headers, 'content-type': type },
        payload: body,
      };
    }
    default: {
      // A body no parser here reads: the fields travel in the query string as well, so the
      // request still names its action and carries its poison.
      const types: Record<string, string | undefined> = {
        text: 'text/plain',
        xml: 'application/xml',
        'no-type': undefined,
        'odd-type': 'application/x-atelier; charset=ebcdic',
      };
      const type = types[plan.transport];
      return {
        method,
        url: `${plan.path}${query([formEncode(forAddress(plan.fields), plan.rawPieces), ...plan.queryPieces].filter(Boolean))}`,
        headers: type === undefined ? headers : { ...headers, 'content-type': type },
        payload:
          plan.transport === 'xml'
            ? `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`
            : jsonEncode(plan.fields),
      };
    }
  }
}

/** A short description of a request for a failure message, without megabytes of payload. */
export function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString('latin1')
        : '';
  const url = String(options.url ?? '');
  const headers = { ...(options.headers as Record<string, string>) };
  delete headers.cookie;
  return JSON.stringify({
    method: options.method,
    url: url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url,
    headers,
    payload: text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text,
  });
}

// ---------------------------------------------------------------------------------------------
// The poisons: each makes a request one that can store nothing, whatever else it carries.

/**
 * Unstorable text in a field: NUL, or a lone surrogate. A multipart body carries text as UTF-8,
 * where a lone surrogate becomes U+FFFD; there the poison is always NUL.
 */
export const unstorableText = fc
  .record({
    prefix: fc.string({ maxLength: 8 }),
    bad: fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uDBFF'),
    suffix: fc.string({ maxLength: 8 }),
  })
  .map(({ prefix, bad, suffix }) => `${prefix}${bad}${suffix}`);

export const withNulOnly = (text: string) => text.replace(/[\uD800-\uDFFF]/g, '\u0000');

/** Percent-encoding that is no UTF-8: stray bytes, cut sequences, overlong forms, lone `%`. */
export const badPercent = fc.constantFrom(
  '%FF%FE',
  '%C0%80',
  '%E2%82',
  '%ED%A0%80',
  '%F8%88%80%80%80',
  '%',
  '%zz',
  'abc%',
  '%C3',
);

// ---------------------------------------------------------------------------------------------
// Rows that must not appear

const WATCHED: Record<string, PgTable> = {
  form_entries: formEntries,
  orders,
  customers,
  // Issue 15: a login's pending second step, mailed account links, recovery codes.
  pending_logins: pendingLogins,
  account_tokens: accountTokens,
  account_recovery_codes: accountRecoveryCodes,
  form_drafts: formDrafts,
  form_uploads: formUploads,
  cart_items: cartItems,
  mail_queue: mailQueue,
  quiz_entries: quizEntries,
  poll_votes: pollVotes,
  poll_vote_claims: pollVoteClaims,
  poll_tallies: pollTallies,
  // Issue 16: newsletter sign-ups, enquiries (spam included) and popup forms.
  newsletter_subscribers: newsletterSubscribers,
  contact_form_submissions: contactFormSubmissions,
  popup_form_entries: popupFormEntries,
  // Issue 20: comments (a page post without a signed opening stamp stores none).
  comments,
};

/**
 * How many rows each table a request could fill holds now, in one round trip, so it can run
 * after every request and blame the one that stored something.
 */
export async function storedRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const columns = sql.join(
    Object.entries(WATCHED).map(
      ([name, table]) => sql`(select count(*) from ${table})::int as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  // Both drivers answer execute() with { rows }; the shared Database type leaves it unknown.
  const result = (await database.db.execute(sql`select ${columns}`)) as {
    rows: Record<string, number>[];
  };
  return { ...result.rows[0] };
}

// ---------------------------------------------------------------------------------------------
// Answers

const GENERIC_ERROR = /Something went wrong on our side/;

/** An API error answer carries a message a client can show: never a stack, never internals. */
const ajaxFailure = z.object({ data: z.object({ message: z.string().min(1) }) });
const restFailure = z.object({ message: z.string().min(1) });

/**
 * What every answer to hostile input must be: no 5xx, and for an API error a JSON body with a
 * message (the admin-ajax or REST shape), or for a page an HTML page. Returns the problem in
 * words, or undefined when the answer is fine.
 */
export function problemWith(
  response: LightMyRequestResponse,
  kind: 'api' | 'page',
): string | undefined {
  if (response.statusCode >= 500) {
    return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  // A redirect says where to go; an answer to HEAD has no body to judge.
  if (response.statusCode >= 300 && response.statusCode < 400) return undefined;
  if (response.raw.req.method === 'HEAD') return undefined;
  if (kind === 'page') {
    if (!type.startsWith('text/html')) return `a page answered ${type || 'no content type'}`;
    if (response.body.length === 0) return 'a page answered an empty body';
    return undefined;
  }
  if (response.statusCode < 400) return undefined;
  if (!type.startsWith('application/json')) {
    return `an API error answered ${type || 'no content type'}: ${response.body.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `an API error answered JSON that does not parse: ${response.body.slice(0, 200)}`;
  }
  if (!ajaxFailure.safeParse(body).success && !restFailure.safeParse(body).success) {
    return `an API error answered no message: ${response.body.slice(0, 200)}`;
  }
  if (GENERIC_ERROR.test(response.body) || /\n\s+at /.test(response.body)) {
    return `an API error answered internals: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

/** Sends one planned request and says what is wrong with its answer, if anything. */
export async function sendHostile(
  app: FastifyInstance,
  options: InjectOptions,
  kind: 'api' | 'page',
): Promise<string | undefined> {
  const response = await app.inject(options);
  const problem = problemWith(response, kind);
  return problem === undefined ? undefined : `${problem}\n  request: ${describeRequest(options)}`;
}
