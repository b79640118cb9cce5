// The server the page-post suite measures, run as its own process (`node --import tsx`) so its
// memory is the server's alone: the whole site from source, its pages compiled by Vite inside the
// process (so no build is needed), production configuration, an in-memory database. The site is
// the one beside this file (`../../apps/site`), so a copy of an older tree measures that tree.
// Serves on PORT until stopped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@atelier/db/connection';
import { createServer as createViteServer } from 'vite';

const siteDir = path.resolve(import.meta.dirname, '..', '..', 'apps', 'site');

interface SiteApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

/** Computed specifiers: the bench's typecheck does not compile the site (JSX, DOM types). */
async function load(file: string) {
  return (await import(pathToFileURL(path.join(siteDir, file)).href)) as Record<string, unknown>;
}

async function main() {
  const [app, config] = await Promise.all([
    load('server/app.ts'),
    load('server/platform/config/config.ts'),
  ]);
  const buildApp = app.buildApp as (options: unknown) => Promise<SiteApp>;
  const loadConfig = config.loadConfig as (env: NodeJS.ProcessEnv) => {
    port: number;
    host: string;
  };
  const settings = loadConfig(process.env);
  const vite = await createViteServer({
    root: siteDir,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    // React Router's plugin compiles JSX for React's development runtime whenever Vite serves;
    // this server runs React's production build, as `npm start` does, which has no jsxDEV.
    plugins: [
      {
        name: 'bench-production-jsx',
        enforce: 'post',
        config: () => ({ oxc: { jsx: { development: false } } }),
      },
    ],
  });
  const database = await openDatabase({});
  await database.migrate();
  const site = await buildApp({
    config: settings,
    database,
    pages: { build: () => vite.ssrLoadModule('virtual:react-router/server-build') },
  });
  await site.listen({ port: settings.port, host: settings.host });
  const stop = () => {
    void site
      .close()
      .then(() => Promise.all([database.close(), vite.close()]))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await main();
