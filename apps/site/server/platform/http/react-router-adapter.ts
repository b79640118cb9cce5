import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { API_PREFIX } from './error-handling';

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext(request: FastifyRequest, reply: FastifyReply): Promise<AppLoadContext>;
  /** Extra per-request hook for POSTs to pages (route actions): rate limiting. */
  writePreHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' }
      : {}),
  } as RequestInit);
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
 * a pass-through body parser.
 */
export async function mountReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  const handle = createRequestHandler(options.build as ServerBuild, options.mode);

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith(API_PREFIX)) return reply.callNotFound();
      const context = await options.getLoadContext(request, reply);
      const response = await handle(toWebRequest(request, reply), context);
      return sendWebResponse(reply, response);
    };

    pages.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
    pages.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      ...(options.writePreHandler ? { preHandler: options.writePreHandler } : {}),
      handler: render,
    });
  });
}
