import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrollPositionAt, swing } from './scroll-motion';
import { PAGINATION_SCROLL_MS, scrollOffset, scrollTargetTop } from './scroll-offsets';

describe('scroll motion', () => {
  it('starts at the start, ends at the end, and never leaves the span between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -100, max: 5_000 }),
        fc.integer({ min: 1, max: 3_000 }),
        (from, to, elapsed, duration) => {
          const at = scrollPositionAt(from, to, elapsed, duration);
          expect(at).toBeGreaterThanOrEqual(Math.min(from, to));
          expect(at).toBeLessThanOrEqual(Math.max(from, to));
          if (elapsed <= 0) expect(at).toBe(from);
          if (elapsed >= duration) expect(at).toBe(to);
        },
      ),
    );
  });

  it('is half way at half time and moves one way only', () => {
    expect(swing(0.5)).toBeCloseTo(0.5);
    let last = -1;
    for (let step = 0; step <= 100; step += 1) {
      const value = swing(step / 100);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });

  it('a duration of 0 (reduced motion) is already there', () => {
    expect(scrollPositionAt(0, 900, 0, 0)).toBe(900);
  });
});

describe('scroll offsets', () => {
  it('NAV-010 DEC-21 anchor scrolls leave 40 px, 68 px under the floating menu', () => {
    expect(scrollOffset('anchor', false)).toBe(40);
    expect(scrollOffset('anchor', true)).toBe(68);
  });

  it('LIST-012 DEC-21 pagination scrolls leave 44 px, 50 px under the floating menu', () => {
    expect(scrollOffset('pagination', false)).toBe(44);
    expect(scrollOffset('pagination', true)).toBe(50);
    expect(PAGINATION_SCROLL_MS).toBe(400);
  });

  it('a target is clamped to the page', () => {
    expect(scrollTargetTop(30, 40, 2_000)).toBe(0);
    expect(scrollTargetTop(1_000, 40, 2_000)).toBe(960);
    expect(scrollTargetTop(5_000, 40, 2_000)).toBe(2_000);
    expect(scrollTargetTop(Number.NaN, 40, 2_000)).toBe(0);
  });
});
