import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASONRY, masonryColumns, masonryColumnWidth, masonryTemplate } from './masonry';
import { hoverDirection, HOVER_DIRECTION_MS } from './hover-direction';

describe('masonry columns', () => {
  it('LIST-016 columns are at least 200 px wide, 20 px apart, 1 to 6 of them', () => {
    expect(MASONRY).toMatchObject({ minColumnPx: 200, maxColumns: 6, gapPx: 20 });
    expect(masonryColumns(199)).toBe(1);
    expect(masonryColumns(420)).toBe(2);
    expect(masonryColumns(419)).toBe(1);
    expect(masonryColumns(5000)).toBe(6);
    expect(masonryColumns(Number.NaN)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 10_000 }), (width) => {
        const columns = masonryColumns(width);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(6);
        expect(masonryColumnWidth(width)).toBeGreaterThanOrEqual(200);
        // One more column would not fit at 200 px.
        if (columns < 6) expect((columns + 1) * 200 + columns * 20).toBeGreaterThan(width);
      }),
    );
    expect(masonryTemplate()).toContain('200px');
  });
});

describe('hover direction', () => {
  it('MISC-009 the overlay comes from the edge nearest the entry point, over 300 ms', () => {
    expect(HOVER_DIRECTION_MS).toBe(300);
    const box = { left: 100, top: 100, width: 200, height: 100 };
    expect(hoverDirection(box, { x: 200, y: 101 })).toBe('top');
    expect(hoverDirection(box, { x: 299, y: 150 })).toBe('right');
    expect(hoverDirection(box, { x: 200, y: 199 })).toBe('bottom');
    expect(hoverDirection(box, { x: 101, y: 150 })).toBe('left');
    expect(hoverDirection(box, { x: Number.NaN, y: 0 })).toBe('top');
  });

  it('MISC-009 property: the side chosen is the nearest edge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 800 }),
        fc.integer({ min: 10, max: 800 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, fx, fy) => {
          const box = { left: 0, top: 0, width, height };
          const point = { x: fx * width, y: fy * height };
          const distance = {
            top: point.y,
            right: width - point.x,
            bottom: height - point.y,
            left: point.x,
          };
          const side = hoverDirection(box, point);
          expect(distance[side]).toBe(Math.min(...Object.values(distance)));
        },
      ),
    );
  });
});
