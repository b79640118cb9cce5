import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-errors';

const tooLarge = () => new ApiError(413, 'The request is too large.', 'payload_too_large');

/** How long the rest of a body answered early is read and dropped before the connection goes. */
const DISCARD_MS = 10_000;

/**
 * Reads the rest of a body the server has already answered and drops it, for at most DISCARD_MS.
 * Closing at once would reset a connection the client is still sending on, and a browser then
 * shows a connection error instead of the answer; reading on lets it see the answer, and the
 * connection serve its next request. Nothing read is kept, so memory stays flat.
 */
export function discardRestOfBody(raw: IncomingMessage) {
  if (raw.readableEnded || raw.destroyed) return;
  raw.resume();
  const timer = setTimeout(() => raw.socket.destroy(), DISCARD_MS);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * Counts a multipart body's bytes as the multipart parser reads them. The parser reads the raw
 * request itself (not the stream a preParsing hook returns), so the meter listens beside it
 * rather than in front of it; past the limit it stops the parser with a 413.
 */
export class MultipartBodyMeter {
  #limit: number;
  #seen = 0;
  #state: 'reading' | 'over' | 'discarding' = 'reading';

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    limit: number,
  ) {
    this.#limit = limit;
    const raw = request.raw;
    raw.on('data', this.#count);
    // Listening starts the flow, and bytes flowing before the parser is attached would never
    // reach it: paused here, the parser's pipe starts the flow and both see every chunk.
    raw.pause();
  }

  /** Lets `bytes` more through: an action raises it for a file it accepts (up to its limit). */
  allow(bytes: number) {
    this.#limit += bytes;
  }

  /**
   * After an answer given before the body was read to the end (a refused file, a wrong nonce):
   * reads the rest and drops it, so the connection can serve the client's next request, and a
   * client still sending is not cut off mid-upload. After DISCARD_MS the connection is closed.
   */
  discardRest() {
    const raw = this.request.raw;
    if (this.#state !== 'reading' || raw.readableEnded || raw.destroyed) return;
    this.#state = 'discarding';
    raw.unpipe();
    discardRestOfBody(raw);
  }

  #count = (chunk: Buffer) => {
    this.#seen += chunk.length;
    if (this.#state !== 'reading' || this.#seen <= this.#limit) return;
    this.#state = 'over';
    const raw = this.request.raw;
    raw.unpipe();
    // The rest is neither read nor wanted: the connection ends with the 413.
    this.reply.header('connection', 'close');
    // The multipart parser listens for request errors and ends its parts with this one.
    raw.emit('error', tooLarge());
  };
}

const meters = new WeakMap<FastifyRequest, MultipartBodyMeter>();

/** The meter of a multipart request; undefined for other bodies. */
export function multipartMeterOf(request: FastifyRequest): MultipartBodyMeter | undefined {
  return meters.get(request);
}

/**
 * Fastify's bodyLimit covers the JSON and form parsers but not multipart, whose parts the
 * multipart plugin reads itself. This counts the bytes of every body as they stream in and stops
 * a request the moment it passes the limit, so an oversized body is never held in memory. A
 * multipart body may grow beyond it by what its actions allow for the files they accept.
 */
export function limitStreamedBodies(app: FastifyInstance, maxBytes: number) {
  app.addHook('onResponse', async (request) => {
    meters.get(request)?.discardRest();
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    if (isMultipart(request)) {
      meters.set(request, new MultipartBodyMeter(request, reply, maxBytes));
      return payload;
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
    let seen = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          seen += chunk.length;
          if (seen > maxBytes) {
            callback(tooLarge());
            return;
          }
          callback(null, chunk);
        },
      }),
    );
  });
}
