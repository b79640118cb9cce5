import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NonceService } from '../security/nonces';
import { NONCE_ACTIONS } from '../security/nonces';
import {
  asMultipartReadError,
  rejectBadBodyText,
  rejectBadQueryText,
  rejectUnstorableText,
} from './ajax-endpoint';
import { ApiError } from './api-errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRoute {
  namespace: string;
  /** Path after the namespace, with `:name` parameters, e.g. `contact-forms/:id/feedback`. */
  path: string;
  methods: readonly Method[];
  handle(
    params: Record<string, string>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ status?: number; json: unknown }>;
}

const STATE_CHANGING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

function compile(route: RestRoute) {
  const source = `${route.namespace}/${route.path}`
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`) };
}

/** The routes each app's REST root serves (keyed by the HTTP server its instances share). */
const rootsByServer = new WeakMap<object, readonly RestRoute[]>();

/** The REST routes registered on this app: the hostile-input property test reaches each one. */
export function restRoutesOf(app: FastifyInstance): readonly RestRoute[] {
  return rootsByServer.get(app.server) ?? [];
}

/**
 * The REST root. Clients may tunnel PUT, PATCH and DELETE through POST (X-HTTP-Method-Override
 * header or `_method`), as the original site's REST helper does; every state-changing call
 * needs the REST nonce (X-WP-Nonce header or `_wpnonce`).
 */
export function registerRestRoot(
  app: FastifyInstance,
  options: {
    prefix: string;
    routes: readonly RestRoute[];
    nonces: NonceService;
    /** The write rate limit, run before every state-changing call's handler. */
    writePreHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
) {
  const compiled = options.routes.map(compile);
  rootsByServer.set(app.server, options.routes);

  app.get(options.prefix, async () => ({
    name: 'Atelier',
    namespaces: [...new Set(options.routes.map((route) => route.namespace))],
  }));

  // Requests whose handler has started: an error before it is one of reading the body.
  const handled = new WeakSet<FastifyRequest>();

  app.all(
    `${options.prefix}*`,
    {
      preParsing: rejectBadBodyText,
      // The multipart parser runs in a hook before the handler; a body it cannot read is the
      // client's (400), not ours. Throwing hands the error on to the site's error handler.
      errorHandler(error, request) {
        throw request.isMultipart() && !handled.has(request) ? asMultipartReadError(error) : error;
      },
    },
    (request, reply) => {
      handled.add(request);
      return handleRest(request, reply);
    },
  );

  async function handleRest(request: FastifyRequest, reply: FastifyReply) {
    const rest = (request.params as { '*': string })['*'];
    // Text that cannot be stored, in the address, the query or the body, is refused here for
    // every route at once.
    rejectBadQueryText(request);
    rejectUnstorableText({ path: rest });
    rejectUnstorableText(request.body);
    const query = request.query as Record<string, unknown>;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    const override = request.headers['x-http-method-override'] ?? query._method ?? body._method;
    const method = (
      request.method === 'POST' && typeof override === 'string'
        ? override.toUpperCase()
        : request.method
    ) as Method;

    const candidates = compiled
      .map(({ route, pattern }) => ({ route, match: pattern.exec(rest) }))
      .filter((candidate) => candidate.match);
    const found = candidates.find((candidate) => candidate.route.methods.includes(method));
    if (!found?.match) {
      throw new ApiError(
        candidates.length > 0 ? 405 : 404,
        candidates.length > 0
          ? 'The method is not allowed for this address.'
          : 'No route was found matching the URL and request method.',
        candidates.length > 0 ? 'rest_no_route_method' : 'rest_no_route',
      );
    }
    if (STATE_CHANGING.has(method)) {
      const nonce = request.headers['x-wp-nonce'] ?? query._wpnonce ?? body._wpnonce;
      if (!options.nonces.verify(NONCE_ACTIONS.rest, request.session.existingId, nonce)) {
        throw new ApiError(403, 'Cookie check failed', 'rest_cookie_invalid_nonce');
      }
      await options.writePreHandler?.(request, reply);
    }
    const answer = await found.route.handle({ ...found.match.groups }, request, reply);
    return reply.status(answer.status ?? 200).send(answer.json);
  }
}
