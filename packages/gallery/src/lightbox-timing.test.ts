import { describe, expect, it } from 'vitest';
import { IMAGE_CHECK_MAX_TRIES, imageCheckDelay } from './lightbox-image-check';
import { FAST_CLICK, isGhostClick, isTap } from './lightbox-fast-click';

describe('lightbox image-size check', () => {
  it('LBX-016 asks often at first, then less often, and gives up after about 200 tries', () => {
    expect(IMAGE_CHECK_MAX_TRIES).toBe(200);
    expect([1, 2, 3, 39, 40, 99, 100, 200].map(imageCheckDelay)).toEqual([
      1, 1, 10, 10, 50, 50, 500, 500,
    ]);
    expect(imageCheckDelay(201)).toBeUndefined();
    expect(imageCheckDelay(0)).toBeUndefined();
    let tries = 0;
    while (imageCheckDelay(tries + 1) !== undefined) tries += 1;
    expect(tries).toBe(200);
  });
});

describe('lightbox fast click', () => {
  it('LBX-017 a touch that moved at most 10 px is a tap; one that moved further is not', () => {
    expect(FAST_CLICK).toEqual({ ghostClickDelayMs: 1000, moveTolerancePx: 10 });
    expect(isTap({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 8, y: 8 })).toBe(false);
  });

  it('LBX-017 a click within 1000 ms and 10 px of a handled tap is its ghost', () => {
    const tap = { at: 5000, point: { x: 100, y: 100 } };
    expect(isGhostClick(tap, { at: 5300, point: { x: 104, y: 97 } })).toBe(true);
    expect(isGhostClick(tap, { at: 6000, point: { x: 100, y: 100 } })).toBe(true);
    expect(isGhostClick(tap, { at: 6001, point: { x: 100, y: 100 } })).toBe(false);
    expect(isGhostClick(tap, { at: 5300, point: { x: 120, y: 100 } })).toBe(false);
    expect(isGhostClick(tap, { at: 4999, point: { x: 100, y: 100 } })).toBe(false);
  });
});
