import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../lib/paths';
import { benchPostgresUrl, POSTGRES_NOT_MEASURED } from '../lib/postgres';
import { memoryOf, watchPeakMemory } from '../lib/process-memory';
import { startSourceServer } from '../lib/source-server';
import type { Figures } from '../lib/table';
import { round } from '../lib/timing';

const MIB = 1024 * 1024;
const ENTRIES = 100_000;
const PAGE_ROWS = 50;
/** List requests per run, spread evenly over the first, a middle and the last pages. */
const LIST_REQUESTS = 201;
/** Seeding 100,000 entries and migrating: well under a minute on PGlite; bounded anyway. */
const START_TIMEOUT_MS = 300_000;
const REQUEST_TIMEOUT_MS = 120_000;
/** An export is flat when 100,000 rows raise the server's peak resident memory by less than this. */
const FLAT_RISE_MIB = 64;
const serverScript = path.join(repoRoot, 'bench', 'suites', 'studio-tables-server.ts');
const FRESH_DATABASE = 'atelier_bench_studio';

/** The value at quantile `q` (0…1) of sorted timings, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

interface EntriesPage {
  rows: number;
  older?: number;
  newer?: number;
  first?: number;
}

/**
 * The keyset cursors of three places in the list: the first page (no cursor), a page in the
 * middle (`before` half way through the ids) and the last page (`before` the 51st oldest id, so
 * 50 rows and no older page). Ids are 1…100,000 in a fresh database.
 */
const PLACES = [
  { name: 'first', query: '' },
  { name: 'middle', query: `?before=${ENTRIES / 2 + 1}` },
  { name: 'last', query: `?before=${PAGE_ROWS + 1}` },
] as const;

async function measureList(origin: string): Promise<Figures> {
  const timings: Record<string, number[]> = { first: [], middle: [], last: [] };
  // Warm-up: the query plans and the connection pool.
  for (const place of PLACES) await getJson(`${origin}/bench/entries${place.query}`);
  for (let index = 0; index < LIST_REQUESTS; index += 1) {
    const place = PLACES[index % PLACES.length];
    if (!place) continue;
    const started = performance.now();
    const page = await getJson<EntriesPage>(`${origin}/bench/entries${place.query}`);
    timings[place.name]?.push(performance.now() - started);
    if (page.rows !== PAGE_ROWS) throw new Error(`The ${place.name} page had ${page.rows} rows.`);
    if (place.name === 'last' && page.older !== undefined)
      throw new Error('The last page still pointed to an older one.');
  }
  const all = Object.values(timings)
    .flat()
    .sort((a, b) => a - b);
  const figures: Figures = {
    'list.requests': all.length,
    'list.p50Ms': round(quantile(all, 0.5), 2),
    'list.p95Ms': round(quantile(all, 0.95), 2),
    'list.p99Ms': round(quantile(all, 0.99), 2),
  };
  for (const place of PLACES) {
    const sorted = (timings[place.name] ?? []).sort((a, b) => a - b);
    figures[`list.${place.name}.p50Ms`] = round(quantile(sorted, 0.5), 2);
  }
  return figures;
}

interface ServerMemory {
  heapUsed: number;
  rss: number;
  peakHeap: number;
}

/** The whole export, read as a browser would, while the server's memory is watched. */
async function measureExport(origin: string, exportPath: string, pid: number): Promise<Figures> {
  const before = await getJson<ServerMemory>(`${origin}/bench/memory?reset=1`);
  const idle = await memoryOf(pid);
  const { result, peakRss, rise } = await watchPeakMemory(pid, async () => {
    const started = performance.now();
    const response = await fetch(`${origin}${exportPath}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}.`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines += 1;
    }
    return { seconds: (performance.now() - started) / 1000, bytes, lines };
  });
  const after = await getJson<ServerMemory>(`${origin}/bench/memory`);
  // The header line and one line per entry (no message holds a line break).
  if (result.lines !== ENTRIES + 1)
    throw new Error(`The export had ${result.lines} lines, not ${ENTRIES + 1}.`);
  return {
    'export.rows': result.lines - 1,
    'export.seconds': round(result.seconds, 2),
    'export.MiB': round(result.bytes / MIB, 1),
    'export.rssBeforeMiB': round(idle.rss / MIB, 1),
    'export.peakRssMiB': round(peakRss / MIB, 1),
    'export.peakRssRiseMiB': round(rise / MIB, 1),
    'export.heapBeforeMiB': round(before.heapUsed / MIB, 1),
    'export.peakHeapMiB': round(after.peakHeap / MIB, 1),
    'export.peakHeapRiseMiB': round((after.peakHeap - before.heapUsed) / MIB, 1),
    'export.memoryFlat': rise / MIB < FLAT_RISE_MIB ? 'PASS' : 'GROWS',
  };
}

async function measureOn(label: string, databaseUrl: string): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-studio-'));
  // The server script reads its database here (empty: in-memory PGlite); the server inherits
  // the environment when it starts.
  process.env.STUDIO_BENCH_DATABASE_URL = databaseUrl;
  try {
    const { origin, server } = await startSourceServer(serverScript, dataDir, START_TIMEOUT_MS);
    try {
      const seed = await getJson<{ entries: number; seedSeconds: number; exportPath: string }>(
        `${origin}/bench/seed`,
      );
      const figures: Figures = {
        entries: seed.entries,
        seedSeconds: round(seed.seedSeconds, 2),
        ...(await measureList(origin)),
        ...(await measureExport(origin, seed.exportPath, server.child.pid ?? 0)),
      };
      return Object.fromEntries(
        Object.entries(figures).map(([name, value]) => [`${label}.${name}`, value]),
      );
    } finally {
      await server.stop();
    }
  } finally {
    process.env.STUDIO_BENCH_DATABASE_URL = '';
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh, empty database on the bench's PostgreSQL server for this suite alone. */
async function freshPostgresUrl(): Promise<string | undefined> {
  const base = await benchPostgresUrl();
  if (!base) return undefined;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`drop database if exists ${FRESH_DATABASE}`);
    await client.query(`create database ${FRESH_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${FRESH_DATABASE}`;
  return url.href;
}

/**
 * Issue 21: the studio's tables on 100,000 form entries: the entries list by keyset (p50, p95
 * and p99 over ~200 requests on the first, a middle and the last page) and the CSV export of
 * all of them (time, and how far the server's resident memory and heap rose while it streamed),
 * on PGlite and, when a PostgreSQL server is configured, on PostgreSQL.
 */
export async function runStudioTablesBench(): Promise<Figures> {
  const figures: Figures = await measureOn('pglite', '');
  const url = await freshPostgresUrl();
  if (!url) return { ...figures, postgres: POSTGRES_NOT_MEASURED };
  return { ...figures, ...(await measureOn('postgres', url)) };
}
