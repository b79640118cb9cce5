import { cpSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * Bundles the Fastify server (server/main.ts) with the workspace packages it uses, so
 * production runs plain JavaScript. npm dependencies stay external and load from node_modules.
 * The database migrations are copied next to the bundle, where the db package looks for them.
 */
export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'app') },
  },
  build: {
    ssr: 'server/entry.ts',
    outDir: 'build/server-main',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js', format: 'es' },
    },
  },
  plugins: [
    {
      name: 'copy-migrations',
      closeBundle() {
        cpSync(
          path.resolve(import.meta.dirname, '../../packages/db/migrations'),
          path.resolve(import.meta.dirname, 'build/migrations'),
          { recursive: true },
        );
      },
    },
  ],
});
