// The server the studio-tables suite measures, run as its own process (`node --import tsx`) so
// its memory is the server's alone. It opens a fresh database (PostgreSQL at
// STUDIO_BENCH_DATABASE_URL, else in-memory PGlite), seeds the demo forms and 100,000 entries of
// the contact form in one INSERT … SELECT generate_series, and serves:
// - `/bench/entries?before=…`: the entries screen's own loader (`loadEntryList`, the studio's
//   owner check, `services.studio.entries.page`: keyset on form_entries(form_id, id)), called
//   in-process with the request as React Router hands it (the page's markup is not rendered);
// - `/studio/entries/forms/<id>/export.csv`: the studio's real download route, registered by
//   `registerStudioRoutes` with its owner check, streamed by `sendCsv`.
// The owner's sign-in is a stand-in that answers "owner, second step passed" (a real one reads
// the session row first). Serves on PORT until stopped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '@atelier/db/connection';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';

const siteDir = path.resolve(import.meta.dirname, '..', '..', 'apps', 'site');
const ENTRIES = Number(process.env.STUDIO_BENCH_ENTRIES ?? 100_000);
const SESSION = 'bench-owner-session';

/** Computed specifiers: the bench's typecheck does not compile the site. */
async function load(file: string) {
  return (await import(pathToFileURL(path.join(siteDir, file)).href)) as Record<string, unknown>;
}

type Loader = (args: {
  request: Request;
  context: unknown;
  params: Record<string, string | undefined>;
}) => Promise<unknown>;

async function main() {
  const [services, downloads, routes, nonces, pages] = await Promise.all([
    load('server/studio/studio-services.ts'),
    load('server/studio/studio-downloads.ts'),
    load('server/studio/studio-routes.ts'),
    load('server/platform/security/nonces.ts'),
    load('app/features/studio/entries/entries-pages.server.ts'),
  ]);
  const createStudioServices = services.createStudioServices as (db: Database) => unknown;
  const studioDownloads = downloads.studioDownloads as (studio: unknown) => unknown[];
  const registerStudioRoutes = routes.registerStudioRoutes as (
    site: FastifyInstance,
    options: { accountOf: () => unknown; downloads: unknown[] },
  ) => void;
  const createNonceService = nonces.createNonceService as (secret: string) => unknown;
  const loadEntryList = pages.loadEntryList as Loader;

  const url = process.env.STUDIO_BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url, poolSize: 4 } : {});
  await database.migrate();
  const { db } = database;
  await seedDemoForms(db);
  const seeded = performance.now();
  // One statement: 100,000 entries of the contact form a second apart, newest last, each with a
  // name, an email and a message of about 200 characters.
  await db.execute(sql`
    insert into form_entries (form_id, values, session_id, ip_hash, user_agent, created_at)
    select ${CONTACT_FORM_ID},
           jsonb_build_object('text-1', 'Visitor ' || g, 'email-1', 'visitor' || g || '@example.com',
                              'textarea-1', repeat('A message about a painting. ', 7)),
           'session-' || g, md5(g::text), 'bench', now() - ((${ENTRIES} - g) || ' seconds')::interval
    from generate_series(1, ${ENTRIES}) as g`);
  await db.execute(sql`analyze form_entries`);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const studio = createStudioServices(db);
  const account = {
    customer: async () => ({
      id: 1,
      email: 'owner@example.com',
      role: 'owner',
      totpSecret: 'set',
    }),
    passedSecondFactor: async () => true,
  };
  const context = {
    sessionId: SESSION,
    visitor: { sessionId: SESSION, ipHash: 'bench', userAgent: 'bench' },
    account,
    services: { studio, nonces: createNonceService('b'.repeat(40)) },
  };

  let peakHeap = 0;
  const heapSampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 10);
  heapSampler.unref();

  const site = Fastify({ logger: false });
  site.get('/api/health', async () => ({ status: 'ok' }));
  site.get('/bench/seed', async () => ({
    entries: ENTRIES,
    seedSeconds,
    exportPath: `/studio/entries/forms/${CONTACT_FORM_ID}/export.csv`,
  }));
  site.get('/bench/memory', async (request) => {
    const usage = process.memoryUsage();
    const answer = { heapUsed: usage.heapUsed, rss: usage.rss, peakHeap };
    if ((request.query as { reset?: string }).reset === '1') peakHeap = usage.heapUsed;
    return answer;
  });
  site.get('/bench/entries', async (request) => {
    const listed = (await loadEntryList({
      request: new Request(
        `http://127.0.0.1/studio/entries/forms/${CONTACT_FORM_ID}/${new URL(request.url, 'http://127.0.0.1').search}`,
      ),
      context,
      params: { kind: 'forms', formId: String(CONTACT_FORM_ID) },
    })) as { entries: unknown[]; older?: number; newer?: number };
    return { rows: listed.entries.length, older: listed.older, newer: listed.newer };
  });
  registerStudioRoutes(site, { accountOf: () => account, downloads: studioDownloads(studio) });
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
