import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, precompressDirectory } from './precompress';

const script = `export function greet(name) { return "Hello, " + name + "!"; }\n`.repeat(200);
const stylesheet = `.card { display: grid; gap: 1rem; padding: 1rem 1.5rem; }\n`.repeat(100);

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  return dir;
}

describe('precompressing the client build (issue 13: compressed once, at build time)', () => {
  it('writes .br and .gz next to each compressible file, and each decompresses to the original', async () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, 'assets/entry-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets/app-def456.css'), stylesheet);
    writeFileSync(
      path.join(dir, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
    );

    const report = await precompressDirectory(dir);

    expect(report.files.map((file) => file.file)).toEqual([
      'assets/app-def456.css',
      'assets/entry-abc123.js',
      'favicon.svg',
    ]);
    for (const { file, bytes, br, gzip } of report.files) {
      const original = readFileSync(path.join(dir, file));
      const brotli = readFileSync(path.join(dir, `${file}.br`));
      const gzipped = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
      expect(gunzipSync(gzipped).equals(original)).toBe(true);
      expect(bytes).toBe(original.byteLength);
      expect(br).toBe(brotli.byteLength);
      expect(gzip).toBe(gzipped.byteLength);
      expect(brotli.byteLength).toBeLessThan(original.byteLength);
      expect(gzipped.byteLength).toBeLessThan(original.byteLength);
    }
  });

  it('skips a file that does not get smaller, and removes a variant an earlier build left', async () => {
    const dir = clientDir();
    // Random bytes do not compress: neither encoding may be written.
    const noise = path.join(dir, 'assets/noise-0000.js');
    writeFileSync(noise, randomBytes(4096));
    writeFileSync(`${noise}.br`, 'stale');

    const report = await precompressDirectory(dir);

    expect(report.files).toEqual([{ file: 'assets/noise-0000.js', bytes: expect.any(Number) }]);
    expect(existsSync(`${noise}.br`)).toBe(false);
    expect(existsSync(`${noise}.gz`)).toBe(false);
  });

  it('leaves tiny files, images, hidden build files and its own output alone', async () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, 'assets/tiny-1234.js'), 'x'.repeat(MIN_PRECOMPRESS_BYTES - 1));
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, 'assets/entry-abc123.js'), script);
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify({ script }));

    const first = await precompressDirectory(dir);
    const second = await precompressDirectory(dir);

    expect(first.tooSmall).toEqual(['assets/tiny-1234.js']);
    expect(existsSync(path.join(dir, 'assets/tiny-1234.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    // Hidden build files are never served, so they are not compressed either.
    expect(existsSync(path.join(dir, '.vite/manifest.json.br'))).toBe(false);
    // A second run (a rebuild into the same directory) does not compress the .br and .gz files.
    expect(second.files.map((file) => file.file)).toEqual(['assets/entry-abc123.js']);
    expect(existsSync(path.join(dir, 'assets/entry-abc123.js.br.gz'))).toBe(false);
  });
});
