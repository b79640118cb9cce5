import type { FastifyServerOptions } from 'fastify';

/**
 * How long the server waits for a client. Without these, a client that opens a connection and
 * stalls (mid-headers or mid-body) holds it, and its file descriptors, for ever.
 */
export interface HttpTimeouts {
  /** A connection that sends and receives nothing for this long is closed (Node's socket timeout). */
  idleMs: number;
  /** The request line and headers must all arrive within this. */
  headersMs: number;
  /** A whole request, body included, must arrive within this: the allowance of the largest upload. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** A page form's body (at most the page body limit) must arrive within this. */
  pageBodyMs: number;
  /** How often Node checks the headers and request deadlines (it does not keep a timer each). */
  checkIntervalMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  // A minute of total silence: a live client, even on a poor mobile link, sends something in that
  // time (nginx's client_body_timeout is the same). This is what cuts off a stalled upload.
  idleMs: 60_000,
  // Headers are a few KB: half a minute is generous and stops a slow-header (slowloris) client.
  headersMs: 30_000,
  // The upload call takes files up to 1 GiB (forms/uploads MAX_UPLOAD_BYTES); at 1.25 Mbit/s, a
  // slow home uplink, that is 1 h 55 min. Node has one request deadline for the whole server, so
  // it is the uploads' allowance; every other body is small and gets a shorter limit of its own
  // (pageBodyMs for page forms), and a client that stops sending is cut off by idleMs anyway.
  requestMs: 2 * 60 * 60_000,
  // Longer than the 60 s a reverse proxy keeps an idle upstream connection (nginx, AWS ALB), so
  // the proxy, not this server, closes it and never sends a request onto a closing socket.
  keepAliveMs: 72_000,
  // A page form is at most 256 KiB; at 56 kbit/s that arrives in 37 s.
  pageBodyMs: 60_000,
  // Node's default is 30 s, which would let a headers deadline overrun by as much.
  checkIntervalMs: 5_000,
};

/** The Fastify (and Node http.Server) options that apply the timeouts. */
export function serverTimeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Given to http.createServer: Node checks there that headersTimeout ≤ requestTimeout, and
    // the checking interval can only be set there.
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
