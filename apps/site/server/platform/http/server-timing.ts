import { AsyncResource } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import { BUSY_RETRY_AFTER_SECONDS } from '@atelier/db/busy-gate';
import {
  emptyTally,
  endQueryTally,
  withQueryTally,
  type QueryTally,
} from '@atelier/db/query-tally';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseBusy, errorAnswer } from './error-handling';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database round trips of this request (packages/db/src/query-tally.ts). */
    queryTally: QueryTally | null;
  }
}

/** Carries the request's tally across the body parser, whose stream events lose it. */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** `db;desc="5 queries";dur=3.2`: the request's round trips and the time they took, summed. */
export function serverTimingValue(tally: QueryTally): string {
  const noun = tally.queries === 1 ? 'query' : 'queries';
  return `db;desc="${tally.queries} ${noun}";dur=${tally.durationMs.toFixed(1)}`;
}

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Readable).pipe === 'function' &&
  typeof (payload as Readable).destroy === 'function';

/**
 * Every request gets a tally of its database round trips (AsyncLocalStorage, so whatever the
 * request's handlers, loaders and services run counts). Two uses:
 *
 * - Issue 13, query budget: with `serverTiming` (SERVER_TIMING=1), each answer carries
 *   `Server-Timing: db;desc="N queries";dur=<ms>`, which `npm run bench -- query-budget` reads.
 *   Off by default, so visitors never see it. A streamed page counts what its loaders did before
 *   the first byte; that is all of them.
 * - Issue 13, embedded database under load: the busy gate admits a request at its first
 *   statement and takes its place back when the request is over (here, onResponse).
 *   A page whose loader met a DatabaseBusyError is
 *   rendered by React Router as a 500 (its error boundary); it is answered as the clean 503 with
 *   Retry-After that an API call gets from the error handler instead.
 */
export function installQueryTally(app: FastifyInstance, options: { serverTiming: boolean }) {
  app.decorateRequest('queryTally', null);

  app.addHook('onRequest', (request, _reply, done) => {
    const tally = emptyTally();
    request.queryTally = tally;
    withQueryTally(tally, () => {
      scopes.set(request, new AsyncResource('atelier.query-tally'));
      done();
    });
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });

  // The request gives its place at the embedded database back (busy-gate.ts) once it is over,
  // answered or abandoned.
  const end = async (request: FastifyRequest) => {
    if (request.queryTally) endQueryTally(request.queryTally);
  };
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);

  app.addHook('onSend', async (request, reply, payload) => {
    const tally = request.queryTally;
    if (!tally) return payload;
    if (options.serverTiming) reply.header('server-timing', serverTimingValue(tally));
    if (tally.busyRefusals === 0 || reply.statusCode < 500 || reply.statusCode === 503) {
      return payload;
    }
    if (isStream(payload)) payload.destroy();
    const answer = errorAnswer(request, databaseBusy());
    reply
      .status(503)
      .header('retry-after', BUSY_RETRY_AFTER_SECONDS)
      .header('cache-control', 'no-store')
      .header('content-type', answer.contentType)
      .removeHeader('content-length');
    return answer.body;
  });
}
