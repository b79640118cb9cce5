/**
 * How many tiles a row may hold at a viewport width (GAL-010), and the gallery's timings
 * (GAL-007, GAL-008).
 */

export interface ColumnStep {
  /** Viewport widths up to and including this, px… */
  upTo: number;
  /** …allow this many tiles in a row. */
  columns: number;
}

/** GAL-010, narrowest first. Wider than the last step keeps its column count. */
export const COLUMN_RULE: readonly ColumnStep[] = Object.freeze([
  { upTo: 320, columns: 1 },
  { upTo: 480, columns: 2 },
  { upTo: 800, columns: 3 },
  { upTo: 1024, columns: 4 },
  { upTo: 4000, columns: 5 },
]);

const WIDEST_COLUMNS = 5;

/** GAL-010. A width that is not a positive number (a hidden window) counts as the narrowest. */
export function columnsFor(viewportWidth: number): number {
  if (!(viewportWidth > 0)) return 1;
  const step = COLUMN_RULE.find((candidate) => viewportWidth <= candidate.upTo);
  return step === undefined ? WIDEST_COLUMNS : step.columns;
}

export const GALLERY_TIMINGS = Object.freeze({
  /** GAL-007: the layout is recomputed this long after a resize that changed the width. */
  relayoutDelayMs: 500,
  /** GAL-008: a hidden container (no width) is tried again this often. */
  hiddenRetryMs: 500,
});

/**
 * GAL-007: whether a resize changed the width the layout uses. The layout works in whole pixels
 * (it floors the container's width), so a sub-pixel change is no change; the first measurement
 * (no previous width) always counts.
 */
export function widthChanged(previous: number | undefined, next: number): boolean {
  if (previous === undefined) return true;
  const whole = (width: number) => (Number.isFinite(width) ? Math.max(0, Math.floor(width)) : 0);
  return whole(previous) !== whole(next);
}
