import path from 'node:path';
import { precompressDirectory } from '../platform/http/precompress';

/**
 * Part of `npm run build`, after the client build: writes the brotli and gzip variants of every
 * compressible file in build/client (or the directory given), which the server sends as they are.
 */
const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../build/client'));
try {
  const { files, tooSmall } = await precompressDirectory(dir);
  const total = (key: 'bytes' | 'br' | 'gzip') =>
    files.reduce((sum, file) => sum + (file[key] ?? file.bytes), 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `Precompressed ${files.length} files in ${path.relative(process.cwd(), dir) || '.'}: ` +
      `${kib(total('bytes'))} → brotli ${kib(total('br'))}, gzip ${kib(total('gzip'))}` +
      (tooSmall.length > 0 ? ` (${tooSmall.length} too small to bother)` : ''),
  );
} catch (error) {
  console.error(`Precompression failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
