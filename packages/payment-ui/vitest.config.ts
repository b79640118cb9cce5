import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'payment-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
