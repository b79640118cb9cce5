import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  findBadPercentEncoding,
  findUnstorableText,
  hasUnstorableCharacters,
  printableFieldName,
  UNSTORABLE_TEXT_MESSAGE,
  type UnstorableTextAt,
} from '@atelier/contracts/stored-text';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { NonceService } from '../security/nonces';
import { ApiError, invalidInput, invalidNonce } from './api-errors';
import { multipartMeterOf } from './body-limit';
import type { VisitorSession } from './sessions';

export interface AjaxContext<Received = unknown> {
  request: FastifyRequest;
  reply: FastifyReply;
  session: VisitorSession;
  /** What `receiveFile` answered for each file part of the body, in body order. */
  files: readonly Received[];
}

/**
 * What a handler answers: a JSON body (any shape the wire contract names), plain text, or an
 * HTML fragment (issue 18: `load_chunk`'s tiles) whose markup the handler rendered with React,
 * so every text in it is escaped.
 */
export type AjaxAnswer =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  | { status?: number; html: string };

/**
 * Thrown while the body is still being read, to answer at once (a refused file): what is left
 * of the body is read and dropped, never parsed, and the handler does not run.
 */
export class AnswerNow extends Error {
  override name = 'AnswerNow';

  constructor(readonly answer: AjaxAnswer) {
    super('Answered before the request body was read to the end.');
  }
}

/** A file part ahead of the fields that say where it goes: refused before a byte of it is read. */
export const fileBeforeFields = () =>
  new ApiError(
    400,
    'A file arrived before the fields that say what it is for: send the action, the form and the field first.',
    'file_before_fields',
  );

/**
 * Which nonce guards an action. Every action that changes state names one; read-only
 * actions say so explicitly, so forgetting the check is impossible to do silently. A shared
 * nonce (issue 18, ADR 0023) is the same for every visitor of a cached page: it is checked
 * against the value of `scopeField` (a gallery's id), with no session.
 */
export type NonceGuard =
  | { nonce: string; field: string }
  | { sharedNonce: string; field: string; scopeField: string }
  | 'read-only';

/** A file part of a multipart body, as it streams in: never held whole in memory. */
export interface IncomingFile {
  /** The part's name in the form: `file`, `upload-1`, `upload-1[]`… */
  readonly field: string;
  /** The name the browser gave the file, as sent (the action cleans it). */
  readonly fileName: string;
  /** The type the browser claimed: a hint, never trusted. */
  readonly claimedType: string;
  /** The bytes. The action reads them to the end or destroys the stream. */
  readonly stream: Readable;
}

export interface FileContext {
  request: FastifyRequest;
  reply: FastifyReply;
  session: VisitorSession;
  /** The fields that came before this file in the body (and the query string's). */
  fieldsBefore: Readonly<Record<string, unknown>>;
  /** How many file parts came before this one. */
  filesBefore: number;
  /** Lets `bytes` more of this body past the request limit: room for the file being accepted. */
  allowBytes(bytes: number): void;
}

export interface AjaxAction<Input extends z.ZodType = z.ZodType, Received = unknown> {
  action: string;
  guard: NonceGuard;
  input: Input;
  /**
   * Only for actions that take files: called for each file part as it arrives, in body order,
   * once the nonce has been checked on the fields before it (a file ahead of the fields that
   * say what it is for is refused). What it answers reaches `handle` in `context.files`.
   * Actions without it refuse file parts.
   */
  receiveFile?(file: IncomingFile, context: FileContext): Promise<Received>;
  /**
   * With `receiveFile`: takes back the files this request stored when the request is refused
   * after they arrived (a later field that cannot be stored, a bad input, a failing handler).
   * Awaited before the refusal is answered, so the answer never meets the files still stored.
   */
  releaseFiles?(context: { request: FastifyRequest; reply: FastifyReply }): Promise<void>;
  handle(input: z.infer<Input>, context: AjaxContext<Received>): Promise<AjaxAnswer>;
}

