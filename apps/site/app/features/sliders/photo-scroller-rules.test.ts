import { describe, expect, it, vi } from 'vitest';
import { KEY_REPEAT_MS } from '@atelier/gallery/slider-constants';
import { navigationRules } from '@atelier/gallery/slider-navigation';
import { autoplayMove, createKeyRepeat, photoSizes } from './photo-scroller-rules';

const rulesFor = (
  count: number,
  flags: Partial<{
    loop: boolean;
    loopRewind: boolean;
    lockLeft: boolean;
    lockRight: boolean;
  }> = {},
) =>
  navigationRules(count, {
    loop: false,
    loopRewind: false,
    lockLeft: false,
    lockRight: false,
    ...flags,
  });

function fakeTimers() {
  vi.useFakeTimers();
  return {
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
}

describe('photo scroller rules', () => {
  it('SLD-003: autoplay shows the next photo', () => {
    expect(autoplayMove(rulesFor(5), 1)).toMatchObject({ kind: 'go', index: 2 });
  });

  it('SLD-005: autoplay at the last photo of a scroller without loop starts again at the first', () => {
    expect(autoplayMove(rulesFor(5), 4)).toMatchObject({ kind: 'go', index: 0 });
  });

  it('SLD-005: with loop, autoplay wraps forward from the last photo to the first', () => {
    expect(autoplayMove(rulesFor(5, { loop: true }), 4)).toMatchObject({ kind: 'go', index: 0 });
  });

  it('SLD-015: a right lock keeps autoplay where it is', () => {
    expect(autoplayMove(rulesFor(5, { lockRight: true }), 2)).toEqual({ kind: 'stay' });
  });

  it('SLD-010: full screen asks for a picture as wide as the screen (the big image)', () => {
    expect(photoSizes(true)).toBe('100vw');
    expect(photoSizes(false)).not.toBe('100vw');
  });

  it('SLD-004: a held arrow moves once at once and again every 700 ms until let go', () => {
    const timers = fakeTimers();
    try {
      const steps: number[] = [];
      const keys = createKeyRepeat((direction) => steps.push(direction), timers);
      keys.press(1, false);
      expect(steps).toEqual([1]);
      vi.advanceTimersByTime(KEY_REPEAT_MS - 1);
      expect(steps).toEqual([1]);
      vi.advanceTimersByTime(1);
      expect(steps).toEqual([1, 1]);
      vi.advanceTimersByTime(KEY_REPEAT_MS * 2);
      expect(steps).toEqual([1, 1, 1, 1]);
      keys.release(1);
      vi.advanceTimersByTime(KEY_REPEAT_MS * 3);
      expect(steps).toEqual([1, 1, 1, 1]);
      expect(keys.holding).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('SLD-004: the system’s own key repeats do not speed the 700 ms repeat up', () => {
    const timers = fakeTimers();
    try {
      const steps: number[] = [];
      const keys = createKeyRepeat((direction) => steps.push(direction), timers);
      keys.press(-1, false);
      for (let repeat = 0; repeat < 20; repeat += 1) {
        vi.advanceTimersByTime(30);
        keys.press(-1, true);
      }
      // 600 ms held: only the first move so far.
      expect(steps).toEqual([-1]);
      vi.advanceTimersByTime(100);
      expect(steps).toEqual([-1, -1]);
      keys.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('SLD-035: pressing the other arrow turns the repeat round, and letting go of the first does not stop it', () => {
    const timers = fakeTimers();
    try {
      const steps: number[] = [];
      const keys = createKeyRepeat((direction) => steps.push(direction), timers);
      keys.press(1, false);
      keys.press(-1, false);
      keys.release(1);
      vi.advanceTimersByTime(KEY_REPEAT_MS);
      expect(steps).toEqual([1, -1, -1]);
      keys.release(-1);
      vi.advanceTimersByTime(KEY_REPEAT_MS);
      expect(steps).toEqual([1, -1, -1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
