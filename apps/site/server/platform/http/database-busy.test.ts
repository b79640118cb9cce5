import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startVisit, testConfig } from '../../testing/test-app';
import { testPageBuild } from './test-page-build';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BUSY_MESSAGE = 'The shop is very busy right now; please try again in a moment.';

/** A page loader that reads the database, as every real page's does. */
const loader = async ({ context }: { context: AppLoadContext }) => ({
  pages: (await context.services.content.contentPages()).length,
});

/**
 * Issue 13: the embedded database refuses a caller once too many wait (busy-gate.ts); the
 * server answers that with a clean 503 and Retry-After, never a 500 or a stack trace.
 */
describe('a busy embedded database is answered 503 with Retry-After', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let visitor: { cookie: string; ajaxNonce: string };
  let release: () => void = () => undefined;
  let holding: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    // No caller may wait: while one transaction runs, every other statement is refused.
    database = await openDatabase({ maxWaiting: 0 });
    await database.migrate();
    app = await buildApp({
      config: testConfig(),
      database,
      pages: { build: testPageBuild({ loader }).build },
    });
    await app.ready();
    visitor = await startVisit(app);
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    holding = database.db.transaction(() => hold);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(database.load?.pending).toBe(1);
  });

  afterAll(async () => {
    release();
    await holding;
    await app.close();
    await database.close();
  });

  it('an API call gets the JSON error shape with code database_busy', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shop-ajax',
      headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=add_to_cart&product_id=1&security=${visitor.ajaxNonce}`,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: false,
      data: { message: BUSY_MESSAGE, code: 'database_busy' },
    });
  });

  it('a REST call gets the REST error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=atelier_refresh_nonces',
    });
    // The write rate limit's counter is the first statement of a POST, and it is refused.
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ data: { code: 'database_busy' } });
  });

  it("a browser's page request gets the site's error page, not React Router's 500", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/contact/',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<p class="eyebrow">Error 503</p>');
    expect(response.body).toContain('<h1>The shop is very busy</h1>');
    expect(response.body).toContain(`<p>${BUSY_MESSAGE}</p>`);
    expect(response.body).not.toMatch(/DatabaseBusyError|Failed query|at .*\.ts:\d+/);
  });

  it("React Router's data request for the same page gets JSON", async () => {
    const response = await app.inject({ method: 'GET', url: '/contact.data' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      success: false,
      data: { message: BUSY_MESSAGE, code: 'database_busy' },
    });
  });

  it('a call that needs no database is still answered', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('Server-Timing: the database round trips of a request (issue 13, query budget)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // One request at the database at a time: each must give its place back when it is over.
    database = await openDatabase({ maxRequests: 1 });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  async function appWith(serverTiming: boolean) {
    const app = await buildApp({
      config: testConfig({ serverTiming }),
      database,
      pages: { build: testPageBuild({ loader }).build },
    });
    await app.ready();
    return app;
  }

  it('is not sent by default, so visitors never see it', async () => {
    const app = await appWith(false);
    try {
      const page = await app.inject({ method: 'GET', url: '/contact/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['server-timing']).toBeUndefined();
      const api = await app.inject({ method: 'POST', url: '/api/ajax', payload: {} });
      expect(api.headers['server-timing']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('when enabled, counts the queries of each request on its own', async () => {
    const app = await appWith(true);
    try {
      const page = await app.inject({ method: 'GET', url: '/contact/' });
      expect(page.statusCode).toBe(200);
      // The loader's one query.
      expect(page.headers['server-timing']).toMatch(/^db;desc="1 query";dur=\d+\.\d$/);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['server-timing']).toMatch(/^db;desc="0 queries";dur=0\.0$/);
      // A POST is read by the body parser first (its events lose the request's context);
      // the write rate limit's one statement is still counted for it.
      const post = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=atelier_refresh_nonces',
      });
      expect(post.statusCode).toBe(200);
      expect(post.headers['server-timing']).toMatch(/^db;desc="1 query";dur=/);
      // Every request so far was admitted by the busy gate and gave its place back.
      for (let index = 0; index < 5; index += 1) {
        expect((await app.inject({ method: 'GET', url: '/contact/' })).statusCode).toBe(200);
      }
      expect(database.load?.pending).toBe(0);
    } finally {
      await app.close();
    }
  });
});
