import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLAGE_DEFAULT_GAP,
  COLLAGE_DEFAULT_ROW_HEIGHT,
  collageRowHeight,
  collageRows,
} from './collage';

const landscape = { width: 1500, height: 1000 };
const portrait = { width: 800, height: 1200 };

describe('the collage (MISC-019)', () => {
  it('MISC-019 the default row height is 400; a configured one is used when it is a size', () => {
    expect(COLLAGE_DEFAULT_ROW_HEIGHT).toBe(400);
    expect(collageRowHeight()).toBe(400);
    expect(collageRowHeight('')).toBe(400);
    expect(collageRowHeight(0)).toBe(400);
    expect(collageRowHeight(-10)).toBe(400);
    expect(collageRowHeight('tall')).toBe(400);
    expect(collageRowHeight(250)).toBe(250);
    expect(collageRowHeight('320')).toBe(320);
  });

  it('MISC-019 with nothing configured a wide container shows open rows at 400 px', () => {
    const [row] = collageRows([landscape, portrait], { containerWidth: 2000, gap: 0 });
    expect(row).toEqual({
      indices: [0, 1],
      height: 400,
      widths: [600, (800 / 1200) * 400],
      filled: false,
    });
  });

  it('MISC-019 a row closes once it reaches the width and is scaled down to fit it exactly', () => {
    // At 400 px high: 600 + 600 + 8 ≥ 1000, so the row closes and shrinks.
    const rows = collageRows([landscape, landscape, portrait], { containerWidth: 1000 });
    expect(rows.map((row) => row.indices)).toEqual([[0, 1], [2]]);
    const [first, last] = rows;
    expect(first?.filled).toBe(true);
    expect(first?.height).toBeCloseTo((1000 - COLLAGE_DEFAULT_GAP) / 3, 9);
    expect((first?.widths ?? []).reduce((a, b) => a + b, 0) + COLLAGE_DEFAULT_GAP).toBeCloseTo(
      1000,
      9,
    );
    expect(last).toMatchObject({ filled: false, height: 400 });
  });

  it('MISC-019 bad input: no width gives no rows, a sizeless picture is a square', () => {
    expect(collageRows([landscape], { containerWidth: 0 })).toEqual([]);
    expect(collageRows([landscape], { containerWidth: Number.NaN })).toEqual([]);
    expect(collageRows([], { containerWidth: 900 })).toEqual([]);
    const [row] = collageRows([{ width: 0, height: Number.NaN }], {
      containerWidth: 900,
      rowHeight: Number.NaN,
    });
    expect(row).toMatchObject({ height: 400, widths: [400] });
  });

  it('MISC-019 property: every picture once, in order; closed rows fill the width at or below the target height', () => {
    const size = fc.record({
      width: fc.integer({ min: 1, max: 6000 }),
      height: fc.integer({ min: 1, max: 6000 }),
    });
    fc.assert(
      fc.property(
        fc.array(size, { maxLength: 40 }),
        fc.integer({ min: 100, max: 3000 }),
        fc.option(fc.integer({ min: 50, max: 800 }), { nil: undefined }),
        fc.integer({ min: 0, max: 30 }),
        (sizes, containerWidth, rowHeight, gap) => {
          const target = rowHeight ?? 400;
          const rows = collageRows(sizes, { containerWidth, rowHeight, gap });
          expect(rows.flatMap((row) => row.indices)).toEqual(sizes.map((_, index) => index));
          rows.forEach((row, index) => {
            const width = row.widths.reduce((a, b) => a + b, 0) + gap * (row.indices.length - 1);
            expect(row.height).toBeLessThanOrEqual(target + 1e-9);
            if (row.filled) expect(width).toBeCloseTo(containerWidth, 6);
            else {
              expect(index).toBe(rows.length - 1);
              expect(row.height).toBe(target);
              expect(width).toBeLessThan(containerWidth);
            }
            // One height per row: each picture keeps its shape.
            row.indices.forEach((picture, at) => {
              const source = sizes[picture] ?? { width: Number.NaN, height: 1 };
              expect((row.widths[at] ?? Number.NaN) / row.height).toBeCloseTo(
                source.width / source.height,
                6,
              );
            });
          });
        },
      ),
    );
  });
});
