import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startVisit, testApp } from '../../testing/test-app';
import { defineAjaxAction } from './ajax-endpoint';

/** A state-changing action guarded by the ajax nonce, standing in for the real ones. */
const echo = defineAjaxAction({
  action: 'atelier_test_echo',
  guard: { nonce: 'ajax', field: 'nonce' },
  input: z.object({
    name: z.string().min(1, 'Please enter a name.'),
    count: z.coerce.number().int('Please enter a whole number.'),
  }),
  async handle(input) {
    return {
      json: { success: true, data: { greeting: `Hello ${input.name}`, count: input.count } },
    };
  },
});

const crash = defineAjaxAction({
  action: 'atelier_test_crash',
  guard: 'read-only',
  input: z.object({}),
  async handle() {
    throw new Error('relation "secret_table" does not exist');
  },
});

describe('the HTTP API contract', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    app = await testApp(database, { ajaxActions: [echo, crash] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('THEME-001 a visit gets a signed httpOnly SameSite=Lax session cookie and two distinct nonces', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: 'atelier_refresh_nonces' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'atelier_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const { data } = response.json();
    expect(data.ajaxNonce).toMatch(/^[\w-]{20}$/);
    expect(data.restNonce).toMatch(/^[\w-]{20}$/);
    expect(data.ajaxNonce).not.toBe(data.restNonce);
  });

  it('a state-changing call with the right nonce runs, in form-encoded, JSON and multipart bodies', async () => {
    const visit = await startVisit(app);
    const formEncoded = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'atelier_test_echo',
        nonce: visit.ajaxNonce,
        name: 'Ana',
        count: '2',
      }).toString(),
    });
    expect(formEncoded.json()).toEqual({
      success: true,
      data: { greeting: 'Hello Ana', count: 2 },
    });

    const json = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visit.cookie },
      payload: { action: 'atelier_test_echo', nonce: visit.ajaxNonce, name: 'Rui', count: 3 },
    });
    expect(json.json().data.greeting).toBe('Hello Rui');

    const form = new FormData();
    for (const [key, value] of Object.entries({
      action: 'atelier_test_echo',
      nonce: visit.ajaxNonce,
      name: 'Inês',
      count: '4',
    })) {
      form.append(key, value);
    }
    const request = new Request('http://x/', { method: 'POST', body: form });
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visit.cookie, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.json()).toEqual({ success: true, data: { greeting: 'Hello Inês', count: 4 } });
  });

  it('a missing, forged or other-session nonce is refused with a JSON 403, not a crash', async () => {
    const visit = await startVisit(app);
    const other = await startVisit(app);
    for (const nonce of [undefined, 'forged-nonce-0000000', other.ajaxNonce, visit.restNonce]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { cookie: visit.cookie },
        payload: {
          action: 'atelier_test_echo',
          name: 'Ana',
          count: 1,
          ...(nonce ? { nonce } : {}),
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        success: false,
        data: { code: 'invalid_nonce', message: expect.stringContaining('reload the page') },
      });
    }
  });

  it('an unknown action answers 400 JSON {success:false,data:{message}}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: 'no_such_thing' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: { message: 'Unknown action "no_such_thing".', code: 'unknown_action' },
    });
  });

  it('invalid input answers 400 JSON naming the field and what to fix', async () => {
    const visit = await startVisit(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visit.cookie },
      payload: { action: 'atelier_test_echo', nonce: visit.ajaxNonce, name: '', count: 'many' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.data.field).toBe('name');
    expect(body.data.message).toBe('Invalid value for name: Please enter a name.');
    expect(body.data.errors.map((error: { field: string }) => error.field)).toEqual([
      'name',
      'count',
    ]);
  });

  it('an oversized body answers 413 JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ action: 'atelier_test_echo', name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      data: { message: 'The request is too large.' },
    });
  });

  it('an oversized multipart body answers 413 JSON, however its parts are split', async () => {
    const form = new FormData();
    form.append('action', 'atelier_test_echo');
    for (let index = 0; index < 20; index += 1)
      form.append(`part-${index}`, 'x'.repeat(100 * 1024));
    const request = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    for (const headers of [
      { 'content-type': request.headers.get('content-type') ?? '' },
      // Without a declared length the bytes are counted as they arrive.
      { 'content-type': request.headers.get('content-type') ?? '', 'transfer-encoding': 'chunked' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/ajax', headers, payload });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        success: false,
        data: { message: 'The request is too large.' },
      });
    }
  });

  it('malformed JSON answers 400 JSON, not an HTML page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/json' },
      payload: '{"action": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.message).toBe('The request body is not valid JSON.');
  });

  it('an unexpected failure answers a generic JSON 500 with a reference, never internals', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: 'atelier_test_crash' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
    expect(response.json().data.message).toContain(`Reference ${response.headers['x-request-id']}`);
  });

  it('rest-nonce answers a fresh REST nonce as plain text', async () => {
    const visit = await startVisit(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: visit.cookie },
      payload: { action: 'rest-nonce' },
    });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(visit.restNonce);
  });

  it('the REST root lists namespaces; unknown REST routes answer the REST error shape', async () => {
    const index = await app.inject({ method: 'GET', url: '/api/rest/' });
    // Issue 16: the contact-form plugin flow's namespace (CF-004).
    expect(index.json()).toEqual({ name: 'Atelier', namespaces: ['contact-form-7/v1'] });
    const missing = await app.inject({ method: 'GET', url: '/api/rest/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  it('an unknown API address answers JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('responses carry security headers and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // No inline script in an API answer; pages add the hashes of their own (ADR 0011). The one
    // outside origin is Pinterest's pinning script, injected only when a visitor pins (MISC-014).
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/assets\.pinterest\.com;/,
    );
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limiting of write calls', () => {
  it('the 121st write from one address within a minute is refused with 429 JSON and Retry-After', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const app = await testApp(database);
    try {
      const post = () =>
        app.inject({ method: 'POST', url: '/api/ajax', payload: { action: 'rest-nonce' } });
      for (let index = 0; index < 120; index += 1) expect((await post()).statusCode).toBe(200);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().data.message).toMatch(
        /^Too many requests\. Please wait \d+ seconds and try again\.$/,
      );
      // Reads are not limited.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