/** Keeps the generic parameters while letting actions of different inputs share one list. */
export function defineAjaxAction<Input extends z.ZodType, Received = unknown>(
  action: AjaxAction<Input, Received>,
): AjaxAction {
  return action as unknown as AjaxAction;
}

export interface AjaxEndpointOptions {
  path: string;
  actions: readonly AjaxAction[];
  nonces: NonceService;
  /** Runs before every call (rate limiting). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

function queryFields(request: FastifyRequest): Record<string, unknown> {
  return { ...(request.query && typeof request.query === 'object' ? request.query : {}) };
}

/**
 * Sets a field by defining it, not assigning it, so a field named `__proto__` is a field like
 * any other (checked, refused or ignored like the rest), never the object's prototype.
 */
function setField(fields: Record<string, unknown>, name: string, value: unknown) {
  Object.defineProperty(fields, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The query's fields, then the body's over them. */
function readFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  const fields = queryFields(request);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) setField(fields, name, value);
  }
  return fields;
}

/** A repeated name becomes a list, as the form-encoded parser gives it. */
function addField(fields: Record<string, unknown>, name: string, value: unknown) {
  if (!Object.hasOwn(fields, name)) setField(fields, name, value);
  else {
    const existing = fields[name];
    setField(
      fields,
      name,
      Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value],
    );
  }
}

/**
 * Text the database cannot store (NUL, a lone surrogate) is refused for the whole request at
 * the edge, naming the field, rather than failing deep in a query as a 500.
 */
export function unstorableTextError(at: UnstorableTextAt): ApiError {
  const message = at.inName
    ? `A field name (${at.field}) ${UNSTORABLE_TEXT_MESSAGE}.`
    : `Invalid value for ${at.field}: ${UNSTORABLE_TEXT_MESSAGE}.`;
  return new ApiError(400, message, 'unstorable_text', [
    { field: at.field, message: UNSTORABLE_TEXT_MESSAGE },
  ]);
}

const BAD_ENCODING_MESSAGE = 'is not valid percent-encoded UTF-8 text';

/** Percent-encoded bytes that are no UTF-8 text (`%FF%FE`), in the query string or a form body. */
export function badEncodingError(at: UnstorableTextAt): ApiError {
  const message = at.inName
    ? `A field name (${at.field}) ${BAD_ENCODING_MESSAGE}.`
    : `Invalid value for ${at.field}: ${BAD_ENCODING_MESSAGE}.`;
  return new ApiError(400, message, 'invalid_encoding', [
    { field: at.field, message: BAD_ENCODING_MESSAGE },
  ]);
}

/** Refuses the request when any name or value in `fields` (of any depth) cannot be stored. */
export function rejectUnstorableText(fields: unknown) {
  const found = findUnstorableText(fields);
  if (found) throw unstorableTextError(found);
}

/**
 * The query string as sent, checked before its parsed form is used: the parser keeps bytes that
 * are no UTF-8 text as literal `%FF`, which would otherwise reach an action as typed text.
 */
export function rejectBadQueryText(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  if (query === -1) return;
  const raw = request.url.slice(query + 1);
  const bad = findBadPercentEncoding(raw.split('#', 1)[0] ?? '');
  if (bad) throw badEncodingError(bad);
  rejectUnstorableText(request.query);
}

const FORM_ENCODED = /^application\/x-www-form-urlencoded\b/i;
const JSON_BODY = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * A route's preParsing hook: reads a form-encoded or JSON body's bytes as they pass to the
 * parser, and refuses the body once read if it is not UTF-8 text, or (form-encoded) if a field
 * is percent-encoded bytes that are not. The parsers would otherwise turn such bytes into U+FFFD
 * or keep them as literal `%FF`, storing text the visitor never sent. The body limit has already
 * capped what is held.
 */
