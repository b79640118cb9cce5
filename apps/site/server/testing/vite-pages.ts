import path from 'node:path';
import type { ServerBuild } from 'react-router';

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
