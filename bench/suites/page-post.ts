import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths';
import type { ProcessGroup } from '../lib/process-group';
import { memoryOf, watchPeakMemory } from '../lib/process-memory';
import { startSourceServer } from '../lib/source-server';
import type { Figures } from '../lib/table';
import { round } from '../lib/timing';

const MIB = 1024 * 1024;
/** The body an attacker posts to the checkout page. */
const POST_BYTES = 100 * MIB;
const CHUNK_BYTES = 64 * 1024;
const START_TIMEOUT_MS = 120_000;
/** Before the page body limit, the server took minutes of work for one such post. */
const POST_TIMEOUT_MS = 300_000;
/** Memory is flat when one 100 MiB post raises the server's peak by less than this. */
const FLAT_RISE_MIB = 16;
const CHECKOUT_PATH = '/checkout/';
const serverScript = path.join(repoRoot, 'bench', 'suites', 'page-post-server.ts');

interface Answer {
  /** The status the server answered, or 0 when it closed the connection without an answer. */
  status: number;
  seconds: number;
  /** Bytes of the body written to the socket before the answer came (or the connection went). */
  sentBytes: number;
  answerBytes: number;
}

/**
 * Posts `bytes` of form data (one field, `billing_first_name=aaa…`) to the checkout page as a
 * browser without JavaScript would, in 64 KiB chunks; with a Content-Length or chunked. Stops
 * sending as soon as the server answers.
 */
function postForm(origin: string, bytes: number, declared: boolean): Promise<Answer> {
  const opening = Buffer.from('billing_first_name=');
  const chunk = Buffer.alloc(CHUNK_BYTES, 'a');
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      hostname,
      port,
      method: 'POST',
      path: CHECKOUT_PATH,
      timeout: POST_TIMEOUT_MS,
      headers: {
        origin,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        ...(declared ? { 'content-length': bytes } : { 'transfer-encoding': 'chunked' }),
      },
    });
    request.on('response', (response) => {
      answered = true;
      let answerBytes = 0;
      response.on('data', (part: Buffer) => (answerBytes += part.length));
      const finish = () =>
        resolve({
          status: response.statusCode ?? 0,
          seconds: (performance.now() - started) / 1000,
          sentBytes: sent,
          answerBytes,
        });
      response.once('end', finish);
      response.once('error', finish);
    });
    request.on('timeout', () => request.destroy(new Error('The post timed out.')));
    request.on('error', (error) => {
      if (answered) return;
      // The server may close the connection instead of answering: that is a result too.
      if ('code' in error && ['ECONNRESET', 'EPIPE'].includes(String(error.code))) {
        resolve({
          status: 0,
          seconds: (performance.now() - started) / 1000,
          sentBytes: sent,
          answerBytes: 0,
        });
        return;
      }
      reject(error);
    });
    request.write(opening);
    sent = opening.length;
    const pump = () => {
      while (sent < bytes && !answered && !request.destroyed) {
        const size = Math.min(CHUNK_BYTES, bytes - sent);
        sent += size;
        if (!request.write(chunk.subarray(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

interface Measured extends Answer {
  peakRss: number;
  rise: number;
}

/** One post while the server's memory is watched. */
async function measurePost(server: ProcessGroup, origin: string, declared: boolean) {
  const { result, peakRss, rise } = await watchPeakMemory(server.child.pid ?? 0, () =>
    postForm(origin, POST_BYTES, declared),
  );
  return { ...result, peakRss, rise } satisfies Measured;
}

const startServer = (dataDir: string) => startSourceServer(serverScript, dataDir, START_TIMEOUT_MS);

/** Compiles the checkout page and runs its action once with a small, ordinary post. */
async function warmUp(origin: string) {
  const page = await fetch(`${origin}${CHECKOUT_PATH}`, { signal: AbortSignal.timeout(60_000) });
  await page.body?.cancel();
  if (page.status >= 500) throw new Error(`${CHECKOUT_PATH} answered ${page.status}.`);
  const small = await fetch(`${origin}${CHECKOUT_PATH}`, {
    method: 'POST',
    headers: { origin },
    body: new URLSearchParams({ billing_first_name: 'Ana', billing_last_name: 'Ferreira' }),
    signal: AbortSignal.timeout(60_000),
  });
  await small.body?.cancel();
  if (small.status >= 500) throw new Error(`A small checkout post answered ${small.status}.`);
}

/**
 * What a 100 MiB form post to a page costs the server: the checkout page (its action reads the
 * form and echoes the values back into the page) in a server process of its own (the whole site
 * from source, pages compiled by Vite, in-memory database), once with a Content-Length and once
 * chunked. `peakRiseMiB` is how far the server's resident memory peak rose above the memory just
 * before the post; with the page body limit it stays flat and the answer is a 413.
 */
export async function runPagePostBench(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-page-post-'));
  // Served at /images/ (empty here: the database is not seeded).
  mkdirSync(path.join(dataDir, 'images'));
  const { origin, server } = await startServer(dataDir);
  try {
    await warmUp(origin);
    const idle = await memoryOf(server.child.pid ?? 0);
    const figures: Figures = { rssIdleMiB: round(idle.rss / MIB, 1) };
    let worstRise = 0;
    for (const [name, declared] of [
      ['contentLength', true],
      ['chunked', false],
    ] as const) {
      const measured = await measurePost(server, origin, declared);
      worstRise = Math.max(worstRise, measured.rise);
      figures[`${name}.status`] = measured.status;
      figures[`${name}.seconds`] = round(measured.seconds, 3);
      figures[`${name}.sentMiB`] = round(measured.sentBytes / MIB, 1);
      figures[`${name}.answerKiB`] = round(measured.answerBytes / 1024, 1);
      figures[`${name}.peakRssMiB`] = round(measured.peakRss / MIB, 1);
      figures[`${name}.peakRiseMiB`] = round(measured.rise / MIB, 1);
    }
    figures.memoryFlat = worstRise / MIB < FLAT_RISE_MIB ? 'PASS' : 'GROWS';
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
