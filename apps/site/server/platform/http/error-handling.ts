import { databaseBusyCause } from '@atelier/db/busy-gate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS_POLICY } from '../security/content-security-policy';
import { ApiError } from './api-errors';
import { backPathOf, headingFor, renderErrorPage, wantsJson } from './error-page';

export const API_PREFIX = '/api/';

const isRest = (url: string) => url.startsWith(`${API_PREFIX}rest/`);

/**
 * For the answers the server writes before any of its hooks ran (a broken address): what helmet
 * would have said, and a policy that lets the error page's inline style and nothing else run.
 */
const BARE_ERROR_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** Fastify's own failures (body too large, bad JSON…) mapped to what a visitor can understand. */
function fromFastifyError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, 'The request is too large.', 'payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'This content type is not accepted here.', 'unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'The request body is not valid JSON.', 'invalid_json');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(
        400,
        'The request body does not match its declared length.',
        'invalid_body',
      );
    case 'FST_ERR_BAD_URL':
      return new ApiError(
        400,
        'This address has a broken character in it (a % not followed by a valid code). Please check the address, or start again from the home page.',
        'invalid_url',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 'This address is too long.', 'uri_too_long');
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return new ApiError(error.statusCode, error.message, 'bad_request');
      }
      return undefined;
  }
}

/** The JSON body of an API error: admin-ajax style, or the REST root's shape under /api/rest/. */
function jsonBody(request: FastifyRequest, error: ApiError) {
  if (isRest(request.url)) {
    return { code: error.code, message: error.message, data: { status: error.status } };
  }
  return {
    success: false,
    data: {
      message: error.message,
      code: error.code,
      ...(error.fieldErrors[0]
        ? { field: error.fieldErrors[0].field, errors: error.fieldErrors }
        : {}),
    },
  };
}

/**
 * What an error answers, as a content type and a body: JSON for API calls (and React Router's
 * data requests), the site's error page for a browser's page request or form post.
 */
export function errorAnswer(
  request: FastifyRequest,
  error: ApiError,
): { contentType: string; body: string } {
  if (wantsJson(request)) {
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(jsonBody(request, error)),
    };
  }
  return {
    contentType: 'text/html; charset=utf-8',
    body: renderErrorPage({
      status: error.status,
      heading: headingFor(error.status),
      message: error.message,
      backHref:
        error.status === 400 && error.code === 'invalid_url' ? undefined : backPathOf(request),
      backLabel: 'Go back to the form',
    }),
  };
}

/**
 * API calls (and React Router's data requests) answer JSON; a browser's page request or form
 * post answers the site's error page, so a visitor never sees JSON or a stack trace. Either way
 * the answer is for this request alone, so no cache keeps it.
 */
function send(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  reply.status(error.status).header('cache-control', 'no-store');
  const answer = errorAnswer(request, error);
  return reply.type(answer.contentType).send(answer.body);
}

/** Issue 13: the visitor-facing answer when the embedded database has too many callers waiting. */
export const databaseBusy = () =>
  new ApiError(
    503,
    'The shop is very busy right now; please try again in a moment.',
    'database_busy',
  );

/**
 * Failures found before Fastify routed the request (an address that does not decode), which
 * skip every hook and the error handler: the same answers, with the headers the hooks would
 * have added.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known =
    fromFastifyError(error) ??
    new ApiError(400, 'This request could not be understood.', 'bad_request');
  reply.headers({ ...BARE_ERROR_HEADERS, 'x-request-id': request.id });
  return send(request, reply, known);
}

/** What a stream reports when its other end closed early (the visitor's connection). */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

const REQUEST_CUT_SHORT = new ApiError(
  400,
  'The connection closed before the request was complete.',
  'connection_closed',
);

/** A stream error because the visitor's connection is gone, not because something failed here. */
function clientWentAway(request: FastifyRequest, error: FastifyError): boolean {
  if (!CLIENT_GONE_CODES.has(error.code)) return false;
  return request.raw.destroyed || request.raw.socket?.destroyed === true;
}

/**
 * API calls always answer JSON, never an HTML page or a stack trace; pages answer the error
 * page. Unexpected errors are logged with the request id and answered with a generic message
 * that quotes that id.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const busy = databaseBusyCause(error);
    if (busy) {
      // Expected under a spike, and answered cleanly: a line in the log, no stack.
      request.log.warn({ waiting: busy.waiting }, 'database busy: answered 503');
      reply.header('retry-after', busy.retryAfterSeconds);
      return send(request, reply, databaseBusy());
    }
    if (clientWentAway(request, error)) {
      // The visitor closed the page or the connection while the answer streamed: nobody is
      // left to answer and nothing is wrong here, so an info line rather than an error.
      request.log.info({ code: error.code }, 'client closed the connection before the answer');
      return send(request, reply, REQUEST_CUT_SHORT);
    }
    const known = error instanceof ApiError ? error : fromFastifyError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(request, reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(
      request,
      reply,
      new ApiError(
        500,
        `Something went wrong on our side. Please try again in a moment. (Reference ${request.id})`,
        'internal_error',
      ),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      request,
      reply,
      wantsJson(request)
        ? new ApiError(
            404,
            'No route was found matching the URL and request method.',
            'rest_no_route',
          )
        : new ApiError(
            404,
            'The page you were looking for has moved, or never existed. The collection is still here.',
            'not_found',
          ),
    ),
  );
}
