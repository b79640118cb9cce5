/**
 * The page builder's timing rules (D2 §9 "Page-builder", ADR 0040): where a content block's
 * scroll waypoint sits (MISC-017) and how its tab and slider intervals, given in seconds, become
 * the milliseconds timers take (MISC-018).
 *
 * API: `WAYPOINT_OFFSET_PERCENT` (85), `waypointLine(viewportHeight)`,
 * `waypointReached(elementTop, viewportHeight)`, `WAYPOINT_ROOT_MARGIN`,
 * `pageBuilderIntervalMs(seconds)`.
 */

/**
 * MISC-017: a block's waypoint fires when its top edge comes up to 85% of the viewport's height,
 * measured from the viewport's top (so a block starts to show once it is 15% into the screen).
 */
export const WAYPOINT_OFFSET_PERCENT = 85;

/** The waypoint line, in px from the viewport's top (0 for a viewport with no height). */
export function waypointLine(viewportHeight: number): number {
  if (!Number.isFinite(viewportHeight) || viewportHeight <= 0) return 0;
  return (viewportHeight * WAYPOINT_OFFSET_PERCENT) / 100;
}

/**
 * Whether a block whose top is `elementTop` px from the viewport's top (negative once scrolled
 * past) has reached its waypoint. A block above the line has reached it, whether it is still in
 * view or was scrolled past (an anchor jump lands below it): a waypoint fires once and stays.
 * Garbage (a detached element's NaN) counts as reached, so nothing is ever left hidden.
 */
export function waypointReached(elementTop: number, viewportHeight: number): boolean {
  if (!Number.isFinite(elementTop) || !Number.isFinite(viewportHeight) || viewportHeight <= 0)
    return true;
  return elementTop <= waypointLine(viewportHeight);
}

/**
 * The same line as an `IntersectionObserver` root margin: the viewport's bottom pulled up by
 * 100% − 85% = 15%, so a block starts intersecting exactly when its top crosses the line.
 */
export const WAYPOINT_ROOT_MARGIN = `0px 0px -${100 - WAYPOINT_OFFSET_PERCENT}% 0px`;

/** The longest interval a block may ask for: a day is nobody's slideshow. */
const LONGEST_INTERVAL_SECONDS = 24 * 60 * 60;

/**
 * MISC-018: a tab or slider block's auto-rotation interval is configured in seconds (the page
 * builder's attribute, e.g. `interval="5"` or `"2.5"`); timers take milliseconds. Answers the
 * interval in whole ms, or `null` for no auto-rotation: 0 (the builder's "off"), blank, negative,
 * not a number, or beyond a day. Written in ms by mistake (`5000`) it is 5000 s, beyond an hour
 * and a bit: kept as given, since seconds is the unit the builder documents.
 */
export function pageBuilderIntervalMs(seconds: unknown): number | null {
  const value =
    typeof seconds === 'number'
      ? seconds
      : typeof seconds === 'string' && seconds.trim() !== ''
        ? Number(seconds.trim())
        : Number.NaN;
  if (!Number.isFinite(value) || value <= 0 || value > LONGEST_INTERVAL_SECONDS) return null;
  return Math.max(1, Math.round(value * 1000));
}
