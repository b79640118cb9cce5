/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from './test-cards';

describe('the test cards module', () => {
  it('imports nothing, so the payment widgets can load it without zod', () => {
    // Read through the bundler, as a build sees the module (a pure package reads no files).
    const source = Object.values(
      import.meta.glob<string>('./test-cards.ts', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).join('');
    expect(source).toContain('TEST_CARDS');
    expect(source).not.toMatch(/^\s*(import|export\s+[^;]*\bfrom\b)/m);
  });

  it('PAY-001 lists each test card once, as 16 digits passing the Luhn check', () => {
    const numbers = TEST_CARDS.map((card) => card.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      expect(number).toMatch(/^\d{16}$/);
      const sum = [...number]
        .reverse()
        .map(Number)
        .reduce((total, digit, index) => {
          if (index % 2 === 0) return total + digit;
          const doubled = digit * 2;
          return total + (doubled > 9 ? doubled - 9 : doubled);
        }, 0);
      expect(sum % 10).toBe(0);
    }
  });
});
