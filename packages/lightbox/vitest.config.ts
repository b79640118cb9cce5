import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lightbox',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
