import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revealDelayMs } from './item-list-reveal';
import { LOAD_MORE_SETTLE_MS, loadMoreAfter, loadMoreCaption } from './item-list-load-more';

describe('reveal and load more', () => {
  it('LIST-008 items reveal 100 ms apart, 200 ms apart under 760 px', () => {
    expect([0, 1, 2, 3].map((index) => revealDelayMs(index, 1280))).toEqual([0, 100, 200, 300]);
    expect([0, 1, 2].map((index) => revealDelayMs(index, 375))).toEqual([0, 200, 400]);
    expect(revealDelayMs(Number.NaN, 1000)).toBe(0);
    expect(revealDelayMs(-4, 1000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 4000 }),
        (index, width) => {
          expect(revealDelayMs(index + 1, width) - revealDelayMs(index, width)).toBe(
            width < 760 ? 200 : 100,
          );
        },
      ),
    );
  });

  it('LIST-009 load more: idle → loading → idle 200 ms after the load, one load at a time', () => {
    expect(LOAD_MORE_SETTLE_MS).toBe(200);
    const captions = { idle: 'Load more', loading: 'Loading…' };
    let state = loadMoreAfter('idle', 'start');
    expect(state).toBe('loading');
    expect(loadMoreCaption(state, captions)).toBe('Loading…');
    expect(loadMoreAfter(state, 'start')).toBe('loading');
    state = loadMoreAfter(state, 'loaded');
    expect(state).toBe('settling');
    expect(loadMoreAfter(state, 'start')).toBe('settling');
    state = loadMoreAfter(state, 'settled');
    expect(state).toBe('idle');
    expect(loadMoreCaption(state, captions)).toBe('Load more');
    expect(loadMoreAfter('loading', 'failed')).toBe('settling');
    expect(loadMoreAfter('idle', 'settled')).toBe('idle');
  });
});