export async function rejectBadBodyText(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: Readable,
): Promise<Readable> {
  const type = request.headers['content-type'] ?? '';
  const formEncoded = FORM_ENCODED.test(type);
  if (!formEncoded && !JSON_BODY.test(type)) return payload;
  const chunks: Buffer[] = [];
  const checked = payload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
        } catch {
          // Worded as the form service words text it finds damaged, so a client sees one message.
          const what = formEncoded ? 'The form data' : 'The JSON body';
          callback(
            new ApiError(
              400,
              `${what} is not valid UTF-8 text, so it was not stored. Please send it as UTF-8.`,
              'invalid_encoding',
            ),
          );
          return;
        }
        const bad = formEncoded ? findBadPercentEncoding(text) : undefined;
        callback(bad ? badEncodingError(bad) : null);
      },
    }),
  );
  // The body parser listens for this error and answers it. A body no parser reads (a GET's) is
  // drained after the answer instead; its error then has no one to tell and must not crash.
  checked.on('error', () => {});
  return checked;
}

/**
 * A body the multipart parser could not read (no boundary, a broken part header, a part or the
 * closing boundary cut off, garbage): the client's fault, said plainly. Errors that already
 * carry a client status (a limit: 413) or an answer of ours keep theirs.
 */
const malformedMultipart = () =>
  new ApiError(
    400,
    'The multipart body could not be read: it is malformed or cut short (check its boundary and parts).',
    'invalid_multipart',
  );

export function asMultipartReadError(error: unknown): unknown {
  if (error instanceof ApiError || error instanceof AnswerNow) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return malformedMultipart();
}

function actionNamed(
  byName: ReadonlyMap<string, AjaxAction>,
  fields: Readonly<Record<string, unknown>>,
): AjaxAction {
  const name = fields.action;
  if (typeof name !== 'string' || name === '') {
    throw new ApiError(400, 'The request names no action.', 'missing_action');
  }
  const action = byName.get(name);
  if (!action) {
    throw new ApiError(400, `Unknown action "${name.slice(0, 80)}".`, 'unknown_action');
  }
  return action;
}

function checkGuard(
  action: AjaxAction,
  request: FastifyRequest,
  fields: Readonly<Record<string, unknown>>,
  nonces: NonceService,
) {
  if (action.guard === 'read-only') return;
  if (request.method !== 'POST') {
    throw new ApiError(
      405,
      `The action "${action.action}" must be sent with POST.`,
      'method_not_allowed',
    );
  }
  const guard = action.guard;
  const given = fields[guard.field];
  const valid =
    'sharedNonce' in guard
      ? nonces.verifyShared(guard.sharedNonce, fields[guard.scopeField], given)
      : nonces.verify(guard.nonce, request.session.existingId, given);
  if (!valid) throw invalidNonce();
}

/**
 * A multipart body, part by part in body order. Fields are collected; each file part goes,
 * still streaming, to the action the fields before it name, after its nonce check, so a file
 * is never buffered and a request that may not send one is refused before its bytes are read.
 */
