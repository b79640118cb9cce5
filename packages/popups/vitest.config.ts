import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'popups',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
