/**
 * The tile gallery's layout (GAL-011, GAL-012, GAL-013): justified rows of a fixed height, the
 * images cropped to their tiles (object-fit: cover, done by the renderer).
 *
 * Written by hand: the justified-layout libraries (flickr's justified-layout, react-photo-album)
 * scale row heights to keep aspect ratios, and none has the original gallery's rules: a fixed row
 * height, the image size factors that squeeze one more tile into a row, the 10 px grid switched
 * off below 800 px, a maximum number of columns, and an open last row so that appending a chunk
 * never moves a tile already shown. It is pure so the server lays out the first paint (no layout
 * shift) and the browser lays out again after a resize with the same numbers.
 *
 * The algorithm, tile by tile in order:
 * 1. Every tile is `rowHeight` high. Its natural width is `aspect × rowHeight`, at least
 *    `minTileWidth` and at most the container's width (a container narrower than
 *    `minTileWidth` therefore gives one full-width tile per row).
 * 2. A row takes tiles while their natural widths plus the margins between them fit in the
 *    container and it holds fewer than `columns` tiles. A tile that does not fit is tried
 *    narrower, by each image size factor in order (0.9 … 0.3 of its natural width, never under
 *    the minimum width): the first that fits places it in the row, which then closes. If none
 *    fits, the row closes without it and the tile starts the next row. A row that reaches
 *    `columns` tiles, or with no room left for a tile of the minimum width, closes too.
 * 3. A closed row is justified to the container's full width: the free space is shared among its
 *    tiles in proportion to their widths. With `allowEnlargement` false no tile grows beyond its
 *    natural width and the row stays short, left-aligned.
 * 4. From `gridDisabledBelow` up, lefts and widths are multiples of `gridCellSize` (widths are
 *    rounded to the grid, the margin rounded up to it, justified edges rounded down) and the last
 *    tile of a closed row absorbs the remainder, so the row still ends exactly at the right edge.
 *    Below it, whole pixels.
 * 5. The last row, while it may still take tiles, is open: natural widths, left-aligned. Rows
 *    depend only on the tiles before them, so a closed row is the same in the layout of any longer
 *    list (`closedCount`).
 * 6. Bad input never throws: a non-finite or non-positive size counts as a square, a container
 *    with no width gives an empty layout of height 0 (the caller retries a hidden container,
 *    GAL-008), fewer than one column counts as one.
 */

export interface TileLayoutSettings {
  /** GAL-011: every tile's height, px. */
  rowHeight: number;
  /** GAL-011: between tiles and between rows, px. */
  margin: number;
  /** GAL-011: no tile is narrower, px (unless the container is). */
  minTileWidth: number;
  /** GAL-012: lefts and widths snap to multiples of it… */
  gridCellSize: number;
  /** GAL-012: …unless the container is narrower than this, px. */
  gridDisabledBelow: number;
  /** GAL-013: the fractions of its natural width a tile is tried at to fit a row, in order. */
  imageSizeFactors: readonly number[];
  /** GAL-013: closed rows are stretched to the full width. */
  allowEnlargement: boolean;
}

export const TILE_LAYOUT_DEFAULTS: TileLayoutSettings = Object.freeze({
  rowHeight: 200,
  margin: 10,
  minTileWidth: 200,
  gridCellSize: 10,
  gridDisabledBelow: 800,
  imageSizeFactors: Object.freeze([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]),
  allowEnlargement: true,
});

/** The image's natural size (any unit: only the aspect ratio counts). */
export interface TileSize {
  width: number;
  height: number;
}

