import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

/** The files of `dir` that have a precompressed variant beside them (build/client never changes). */
function filesWithVariants(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const original = originalOf(full);
    if (original !== full) found.add(original);
  }
  return found;
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

/**
 * The static files: the client build (`build/client`, precompressed by `npm run build`, see
 * `precompress.ts`) at `/`, and the generated images (`DATA_DIR/images`) at `/images/`.
 * A request for a build file gets its `.br` or `.gz` sibling as it is, chosen by Accept-Encoding,
 * with the original's Content-Type and `Vary: Accept-Encoding`; nothing is compressed per request.
 *
 * Registered in an encapsulated context of its own, so it may sit at the root of the app, before
 * or after the per-visitor hooks: nothing here reads cookies or sessions.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { clientDir?: string | undefined; imagesDir: string },
): Promise<void> {
  await app.register(async (files) => {
    leaveUncompressed(files);

    await files.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      // Generated image names carry a content hash, so they never change under one address.
      immutable: true,
      maxAge: '365d',
    });

    const { clientDir } = options;
    if (!clientDir) return;
    const precompressed = filesWithVariants(clientDir);
    const isHashed = (file: string) =>
      path.relative(clientDir, file).split(path.sep)[0] === 'assets';
    await files.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      // Our own header below; the plugin's default (max-age=0) would otherwise win.
      cacheControl: false,
      setHeaders(response, filePath) {
        const original = originalOf(filePath);
        response.setHeader(
          'cache-control',
          isHashed(original) ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL,
        );
        // Every answer for such a file says the encoding chose it, the identity one included,
        // so a shared cache keeps the variants apart.
        if (precompressed.has(original)) response.setHeader('vary', 'accept-encoding');
      },
    });
  });
}
