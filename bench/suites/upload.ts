import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths';
import type { ProcessGroup } from '../lib/process-group';
import { memoryOf, watchPeakMemory } from '../lib/process-memory';
import { startSourceServer } from '../lib/source-server';
import type { Figures } from '../lib/table';
import { median, round } from '../lib/timing';
import { BENCH_UPLOAD_FIELD, BENCH_UPLOAD_FORM_ID } from './upload-server';

const MIB = 1024 * 1024;
const SIZES_MIB = [5, 50] as const;
const RUNS = 5;
const CHUNK_BYTES = 64 * 1024;
const START_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 120_000;
/** Memory is flat when a file ten times larger raises the peak by less than this much more. */
const FLAT_GROWTH_MIB = 16;
const BOUNDARY = '----atelier-bench-upload';
const serverScript = path.join(repoRoot, 'bench', 'suites', 'upload-server.ts');

interface Visitor {
  origin: string;
  cookie: string;
  nonce: string;
}

/** A visit as the form makes it: the session cookie and the form's submit nonce. */
async function startVisitor(origin: string): Promise<Visitor> {
  const response = await fetch(`${origin}/api/ajax`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'forminator_get_nonce' }),
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('atelier_session='));
  const body = (await response.json()) as { data?: unknown };
  if (!cookie || typeof body.data !== 'string') throw new Error('No session or form nonce.');
  return { origin, cookie: cookie.split(';')[0] ?? '', nonce: body.data };
}

/**
 * Sends one PDF of `bytes` to the upload call as a browser streams FormData: the fields, then
 * the file in 64 KiB chunks (one random chunk repeated, so the bench holds no large buffer).
 */
function upload(visitor: Visitor, bytes: number): Promise<{ fileId: string; seconds: number }> {
  const fields: Record<string, string> = {
    action: 'forminator_multiple_file_upload',
    form_id: String(BENCH_UPLOAD_FORM_ID),
    element_id: BENCH_UPLOAD_FIELD,
    nonce: visitor.nonce,
    totalFiles: '1',
  };
  const opening = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="large-${bytes}.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = randomBytes(CHUNK_BYTES);
  const first = Buffer.concat([Buffer.from('%PDF-1.7\n'), chunk]).subarray(0, CHUNK_BYTES);
  const { hostname, port } = new URL(visitor.origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/ajax',
        timeout: UPLOAD_TIMEOUT_MS,
        headers: {
          cookie: visitor.cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': opening.length + bytes + closing.length,
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          const answer = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
            success?: unknown;
            data?: { file_id?: unknown };
          };
          const fileId = answer.data?.file_id;
          if (
            response.statusCode !== 200 ||
            answer.success !== true ||
            typeof fileId !== 'string'
          ) {
            reject(
              new Error(
                `The upload was refused (${response.statusCode}): ${JSON.stringify(answer)}`,
              ),
            );
            return;
          }
          resolve({ fileId, seconds });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('The upload timed out.')));
    request.on('error', reject);
    request.write(opening);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const size = Math.min(CHUNK_BYTES, bytes - sent);
        const piece = (sent === 0 ? first : chunk).subarray(0, size);
        sent += size;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(closing);
    };
    pump();
  });
}

/** Takes the file out again (it was only for measuring), so the bench leaves no data behind. */
async function remove(visitor: Visitor, fileId: string) {
  const response = await fetch(
    `${visitor.origin}/api/uploads/${fileId}?nonce=${encodeURIComponent(visitor.nonce)}`,
    { method: 'DELETE', headers: { cookie: visitor.cookie }, signal: AbortSignal.timeout(10_000) },
  );
  if (!response.ok) throw new Error(`Removing the uploaded file answered ${response.status}.`);
}

interface Measured {
  seconds: number;
  /** The highest resident memory seen while the file streamed in. */
  peakRss: number;
  /** How far that peak rose above the memory just before the upload. */
  rise: number;
}

/** One upload while the server's memory is watched. */
async function measureUpload(server: ProcessGroup, visitor: Visitor, bytes: number) {
  const { result, peakRss, rise } = await watchPeakMemory(server.child.pid ?? 0, () =>
    upload(visitor, bytes),
  );
  await remove(visitor, result.fileId);
  return { seconds: result.seconds, peakRss, rise } satisfies Measured;
}

const startServer = (dataDir: string) => startSourceServer(serverScript, dataDir, START_TIMEOUT_MS);

/**
 * Upload throughput and the server's memory while a file streams in (UPL-004): one visitor
 * uploads a 5 MiB and a 50 MiB PDF, three times each, to the form upload call of a server
 * process of its own (the site's API from source on an in-memory database). The file goes
 * straight to disk as it arrives, so the server's resident memory must not grow with the file:
 * `peakRiseMiB` is the most its peak rose above the memory just before an upload, and
 * `memoryFlat` compares that rise for 50 MiB with the one for 5 MiB.
 */
export async function runUploadBench(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-upload-'));
  const { origin, server } = await startServer(dataDir);
  try {
    const visitor = await startVisitor(origin);
    // Not counted: the first uploads warm the code up, and the first large one lets V8 size its
    // heap for this traffic (a one-off rise of some MiB, whatever the file size).
    await measureUpload(server, visitor, MIB);
    const warmUp = await measureUpload(server, visitor, 50 * MIB);
    const idle = await memoryOf(server.child.pid ?? 0);
    const figures: Figures = {
      rssIdleMiB: round(idle.rss / MIB, 1),
      firstLargeUploadRiseMiB: round(warmUp.rise / MIB, 1),
    };
    const rises: Record<number, number> = {};
    for (const sizeMib of SIZES_MIB) {
      const runs: Measured[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measureUpload(server, visitor, sizeMib * MIB));
      }
      const seconds = median(runs.map((measured) => measured.seconds));
      const rise = Math.max(...runs.map((measured) => measured.rise));
      rises[sizeMib] = rise;
      figures[`upload${sizeMib}MiB.seconds`] = round(seconds, 3);
      figures[`upload${sizeMib}MiB.MiBPerSecond`] = round(sizeMib / seconds, 1);
      figures[`upload${sizeMib}MiB.peakRssMiB`] = round(
        Math.max(...runs.map((measured) => measured.peakRss)) / MIB,
        1,
      );
      figures[`upload${sizeMib}MiB.peakRiseMiB`] = round(rise / MIB, 1);
    }
    const growth = ((rises[50] ?? 0) - (rises[5] ?? 0)) / MIB;
    figures.peakGrowth50vs5MiB = round(growth, 1);
    figures.memoryFlat = growth < FLAT_GROWTH_MIB ? 'PASS' : 'GROWS';
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
