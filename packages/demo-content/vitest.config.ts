import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo-content',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
