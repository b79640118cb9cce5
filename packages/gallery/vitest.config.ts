import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gallery',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
