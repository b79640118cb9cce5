// The server the studio-tables suite measures, run as its own process (`node --import tsx`) so
// its memory is the server's alone. It opens a fresh database (PostgreSQL at STUDIO_BENCH_DATABASE_URL, else
// in-memory PGlite), seeds 100,000 form entries in one INSERT … SELECT generate_series, and serves
// the studio's entries list and CSV export the way the studio builds them: the keyset page
// (`keysetPage` on form_entries(form_id, id)) and the streamed CSV (`sendCsv` + `everyRow`).
// Until the entries screen (`services.studio.entries`) is on this branch, these two routes stand
// in for it with the same building blocks. Serves on PORT until stopped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@atelier/db/connection';
import { keysetPage, type KeysetPage } from '@atelier/db/repositories/keyset';
import { formEntries } from '@atelier/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyReply } from 'fastify';

const siteDir = path.resolve(import.meta.dirname, '..', '..', 'apps', 'site');
export const BENCH_FORM_ID = 990_001;
const ENTRIES = Number(process.env.STUDIO_BENCH_ENTRIES ?? 100_000);
const PAGE_ROWS = 50;

interface EntryRow {
  id: number;
  createdAt: Date;
  values: Record<string, unknown>;
}

interface CsvModule {
  sendCsv(
    reply: FastifyReply,
    file: {
      name: string;
      columns: readonly { header: string; value: (row: EntryRow) => unknown }[];
      rows: AsyncIterable<EntryRow>;
    },
  ): FastifyReply;
  everyRow(
    pageOf: (before: number | undefined, limit: number) => Promise<KeysetPage<EntryRow>>,
  ): AsyncGenerator<EntryRow>;
}

async function main() {
  // A computed specifier: the bench's typecheck does not compile the site.
  const csv = (await import(
    pathToFileURL(path.join(siteDir, 'server', 'studio', 'csv-export.ts')).href
  )) as CsvModule;
  const url = process.env.STUDIO_BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url, poolSize: 4 } : {});
  await database.migrate();
  const { db } = database;
  // The form the entries belong to; its definition is never read here.
  await db.execute(sql`
    insert into forms (id, slug, title, definition, success_behaviour)
    values (${BENCH_FORM_ID}, 'studio-bench', 'Studio bench', '{"fields": []}'::jsonb, '{}'::jsonb)`);
  const seeded = performance.now();
  // One statement: 100,000 entries a second apart, newest last, each with a name, an email and
  // a message of 200 characters (an ordinary contact form's entry).
  await db.execute(sql`
    insert into form_entries (form_id, values, session_id, ip_hash, user_agent, created_at)
    select ${BENCH_FORM_ID},
           jsonb_build_object('name-1', 'Visitor ' || g, 'email-1', 'visitor' || g || '@example.com',
                              'textarea-1', repeat('A message about a painting. ', 7)),
           'session-' || g, md5(g::text), 'bench', now() - ((${ENTRIES} - g) || ' seconds')::interval
    from generate_series(1, ${ENTRIES}) as g`);
  await db.execute(sql`analyze form_entries`);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const pageOf = (request: { before?: number; after?: number; limit: number }) =>
    keysetPage<EntryRow>(formEntries.id, request, ({ bound, order, limit }) =>
      db
        .select({
          id: formEntries.id,
          createdAt: formEntries.createdAt,
          values: formEntries.values,
        })
        .from(formEntries)
        .where(and(eq(formEntries.formId, BENCH_FORM_ID), bound))
        .orderBy(order)
        .limit(limit),
    );

  let peakHeap = 0;
  const heapSampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 10);
  heapSampler.unref();

  const site = Fastify({ logger: false });
  site.get('/api/health', async () => ({ status: 'ok' }));
  site.get('/bench/seed', async () => ({ entries: ENTRIES, seedSeconds, formId: BENCH_FORM_ID }));
  site.get('/bench/memory', async (request) => {
    const usage = process.memoryUsage();
    const answer = { heapUsed: usage.heapUsed, rss: usage.rss, peakHeap };
    if ((request.query as { reset?: string }).reset === '1') peakHeap = usage.heapUsed;
    return answer;
  });
  site.get('/bench/entries', async (request) => {
    const query = request.query as { before?: string; after?: string };
    const page = await pageOf({
      before: query.before === undefined ? undefined : Number(query.before),
      after: query.after === undefined ? undefined : Number(query.after),
      limit: PAGE_ROWS,
    });
    return {
      rows: page.rows.length,
      older: page.older,
      newer: page.newer,
      first: page.rows[0]?.id,
    };
  });
  site.get('/bench/export.csv', (_request, reply) =>
    csv.sendCsv(reply, {
      name: 'entries.csv',
      columns: [
        { header: 'Entry', value: (row) => row.id },
        { header: 'When (UTC)', value: (row) => row.createdAt },
        { header: 'Name', value: (row) => String(row.values['name-1'] ?? '') },
        { header: 'Email', value: (row) => String(row.values['email-1'] ?? '') },
        { header: 'Message', value: (row) => String(row.values['textarea-1'] ?? '') },
      ],
      rows: csv.everyRow((before, limit) => pageOf({ before, limit })),
    }),
  );
  await site.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = () => {
    void site
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await main();
