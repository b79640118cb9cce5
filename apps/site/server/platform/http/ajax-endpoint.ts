import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
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

/** What a handler answers: a JSON body (any shape the wire contract names) or plain text. */
export type AjaxAnswer = { status?: number; json: unknown } | { status?: number; text: string };

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
 * actions say so explicitly, so forgetting the check is impossible to do silently.
 */
export type NonceGuard = { nonce: string; field: string } | 'read-only';

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

function readFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  const fields = queryFields(request);
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body);
  return fields;
}

/** A repeated name becomes a list, as the form-encoded parser gives it. */
function addField(fields: Record<string, unknown>, name: string, value: unknown) {
  if (!Object.hasOwn(fields, name)) fields[name] = value;
  else {
    const existing = fields[name];
    fields[name] = Array.isArray(existing)
      ? [...(existing as unknown[]), value]
      : [existing, value];
  }
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
  const given = fields[action.guard.field];
  if (!nonces.verify(action.guard.nonce, request.session.id, given)) throw invalidNonce();
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
): Promise<{ fields: Record<string, unknown>; files: unknown[] }> {
  const fields = queryFields(request);
  const files: unknown[] = [];
  const meter = multipartMeterOf(request);
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) {
        throw new ApiError(413, 'The request is too large.', 'payload_too_large');
      }
      addField(fields, part.fieldname, part.value);
      continue;
    }
    // An empty file input: browsers send it as a nameless part with no bytes.
    if (part.filename === '') {
      await finished(part.file.resume());
      continue;
    }
    if (typeof fields.action !== 'string' || fields.action === '') throw fileBeforeFields();
    const action = actionNamed(byName, fields);
    if (!action.receiveFile) {
      throw new ApiError(400, `The action "${action.action}" takes no files.`, 'unexpected_file');
    }
    checkGuard(action, request, fields, nonces);
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
  }
  return { fields, files };
}

function send(reply: FastifyReply, answer: AjaxAnswer) {
  reply.status(answer.status ?? 200);
  if ('text' in answer) return reply.type('text/plain; charset=utf-8').send(answer.text);
  return reply.type('application/json; charset=utf-8').send(answer.json);
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

  app.route({
    method: ['GET', 'POST'],
    url: options.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      let body: { fields: Record<string, unknown>; files: unknown[] };
      try {
        body = request.isMultipart()
          ? await readMultipart(request, reply, byName, options.nonces)
          : { fields: readFields(request), files: [] };
      } catch (error) {
        if (error instanceof AnswerNow) return send(reply, error.answer);
        throw error;
      }
      const { fields, files } = body;
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
    },
  });
}
