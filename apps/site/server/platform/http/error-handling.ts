import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-errors';

export const API_PREFIX = '/api/';

const isRest = (url: string) => url.startsWith(`${API_PREFIX}rest/`);

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
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return new ApiError(error.statusCode, error.message, 'bad_request');
      }
      return undefined;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  reply.status(error.status).type('application/json; charset=utf-8');
  if (isRest(request.url)) {
    return reply.send({ code: error.code, message: error.message, data: { status: error.status } });
  }
  return reply.send({
    success: false,
    data: {
      message: error.message,
      code: error.code,
      ...(error.fieldErrors[0]
        ? { field: error.fieldErrors[0].field, errors: error.fieldErrors }
        : {}),
    },
  });
}

/**
 * API calls always answer JSON, never an HTML page or a stack trace. Unexpected errors are
 * logged with the request id and answered with a generic message that quotes that id.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : fromFastifyError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(request, reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    const generic = new ApiError(
      500,
      `Something went wrong on our side. Please try again. (Reference ${request.id})`,
      'internal_error',
    );
    if (request.url.startsWith(API_PREFIX)) return send(request, reply, generic);
    return reply
      .status(500)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Something went wrong · Atelier</title>` +
          `<h1>Something went wrong</h1><p>Please try again in a moment. Reference ${request.id}.</p>`,
      );
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      request,
      reply,
      new ApiError(404, 'No route was found matching the URL and request method.', 'rest_no_route'),
    ),
  );
}
