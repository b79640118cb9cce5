import { createHash } from 'node:crypto';
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
import {
  ANY_CHANGE,
  encodedBody,
  preferredEncoding,
  weakEtagOf,
  type CachedPage,
  type PageCache,
  type PageDependencies,
  type RenderedPage,
} from './page-cache';

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageDependencies,
  ): Promise<AppLoadContext>;
  /** Extra per-request hook for POSTs to pages (route actions): rate limiting. */
  writePreHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** How large a page form may be, and how long it may take to arrive. */
  pageBody: PageBodyRules;
  /** Shared pages are kept here (ADR 0011); absent, every view is rendered. */
  cache?: PageCache | undefined;
  /** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
  pagePolicy(scriptHashes: readonly string[]): string;
  /**
   * Short-lived cookies that carry a one-time notice to the next page view of a visitor without
   * JavaScript ("added to your cart"). A GET that carries one is that visitor's own: it reaches
   * React Router with its cookies, is rendered for them and never cached.
   */
  flashCookies?: readonly string[] | undefined;
}

/**
 * How long shared caches (a CDN, a reverse proxy) may keep a page, and serve it stale while they
 * fetch it again. Browsers revalidate every time (max-age=0), cheaply with the ETag.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

const isApi = (request: FastifyRequest) => request.url.startsWith(API_PREFIX);

/**
 * What a shared page may not see of its visitor (ADR 0011): their cookies, credentials, the page
 * they came from, their browser and languages. Stripped from every GET, so no loader can make a
 * shared page differ by them; a page for one visitor asks through the load context instead.
 */
const VISITOR_HEADERS = [
  'cookie',
  'authorization',
  'referer',
  'user-agent',
  'accept-language',
  'if-none-match',
  'if-modified-since',
];

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body?: Buffer<ArrayBuffer>,
  personal = false,
): Request {
  // Joined as text, not resolved: `//x/` is a path here, never a URL naming the host x.
  const url = new URL(`${request.protocol}://${request.host}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (safe) {
    if (!personal) for (const name of VISITOR_HEADERS) headers.delete(name);
    return new Request(url, { method: 'GET', headers });
  }
  const controller = new AbortController();
  // A visitor who leaves mid-post aborts loaders that honour request.signal. A GET is not
  // aborted: other visitors may be waiting for the same render.
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

/** Inline scripts: no src, and a type browsers run (not a JSON data block). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The CSP hashes of a page's inline scripts. Pages are shared (ADR 0011), so they cannot carry
 * a per-request nonce: the policy names the exact scripts the page holds instead, and an
 * injected script, which would differ, does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A response as sent to the visitor, read in full. */
interface BufferedResponse {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

async function bufferResponse(response: Response): Promise<BufferedResponse> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') headers[name] = value;
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), body };
}

const ifNoneMatch = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare || tag === '*');
};

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage | RenderedPage,
  personalCookies: readonly string[] = [],
) {
  reply.status(page.status);
  reply.headers(page.headers);
  if (personalCookies.length > 0) reply.header('set-cookie', [...personalCookies]);
  if (!('etag' in page)) return reply.send(page.body);
  reply.header('etag', page.etag);
  reply.header('vary', 'Accept-Encoding');
  if (ifNoneMatch(request, page.etag)) {
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(page.body);
  const body = await encodedBody(page, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Mounts the React Router request handler for every page address. Page requests keep their raw
 * body (route actions parse it themselves), so this lives in its own encapsulated context with
 * a pass-through body parser. A post to a page reaches React Router only as a form (form-encoded
 * or multipart), within the page body limit, read in full and parseable; anything else is
 * answered here (415, 413, 408, 400) with the site's error page, or JSON for a data request.
 *
 * A GET is shared by every visitor (ADR 0011): it reaches React Router without the visitor's
 * cookies, and unless its loaders asked who the visitor is, its answer is kept in the page
 * cache and sent to the next visitor as it is, with an ETag and a shared cache lifetime.
 */
export async function mountReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  const handle = createRequestHandler(options.build as ServerBuild, options.mode);

  /** Renders with React Router and reads the answer in full, with its CSP. */
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    tracker: DependencyTracker,
    body?: Buffer<ArrayBuffer>,
  ): Promise<BufferedResponse> => {
    const context = await options.getLoadContext(request, reply, tracker);
    const response = await bufferResponse(
      await handle(toWebRequest(request, reply, body, tracker.isPersonal), context),
    );
    const type = response.headers['content-type'] ?? '';
    if (options.mode === 'production' && type.startsWith('text/html')) {
      response.headers['content-security-policy'] = options.pagePolicy(
        inlineScriptHashes(response.body.toString('utf8')),
      );
    }
    return response;
  };

  /** A render's answer for everyone, or undefined when it may not be shared. */
  const shareable = (
    response: BufferedResponse,
    reply: FastifyReply,
    tracker: DependencyTracker,
  ): RenderedPage | undefined => {
    const shared =
      response.status === 200 &&
      !tracker.isPersonal &&
      response.cookies.length === 0 &&
      reply.getHeader('set-cookie') === undefined &&
      response.headers['cache-control'] === undefined;
    if (!shared) return undefined;
    return {
      status: response.status,
      headers: { ...response.headers, 'cache-control': SHARED_PAGE_CACHE_CONTROL },
      body: response.body,
      tags: tracker.tags,
    };
  };

  /** Sends an answer that is not shared: the visitor's own (or an error, or a redirect). */
  const sendOwn = (request: FastifyRequest, reply: FastifyReply, response: BufferedResponse) => {
    const headers = { ...response.headers };
    headers['cache-control'] ??= PERSONAL_CACHE_CONTROL;
    return sendPage(request, reply, { ...response, headers, tags: [] }, response.cookies);
  };

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    pages.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApi(request)) return reply.callNotFound();
        const cookies = request.cookies ?? {};
        if (options.flashCookies?.some((name) => cookies[name] !== undefined)) {
          refuseUnstorableAddress(request.url);
          const tracker = new DependencyTracker();
          tracker.personal();
          return sendOwn(request, reply, await render(request, reply, tracker));
        }
        const cache = options.cache;
        if (cache) {
          const hit = cache.lookup(request.url);
          if (hit) return sendPage(request, reply, hit);
        }
        refuseUnstorableAddress(request.url);
        let own: BufferedResponse | undefined;
        const renderShared = async () => {
          const tracker = new DependencyTracker();
          own = await render(request, reply, tracker);
          return shareable(own, reply, tracker);
        };
        const page = cache ? await cache.fill(request.url, renderShared) : await renderShared();
        if (page) {
          return sendPage(request, reply, 'etag' in page ? page : withEtag(page));
        }
        // Personal, or a joined render that turned out personal: this visitor's own answer.
        own ??= await render(request, reply, new DependencyTracker());
        return sendOwn(request, reply, own);
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
        const tracker = new DependencyTracker();
        // An action changes something for this visitor: its answer is theirs alone.
        tracker.personal();
        return sendOwn(request, reply, await render(request, reply, tracker, body));
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

const withEtag = (page: RenderedPage): CachedPage => ({
  ...page,
  etag: weakEtagOf(page.body),
  encoded: {},
});

/** What one render's loaders said the page depends on. */
class DependencyTracker implements PageDependencies {
  #tags = new Set<string>();
  #personal = false;

  dependsOn(...tags: string[]) {
    for (const tag of tags) this.#tags.add(tag);
  }

  personal() {
    this.#personal = true;
  }

  get isPersonal() {
    return this.#personal;
  }

  get tags(): string[] {
    return this.#tags.size === 0 ? [ANY_CHANGE] : [...this.#tags];
  }
}
