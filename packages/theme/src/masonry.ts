/**
 * LIST-016, LIST-017: the grid's geometry. Columns at least 200 px wide, at most 6, 20 px apart;
 * the original's layout library runs masonry mode with an 800 ms animation and a 100 ms resize
 * debounce. The site lays the grid out in CSS from these numbers (see `masonryTemplate`), so
 * nothing moves after the page paints (no layout shift); the browser never re-measures it.
 *
 * API: `MASONRY`, `masonryColumns(widthPx)`, `masonryColumnWidth(widthPx)`, `masonryTemplate()`.
 */
export const MASONRY = {
  minColumnPx: 200,
  maxColumns: 6,
  gapPx: 20,
  animationMs: 800,
  resizeDebounceMs: 100,
} as const;

/** How many columns fit a grid `widthPx` wide: as many 200 px columns as fit, 1 to 6. */
export function masonryColumns(widthPx: number): number {
  if (!Number.isFinite(widthPx) || widthPx <= 0) return 1;
  const fit = Math.floor((widthPx + MASONRY.gapPx) / (MASONRY.minColumnPx + MASONRY.gapPx));
  return Math.min(MASONRY.maxColumns, Math.max(1, fit));
}

/** Each column's width in a grid `widthPx` wide. */
export function masonryColumnWidth(widthPx: number): number {
  const columns = masonryColumns(widthPx);
  const width = Number.isFinite(widthPx) && widthPx > 0 ? widthPx : 0;
  return Math.max(0, (width - (columns - 1) * MASONRY.gapPx) / columns);
}

/**
 * The CSS `grid-template-columns` with the same rule: auto-fill columns no narrower than 200 px
 * and no narrower than a sixth of the row (so never more than 6).
 */
export function masonryTemplate(): string {
  const { minColumnPx, maxColumns, gapPx } = MASONRY;
  return `repeat(auto-fill, minmax(max(${minColumnPx}px, calc((100% - ${(maxColumns - 1) * gapPx}px) / ${maxColumns})), 1fr))`;
}
