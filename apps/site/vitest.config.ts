import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'app') },
  },
  test: {
    name: 'site',
    include: ['server/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
