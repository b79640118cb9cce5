import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUNCE } from './slider-constants';
import {
  autoplayMove,
  bounceOffset,
  canStep,
  goToMove,
  navigationRules,
  preloadIndices,
  startIndex,
  stepMove,
  type NavigationRules,
} from './slider-navigation';

const anyNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
);
const direction = fc.constantFrom<1 | -1>(1, -1);
const flags = fc.record({
  loop: fc.boolean(),
  loopRewind: fc.boolean(),
  lockLeft: fc.boolean(),
  lockRight: fc.boolean(),
});
const slideCount = fc.integer({ min: 0, max: 60 });
/** A slider and a current slide inside it. */
const sliderAt = fc
  .record({ count: fc.integer({ min: 1, max: 60 }), settings: flags, position: fc.nat() })
  .map(({ count, settings, position }) => ({
    rules: navigationRules(count, settings),
    current: position % count,
  }));

const unlocked = (rules: NavigationRules): NavigationRules => ({
  ...rules,
  lockLeft: false,
  lockRight: false,
});

function indexOf(move: ReturnType<typeof stepMove>, current: number): number {
  return move.kind === 'go' ? move.index : current;
}

describe('slider navigation properties', () => {
  it('SLD-003: no move ever leads outside the slides, whatever the current slide or target', () => {
    fc.assert(
      fc.property(
        slideCount,
        flags,
        anyNumber,
        anyNumber,
        direction,
        (count, settings, current, target, dir) => {
          const rules = navigationRules(count, settings);
          for (const move of [
            stepMove(rules, current, dir),
            goToMove(rules, current, target),
            autoplayMove(rules, current),
          ]) {
            if (move.kind === 'go') {
              expect(Number.isInteger(move.index)).toBe(true);
              expect(move.index).toBeGreaterThanOrEqual(0);
              expect(move.index).toBeLessThan(rules.count);
            }
          }
        },
      ),
    );
  });

  it('SLD-005: with loop (3 or more slides), next and previous go round: n steps return to the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }),
        fc.nat(),
        direction,
        fc.nat(120),
        (count, position, dir, steps) => {
          const rules = navigationRules(count, {
            loop: true,
            loopRewind: false,
            lockLeft: false,
            lockRight: false,
          });
          const start = position % count;
          let current = start;
          for (let step = 0; step < steps; step += 1) {
            const move = stepMove(rules, current, dir);
            expect(move.kind).toBe('go');
            const expected = (((current + dir) % count) + count) % count;
            expect(indexOf(move, current)).toBe(expected);
            expect(move).toMatchObject({ direction: dir, wrapped: current + dir !== expected });
            current = expected;
          }
          expect(current).toBe((((start + dir * steps) % count) + count) % count);
        },
      ),
    );
  });

  it('SLD-005: without loop or rewind, an end bounces the way it was pushed; inside, a step moves one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).filter((count) => count !== 2),
        fc.nat(),
        direction,
        (count, position, dir) => {
          const rules = navigationRules(count, {
            loop: false,
            loopRewind: false,
            lockLeft: false,
            lockRight: false,
          });
          const current = position % count;
          const move = stepMove(rules, current, dir);
          const past = current + dir < 0 || current + dir >= count;
          if (past) expect(move).toEqual({ kind: 'bounce', direction: dir });
          else
            expect(move).toEqual({
              kind: 'go',
              index: current + dir,
              direction: dir,
              wrapped: false,
            });
        },
      ),
    );
  });

  it('SLD-005, SLD-006: with rewind (and always with two slides) an end jumps to the other end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), flags, direction, (count, settings, dir) => {
        const rewinding = count === 2 ? settings : { ...settings, loop: false, loopRewind: true };
        const rules = unlocked(navigationRules(count, rewinding));
        const end = dir === 1 ? count - 1 : 0;
        expect(stepMove(rules, end, dir)).toEqual({
          kind: 'go',
          index: dir === 1 ? 0 : count - 1,
          direction: dir,
          wrapped: true,
        });
        if (count === 2) expect(rules).toMatchObject({ loop: false, rewind: true });
      }),
    );
  });

  it('SLD-015: a lock answers "stay" for every move that way and disables that arrow', () => {
    fc.assert(
      fc.property(sliderAt, anyNumber, direction, ({ rules, current }, target, dir) => {
        const locked = {
          ...rules,
          lockLeft: dir === -1 ? true : rules.lockLeft,
          lockRight: dir === 1 ? true : rules.lockRight,
        };
        expect(stepMove(locked, current, dir)).toEqual({ kind: 'stay' });
        expect(canStep(locked, dir)).toBe(false);
        const move = goToMove(locked, current, target);
        if (move.kind === 'go') expect(move.direction).toBe(-dir);
      }),
    );
  });

  it('SLD-003: go-to reaches any other slide in its direction, and stays on the current one', () => {
    fc.assert(
      fc.property(sliderAt, fc.nat(), ({ rules, current }, pick) => {
        const free = unlocked(rules);
        const target = pick % free.count;
        const move = goToMove(free, current, target);
        if (target === current) expect(move).toEqual({ kind: 'stay' });
        else
          expect(move).toEqual({
            kind: 'go',
            index: target,
            direction: target > current ? 1 : -1,
            wrapped: false,
          });
      }),
    );
  });

  it('SLD-015: an arrow is enabled exactly when there are two slides or more and it is not locked', () => {
    fc.assert(
      fc.property(slideCount, flags, direction, (count, settings, dir) => {
        const rules = navigationRules(count, settings);
        const lock = dir === 1 ? settings.lockRight : settings.lockLeft;
        expect(canStep(rules, dir)).toBe(count >= 2 && !lock);
      }),
    );
  });

  it('SLD-016: the start slide always lands on a slide, at most the last one', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (count, requested) => {
        const start = startIndex(count, requested);
        const slides = navigationRules(count, {
          loop: false,
          loopRewind: false,
          lockLeft: false,
          lockRight: false,
        }).count;
        expect(Number.isInteger(start)).toBe(true);
        expect(Object.is(start, -0)).toBe(false);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(start).toBeLessThanOrEqual(Math.max(0, slides - 1));
        if (slides > 0 && Number.isInteger(requested) && requested >= 0 && requested < slides) {
          expect(start === requested).toBe(true);
        }
        if (slides > 0 && requested >= slides) expect(start).toBe(slides - 1);
      }),
    );
  });

  it('SLD-018: preloading lists each slide once, never more than the count, nearest first', () => {
    fc.assert(
      fc.property(
        sliderAt,
        fc.oneof(fc.integer({ min: -5, max: 80 }), anyNumber),
        ({ rules, current }, preload) => {
          const indices = preloadIndices(rules, current, preload);
          expect(indices.length).toBeLessThanOrEqual(rules.count);
          expect(new Set(indices).size).toBe(indices.length);
          expect(indices[0]).toBe(current);
          const reach = preload > 0 ? Math.floor(preload) : 0;
          const distance = (index: number) => {
            const plain = Math.abs(index - current);
            return rules.loop ? Math.min(plain, rules.count - plain) : plain;
          };
          for (const index of indices) {
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(rules.count);
            expect(distance(index)).toBeLessThanOrEqual(reach);
          }
          // Every slide within reach is there (none missed), and nearer ones come first.
          for (let index = 0; index < rules.count; index += 1) {
            if (distance(index) <= reach) expect(indices).toContain(index);
          }
          const distances = indices.map(distance);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('SLD-005: the bounce stays within 30 px the way it was pushed, is back at rest by 200 ms and is symmetric', () => {
    fc.assert(
      fc.property(direction, anyNumber, (dir, elapsed) => {
        const offset = bounceOffset(dir, elapsed);
        expect(Math.abs(offset)).toBeLessThanOrEqual(BOUNCE.distancePx);
        if (!(elapsed > 0 && elapsed < BOUNCE.durationMs)) expect(offset).toBe(0);
        else {
          // Visible (a tenth of a pixel or more) from 1 ms until 1 ms before the end.
          if (elapsed >= 1 && elapsed <= BOUNCE.durationMs - 1) {
            expect(Math.abs(offset)).toBeGreaterThan(0.1);
          }
          expect(Math.sign(offset) === dir || offset === 0).toBe(true);
          expect(offset).toBeCloseTo(bounceOffset(dir, BOUNCE.durationMs - elapsed), 6);
          expect(bounceOffset(-dir as 1 | -1, elapsed) === -offset).toBe(true);
        }
      }),
    );
  });

  it('SLD-003: autoplay never bounces: from any slide it goes one on, round to the first after the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.nat(), flags, (count, position, settings) => {
        const rules = navigationRules(count, { ...settings, lockRight: false });
        const current = position % count;
        expect(autoplayMove(rules, current)).toMatchObject({
          kind: 'go',
          index: (current + 1) % count,
        });
      }),
    );
  });
});
