import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'form-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
