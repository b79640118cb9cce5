import { SLIDER_TIMING, SWIPE } from './slider-constants';

/**
 * SLD-017, SLD-031, DEC-14: the pointer gesture on a slider, as a pure state machine the
 * component feeds with pointer coordinates. Hand-written because the carousel library's own drag
 * threshold has no axis lock with these numbers, and the three-layer slider has no carousel.
 *
 * The axis is decided once, when |dx| and |dy| differ by `axisLockPx` or more: horizontal if
 * |dx| > |dy| (the slider owns the gesture), else vertical (the page scrolls and the slider never
 * swipes). A horizontal gesture is a swipe when |dx| at release is at least `swipePx`.
 */
export interface GestureThresholds {
  swipePx: number;
  axisLockPx: number;
}

/** The main slideshow and the photo scroller: 10 px swipe, 7 px axis lock (DEC-14). */
export const SLIDESHOW_GESTURE: GestureThresholds = {
  swipePx: SWIPE.slideshowPx,
  axisLockPx: SWIPE.axisLockPx,
};

/** The three-layer slider: 20 px (SLD-031, DEC-14). */
export const THREE_LAYER_GESTURE: GestureThresholds = {
  swipePx: SWIPE.threeLayerPx,
  axisLockPx: SWIPE.axisLockPx,
};

/**
 * Other draggable areas (a thumbnail strip): 6 px (SLD-031, DEC-14). The axis decides at 6 px
 * too: with the slideshows' 7 px a 6 px drag could never count.
 */
export const DRAG_AREA_GESTURE: GestureThresholds = {
  swipePx: SWIPE.dragAreaPx,
  axisLockPx: SWIPE.dragAreaPx,
};

export type GestureState =
  | { phase: 'idle' }
  /** The axis is not decided yet. */
  | { phase: 'pending'; startX: number; startY: number }
  /** The slider owns the gesture; `dx` is the latest horizontal distance from the start. */
  | { phase: 'horizontal'; startX: number; startY: number; dx: number }
  /** The page's scroll owns it: the slider ignores the rest of this gesture. */
  | { phase: 'vertical' };

const finite = (...values: number[]) => values.every((value) => Number.isFinite(value));

/** A pointer went down at (x, y). */
export function gestureStart(x: number, y: number): GestureState {
  return finite(x, y) ? { phase: 'pending', startX: x, startY: y } : { phase: 'idle' };
}

/** The pointer moved to (x, y). A point that is not a number changes nothing. */
export function gestureMove(
  state: GestureState,
  x: number,
  y: number,
  t: GestureThresholds,
): GestureState {
  if (!finite(x, y)) return state;
  switch (state.phase) {
    case 'pending': {
      const dx = x - state.startX;
      const dy = y - state.startY;
      if (Math.abs(Math.abs(dx) - Math.abs(dy)) < t.axisLockPx) return state;
      return Math.abs(dx) > Math.abs(dy)
        ? { phase: 'horizontal', startX: state.startX, startY: state.startY, dx }
        : { phase: 'vertical' };
    }
    case 'horizontal':
      return { ...state, dx: x - state.startX };
    default:
      return state;
  }
}

/**
 * The pointer went up at (x, y): the release point counts as a last move (a quick flick may send
 * no move at all). A swipe left (dx ≤ -swipePx) shows the next slide, right the previous.
 */
export function gestureEnd(
  state: GestureState,
  x: number,
  y: number,
  t: GestureThresholds,
): 'next' | 'previous' | 'none' {
  const last = gestureMove(state, x, y, t);
  if (last.phase !== 'horizontal' || Math.abs(last.dx) < t.swipePx) return 'none';
  return last.dx < 0 ? 'next' : 'previous';
}

/**
 * SLD-027: how long the slide takes to settle after a drag: the distance left at the release
 * speed, clamped to 100 … 500 ms (a standing release takes the longest, 500 ms).
 */
export function dragAnimationMs(remainingPx: number, velocityPxPerMs: number): number {
  const { dragAnimationMinMs: min, dragAnimationMaxMs: max } = SLIDER_TIMING;
  const distance = Math.abs(remainingPx);
  const speed = Math.abs(velocityPxPerMs);
  if (Number.isNaN(distance) || Number.isNaN(speed)) return max;
  if (distance === 0) return min;
  if (speed === 0) return max;
  const duration = distance / speed;
  if (Number.isNaN(duration)) return max;
  return Math.round(Math.min(max, Math.max(min, duration)));
}
