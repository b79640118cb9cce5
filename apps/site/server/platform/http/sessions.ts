import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRepository } from '@atelier/db/repositories/sessions';

export const SESSION_COOKIE = 'atelier_session';
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

/**
 * One visitor's session. The signed cookie carries only the id; data lives in the database so
 * every server process sees it. Nothing is written until there is something to remember, so
 * anonymous page views cost no write.
 */
export class VisitorSession {
  #loaded: Record<string, unknown> | undefined;

  constructor(
    readonly id: string,
    readonly isNew: boolean,
    private readonly repository: SessionRepository,
  ) {}

  async data(): Promise<Readonly<Record<string, unknown>>> {
    if (this.#loaded === undefined) {
      this.#loaded = this.isNew ? {} : ((await this.repository.find(this.id))?.data ?? {});
    }
    return this.#loaded;
  }

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.data())[key] as T | undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    const next = { ...(await this.data()), [key]: value };
    await this.repository.save({
      id: this.id,
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

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  app.decorateRequest('session', null as unknown as VisitorSession);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (unsigned?.valid && unsigned.value && SESSION_ID.test(unsigned.value)) {
      request.session = new VisitorSession(unsigned.value, false, options.repository);
      return;
    }
    const id = randomBytes(24).toString('base64url');
    request.session = new VisitorSession(id, true, options.repository);
    reply.setCookie(SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
  });
}

export const sessions = fp(sessionPlugin, {
  name: 'atelier-sessions',
  dependencies: ['@fastify/cookie'],
});
