/**
 * Fast-click handling on touch screens (LBX-017). A touch that ends within 10 px of where it
 * started is a tap; one that moved further is a swipe or a scroll, not a click. After a tap has
 * been handled (it closed the lightbox, say), the click the browser emulates for it within
 * 1000 ms at the same place is a ghost and must not reach whatever now lies under the finger.
 */
export const FAST_CLICK = { ghostClickDelayMs: 1000, moveTolerancePx: 10 } as const;

export interface Point {
  x: number;
  y: number;
}

/** Whether a touch from `start` to `end` stayed within the 10 px tolerance (a tap). */
export function isTap(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) <= FAST_CLICK.moveTolerancePx;
}

/**
 * Whether a click at `click` (time `clickAt`) is the ghost of a tap handled at `tap` (time
 * `tapAt`): within 1000 ms after it and within 10 px of it.
 */
export function isGhostClick(
  tap: { at: number; point: Point },
  click: { at: number; point: Point },
): boolean {
  const elapsed = click.at - tap.at;
  return elapsed >= 0 && elapsed <= FAST_CLICK.ghostClickDelayMs && isTap(tap.point, click.point);
}
