import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { NonceService } from '../security/nonces';
import { ApiError, invalidInput, invalidNonce } from './api-errors';
import type { VisitorSession } from './sessions';

export interface AjaxContext {
  request: FastifyRequest;
  reply: FastifyReply;
  session: VisitorSession;
}

/** What a handler answers: a JSON body (any shape the wire contract names) or plain text. */
export type AjaxAnswer = { status?: number; json: unknown } | { status?: number; text: string };

/**
 * Which nonce guards an action. Every action that changes state names one; read-only
 * actions say so explicitly, so forgetting the check is impossible to do silently.
 */
export type NonceGuard = { nonce: string; field: string } | 'read-only';

export interface AjaxAction<Input extends z.ZodType = z.ZodType> {
  action: string;
  guard: NonceGuard;
  input: Input;
  handle(input: z.infer<Input>, context: AjaxContext): Promise<AjaxAnswer>;
}

/** Keeps the generic parameter while letting actions of different inputs share one list. */
export function defineAjaxAction<Input extends z.ZodType>(action: AjaxAction<Input>): AjaxAction {
  return action as unknown as AjaxAction;
}

export interface AjaxEndpointOptions {
  path: string;
  actions: readonly AjaxAction[];
  nonces: NonceService;
  /** Runs before every call (rate limiting). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

function readFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  const fields: Record<string, unknown> = {
    ...(request.query && typeof request.query === 'object' ? request.query : {}),
  };
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body);
  return fields;
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
      const fields = readFields(request);
      const name = fields.action;
      if (typeof name !== 'string' || name === '') {
        throw new ApiError(400, 'The request names no action.', 'missing_action');
      }
      const action = byName.get(name);
      if (!action) {
        throw new ApiError(400, `Unknown action "${name.slice(0, 80)}".`, 'unknown_action');
      }
      if (action.guard !== 'read-only') {
        if (request.method !== 'POST') {
          throw new ApiError(
            405,
            `The action "${name}" must be sent with POST.`,
            'method_not_allowed',
          );
        }
        const given = fields[action.guard.field];
        if (!options.nonces.verify(action.guard.nonce, request.session.id, given))
          throw invalidNonce();
      }
      const parsed = action.input.safeParse(fields);
      if (!parsed.success) throw invalidInput(parsed.error);
      const answer = await action.handle(parsed.data, { request, reply, session: request.session });
      reply.status(answer.status ?? 200);
      if ('text' in answer) return reply.type('text/plain; charset=utf-8').send(answer.text);
      return reply.type('application/json; charset=utf-8').send(answer.json);
    },
  });
}
