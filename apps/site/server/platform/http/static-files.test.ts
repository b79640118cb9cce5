import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../../testing/test-app';
import { precompressDirectory } from './precompress';
import { IMMUTABLE_CACHE_CONTROL, registerStaticFiles, SHORT_CACHE_CONTROL } from './static-files';
import { testPageBuild } from './test-page-build';

const SCRIPT = `export function greet(name) { return "Hello, " + name + "!"; }\n`.repeat(300);
const STYLESHEET = `.card { display: grid; gap: 1rem; padding: 1rem 1.5rem; }\n`.repeat(100);
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(120)}</svg>`;
/** Over @fastify/compress's threshold (1 KiB), under nothing: kept small by a build that skips it. */
const SMALL_SCRIPT = `console.log(${'1+'.repeat(600)}1);\n`;

/** A client build as `npm run build` leaves it: hashed assets, fixed names, precompressed. */
async function clientBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/entry-abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets/app-def456.css'), STYLESHEET);
  writeFileSync(path.join(dir, 'favicon.svg'), FAVICON);
  await precompressDirectory(dir);
  // A file the build did not precompress (as if it did not shrink): served as it is.
  writeFileSync(path.join(dir, 'assets/small-0000.js'), SMALL_SCRIPT);
  return dir;
}

/** The formats the site's pictures and files come in, one small file of each. */
const IMAGES = {
  'art-400-0123456789.webp': 'image/webp',
  'art-400-0123456789.avif': 'image/avif',
  'art-400-0123456789.jpg': 'image/jpeg',
  'logo-0123456789.png': 'image/png',
  'mark-0123456789.svg': 'image/svg+xml',
} as const;

describe.each(testDatabaseTargets().slice(0, 1))('static files (issue 13) ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    const config = testConfig();
    const imagesDir = path.join(config.dataDir, 'images');
    mkdirSync(imagesDir, { recursive: true });
    for (const file of Object.keys(IMAGES)) {
      writeFileSync(path.join(imagesDir, file), file.endsWith('.svg') ? FAVICON : 'x'.repeat(2048));
    }
    app = await testApp(database, {
      config,
      pages: { build: testPageBuild().build, clientDir: await clientBuild() },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file as it is to a browser that takes br, with the original’s type', async () => {
    const response = await get('/assets/entry-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    // Compressed once: the body decompresses (once) to the file itself.
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('issue 13: a static file starts no session, whatever cookie comes with it', async () => {
    for (const cookie of [undefined, 'atelier_session=garbage', 'atelier_cart=2.abc']) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/entry-abc123.js',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sends the gzip file to a client that takes only gzip', async () => {
    const response = await get('/assets/app-def456.css', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLESHEET);
  });

  it('follows the client’s preference among the encodings it names', async () => {
    const response = await get('/assets/entry-abc123.js', 'br;q=0.5, gzip;q=1');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself, uncompressed, without Accept-Encoding, still varying on it', async () => {
    const response = await get('/assets/entry-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('never compresses per request: a deflate-only client and a file without variants get the bytes as they are', async () => {
    const deflateOnly = await get('/assets/entry-abc123.js', 'deflate');
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.body).toBe(SCRIPT);

    const small = await get('/assets/small-0000.js', 'gzip, deflate, br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.body).toBe(SMALL_SCRIPT);
  });

  it('answers HEAD with the headers of the chosen file and no body', async () => {
    const response = await get('/assets/entry-abc123.js', 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.rawPayload.byteLength).toBe(0);
  });

  it('gives files with fixed names (not under /assets/) a short lifetime', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(SHORT_CACHE_CONTROL);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FAVICON);
  });

  it.each(Object.entries(IMAGES))(
    'serves the generated image %s as %s, cached for a year as immutable',
    async (file, type) => {
      const response = await get(`/images/${file}`, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Images are sent as they are: raster formats are compressed already.
      expect(response.headers['content-encoding']).toBeUndefined();
    },
  );

  it('answers 404 for an image that is not there', async () => {
    const response = await get('/images/missing-0123456789.webp');
    expect(response.statusCode).toBe(404);
  });
});

describe('registerStaticFiles at the root of an app (issue 13)', () => {
  it('works on a bare app with no per-visitor hook, and a compression plugin registered before it leaves its files alone', async () => {
    const app = Fastify();
    // Compression registered first, so its hooks reach every later route: not the static files.
    await app.register(compress, { threshold: 0 });
    const imagesDir = mkdtempSync(path.join(tmpdir(), 'atelier-images-'));
    await registerStaticFiles(app, { clientDir: await clientBuild(), imagesDir });
    app.get('/page/', async () => 'x'.repeat(4096));
    await app.ready();
    try {
      const brotli = await app.inject({
        url: '/assets/entry-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

      const small = await app.inject({
        url: '/assets/small-0000.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body).toBe(SMALL_SCRIPT);
      expect(small.headers['set-cookie']).toBeUndefined();

      // The rest of the app is still compressed as before.
      const page = await app.inject({ url: '/page/', headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding']).toBe('gzip');
    } finally {
      await app.close();
    }
  });
});
