import { describe, expect, it } from 'vitest';
import {
  TILE_LAYOUT_DEFAULTS,
  gridEnabledAt,
  layoutTiles,
  resolveTileLayoutSettings,
  type TilePlacement,
  type TileSize,
} from './tile-layout';

const square: TileSize = { width: 800, height: 800 };
const squares = (count: number): TileSize[] => Array.from({ length: count }, () => square);
const lefts = (placements: readonly TilePlacement[]) => placements.map((tile) => tile.left);
const widths = (placements: readonly TilePlacement[]) => placements.map((tile) => tile.width);
const tops = (placements: readonly TilePlacement[]) => placements.map((tile) => tile.top);

describe('tile geometry (GAL-011)', () => {
  it('GAL-011 the defaults are row height 200, margin 10 and minimum tile width 200', () => {
    expect(TILE_LAYOUT_DEFAULTS.rowHeight).toBe(200);
    expect(TILE_LAYOUT_DEFAULTS.margin).toBe(10);
    expect(TILE_LAYOUT_DEFAULTS.minTileWidth).toBe(200);
  });

  it('GAL-011 every tile is 200 high, rows are 210 apart and the height ends at the last row', () => {
    const layout = layoutTiles(squares(6), { containerWidth: 700, columns: 5 });
    expect(layout.placements.every((tile) => tile.height === 200)).toBe(true);
    expect(tops(layout.placements)).toEqual([0, 0, 0, 210, 210, 210]);
    expect(layout.height).toBe(410);
  });

  it('GAL-011 a closed row is justified to the full width, margins of 10 between its tiles', () => {
    // Three 200 px squares fill 620 of 700; a fourth cannot fit (70 px left), so the row closes
    // and its 680 px of tile space are shared equally, the last tile ending at 700.
    const layout = layoutTiles(squares(4), { containerWidth: 700, columns: 5 });
    expect(widths(layout.placements).slice(0, 3)).toEqual([226, 227, 227]);
    expect(lefts(layout.placements).slice(0, 3)).toEqual([0, 236, 473]);
    expect(layout.closedCount).toBe(3);
  });

  it('GAL-011 the last row is open: natural widths, left-aligned, not counted as closed', () => {
    // Two squares leave 280 px: another tile could still join the row.
    const layout = layoutTiles(squares(5), { containerWidth: 700, columns: 5 });
    expect(layout.placements.slice(3)).toEqual([
      { left: 0, top: 210, width: 200, height: 200 },
      { left: 210, top: 210, width: 200, height: 200 },
    ]);
    expect(layout.closedCount).toBe(3);
  });

  it('GAL-011 a last row no tile could join any more is closed and justified', () => {
    // Three squares leave 70 px, less than the minimum width: the row is full.
    const layout = layoutTiles(squares(6), { containerWidth: 700, columns: 5 });
    expect(widths(layout.placements).slice(3)).toEqual([226, 227, 227]);
    expect(layout.closedCount).toBe(6);
    // On a phone a single tile fills its row, the last one included.
    const phone = layoutTiles([square, { width: 600, height: 900 }], {
      containerWidth: 375,
      columns: 2,
    });
    expect(widths(phone.placements)).toEqual([375, 375]);
    expect(phone.closedCount).toBe(2);
  });

  it('GAL-011 a tile is at least 200 wide, however tall its image', () => {
    const layout = layoutTiles([{ width: 100, height: 400 }], { containerWidth: 700, columns: 5 });
    expect(layout.placements[0]).toEqual({ left: 0, top: 0, width: 200, height: 200 });
  });

  it('GAL-011 a natural width is the aspect ratio times the row height, in whole pixels', () => {
    const layout = layoutTiles([{ width: 1234, height: 1000 }], {
      containerWidth: 700,
      columns: 5,
    });
    expect(layout.placements[0]?.width).toBe(247);
  });

  it('GAL-011 a panorama wider than the container is as wide as the container', () => {
    const layout = layoutTiles([{ width: 5000, height: 500 }], { containerWidth: 640, columns: 3 });
    expect(layout.placements[0]).toEqual({ left: 0, top: 0, width: 640, height: 200 });
  });

  it('GAL-011 a container narrower than the minimum width gives one full-width tile per row', () => {
    const layout = layoutTiles([square, { width: 300, height: 100 }, { width: 50, height: 100 }], {
      containerWidth: 150,
      columns: 2,
    });
    expect(layout.placements).toEqual([
      { left: 0, top: 0, width: 150, height: 200 },
      { left: 0, top: 210, width: 150, height: 200 },
      { left: 0, top: 420, width: 150, height: 200 },
    ]);
    expect(layout.height).toBe(620);
  });

  it('GAL-011 a row holds at most the given number of columns and closes when full', () => {
    const layout = layoutTiles(squares(7), { containerWidth: 1240, columns: 3 });
    expect(tops(layout.placements)).toEqual([0, 0, 0, 210, 210, 210, 420]);
    // 1240 − 2 × 10 = 1220 of tile space: 400, 410, 410 (edges on the grid, the last absorbing).
    expect(widths(layout.placements).slice(0, 3)).toEqual([400, 410, 410]);
    expect(layout.closedCount).toBe(6);
  });

  it('GAL-011 appending tiles never moves a tile of a closed row', () => {
    const tiles: TileSize[] = [
      square,
      { width: 1600, height: 900 },
      { width: 600, height: 900 },
      { width: 2000, height: 1000 },
      square,
      { width: 700, height: 1000 },
      { width: 3000, height: 1000 },
    ];
    const before = layoutTiles(tiles.slice(0, 5), { containerWidth: 1000, columns: 4 });
    const after = layoutTiles(tiles, { containerWidth: 1000, columns: 4 });
    expect(before.closedCount).toBeGreaterThan(0);
    expect(after.placements.slice(0, before.closedCount)).toEqual(
      before.placements.slice(0, before.closedCount),
    );
  });
});

