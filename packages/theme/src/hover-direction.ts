/**
 * MISC-009: a portfolio item's overlay slides in from the side the pointer entered by, over
 * 300 ms. The side is the edge of the item's box nearest the entry point.
 *
 * API: `HOVER_DIRECTION_MS`, `HoverSide`, `hoverDirection(box, point)`.
 */
export const HOVER_DIRECTION_MS = 300;

export type HoverSide = 'top' | 'right' | 'bottom' | 'left';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The edge of `box` nearest `point` (client coordinates). A point outside the box (the event
 * came a pixel late) still gives its nearest edge; garbage gives 'top'. Ties go top, right,
 * bottom, left, in that order.
 */
export function hoverDirection(box: Box, point: { x: number; y: number }): HoverSide {
  const values = [box.left, box.top, box.width, box.height, point.x, point.y];
  if (!values.every(Number.isFinite)) return 'top';
  const distances: readonly (readonly [HoverSide, number])[] = [
    ['top', Math.abs(point.y - box.top)],
    ['right', Math.abs(box.left + box.width - point.x)],
    ['bottom', Math.abs(box.top + box.height - point.y)],
    ['left', Math.abs(point.x - box.left)],
  ];
  let best: HoverSide = 'top';
  let nearest = Number.POSITIVE_INFINITY;
  for (const [side, distance] of distances) {
    if (distance < nearest) {
      best = side;
      nearest = distance;
    }
  }
  return best;
}
