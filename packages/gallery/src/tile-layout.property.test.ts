import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TILE_LAYOUT_DEFAULTS,
  layoutTiles,
  type TileLayout,
  type TileLayoutSettings,
  type TileSize,
} from './tile-layout';

/** Mostly real image sizes, now and then a broken one (zero, negative, NaN, infinite). */
const dimension = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 8000 }) },
  { weight: 2, arbitrary: fc.double({ min: 0.01, max: 20_000, noNaN: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_VALUE),
  },
);
const tileSize: fc.Arbitrary<TileSize> = fc.record({ width: dimension, height: dimension });
const tileList = fc.array(tileSize, { maxLength: 60 });
const containerWidth = fc.oneof(
  fc.integer({ min: 1, max: 4000 }),
  fc.double({ min: 1, max: 4000, noNaN: true }),
);
const columns = fc.integer({ min: 1, max: 8 });
const settings: fc.Arbitrary<Partial<TileLayoutSettings>> = fc.oneof(
  fc.constant({}),
  fc.record(
    {
      rowHeight: fc.integer({ min: 40, max: 400 }),
      margin: fc.integer({ min: 0, max: 30 }),
      minTileWidth: fc.integer({ min: 20, max: 500 }),
      allowEnlargement: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
);
const scenario = fc.record({ tiles: tileList, containerWidth, columns, settings });

function resolved(partial: Partial<TileLayoutSettings>): TileLayoutSettings {
  return { ...TILE_LAYOUT_DEFAULTS, ...partial };
}

/** Tiles grouped by row (same top), each row in left-to-right order, rows top to bottom. */
function rowsOf(layout: TileLayout): number[][] {
  const byTop = new Map<number, number[]>();
  layout.placements.forEach((placement, index) => {
    const row = byTop.get(placement.top) ?? [];
    row.push(index);
    byTop.set(placement.top, row);
  });
  return [...byTop.entries()]
    .sort(([top], [other]) => top - other)
    .map(([, row]) =>
      row.sort(
        (left, right) =>
          (layout.placements[left]?.left ?? 0) - (layout.placements[right]?.left ?? 0),
      ),
    );
}

function placementAt(layout: TileLayout, index: number) {
  const placement = layout.placements[index];
  if (placement === undefined) throw new Error(`No placement ${index}`);
  return placement;
}

describe('tile layout properties (GAL-011, GAL-012, GAL-013)', () => {
  it('GAL-011 property: one placement per tile and no two tiles overlap, the margin kept', () => {
    fc.assert(
      fc.property(scenario, ({ tiles, containerWidth, columns, settings }) => {
        const layout = layoutTiles(tiles, { containerWidth, columns, settings });
        const margin = resolved(settings).margin;
        expect(layout.placements).toHaveLength(tiles.length);
        for (let first = 0; first < tiles.length; first++) {
          for (let second = first + 1; second < tiles.length; second++) {
            const a = placementAt(layout, first);
            const b = placementAt(layout, second);
            const apartSideways =
              a.left + a.width + margin <= b.left || b.left + b.width + margin <= a.left;
            const apartUpDown =
              a.top + a.height + margin <= b.top || b.top + b.height + margin <= a.top;
            expect(apartSideways || apartUpDown).toBe(true);
          }
        }
      }),
    );
  });

  it('GAL-011 property: every tile lies inside the container, between the minimum width and the container width', () => {
    fc.assert(
      fc.property(scenario, ({ tiles, containerWidth, columns, settings }) => {
        const layout = layoutTiles(tiles, { containerWidth, columns, settings });
        const width = Math.floor(containerWidth);
        expect(layout.containerWidth).toBe(width);
        const minimum = Math.min(resolved(settings).minTileWidth, width);
        for (const placement of layout.placements) {
          expect(Number.isInteger(placement.left) && Number.isInteger(placement.width)).toBe(true);
          expect(placement.left).toBeGreaterThanOrEqual(0);
          expect(placement.left + placement.width).toBeLessThanOrEqual(width);
          expect(placement.width).toBeGreaterThanOrEqual(minimum);
          expect(placement.width).toBeLessThanOrEqual(width);
        }
      }),
    );
  });

  it('GAL-011 property: every tile is a row high, rows are a row and a margin apart, and the height ends at the last row', () => {
    fc.assert(
      fc.property(scenario, ({ tiles, containerWidth, columns, settings }) => {
        const layout = layoutTiles(tiles, { containerWidth, columns, settings });
        const { rowHeight, margin } = resolved(settings);
        const rows = rowsOf(layout);
        rows.forEach((row, rowIndex) => {
          for (const index of row) {
            const placement = placementAt(layout, index);
            expect(placement.height).toBe(rowHeight);
            expect(placement.top).toBe(rowIndex * (rowHeight + margin));
          }
        });
        const bottom = Math.max(0, ...layout.placements.map((tile) => tile.top + tile.height));
        expect(layout.height).toBe(bottom);
      }),
    );
  });

  it('GAL-010 property: a row never holds more than the columns, and tiles run in reading order', () => {
    fc.assert(
      fc.property(scenario, ({ tiles, containerWidth, columns, settings }) => {
        const layout = layoutTiles(tiles, { containerWidth, columns, settings });
        const rows = rowsOf(layout);
        for (const row of rows) expect(row.length).toBeLessThanOrEqual(columns);
        expect(rows.flat()).toEqual(tiles.map((_, index) => index));
      }),
    );
  });

  it('GAL-011 property: the same input gives the same layout', () => {
    fc.assert(
      fc.property(scenario, ({ tiles, containerWidth, columns, settings }) => {
        const once = layoutTiles(tiles, { containerWidth, columns, settings });
        const again = layoutTiles(
          tiles.map((tile) => ({ ...tile })),
          { containerWidth, columns, settings: { ...settings } },
        );
        expect(again).toEqual(once);
      }),
    );
  });

  it('GAL-005 property: appending tiles (a chunk) never moves a tile of a closed row', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ tiles, containerWidth, columns, settings }, cut) => {
        const prefixLength = tiles.length === 0 ? 0 : cut % (tiles.length + 1);
        const prefix = layoutTiles(tiles.slice(0, prefixLength), {
          containerWidth,
          columns,
          settings,
        });
        const whole = layoutTiles(tiles, { containerWidth, columns, settings });
        expect(prefix.closedCount).toBeLessThanOrEqual(prefixLength);
        expect(whole.closedCount).toBeGreaterThanOrEqual(prefix.closedCount);
        expect(whole.placements.slice(0, prefix.closedCount)).toEqual(
          prefix.placements.slice(0, prefix.closedCount),
        );
      }),
    );
  });

  it('GAL-013 property: with enlargement a closed row ends exactly at the right edge; the open row is left-aligned at natural widths', () => {
    fc.assert(
      fc.property(scenario, ({ tiles, containerWidth, columns, settings }) => {
        const layout = layoutTiles(tiles, { containerWidth, columns, settings });
        const { allowEnlargement, margin } = resolved(settings);
        let counted = 0;
        for (const row of rowsOf(layout)) {
          const first = placementAt(layout, row[0] ?? -1);
          const last = placementAt(layout, row[row.length - 1] ?? -1);
          expect(first.left).toBe(0);
          counted += row.length;
          if (counted <= layout.closedCount && allowEnlargement) {
            expect(last.left + last.width).toBe(layout.containerWidth);
          }
          if (settings.margin === undefined || layout.containerWidth < 800) {
            // Without the grid rounding the margin, tiles sit exactly a margin apart.
            row.slice(1).forEach((index, position) => {
              const previous = placementAt(layout, row[position] ?? -1);
              expect(placementAt(layout, index).left).toBe(previous.left + previous.width + margin);
            });
          }
        }
        expect(counted).toBe(tiles.length);
      }),
    );
  });

  it("GAL-012 property: from 800 wide lefts and widths are multiples of 10, but a closed row's last tile may absorb the rest; below 800 whole pixels", () => {
    fc.assert(
      fc.property(
        tileList,
        fc.integer({ min: 800, max: 4000 }),
        columns,
        fc.constantFrom(undefined, 0, 5, 10, 15, 25),
        (tiles, containerWidth, columnCount, margin) => {
          // A margin off the grid is rounded up to it sideways (15 → 20), so lefts stay on it.
          const settings = margin === undefined ? {} : { margin };
          const layout = layoutTiles(tiles, { containerWidth, columns: columnCount, settings });
          for (const row of rowsOf(layout)) {
            row.forEach((index, position) => {
              const placement = placementAt(layout, index);
              expect(placement.left % 10).toBe(0);
              const endsRow = position === row.length - 1;
              const absorbs = endsRow && placement.left + placement.width === containerWidth;
              if (!absorbs) expect(placement.width % 10).toBe(0);
            });
          }
        },
      ),
    );
  });

  it('GAL-008 property: a container with no width lays out nothing, never throws', () => {
    fc.assert(
      fc.property(
        tileList,
        fc.oneof(
          fc.double({ max: 0.99, noNaN: true }),
          fc.constantFrom(Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
        ),
        fc.oneof(columns, fc.constantFrom(0, -1, Number.NaN)),
        (tiles, width, columnCount) => {
          const layout = layoutTiles(tiles, { containerWidth: width, columns: columnCount });
          expect(layout.placements).toEqual([]);
          expect(layout.height).toBe(0);
          expect(layout.columns).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
