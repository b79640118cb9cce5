import path from 'node:path';
import { openDatabase } from '@atelier/db/connection';
import { seedDemoContent, type ImageStore } from '@atelier/db/seed-demo';
import { imagelessStore } from '@atelier/db/testing';
import type { ServerBuild } from 'react-router';
import type { AppOptions } from '../app';
import { testApp } from './test-app';

/**
 * The site's pages as `npm run dev` serves them: React Router's server build from Vite, for
 * tests that drive the real pages through buildApp without a production build.
 */
export async function pagesFromVite(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, '../..'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { build, close: () => vite.close() };
}

/**
 * The whole site on an in-memory PGlite seeded with the demo gallery: the real app serving the
 * real pages. `close()` stops the app, Vite and the database.
 */
export async function seededSite(
  options: {
    /** How the seed records its pictures; without files by default. */
    store?: ImageStore;
    app?: Partial<Omit<AppOptions, 'database' | 'pages'>>;
  } = {},
) {
  const pages = await pagesFromVite();
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoContent(database, options.store ?? imagelessStore);
  const app = await testApp(database, { ...options.app, pages: { build: pages.build } });
  return {
    app,
    database,
    async close() {
      await app.close();
      await pages.close();
      await database.close();
    },
  };
}
