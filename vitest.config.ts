import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./vitest.global-setup.ts'],
    projects: ['packages/*/vitest.config.ts', 'apps/site/vitest.config.ts'],
  },
});
