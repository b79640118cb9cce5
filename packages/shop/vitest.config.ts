import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shop',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
