import { describe, expect, it } from 'vitest';
import { MAIN_SLIDESHOW, PHOTO_SCROLLER } from './slider-constants';
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

const unlocked = { loop: false, loopRewind: false, lockLeft: false, lockRight: false };
const rules = (count: number, overrides: Partial<typeof unlocked> = {}): NavigationRules =>
  navigationRules(count, { ...unlocked, ...overrides });

describe('slider navigation', () => {
  it('SLD-003: next and previous move one slide; go-to jumps to the slide chosen', () => {
    const five = rules(5);
    expect(stepMove(five, 2, 1)).toEqual({ kind: 'go', index: 3, direction: 1, wrapped: false });
    expect(stepMove(five, 2, -1)).toEqual({ kind: 'go', index: 1, direction: -1, wrapped: false });
    expect(goToMove(five, 1, 4)).toEqual({ kind: 'go', index: 4, direction: 1, wrapped: false });
    expect(goToMove(five, 4, 0)).toEqual({ kind: 'go', index: 0, direction: -1, wrapped: false });
    expect(goToMove(five, 3, 3)).toEqual({ kind: 'stay' });
  });

  it('SLD-005: without loop, a move past either end bounces and the slide stays', () => {
    const five = rules(5);
    expect(stepMove(five, 4, 1)).toEqual({ kind: 'bounce', direction: 1 });
    expect(stepMove(five, 0, -1)).toEqual({ kind: 'bounce', direction: -1 });
  });

  it('SLD-005: with loopRewind, a move past an end jumps to the other end', () => {
    const five = rules(5, { loopRewind: true });
    expect(stepMove(five, 4, 1)).toEqual({ kind: 'go', index: 0, direction: 1, wrapped: true });
    expect(stepMove(five, 0, -1)).toEqual({ kind: 'go', index: 4, direction: -1, wrapped: true });
  });

  it('SLD-005: with loop, the slider goes round from the last slide to the first and back', () => {
    const five = rules(5, { loop: true });
    expect(stepMove(five, 4, 1)).toEqual({ kind: 'go', index: 0, direction: 1, wrapped: true });
    expect(stepMove(five, 0, -1)).toEqual({ kind: 'go', index: 4, direction: -1, wrapped: true });
  });

  it('SLD-005: the bounce nudges 30 px out at 100 ms and is back at 0 by 200 ms', () => {
    expect(bounceOffset(1, 0)).toBe(0);
    expect(bounceOffset(1, 100)).toBeCloseTo(30, 10);
    expect(bounceOffset(-1, 100)).toBeCloseTo(-30, 10);
    expect(bounceOffset(1, 50)).toBeGreaterThan(0);
    expect(bounceOffset(1, 50)).toBeLessThan(30);
    expect(bounceOffset(1, 200)).toBe(0);
    expect(bounceOffset(-1, 5000)).toBe(0);
    expect(bounceOffset(1, Number.NaN)).toBe(0);
    expect(bounceOffset(1, -10)).toBe(0);
  });

  it('SLD-006: two slides turn loop off and use rewind', () => {
    const two = navigationRules(2, { ...unlocked, loop: true });
    expect(two).toMatchObject({ count: 2, loop: false, rewind: true });
    expect(stepMove(two, 1, 1)).toEqual({ kind: 'go', index: 0, direction: 1, wrapped: true });
    expect(navigationRules(3, { ...unlocked, loop: true })).toMatchObject({
      loop: true,
      rewind: false,
    });
  });

  it('SLD-015: a left or right lock disables that arrow and blocks moves that way', () => {
    const lockedRight = rules(5, { lockRight: true });
    expect(canStep(lockedRight, 1)).toBe(false);
    expect(canStep(lockedRight, -1)).toBe(true);
    expect(stepMove(lockedRight, 1, 1)).toEqual({ kind: 'stay' });
    expect(goToMove(lockedRight, 1, 3)).toEqual({ kind: 'stay' });
    const lockedLeft = rules(5, { lockLeft: true });
    expect(canStep(lockedLeft, -1)).toBe(false);
    expect(stepMove(lockedLeft, 3, -1)).toEqual({ kind: 'stay' });
    expect(stepMove(lockedLeft, 3, 1)).toMatchObject({ kind: 'go', index: 4 });
    // An unlocked end keeps its arrow: pressing it bounces.
    expect(canStep(rules(5), 1)).toBe(true);
    expect(canStep(rules(1), 1)).toBe(false);
  });

  it('SLD-016: the start slide is clamped to the last slide (and to the first)', () => {
    expect(startIndex(5, 9)).toBe(4);
    expect(startIndex(5, 2)).toBe(2);
    expect(startIndex(5, -3)).toBe(0);
    expect(startIndex(5, Number.NaN)).toBe(0);
    expect(startIndex(5, Number.POSITIVE_INFINITY)).toBe(4);
    expect(startIndex(0, 3)).toBe(0);
  });

  it('SLD-018: preloading never exceeds the slide count', () => {
    expect(preloadIndices(rules(3), 0, 999)).toEqual([0, 1, 2]);
    expect(preloadIndices(rules(10), 5, 2)).toEqual([5, 6, 4, 7, 3]);
    expect(preloadIndices(rules(10), 0, 2)).toEqual([0, 1, 2]);
    expect(preloadIndices(rules(10, { loop: true }), 0, 2)).toEqual([0, 1, 9, 2, 8]);
    expect(preloadIndices(rules(0), 0, 6)).toEqual([]);
  });

  it('SLD-036: the main slideshow preloads all its slides (999); the photo scroller 6 on each side', () => {
    const twelve = rules(12, { loop: true });
    expect(preloadIndices(twelve, 4, MAIN_SLIDESHOW.preload).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const forty = rules(40);
    expect(preloadIndices(forty, 20, PHOTO_SCROLLER.preload).sort((a, b) => a - b)).toEqual([
      14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    ]);
  });

  it('SLD-005, SLD-024: an empty slider stays put, and one slide bounces (nowhere to go)', () => {
    expect(stepMove(rules(0), 0, 1)).toEqual({ kind: 'stay' });
    expect(goToMove(rules(0), 0, 2)).toEqual({ kind: 'stay' });
    expect(stepMove(rules(1), 0, 1)).toEqual({ kind: 'bounce', direction: 1 });
  });

  it('SLD-003: autoplay goes on from the last slide to the first even without loop', () => {
    expect(autoplayMove(rules(4), 3)).toEqual({
      kind: 'go',
      index: 0,
      direction: 1,
      wrapped: true,
    });
    expect(autoplayMove(rules(4), 1)).toEqual({
      kind: 'go',
      index: 2,
      direction: 1,
      wrapped: false,
    });
    expect(autoplayMove(rules(1), 0)).toEqual({ kind: 'stay' });
    expect(autoplayMove(rules(4, { lockRight: true }), 1)).toEqual({ kind: 'stay' });
  });
});
