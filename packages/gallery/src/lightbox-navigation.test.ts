import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LIGHTBOX_PRELOAD,
  inPreloadWindow,
  preloadIndexes,
  stepIndex,
  wrapIndex,
} from './lightbox-navigation';

describe('lightbox navigation', () => {
  it('LBX-002 wraps from the last item to the first and from the first to the last', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });

  it('LBX-002 any step lands inside the gallery, and n steps forward then back return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.nat(499),
        fc.integer({ min: -2000, max: 2000 }),
        (count, start, steps) => {
          const current = start % count;
          const moved = stepIndex(current, steps, count);
          expect(moved).toBeGreaterThanOrEqual(0);
          expect(moved).toBeLessThan(count);
          expect(stepIndex(moved, -steps, count)).toBe(current);
        },
      ),
    );
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });

  it('LBX-015 preloads 0 items before and 2 after the current one', () => {
    expect(LIGHTBOX_PRELOAD).toEqual({ before: 0, after: 2 });
    expect(preloadIndexes(3, 10)).toEqual([3, 4, 5]);
    expect(preloadIndexes(9, 10)).toEqual([9, 0, 1]);
    expect(preloadIndexes(0, 2)).toEqual([0, 1]);
    expect(preloadIndexes(0, 0)).toEqual([]);
    expect([-2, -1, 0, 1, 2, 3].map((offset) => inPreloadWindow(offset))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