describe('grid (GAL-012)', () => {
  it('GAL-012 the grid size is 10 and it is disabled below 800', () => {
    expect(TILE_LAYOUT_DEFAULTS.gridCellSize).toBe(10);
    expect(TILE_LAYOUT_DEFAULTS.gridDisabledBelow).toBe(800);
    expect(gridEnabledAt(799, TILE_LAYOUT_DEFAULTS)).toBe(false);
    expect(gridEnabledAt(800, TILE_LAYOUT_DEFAULTS)).toBe(true);
  });

  it('GAL-012 from 800 wide, lefts and widths are multiples of 10 and the last tile absorbs the rest', () => {
    const layout = layoutTiles(squares(5), { containerWidth: 1243, columns: 5 });
    expect(lefts(layout.placements)).toEqual([0, 250, 500, 750, 1000]);
    expect(widths(layout.placements)).toEqual([240, 240, 240, 240, 243]);
    const last = layout.placements[4];
    expect(last && last.left + last.width).toBe(1243);
  });

  it('GAL-012 below 800 wide there is no grid: whole pixels', () => {
    const layout = layoutTiles(squares(3), { containerWidth: 799, columns: 3 });
    expect(lefts(layout.placements)).toEqual([0, 269, 539]);
    expect(widths(layout.placements)).toEqual([259, 260, 260]);
  });

  it('GAL-012 natural widths round to the grid from 800 wide', () => {
    const tile = { width: 1234, height: 1000 }; // 246.8 px at the row height
    expect(layoutTiles([tile], { containerWidth: 1000, columns: 5 }).placements[0]?.width).toBe(
      250,
    );
    expect(layoutTiles([tile], { containerWidth: 799, columns: 5 }).placements[0]?.width).toBe(247);
  });

  it('GAL-012 a fractional container width is laid out in whole pixels', () => {
    const layout = layoutTiles(squares(5), { containerWidth: 1243.7, columns: 5 });
    expect(layout.containerWidth).toBe(1243);
    const last = layout.placements[4];
    expect(last && last.left + last.width).toBe(1243);
  });
});

