import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRepository } from '@atelier/db/repositories/sessions';

export const SESSION_COOKIE = 'atelier_session';
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * One visitor's session (ADR 0011). The signed cookie carries only the id; data lives in the
 * database so every server process sees it. A visitor has no session until one is needed:
 * reading a request's session costs nothing, and the cookie is issued only when a request that
 * changes something (a POST: a cart, a draft, an upload, a vote) first asks for the id, or when
 * the visitor is handed nonces (`start()`), which are bound to it. A page view or a static file
 * never issues one, so anonymous pages stay the same for everyone and cacheable.
 */
export class VisitorSession {
  #id: string | undefined;
  #loaded: Record<string, unknown> | undefined;

  constructor(
    existingId: string | undefined,
    private readonly repository: SessionRepository,
    /** Sends the cookie for an id issued during this request. */
    private readonly issueCookie: (id: string) => void,
    private readonly method: string,
  ) {
    this.#id = existingId;
  }

  /** The visitor's session id from the cookie; undefined for a visitor who has none yet. */
  get existingId(): string | undefined {
    return this.#id;
  }

  /**
   * The id to read or store under. A visitor without a session gets a new one: on a GET (which
   * never stores) it stays a throw-away id that finds nothing; on any other method it is kept,
   * with the cookie, because the request is about to store something under it.
   */
  get id(): string {
    if (this.#id !== undefined) return this.#id;
    const id = randomBytes(24).toString('base64url');
    if (isSafeMethod(this.method)) return id;
    return this.#begin(id);
  }

  /** The id, issuing the cookie now if the visitor had none, whatever the method. */
  start(): string {
    return this.#id ?? this.#begin(randomBytes(24).toString('base64url'));
  }

  #begin(id: string): string {
    this.#id = id;
    this.#loaded = {};
    this.issueCookie(id);
    return id;
  }

  async data(): Promise<Readonly<Record<string, unknown>>> {
    if (this.#loaded === undefined) {
      this.#loaded =
        this.#id === undefined ? {} : ((await this.repository.find(this.#id))?.data ?? {});
    }
    return this.#loaded;
  }

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.data())[key] as T | undefined;
  }

  /**
   * Moves the visitor to a new session id with `data` (issue 15: on sign-in, sign-out and the
   * end of a two-factor login), so an id known before, by whoever saw it, signs no one in after.
   * The old row goes and the cart, uploads and drafts follow in the same transaction; the new
   * cookie replaces the old. Nonces were bound to the old id: the browser fetches new ones on
   * the page it goes to next.
   */
  async rotate(data: Record<string, unknown>): Promise<string> {
    const next = randomBytes(24).toString('base64url');
    const session = { id: next, data, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) };
    if (this.#id === undefined) await this.repository.save(session);
    else await this.repository.rotate(this.#id, session);
    this.#id = next;
    this.#loaded = data;
    this.issueCookie(next);
    return next;
  }

  async set(key: string, value: unknown): Promise<void> {
    const next = { ...(await this.data()), [key]: value };
    await this.repository.save({
      id: this.start(),
      data: next,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    });
    this.#loaded = next;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    session: VisitorSession;
  }
}

export interface SessionPluginOptions {
  repository: SessionRepository;
  secureCookies: boolean;
}

function existingSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && SESSION_ID.test(unsigned.value)
    ? unsigned.value
    : undefined;
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  app.decorateRequest('session', null as unknown as VisitorSession);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.session = new VisitorSession(
      existingSessionId(request),
      options.repository,
      (id) =>
        reply.setCookie(SESSION_COOKIE, id, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies,
          path: '/',
          maxAge: SESSION_LIFETIME_MS / 1000,
        }),
      request.method,
    );
  });
}

export const sessions = fp(sessionPlugin, {
  name: 'atelier-sessions',
  dependencies: ['@fastify/cookie'],
});
