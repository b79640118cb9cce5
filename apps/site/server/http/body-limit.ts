import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-errors';

/**
 * Fastify's bodyLimit covers the JSON and form parsers but not multipart, whose fields the
 * multipart plugin buffers itself. This counts the bytes of every body as they stream in and
 * stops a request the moment it passes the limit, so an oversized body is never held in memory.
 */
export function limitStreamedBodies(app: FastifyInstance, maxBytes: number) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      throw new ApiError(413, 'The request is too large.', 'payload_too_large');
    }
    let seen = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          seen += chunk.length;
          if (seen > maxBytes) {
            callback(new ApiError(413, 'The request is too large.', 'payload_too_large'));
            return;
          }
          callback(null, chunk);
        },
      }),
    );
  });
}