async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  byName: ReadonlyMap<string, AjaxAction>,
  nonces: NonceService,
  receivedBy: { action?: AjaxAction },
): Promise<{ fields: Record<string, unknown>; files: unknown[] }> {
  const fields = queryFields(request);
  const files: unknown[] = [];
  const meter = multipartMeterOf(request);
  // Only the parser's own failures become "malformed": the iterator is driven by hand so an
  // action's error (from receiveFile) is never mistaken for one.
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw asMultipartReadError(error);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asMultipartReadError(error);
    }
    if (next.done) break;
    const part = next.value;
    if (hasUnstorableCharacters(part.fieldname)) {
      throw unstorableTextError({ field: printableFieldName(part.fieldname), inName: true });
    }
    if (part.type === 'field') {
      if (part.valueTruncated) {
        throw new ApiError(413, 'The request is too large.', 'payload_too_large');
      }
      rejectUnstorableText({ [part.fieldname]: part.value });
      addField(fields, part.fieldname, part.value);
      continue;
    }
    // An empty file input: browsers send it as a nameless part with no bytes.
    if (part.filename === '') {
      await finished(part.file.resume()).catch((error: unknown) => {
        throw asMultipartReadError(error);
      });
      continue;
    }
    if (hasUnstorableCharacters(part.filename)) {
      throw unstorableTextError({ field: printableFieldName(part.fieldname), inName: false });
    }
    if (typeof fields.action !== 'string' || fields.action === '') throw fileBeforeFields();
    const action = actionNamed(byName, fields);
    if (!action.receiveFile) {
      throw new ApiError(400, `The action "${action.action}" takes no files.`, 'unexpected_file');
    }
    checkGuard(action, request, fields, nonces);
    receivedBy.action = action;
    // A body cut off inside a file shows as an error on the file's stream, which the action
    // sees as a failed read; it is the client's broken body all the same. The parser may have
    // failed the stream already (before this part was handed over), or does so while it is read.
    let streamError: unknown = part.file.errored ?? undefined;
    part.file.once('error', (error: unknown) => {
      streamError = error;
    });
    try {
      files.push(
        await action.receiveFile(
          {
            field: part.fieldname,
            fileName: part.filename,
            claimedType: part.mimetype,
            stream: part.file,
          },
          {
            request,
            reply,
            session: request.session,
            fieldsBefore: { ...fields },
            filesBefore: files.length,
            allowBytes: (bytes) => meter?.allow(bytes),
          },
        ),
      );
    } catch (error) {
      const broken = streamError ?? part.file.errored ?? undefined;
      if (broken === undefined || error instanceof ApiError || error instanceof AnswerNow) {
        throw error;
      }
      throw asMultipartReadError(broken);
    }
  }
  return { fields, files };
}

function send(reply: FastifyReply, answer: AjaxAnswer) {
  reply.status(answer.status ?? 200);
  if ('text' in answer) return reply.type('text/plain; charset=utf-8').send(answer.text);
  if ('html' in answer) return reply.type('text/html; charset=utf-8').send(answer.html);
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

/** Each app's actions by address, keyed by the HTTP server all its plugin scopes share. */
const endpoints = new WeakMap<object, Map<string, readonly AjaxAction[]>>();

/**
 * Every action registered on each AJAX address of this app, as registered: the hostile-input
 * property test throws its inputs at each one, so an action added later is covered without
 * anyone remembering to list it.
 */
export function ajaxActionsOf(app: FastifyInstance): ReadonlyMap<string, readonly AjaxAction[]> {
  return endpoints.get(app.server) ?? new Map();
}

/**
 * One address, many actions, dispatched on the `action` field as admin-ajax does. Accepts
 * form-encoded, multipart and JSON bodies; the action may also come in the query string.
 */
export function registerAjaxEndpoint(app: FastifyInstance, options: AjaxEndpointOptions) {
  const byName = new Map(options.actions.map((action) => [action.action, action]));
  if (byName.size !== options.actions.length) {
    throw new Error(`Duplicate action names registered on ${options.path}.`);
  }
  const registered = endpoints.get(app.server) ?? new Map<string, readonly AjaxAction[]>();
  registered.set(options.path, options.actions);
  endpoints.set(app.server, registered);

  app.route({
    method: ['GET', 'POST'],
    url: options.path,
    preParsing: rejectBadBodyText,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      // Text that cannot be stored is refused here, once for every action, before any of them
      // (or the nonce check) reads it.
      rejectBadQueryText(request);
      // The action that took this request's files, if any: a refusal gives them back first.
      const receivedBy: { action?: AjaxAction } = {};
      try {
        const { fields, files } = request.isMultipart()
          ? await readMultipart(request, reply, byName, options.nonces, receivedBy)
          : { fields: readFields(request), files: [] };
        rejectUnstorableText(fields);
        const action = actionNamed(byName, fields);
        checkGuard(action, request, fields, options.nonces);
        const parsed = action.input.safeParse(fields);
        if (!parsed.success) throw invalidInput(parsed.error);
        const answer = await action.handle(parsed.data, {
          request,
          reply,
          session: request.session,
          files,
        });
        return send(reply, answer);
      } catch (error) {
        await receivedBy.action?.releaseFiles?.({ request, reply });
        if (error instanceof AnswerNow) return send(reply, error.answer);
        throw error;
      }
    },
  });
}
