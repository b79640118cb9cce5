import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseStepHash, stepHash } from './step-hash';

describe('step hash', () => {
  it.each([
    ['#step-0', 0],
    ['#step-2', 2],
    ['#STEP-12', 12],
    ['#form-step-3', 3],
    ['#about', undefined],
    ['#step-', undefined],
    ['', undefined],
  ])('PAGE-013 DEC-07 %j opens step %s (0-based)', (hash, step) => {
    expect(parseStepHash(hash)).toBe(step);
  });

  it('PAGE-013 DEC-07 stepHash and parseStepHash round-trip (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (step) => {
        expect(parseStepHash(stepHash(step))).toBe(step);
      }),
    );
  });
});