describe('image size factor (GAL-013)', () => {
  it('GAL-013 the factors run from 0.9 down to 0.3 and enlargement is allowed', () => {
    expect(TILE_LAYOUT_DEFAULTS.imageSizeFactors).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
    expect(TILE_LAYOUT_DEFAULTS.allowEnlargement).toBe(true);
  });

  it('GAL-013 a tile that does not fit is placed at the first factor that fits, closing the row', () => {
    // Two squares use 410 of 700, leaving 280 after the margin; a 2:1 tile (400 natural) fits at
    // 0.7 (280), not 0.9 (360) or 0.8 (320), and the row then fills exactly.
    const tiles = [square, square, { width: 2000, height: 1000 }, square];
    const layout = layoutTiles(tiles, { containerWidth: 700, columns: 5 });
    expect(layout.placements.slice(0, 3)).toEqual([
      { left: 0, top: 0, width: 200, height: 200 },
      { left: 210, top: 0, width: 200, height: 200 },
      { left: 420, top: 0, width: 280, height: 200 },
    ]);
    expect(layout.placements[3]).toEqual({ left: 0, top: 210, width: 200, height: 200 });
    expect(layout.closedCount).toBe(3);
  });

  it('GAL-013 a factor never takes a tile under the minimum width: it goes to the next row', () => {
    // 280 px left: a 3:2 tile (300 natural) at 0.9 is 270, which fits (the row's 10 px left
    // over are then shared: 202, 203, 275); a square (200) cannot shrink under 200 and 70 px are
    // left after three squares.
    const tiles = [square, square, { width: 1500, height: 1000 }];
    const fits = layoutTiles(tiles, { containerWidth: 700, columns: 5 });
    expect(widths(fits.placements)).toEqual([202, 203, 275]);
    expect(lefts(fits.placements)).toEqual([0, 212, 425]);
    const unstretched = layoutTiles(tiles, {
      containerWidth: 700,
      columns: 5,
      settings: { allowEnlargement: false },
    });
    expect(unstretched.placements[2]).toEqual({ left: 420, top: 0, width: 270, height: 200 });
    const wraps = layoutTiles(squares(4), { containerWidth: 700, columns: 5 });
    expect(wraps.placements[3]?.top).toBe(210);
  });

  it('GAL-013 without enlargement a closed row keeps natural widths, left-aligned', () => {
    const layout = layoutTiles(squares(4), {
      containerWidth: 700,
      columns: 5,
      settings: { allowEnlargement: false },
    });
    expect(widths(layout.placements)).toEqual([200, 200, 200, 200]);
    expect(lefts(layout.placements)).toEqual([0, 210, 420, 0]);
    expect(layout.closedCount).toBe(3);
  });
});

describe('bad input', () => {
  it('GAL-008 a container with no width gives an empty layout of height 0', () => {
    for (const containerWidth of [0, -20, Number.NaN, Number.POSITIVE_INFINITY, 0.4]) {
      expect(layoutTiles(squares(3), { containerWidth, columns: 3 })).toEqual({
        containerWidth: 0,
        columns: 3,
        placements: [],
        height: 0,
        closedCount: 0,
      });
    }
  });

  it('GAL-011 a size that is not a positive number counts as a square', () => {
    const odd: TileSize[] = [
      { width: 0, height: 300 },
      { width: Number.NaN, height: 300 },
      { width: 400, height: -1 },
      { width: Number.POSITIVE_INFINITY, height: 10 },
    ];
    const layout = layoutTiles(odd, {
      containerWidth: 700,
      columns: 4,
      settings: { rowHeight: 250 },
    });
    // 250 px squares: two fill a row of 700 (no room for a third: closed, stretched to 345).
    expect(layout.placements.map((tile) => tile.width)).toEqual([345, 345, 345, 345]);
    expect(layout.placements.map((tile) => tile.top)).toEqual([0, 0, 260, 260]);
  });

  it('GAL-010 fewer than one column counts as one', () => {
    for (const columns of [0, -3, Number.NaN]) {
      const layout = layoutTiles(squares(2), { containerWidth: 1000, columns });
      expect(layout.columns).toBe(1);
      expect(tops(layout.placements)).toEqual([0, 210]);
    }
  });

  it('GAL-011 no tiles give a height of 0', () => {
    expect(layoutTiles([], { containerWidth: 1000, columns: 5 })).toEqual({
      containerWidth: 1000,
      columns: 5,
      placements: [],
      height: 0,
      closedCount: 0,
    });
  });

  it('GAL-011 settings that are not sensible fall back to the defaults', () => {
    const resolved = resolveTileLayoutSettings({
      rowHeight: -1,
      margin: Number.NaN,
      minTileWidth: 0,
      gridCellSize: Number.POSITIVE_INFINITY,
      imageSizeFactors: [1.5, 0.5, Number.NaN, -0.2],
    });
    expect(resolved).toEqual({ ...TILE_LAYOUT_DEFAULTS, imageSizeFactors: [0.5] });
  });
});
