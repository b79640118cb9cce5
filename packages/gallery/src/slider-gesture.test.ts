import { describe, expect, it } from 'vitest';
import {
  DRAG_AREA_GESTURE,
  SLIDESHOW_GESTURE,
  THREE_LAYER_GESTURE,
  dragAnimationMs,
  gestureEnd,
  gestureMove,
  gestureStart,
} from './slider-gesture';

describe('slider gestures', () => {
  it('DEC-14: slideshows swipe after 10 px, the three-layer slider after 20, drag areas after 6', () => {
    expect(SLIDESHOW_GESTURE).toEqual({ swipePx: 10, axisLockPx: 7 });
    expect(THREE_LAYER_GESTURE.swipePx).toBe(20);
    expect(DRAG_AREA_GESTURE.swipePx).toBe(6);
  });

  it('SLD-017: the axis is not decided before a 7 px difference', () => {
    const start = gestureStart(100, 100);
    expect(gestureMove(start, 106, 100, SLIDESHOW_GESTURE)).toEqual(start);
    expect(gestureMove(start, 112, 106, SLIDESHOW_GESTURE)).toEqual(start);
    expect(gestureMove(start, 107, 100, SLIDESHOW_GESTURE)).toMatchObject({
      phase: 'horizontal',
      dx: 7,
    });
    expect(gestureMove(start, 101, 108, SLIDESHOW_GESTURE)).toEqual({ phase: 'vertical' });
  });

  it('SLD-017: a swipe left of 10 px shows the next slide; right, the previous', () => {
    let state = gestureStart(200, 50);
    state = gestureMove(state, 190, 51, SLIDESHOW_GESTURE);
    expect(gestureEnd(state, 190, 51, SLIDESHOW_GESTURE)).toBe('next');
    state = gestureMove(gestureStart(200, 50), 215, 50, SLIDESHOW_GESTURE);
    expect(gestureEnd(state, 212, 50, SLIDESHOW_GESTURE)).toBe('previous');
  });

  it('SLD-017: a 9 px swipe does not count; a quick 10 px flick with no move event does', () => {
    const state = gestureMove(gestureStart(0, 0), -8, 0, SLIDESHOW_GESTURE);
    expect(gestureEnd(state, -9, 0, SLIDESHOW_GESTURE)).toBe('none');
    expect(gestureEnd(gestureStart(0, 0), -10, 1, SLIDESHOW_GESTURE)).toBe('next');
  });

  it('SLD-017: once the page scrolls (vertical), the gesture never swipes', () => {
    const vertical = gestureMove(gestureStart(0, 0), 2, 30, SLIDESHOW_GESTURE);
    expect(vertical).toEqual({ phase: 'vertical' });
    expect(gestureMove(vertical, -200, 30, SLIDESHOW_GESTURE)).toEqual({ phase: 'vertical' });
    expect(gestureEnd(vertical, -200, 30, SLIDESHOW_GESTURE)).toBe('none');
  });

  it('SLD-031: the three-layer slider needs 20 px; a drag area 6 px', () => {
    const three = gestureMove(gestureStart(0, 0), -19, 0, THREE_LAYER_GESTURE);
    expect(gestureEnd(three, -19, 0, THREE_LAYER_GESTURE)).toBe('none');
    expect(gestureEnd(three, -20, 0, THREE_LAYER_GESTURE)).toBe('next');
    expect(gestureEnd(gestureStart(0, 0), 6, 0, DRAG_AREA_GESTURE)).toBe('previous');
    expect(gestureEnd(gestureStart(0, 0), 5, 0, DRAG_AREA_GESTURE)).toBe('none');
  });

  it('SLD-027: the settle after a drag takes 100 … 500 ms', () => {
    expect(dragAnimationMs(300, 1)).toBe(300);
    expect(dragAnimationMs(300, 10)).toBe(100);
    expect(dragAnimationMs(300, 0.1)).toBe(500);
    expect(dragAnimationMs(-300, -1)).toBe(300);
    expect(dragAnimationMs(300, 0)).toBe(500);
    expect(dragAnimationMs(0, 0)).toBe(100);
    expect(dragAnimationMs(Number.NaN, 1)).toBe(500);
  });
});
