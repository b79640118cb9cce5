import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPagination } from './pagination';
import { progressPercent, stepPosition } from './progress';

describe('progressPercent', () => {
  it.each([
    [0, 4, 25],
    [1, 4, 50],
    [3, 4, 100],
    [0, 3, 33],
    [1, 3, 67],
    [0, 1, 100],
  ])('PAGE-002 step %i of %i shows %i%%', (step, totalSteps, percent) => {
    expect(progressPercent(createPagination({ totalSteps, initialStep: step }))).toBe(percent);
  });

  it('DEC-08 hidden pages are not counted', () => {
    const state = createPagination({ totalSteps: 5, hiddenSteps: [1, 3], initialStep: 2 });
    // Shown pages 0, 2, 4: page 2 is the second of three.
    expect(progressPercent(state)).toBe(67);
    expect(stepPosition(state)).toEqual({ current: 2, total: 3 });
  });

  it('DEC-08 the last shown page is 100%', () => {
    expect(
      progressPercent(createPagination({ totalSteps: 5, hiddenSteps: [4], initialStep: 3 })),
    ).toBe(100);
  });

  it('PAGE-002 DEC-08 progress matches the formula, stays within 1…100 and grows with the step (property)', () => {
    // Up to 200 shown pages: beyond that round(1/n × 100) would be 0 by the formula itself.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (totalSteps, hiddenPicks) => {
          const hiddenSteps = [...new Set(hiddenPicks.map((hidden) => hidden % totalSteps))];
          const shown = Array.from({ length: totalSteps }, (_, step) => step).filter(
            (step) => !hiddenSteps.includes(step),
          );
          fc.pre(shown.length > 0);
          let previous = 0;
          shown.forEach((step, index) => {
            const percent = progressPercent(
              createPagination({ totalSteps, hiddenSteps, initialStep: step }),
            );
            expect(percent).toBe(Math.round(((index + 1) / shown.length) * 100));
            expect(percent).toBeGreaterThanOrEqual(1);
            expect(percent).toBeLessThanOrEqual(100);
            expect(percent).toBeGreaterThanOrEqual(previous);
            previous = percent;
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
