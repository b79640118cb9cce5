import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../../testing/test-app';
import { PAGE_BODY_LIMIT_BYTES } from './page-body';
import { testPageBuild, type ActionCall } from './test-page-build';

const MIB = 1024 * 1024;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

/** A form-encoded body of exactly `bytes` bytes: one field, `message=aaa…`. */
const formOfSize = (bytes: number) => `message=${'a'.repeat(bytes - 'message='.length)}`;

/** The status line and headers, then the body, of the first answer on a raw socket. */
function firstAnswer(port: number, head: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms; got: ${received.slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (/<\/html>|\r\n\r\n\{.*\}$/s.test(received)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', () => undefined);
    socket.write(head);
  });
}

interface ChunkedAnswer {
  status: number;
  body: string;
  /** Bytes of the body the client had written when the answer arrived. */
  sentWhenAnswered: number;
}

/**
 * A browser-like form post of `bytes` bytes sent in 64 KiB chunks with no length declared (as a
 * streaming client may), stopping as soon as the server answers.
 */
function postChunked(port: number, path: string, bytes: number): Promise<ChunkedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { accept: BROWSER_ACCEPT, 'content-type': FORM, 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write('message=');
    const pump = () => {
      while (sent < bytes && !answered) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe.each(testDatabaseTargets())('the page routes’ HTTP edge ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let calls: ActionCall[];
  let port: number;

  beforeAll(async () => {
    database = await target.open();
    const pages = testPageBuild();
    calls = pages.calls;
    app = await testApp(database, { pages: { build: pages.build } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    calls.length = 0;
  });

  describe('form size', () => {
    it('SUB-012 a page form of up to 256 KiB reaches the page’s action, one byte more is refused', async () => {
      const fits = await app.inject({
        method: 'POST',
        url: '/contact/',
        headers: { accept: BROWSER_ACCEPT, 'content-type': FORM },
        payload: formOfSize(PAGE_BODY_LIMIT_BYTES),
      });
      expect(fits.statusCode).toBe(200);
      expect(calls).toEqual([
        { route: 'contact', fields: 1, bytes: PAGE_BODY_LIMIT_BYTES - 'message='.length },
      ]);

      const over = await app.inject({
        method: 'POST',
        url: '/contact/',
        headers: { accept: BROWSER_ACCEPT, 'content-type': FORM },
        payload: formOfSize(PAGE_BODY_LIMIT_BYTES + 1),
      });
      expect(over.statusCode).toBe(413);
      expect(calls).toHaveLength(1);
    });

    it('SUB-012 a multipart page form (what the form pages post) reaches the action', async () => {
      const name = 'Ana Ferreira';
      const message = 'A harbour at dusk, for our dining room.';
      const form = new FormData();
      form.append('name', name);
      form.append('message', message);
      const encoded = new Response(form);
      const response = await app.inject({
        method: 'POST',
        url: '/contact/',
        headers: {
          accept: BROWSER_ACCEPT,
          'content-type': encoded.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(response.statusCode).toBe(200);
      expect(calls).toEqual([{ route: 'contact', fields: 2, bytes: name.length + message.length }]);
    });

    it('a 100 MB checkout post declaring its length gets the “form is too large” page at once, before a byte of it is sent', async () => {
      const answer = await firstAnswer(
        port,
        'POST /checkout/ HTTP/1.1\r\nHost: localhost\r\n' +
          `Accept: ${BROWSER_ACCEPT}\r\nContent-Type: ${FORM}\r\nContent-Length: ${100 * MIB}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/content-type: text\/html; charset=utf-8/i);
      expect(answer).toContain('<h1>The form is too large</h1>');
      expect(answer).toContain('larger than this page accepts (256 KB)');
      expect(answer).toContain('<a href="/checkout/">Go back to the form</a>');
      expect(answer).toContain('<a href="/">Go to the home page</a>');
      expect(calls).toEqual([]);
    });

    it('a chunked 32 MB cart post is cut off as it streams: the 413 page arrives while the client is still sending, and no action runs', async () => {
      const answer = await postChunked(port, '/cart/', 32 * MIB);
      expect(answer.status).toBe(413);
      expect(answer.body).toContain('<h1>The form is too large</h1>');
      // The server answered after reading about 256 KiB, not the 32 MB: what the client had
      // sent by then is what sat in the socket buffers.
      expect(answer.sentWhenAnswered).toBeLessThan(16 * MIB);
      expect(calls).toEqual([]);
    });

    it('a React Router data request (/checkout.data) over the limit gets JSON, not a page', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/checkout.data',
        headers: { 'content-type': FORM },
        payload: formOfSize(PAGE_BODY_LIMIT_BYTES + 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        success: false,
        data: {
          code: 'payload_too_large',
          message: expect.stringContaining('larger than this page accepts'),
        },
      });
    });
  });

  describe('content type', () => {
    it.each([
      ['JSON', 'application/json', '{"billing_email":"ana@example.com"}'],
      ['plain text', 'text/plain', 'billing_email=ana@example.com'],
      ['no content type', undefined, 'billing_email=ana@example.com'],
    ])(
      'a checkout posted as %s gets a 415 page saying to send the form from the page, not a 500',
      async (_name, type, payload) => {
        const response = await app.inject({
          method: 'POST',
          url: '/checkout/',
          headers: { accept: BROWSER_ACCEPT, ...(type ? { 'content-type': type } : {}) },
          payload,
        });
        expect(response.statusCode).toBe(415);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('<h1>We could not read that form</h1>');
        expect(response.body).toContain('only accepts a form sent from the page itself');
        expect(calls).toEqual([]);
      },
    );

    it('the cart posted as JSON by a script asking for JSON gets a JSON 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/cart/',
        headers: { accept: 'application/json' },
        payload: { cart: { 1: 2 } },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        success: false,
        data: { code: 'unsupported_media_type' },
      });
    });

    it.each([
      ['a multipart body cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Dis'],
      ['a multipart type without its boundary', 'multipart/form-data', 'name=value'],
      ['form encoding with a broken %-escape', FORM, 'billing_first_name=%E0%A4%A'],
      ['form encoding that is not UTF-8', FORM, 'billing_first_name=%FF'],
    ])('%s gets a 400 page saying the form could not be read', async (_name, type, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/checkout/',
        headers: { accept: BROWSER_ACCEPT, 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('arrived incomplete or garbled');
      expect(calls).toEqual([]);
    });

    it.each([
      ['form-encoded', FORM, 'billing_first_name=Ana%00'],
      [
        'multipart',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="billing_first_name"\r\n\r\nAna\u0000\r\n--xyz--\r\n',
      ],
    ])(
      'a %s field holding a NUL character gets a 400 page naming the field, not a 500 from the database',
      async (_name, type, payload) => {
        const response = await app.inject({
          method: 'POST',
          url: '/checkout/',
          headers: { accept: BROWSER_ACCEPT, 'content-type': type },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(
          '“billing_first_name” contains a character that cannot be stored',
        );
        expect(calls).toEqual([]);
      },
    );

    it('a GET is unaffected by a content type it carries', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/checkout/',
        headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Test page</title>');
    });
  });

  describe('broken addresses', () => {
    it.each(['/%E0%A4%A/', '/%/', '/shop/%ff/'])(
      '%s gets the site’s 400 page with the security headers, not Fastify’s JSON',
      async (url) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: BROWSER_ACCEPT },
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['permissions-policy']).toContain('camera=()');
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(response.body).toContain('<h1>We could not read that request</h1>');
        expect(response.body).toContain('broken character');
        expect(response.body).toContain('<a href="/">Go to the home page</a>');
        // The address is not repeated back.
        expect(response.body).not.toContain(url);
      },
    );

    it.each(['/product/%00/', '/shop/?s=oak%00', '/blog/%00x/', '/shop/?category%00=x'])(
      '%s (a NUL character in the address) gets the site’s 400 page before any loader looks it up',
      async (url) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: BROWSER_ACCEPT },
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('a character no page of this site can have');
        expect(calls).toEqual([]);
      },
    );

    it.each([
      ['/shop', '/shop/'],
      ['/shop?orderby=price', '/shop/?orderby=price'],
      // The last segment looks like a file name, so no slash is added; the host is gone all the same.
      ['//evil.example', '/evil.example'],
      ['//evil.example/login', '/evil.example/login/'],
      ['///evil.example/', '/evil.example/'],
      ['//', '/'],
    ])(
      '%s redirects to %s on this site: a Location never starts with two slashes, which would name another host',
      async (url, location) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: BROWSER_ACCEPT },
        });
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe(location);
      },
    );

    it('a broken API address answers JSON', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/%ff' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: { code: 'invalid_url' } });
    });
  });

  describe('headers', () => {
    it('issue 13: a page for one visitor (its loader asked who they are) is never stored by any cache', async () => {
      const page = await app.inject({ method: 'GET', url: '/checkout/' });
      expect(page.headers['cache-control']).toBe('private, no-store');
      const data = await app.inject({ method: 'GET', url: '/checkout.data' });
      expect(data.headers['cache-control']).toBe('private, no-store');
    });

    it('issue 13: a page the same for everyone is shared: public, short-lived, with an ETag', async () => {
      const page = await app.inject({ method: 'GET', url: '/contact/' });
      expect(page.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      );
      expect(page.headers.etag).toMatch(/^W\//);
      expect(page.cookies).toEqual([]);
    });

    it('THEME-001 a nonce refresh and every other API answer, errors included, say no-store', async () => {
      const nonces = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        payload: { action: 'atelier_refresh_nonces' },
      });
      expect(nonces.statusCode).toBe(200);
      expect(nonces.headers['cache-control']).toBe('no-store');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['cache-control']).toBe('no-store');
      const unknown = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control']).toBe('no-store');
    });

    it('every answer (page, API, error page) switches off camera, microphone, geolocation and payment', async () => {
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/' }),
        app.inject({ method: 'GET', url: '/api/health' }),
        app.inject({
          method: 'POST',
          url: '/checkout/',
          payload: 'x',
          headers: { accept: 'text/html' },
        }),
      ]);
      for (const answer of answers) {
        const policy = String(answer.headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
          expect(policy).toContain(`${feature}=()`);
        }
        // The slideshow's fullscreen and the draft link's clipboard keep working.
        expect(policy).not.toMatch(/fullscreen|clipboard/);
      }
    });
  });
});

describe.each(testDatabaseTargets())('a browser posting pages too often ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, {
      config: testConfig({ writeRateLimit: 1 }),
      pages: { build: testPageBuild().build },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('gets a 429 page asking to wait, with Retry-After; a data request gets JSON', async () => {
    const post = (url: string, accept: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { accept, 'content-type': FORM },
        payload: 'cart[1]=2',
      });
    expect((await post('/cart/', BROWSER_ACCEPT)).statusCode).toBe(200);

    const refused = await post('/cart/', BROWSER_ACCEPT);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('<h1>Please wait a moment</h1>');
    expect(refused.body).toMatch(/Please wait \d+ seconds and try again\./);
    expect(refused.body).toContain('<a href="/cart/">Go back to the form</a>');

    const data = await post('/cart.data', '*/*');
    expect(data.statusCode).toBe(429);
    expect(data.json()).toMatchObject({ success: false, data: { code: 'rate_limited' } });
  });
});
