import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files worth compressing: text and the few binary formats that are not compressed already
 * (icons, fonts without their own compression). Images, woff2 and archives are left alone.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.htm',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.csv',
  '.ico',
  '.webmanifest',
  '.wasm',
  '.ttf',
  '.otf',
]);

/** The encodings written next to a file, by the extension they add (what @fastify/static reads). */
export const PRECOMPRESSED_EXTENSIONS = { br: '.br', gzip: '.gz' } as const;

/** Below this a file fits in one packet either way; compressing it gains nothing worth a variant. */
export const MIN_PRECOMPRESS_BYTES = 256;

export const isCompressible = (file: string) =>
  COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());

export interface PrecompressedFile {
  /** Relative to the directory, with forward slashes. */
  file: string;
  bytes: number;
  /** The size of each variant written; absent when that encoding did not make the file smaller. */
  br?: number;
  gzip?: number;
}

export interface PrecompressReport {
  files: PrecompressedFile[];
  /** Compressible files left alone because they are smaller than MIN_PRECOMPRESS_BYTES. */
  tooSmall: string[];
}

/** Every file under `dir`, leaving out hidden ones (`.vite/manifest.json` is never served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

const encoders = {
  br: (source: Buffer) =>
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (source: Buffer) => gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
} as const;

/** Writes one encoding of a file, or removes an old one when this encoding does not shrink it. */
async function writeVariant(
  file: string,
  source: Buffer,
  encoding: keyof typeof PRECOMPRESSED_EXTENSIONS,
): Promise<number | undefined> {
  const target = `${file}${PRECOMPRESSED_EXTENSIONS[encoding]}`;
  const encoded = await encoders[encoding](source);
  if (encoded.byteLength >= source.byteLength) {
    await rm(target, { force: true });
    return undefined;
  }
  await writeFile(target, encoded);
  return encoded.byteLength;
}

/**
 * Writes `name.br` (brotli, maximum quality) and `name.gz` (gzip -9) next to every compressible
 * file under `dir`, once, at build time: the server sends them as they are (`static-files.ts`)
 * and never compresses a static file per request. A file smaller than MIN_PRECOMPRESS_BYTES is
 * skipped, and a variant that would not be smaller than the file is not written.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const candidates = (await filesUnder(dir)).filter(isCompressible).sort();
  const report: PrecompressReport = { files: [], tooSmall: [] };
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress side by side.
  const results = await Promise.all(
    candidates.map(async (file) => {
      const relative = path.relative(dir, file).split(path.sep).join('/');
      const { size } = await stat(file);
      if (size < MIN_PRECOMPRESS_BYTES) {
        await Promise.all(
          Object.values(PRECOMPRESSED_EXTENSIONS).map((extension) =>
            rm(`${file}${extension}`, { force: true }),
          ),
        );
        return { relative, tooSmall: true as const };
      }
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        writeVariant(file, source, 'br'),
        writeVariant(file, source, 'gzip'),
      ]);
      const entry: PrecompressedFile = { file: relative, bytes: size };
      if (br !== undefined) entry.br = br;
      if (gzipped !== undefined) entry.gzip = gzipped;
      return { relative, entry };
    }),
  );
  for (const result of results) {
    if ('tooSmall' in result) report.tooSmall.push(result.relative);
    else report.files.push(result.entry);
  }
  return report;
}