/** Px, from the container's top-left corner. */
export interface TilePlacement {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TileLayout {
  /** The width laid out: the container's, in whole pixels. */
  containerWidth: number;
  /** At most this many tiles in a row. */
  columns: number;
  /** One per input tile, in the same order (none when the container has no width). */
  placements: TilePlacement[];
  /** The container's height: the bottom of the last row (0 with no tiles). */
  height: number;
  /** The leading tiles that sit in closed rows: appending tiles never moves them. */
  closedCount: number;
}

export interface TileLayoutOptions {
  containerWidth: number;
  columns: number;
  settings?: Partial<TileLayoutSettings>;
}

interface ResolvedGeometry {
  settings: TileLayoutSettings;
  containerWidth: number;
  columns: number;
  /** The grid cell when the grid is on, else 1 (whole pixels). */
  unit: number;
  /** The margin, rounded up to the grid when it is on. */
  gap: number;
  minWidth: number;
  maxWidth: number;
}

interface RowTile {
  index: number;
  /** The width the tile takes in the row before justification. */
  width: number;
}

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Settings come from code, but a bad value falls back to the default rather than breaking the page. */
export function resolveTileLayoutSettings(
  overrides: Partial<TileLayoutSettings> = {},
): TileLayoutSettings {
  const defaults = TILE_LAYOUT_DEFAULTS;
  const margin = overrides.margin;
  const gridDisabledBelow = overrides.gridDisabledBelow;
  const factors = (overrides.imageSizeFactors ?? defaults.imageSizeFactors).filter(
    (factor) => Number.isFinite(factor) && factor > 0 && factor < 1,
  );
  return {
    rowHeight: positiveOr(overrides.rowHeight, defaults.rowHeight),
    margin:
      margin !== undefined && Number.isFinite(margin) && margin >= 0
        ? Math.round(margin)
        : defaults.margin,
    minTileWidth: Math.ceil(positiveOr(overrides.minTileWidth, defaults.minTileWidth)),
    gridCellSize: Math.max(
      1,
      Math.round(positiveOr(overrides.gridCellSize, defaults.gridCellSize)),
    ),
    gridDisabledBelow:
      gridDisabledBelow !== undefined && gridDisabledBelow >= 0 && !Number.isNaN(gridDisabledBelow)
        ? gridDisabledBelow
        : defaults.gridDisabledBelow,
    imageSizeFactors: factors,
    allowEnlargement: overrides.allowEnlargement ?? defaults.allowEnlargement,
  };
}

/** Whether lefts and widths snap to the grid at this container width (GAL-012). */
export function gridEnabledAt(containerWidth: number, settings: TileLayoutSettings): boolean {
  return settings.gridCellSize > 1 && containerWidth >= settings.gridDisabledBelow;
}

function resolveGeometry(
  containerWidth: number,
  columns: number,
  settings: TileLayoutSettings,
): ResolvedGeometry {
  const unit = gridEnabledAt(containerWidth, settings) ? settings.gridCellSize : 1;
  const gap = Math.ceil(settings.margin / unit) * unit;
  const floorToGrid = Math.floor(containerWidth / unit) * unit;
  const ceilMinimum = Math.ceil(Math.min(settings.minTileWidth, containerWidth) / unit) * unit;
  // Snapped bounds; when the grid cannot hold the minimum (odd settings only), whole pixels win.
  const minWidth = ceilMinimum <= floorToGrid ? ceilMinimum : containerWidth;
  const maxWidth = ceilMinimum <= floorToGrid ? floorToGrid : containerWidth;
  return { settings, containerWidth, columns, unit, gap, minWidth, maxWidth };
}

function aspectOf(tile: TileSize): number {
  const { width, height } = tile;
  const valid = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  const aspect = valid ? width / height : 1;
  // A ratio of extreme sizes may overflow or vanish: the width bounds take over anyway.
  return Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
}

function clampWidth(width: number, geometry: ResolvedGeometry): number {
  return Math.min(geometry.maxWidth, Math.max(geometry.minWidth, width));
}

/** The tile's width at the row height, rounded to the grid (or to whole pixels), within bounds. */
function naturalWidth(tile: TileSize, geometry: ResolvedGeometry): number {
  const raw = aspectOf(tile) * geometry.settings.rowHeight;
  return clampWidth(Math.round(raw / geometry.unit) * geometry.unit, geometry);
}

function shrunkWidth(natural: number, factor: number, geometry: ResolvedGeometry): number {
  return clampWidth(Math.floor((natural * factor) / geometry.unit) * geometry.unit, geometry);
}

/**
 * Justified widths of a closed row: proportional shares of the space its margins leave, edges
 * rounded down to the grid (so no tile falls under its own width, which is a multiple of the
 * grid), the last tile ending at the right edge.
 */
function justifiedWidths(row: readonly RowTile[], geometry: ResolvedGeometry): number[] {
  const available = geometry.containerWidth - (row.length - 1) * geometry.gap;
  const total = row.reduce((sum, tile) => sum + tile.width, 0);
  const widths: number[] = [];
  let previousEdge = 0;
  let prefix = 0;
  row.forEach((tile, position) => {
    prefix += tile.width;
    let edge: number;
    if (position === row.length - 1) {
      edge = available;
    } else {
      const exact = (prefix * available) / total;
      edge = Math.floor(exact / geometry.unit) * geometry.unit;
      // Guards against a rounding error in the division taking a grid cell away.
      edge = Math.max(edge, previousEdge + tile.width);
    }
    widths.push(edge - previousEdge);
    previousEdge = edge;
  });
  return widths;
}

export function layoutTiles(tiles: readonly TileSize[], options: TileLayoutOptions): TileLayout {
  const settings = resolveTileLayoutSettings(options.settings);
  const columns = Number.isFinite(options.columns) ? Math.max(1, Math.floor(options.columns)) : 1;
  const containerWidth = Number.isFinite(options.containerWidth)
    ? Math.max(0, Math.floor(options.containerWidth))
    : 0;
  if (containerWidth === 0) {
    return { containerWidth: 0, columns, placements: [], height: 0, closedCount: 0 };
  }

  const geometry = resolveGeometry(containerWidth, columns, settings);
  const placements: TilePlacement[] = [];
  // Rows are a margin apart whatever the grid: the grid concerns lefts and widths only.
  const rowPitch = settings.rowHeight + settings.margin;
  let rowIndex = 0;
  let row: RowTile[] = [];
  let used = 0; // the row's widths plus the margins between them
  let closedCount = 0;

  const placeRow = (closed: boolean) => {
    const widths =
      closed && settings.allowEnlargement
        ? justifiedWidths(row, geometry)
        : row.map((tile) => tile.width);
    let left = 0;
    row.forEach((tile, position) => {
      const width = widths[position] ?? tile.width;
      placements[tile.index] = {
        left,
        top: rowIndex * rowPitch,
        width,
        height: settings.rowHeight,
      };
      left += width + geometry.gap;
    });
    if (closed) closedCount += row.length;
    rowIndex += 1;
    row = [];
    used = 0;
  };

  tiles.forEach((tile, index) => {
    const natural = naturalWidth(tile, geometry);
    if (row.length > 0) {
      const room = containerWidth - used - geometry.gap;
      if (natural > room) {
        const fitting = settings.imageSizeFactors
          .map((factor) => shrunkWidth(natural, factor, geometry))
          .find((width) => width <= room);
        if (fitting !== undefined) {
          row.push({ index, width: fitting });
          placeRow(true);
          return;
        }
        placeRow(true);
      }
    }
    used += (row.length > 0 ? geometry.gap : 0) + natural;
    row.push({ index, width: natural });
    // Full: no tile can join it any more, so it is closed now, even as the last row.
    const roomLeft = containerWidth - used - geometry.gap;
    if (row.length >= columns || roomLeft < geometry.minWidth) placeRow(true);
  });
  // A row that is still able to take tiles stays open: the next chunk may add to it.
  if (row.length > 0) placeRow(false);

  const height = rowIndex === 0 ? 0 : rowIndex * rowPitch - settings.margin;
  return { containerWidth, columns, placements, height, closedCount };
}
