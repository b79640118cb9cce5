import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { discardRestOfBody } from './body-limit';
import { API_PREFIX } from './error-handling';
import {
  checkFormBody,
  readPageBody,
  refuseUnreadableForm,
  refuseUnstorableAddress,
  type PageBodyRules,
} from './page-body';

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext(request: FastifyRequest, reply: FastifyReply): Promise<AppLoadContext>;
  /** Extra per-request hook for POSTs to pages (route actions): rate limiting. */
  writePreHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** How large a page form may be, and how long it may take to arrive. */
  pageBody: PageBodyRules;
}

const isApi = (request: FastifyRequest) => request.url.startsWith(API_PREFIX);

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body?: Buffer<ArrayBuffer>,
): Request {
  // Joined as text, not resolved: `//x/` is a path here, never a URL naming the host x.
  const url = new URL(`${request.protocol}://${request.host}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  // A visitor who leaves mid-render aborts loaders that honour request.signal.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  if (body !== undefined) {
    // The body was read here already (and the stream is spent): it is a buffer now, so the
    // length and encoding it arrived with no longer describe it.
    headers.delete('content-length');
    headers.delete('content-encoding');
    headers.delete('transfer-encoding');
  }
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body === undefined
      ? {}
      : { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) }),
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

/**
 * Mounts the React Router request handler for every page address. Page requests keep their raw
 * body (route actions parse it themselves), so this lives in its own encapsulated context with
 * a pass-through body parser. A post to a page reaches React Router only as a form (form-encoded
 * or multipart), within the page body limit, read in full and parseable; anything else is
 * answered here (415, 413, 408, 400) with the site's error page, or JSON for a data request.
 */
export async function mountReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  const handle = createRequestHandler(options.build as ServerBuild, options.mode);

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const render = async (
      request: FastifyRequest,
      reply: FastifyReply,
      body?: Buffer<ArrayBuffer>,
    ) => {
      const context = await options.getLoadContext(request, reply);
      const response = await handle(toWebRequest(request, reply, body), context);
      return sendWebResponse(reply, response);
    };

    pages.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApi(request)) return reply.callNotFound();
        refuseUnstorableAddress(request.url);
        return render(request, reply);
      },
    });
    pages.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      // Before the rate limit's database round trip: these need only the headers.
      async preValidation(request) {
        if (isApi(request)) return;
        refuseUnstorableAddress(request.url);
        refuseUnreadableForm(request, options.pageBody);
      },
      ...(options.writePreHandler ? { preHandler: options.writePreHandler } : {}),
      async handler(request, reply) {
        if (isApi(request)) return reply.callNotFound();
        const body = await readPageBody(request, reply, options.pageBody);
        await checkFormBody(request.headers['content-type'] ?? '', body);
        return render(request, reply, body);
      },
      // A post answered before its body was read (refused, too large) is read to its end and
      // dropped, for a few seconds at most, so the browser sees the answer (body-limit.ts).
      async onResponse(request) {
        const raw = request.raw;
        if (raw.readableEnded || raw.destroyed) return;
        raw.unpipe();
        discardRestOfBody(raw);
      },
    });
  });
}
