/**
 * The collage (D2 §9 "Collage default row height 400", MISC-019, ADR 0040): pictures in rows of
 * one height, each row filling the container's width, as the theme's collage plugin lays out a
 * justified gallery. Unlike the tile gallery (GAL-011, rows of exactly 200 px, tiles cropped to
 * the grid), a collage keeps every picture whole and lets a row's height give way:
 *
 * 1. Pictures join the current row at the target height (`aspect × rowHeight` wide) in order.
 * 2. Once the row, with its gaps, is at least as wide as the container, it closes and is scaled
 *    down to fit the width exactly, so a closed row is never taller than the target.
 * 3. The last row, when it does not fill the width, keeps the target height (never stretched).
 * 4. Bad input never throws: a picture with no sensible size counts as a square; a container with
 *    no width gives no rows; a bad row height or gap takes the default.
 *
 * API: `COLLAGE_DEFAULT_ROW_HEIGHT` (400), `COLLAGE_DEFAULT_GAP`, `collageRowHeight(configured)`,
 * `collageRows(sizes, options)`, types `CollageRow`, `CollageOptions`.
 */

/** MISC-019: the collage's row height when nothing is configured, px. */
export const COLLAGE_DEFAULT_ROW_HEIGHT = 400;
/** Between pictures in a row, px. */
export const COLLAGE_DEFAULT_GAP = 8;

export interface CollageOptions {
  containerWidth: number;
  /** The target height, px (MISC-019: 400 unless configured). */
  rowHeight?: number | undefined;
  /** px between pictures of a row. */
  gap?: number | undefined;
}

export interface CollageRow {
  /** Indices of the row's pictures, in input order. */
  indices: number[];
  /** The row's height, px: at most the target for a closed row, the target for an open last one. */
  height: number;
  /** Each picture's width in the row, px (same order as `indices`). */
  widths: number[];
  /** Whether the row fills the container's width (every row but maybe the last). */
  filled: boolean;
}

/** A configured row height, or the default 400 for anything that is not a positive size. */
export function collageRowHeight(configured?: unknown): number {
  const value =
    typeof configured === 'number'
      ? configured
      : typeof configured === 'string' && configured.trim() !== ''
        ? Number(configured)
        : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : COLLAGE_DEFAULT_ROW_HEIGHT;
}

function aspectOf(size: { width: number; height: number }): number {
  const { width, height } = size;
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
    ? width / height
    : 1;
}

/** Lays pictures out in collage rows (see the module's comment). */
export function collageRows(
  sizes: readonly { width: number; height: number }[],
  options: CollageOptions,
): CollageRow[] {
  const { containerWidth } = options;
  if (!Number.isFinite(containerWidth) || containerWidth <= 0) return [];
  const rowHeight = collageRowHeight(options.rowHeight);
  const gap =
    options.gap !== undefined && Number.isFinite(options.gap) && options.gap >= 0
      ? options.gap
      : COLLAGE_DEFAULT_GAP;

  const rows: CollageRow[] = [];
  let indices: number[] = [];
  let aspectSum = 0;

  const close = (filled: boolean) => {
    const gaps = gap * (indices.length - 1);
    const fitHeight = Math.max(0, containerWidth - gaps) / aspectSum;
    // A filled row fits the width at or below the target; an open last row keeps the target.
    const height = Math.min(rowHeight, fitHeight);
    rows.push({
      indices,
      height,
      widths: indices.map((index) => aspectOf(sizes[index] ?? { width: 1, height: 1 }) * height),
      filled,
    });
    indices = [];
    aspectSum = 0;
  };

  sizes.forEach((size, index) => {
    indices.push(index);
    aspectSum += aspectOf(size);
    const naturalWidth = aspectSum * rowHeight + gap * (indices.length - 1);
    if (naturalWidth >= containerWidth) close(true);
  });
  if (indices.length > 0) close(false);
  return rows;
}
