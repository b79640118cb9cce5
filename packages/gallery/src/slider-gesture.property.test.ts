import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDER_TIMING } from './slider-constants';
import {
  DRAG_AREA_GESTURE,
  SLIDESHOW_GESTURE,
  THREE_LAYER_GESTURE,
  dragAnimationMs,
  gestureEnd,
  gestureMove,
  gestureStart,
  type GestureState,
} from './slider-gesture';

const thresholds = fc.constantFrom(SLIDESHOW_GESTURE, THREE_LAYER_GESTURE, DRAG_AREA_GESTURE);
const coordinate = fc.integer({ min: -2000, max: 2000 });
const point = fc.tuple(coordinate, coordinate);
const path = fc.array(point, { maxLength: 25 });

describe('slider gesture properties', () => {
  it('SLD-017: no axis is decided while |dx| and |dy| differ by less than the lock distance', () => {
    fc.assert(
      fc.property(thresholds, point, path, (t, [x0, y0], moves) => {
        let state: GestureState = gestureStart(x0, y0);
        let decided = false;
        for (const [x, y] of moves) {
          const before = state;
          state = gestureMove(state, x, y, t);
          const gap = Math.abs(Math.abs(x - x0) - Math.abs(y - y0));
          if (!decided && gap < t.axisLockPx) expect(state).toEqual(before);
          if (!decided && gap >= t.axisLockPx) {
            decided = true;
            expect(state.phase).toBe(
              Math.abs(x - x0) > Math.abs(y - y0) ? 'horizontal' : 'vertical',
            );
          }
          // Once decided, the axis never changes within the gesture.
          if (decided) expect(state.phase).not.toBe('pending');
          if (before.phase === 'vertical') expect(state).toEqual({ phase: 'vertical' });
          if (before.phase === 'horizontal') {
            expect(state).toEqual({ ...before, dx: x - x0 });
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('SLD-017, SLD-031: a swipe needs a horizontal gesture and |dx| at release of at least the threshold', () => {
    fc.assert(
      fc.property(thresholds, point, path, point, (t, [x0, y0], moves, [x1, y1]) => {
        const state = moves.reduce(
          (held, [x, y]) => gestureMove(held, x, y, t),
          gestureStart(x0, y0),
        );
        const result = gestureEnd(state, x1, y1, t);
        const last = gestureMove(state, x1, y1, t);
        if (last.phase !== 'horizontal') expect(result).toBe('none');
        else if (x1 - x0 <= -t.swipePx) expect(result).toBe('next');
        else if (x1 - x0 >= t.swipePx) expect(result).toBe('previous');
        else expect(result).toBe('none');
        if (state.phase === 'vertical') expect(result).toBe('none');
      }),
      { numRuns: 300 },
    );
  });

  it('DEC-14: a straight horizontal drag swipes from the threshold on, and never before', () => {
    fc.assert(
      fc.property(
        thresholds,
        point,
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: -3, max: 3 }),
        (t, [x0, y0], dx, wobble) => {
          const distance = Math.abs(dx);
          const decided = distance - Math.abs(wobble) >= t.axisLockPx;
          const result = gestureEnd(gestureStart(x0, y0), x0 + dx, y0 + wobble, t);
          if (decided && distance >= t.swipePx) expect(result).toBe(dx < 0 ? 'next' : 'previous');
          else expect(result).toBe('none');
        },
      ),
    );
  });

  it('SLD-027: the settle after a drag always takes 100 … 500 ms', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (remaining, velocity) => {
        const duration = dragAnimationMs(remaining, velocity);
        expect(Number.isInteger(duration)).toBe(true);
        expect(duration).toBeGreaterThanOrEqual(SLIDER_TIMING.dragAnimationMinMs);
        expect(duration).toBeLessThanOrEqual(SLIDER_TIMING.dragAnimationMaxMs);
      }),
    );
  });
});
