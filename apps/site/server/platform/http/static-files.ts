import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isObjectKey, type ObjectStorage, type StoredObject } from '../storage/object-storage';
import { preferredEncoding, type PageEncoding } from './page-cache';
import { PRECOMPRESSED_EXTENSIONS } from './precompress';

/** Hashed build output (`/assets/…`) never changes under one address. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Files with fixed names (favicon.svg, logo.png) may change with a deploy: an hour. */
export const SHORT_CACHE_CONTROL = 'public, max-age=3600';

const variantExtensions = Object.values(PRECOMPRESSED_EXTENSIONS) as string[];

/** The file a sent path stands for: `app.css.br` and `app.css.gz` stand for `app.css`. */
const originalOf = (filePath: string) => {
  const extension = path.extname(filePath);
  return variantExtensions.includes(extension) ? filePath.slice(0, -extension.length) : filePath;
};

/** The types the client build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/** One file of the client build, held in memory with its precompressed copies. */
interface BuildFile {
  headers: Record<string, string>;
  identity: Buffer;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * The client build, read once at start (about a megabyte with its copies): it never changes
 * while the process runs, so no request waits on the file system. Hidden files are never served.
 */
function readBuild(dir: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (originalOf(full) !== full) continue;
    const relative = path.relative(dir, full).split(path.sep);
    if (relative.some((part) => part.startsWith('.'))) continue;
    const encoded: Partial<Record<PageEncoding, Buffer>> = {};
    if (existsSync(`${full}.br`)) encoded.br = readFileSync(`${full}.br`);
    if (existsSync(`${full}.gz`)) encoded.gzip = readFileSync(`${full}.gz`);
    const hasVariants = Object.keys(encoded).length > 0;
    files.set(`/${relative.join('/')}`, {
      headers: {
        'content-type':
          CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': relative[0] === 'assets' ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL,
        // Every answer for such a file says the encoding chose it, the identity one included,
        // so a shared cache keeps the variants apart.
        ...(hasVariants ? { vary: 'accept-encoding' } : {}),
      },
      identity: readFileSync(full),
      encoded,
    });
  }
  return files;
}

/**
 * @fastify/compress, where it applies, would compress a file that has no variant (too small, or
 * one the build left alone) again on every request. Its documented opt-out is this request
 * header; the files here are either precompressed already or not worth compressing.
 */
function leaveUncompressed(files: FastifyInstance) {
  files.addHook('onRequest', async (request) => {
    request.headers['x-no-compression'] = 'static file';
  });
}

/** The generated images' prefix in the storage, and their address on the site. */
export const IMAGES_PREFIX = 'images/';

/** An entity tag the request already holds (If-None-Match lists them, or `*`). */
const alreadyHeld = (ifNoneMatch: string | undefined, etag: string | undefined) => {
  if (ifNoneMatch === undefined || etag === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};

/**
 * Issue 21 (ADR 0030): `/images/*` streamed from a shared object store (S3), with the headers
 * the folder gave them: the type by extension, a year's immutable caching (names carry a content
 * hash), the store's ETag (304 on If-None-Match) and Last-Modified. A name that is not a storage
 * key, or an image not there, gets the site's 404 (JSON or HTML, as for any address).
 */
function serveImagesFromStorage(files: FastifyInstance, storage: ObjectStorage) {
  files.route({
    method: ['GET', 'HEAD'],
    url: '/images/*',
    logLevel: 'warn',
    handler: async (request, reply) => {
      const { '*': rest = '' } = request.params as { '*'?: string };
      const key = `${IMAGES_PREFIX}${rest}`;
      if (!isObjectKey(key)) return reply.callNotFound();
      const found: Partial<StoredObject> | undefined =
        request.method === 'HEAD' ? await storage.head(key) : await storage.get(key);
      if (found === undefined) return reply.callNotFound();
      reply.headers({
        'content-type':
          CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        ...(found.etag === undefined ? {} : { etag: found.etag }),
        ...(found.lastModified === undefined
          ? {}
          : { 'last-modified': found.lastModified.toUTCString() }),
      });
      if (alreadyHeld(request.headers['if-none-match'], found.etag)) {
        found.body?.destroy();
        return reply.code(304).send();
      }
      if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
      return found.body === undefined ? reply.send() : reply.send(found.body);
    },
  });
}

/**
 * The static files: the client build (`build/client`, precompressed by `npm run build`, see
 * `precompress.ts`) at `/`, and the generated images (`DATA_DIR/images`) at `/images/`.
 * A request for a build file gets its `.br` or `.gz` sibling as it is, chosen by Accept-Encoding,
 * with the original's Content-Type and `Vary: Accept-Encoding`; nothing is compressed per request.
 * The build files are held in memory (`readBuild`), one route each, so a static file costs no
 * file-system call (issue 13: a static script at a quarter of a bare route's rate).
 *
 * Registered in an encapsulated context of its own, so it may sit at the root of the app, before
 * or after the per-visitor hooks: nothing here reads cookies or sessions.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    clientDir?: string | undefined;
    imagesDir: string;
    /** Issue 21: the shared store holding `images/…`; unset, `imagesDir` is served as it is. */
    imageStorage?: ObjectStorage;
  },
): Promise<void> {
  await app.register(async (files) => {
    leaveUncompressed(files);

    if (options.imageStorage === undefined) {
      await files.register(fastifyStatic, {
        root: options.imagesDir,
        prefix: '/images/',
        decorateReply: false,
        index: false,
        // Generated image names carry a content hash, so they never change under one address.
        immutable: true,
        maxAge: '365d',
      });
    } else {
      serveImagesFromStorage(files, options.imageStorage);
    }

    const { clientDir } = options;
    if (!clientDir) return;
    for (const [url, file] of readBuild(clientDir)) {
      files.route({
        method: ['GET', 'HEAD'],
        url,
        // A page's dozen build files would each log two request lines; their failures still log.
        logLevel: 'warn',
        handler: async (request, reply) => {
          reply.headers(file.headers);
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          const body = encoding === undefined ? undefined : file.encoded[encoding];
          if (encoding !== undefined && body !== undefined)
            reply.header('content-encoding', encoding);
          const sent = body ?? file.identity;
          if (request.method === 'HEAD') {
            return reply.header('content-length', sent.byteLength).send();
          }
          return reply.send(sent);
        },
      });
    }
  });
}
