import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CUSTOM_SCROLLBAR,
  buttonScrollTop,
  callScrollbarMethod,
  thumbGeometry,
  thumbOffsetToScrollTop,
  unknownMethodMessage,
} from './custom-scrollbar';

describe('custom scrollbar (MISC-010, MISC-011)', () => {
  it('MISC-010 inertia 950, resize debounce 150 ms, content check 300 ms, repeat 17 ms, step 40', () => {
    expect(CUSTOM_SCROLLBAR).toMatchObject({
      inertiaMs: 950,
      resizeDebounceMs: 150,
      contentCheckMs: 300,
      buttonRepeatMs: 17,
      buttonScrollPx: 40,
    });
  });

  it('MISC-011 an unknown method reports "Method <name> does not exist" to the console', () => {
    const log = { error: vi.fn() };
    const methods = { update: vi.fn(() => 'updated') };
    expect(callScrollbarMethod(methods, 'destroyAll', [], log)).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('Method destroyAll does not exist');
    expect(unknownMethodMessage('x')).toBe('Method x does not exist');
    // Inherited names are not methods of a scrollbar.
    callScrollbarMethod(methods, 'toString', [], log);
    expect(log.error).toHaveBeenLastCalledWith('Method toString does not exist');
    expect(methods.update).not.toHaveBeenCalled();
  });

  it('MISC-011 a known method runs with its arguments; an error it throws goes to the console', () => {
    const log = { error: vi.fn() };
    const broken = new Error('bad size');
    const methods = {
      scrollTo: vi.fn((top: number) => top * 2),
      resize: vi.fn(() => {
        throw broken;
      }),
    };
    expect(callScrollbarMethod(methods, 'scrollTo', [21], log)).toBe(42);
    expect(log.error).not.toHaveBeenCalled();
    expect(() => callScrollbarMethod(methods, 'resize', [], log)).not.toThrow();
    expect(log.error).toHaveBeenCalledWith('Custom scrollbar:', broken);
  });

  it('MISC-010 the thumb stays on the track, in proportion, at least its minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -500, max: 30_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (clientSize, extra, scrollOffset, trackSize) => {
          const view = { clientSize, scrollSize: clientSize + extra, scrollOffset, trackSize };
          const thumb = thumbGeometry(view);
          expect(thumb.offset).toBeGreaterThanOrEqual(0);
          expect(thumb.offset + thumb.size).toBeLessThanOrEqual(trackSize + 1e-9);
          if (thumb.needed) {
            expect(thumb.size).toBeGreaterThanOrEqual(
              Math.min(trackSize, CUSTOM_SCROLLBAR.minThumbPx),
            );
            // Where the thumb has room to move, its place on the track tells the scroll position
            // back (a thumb filling a tiny track can only say "somewhere").
            if (trackSize > thumb.size) {
              const back = thumbOffsetToScrollTop(view, thumb.offset);
              const clamped = Math.min(extra, Math.max(0, scrollOffset));
              expect(Math.abs(back - clamped)).toBeLessThanOrEqual(1);
            }
          } else expect(extra).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('MISC-010 an arrow button moves 40 px and stops at either end', () => {
    const view = { clientSize: 100, scrollSize: 190, scrollOffset: 0, trackSize: 100 };
    expect(buttonScrollTop(view, 'down')).toBe(40);
    expect(buttonScrollTop({ ...view, scrollOffset: 80 }, 'down')).toBe(90);
    expect(buttonScrollTop({ ...view, scrollOffset: 30 }, 'up')).toBe(0);
  });
});
