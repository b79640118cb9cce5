import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMN_RULE, GALLERY_TIMINGS, columnsFor, widthChanged } from './tile-columns';

describe('columns by viewport width (GAL-010)', () => {
  it('GAL-010 5 up to 4000, 4 up to 1024, 3 up to 800, 2 up to 480, 1 up to 320', () => {
    const expected: [number, number][] = [
      [1, 1],
      [320, 1],
      [321, 2],
      [480, 2],
      [481, 3],
      [800, 3],
      [801, 4],
      [1024, 4],
      [1025, 5],
      [1920, 5],
      [4000, 5],
    ];
    for (const [width, columns] of expected) expect(columnsFor(width)).toBe(columns);
  });

  it('GAL-010 wider than 4000 keeps 5 columns; no width counts as the narrowest', () => {
    expect(columnsFor(4001)).toBe(5);
    expect(columnsFor(Number.POSITIVE_INFINITY)).toBe(5);
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(-5)).toBe(1);
    expect(columnsFor(Number.NaN)).toBe(1);
  });

  it('GAL-010 the rule is the table, narrowest first', () => {
    expect(COLUMN_RULE.map((step) => [step.upTo, step.columns])).toEqual([
      [320, 1],
      [480, 2],
      [800, 3],
      [1024, 4],
      [4000, 5],
    ]);
  });

  it('GAL-010 property: a wider viewport never has fewer columns, always between 1 and 5', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 5_000, noNaN: true }),
        (width, extra) => {
          const narrow = columnsFor(width);
          const wide = columnsFor(width + extra);
          expect(wide).toBeGreaterThanOrEqual(narrow);
          expect(narrow).toBeGreaterThanOrEqual(1);
          expect(wide).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});

describe('relayout timings (GAL-007, GAL-008)', () => {
  it('GAL-007 GAL-008 the relayout waits 500 ms and a hidden container is retried every 500 ms', () => {
    expect(GALLERY_TIMINGS).toEqual({ relayoutDelayMs: 500, hiddenRetryMs: 500 });
  });

  it('GAL-007 a resize that changes the width relayouts, one that keeps it does not', () => {
    expect(widthChanged(undefined, 1000)).toBe(true);
    expect(widthChanged(1000, 1000)).toBe(false);
    expect(widthChanged(1000, 1001)).toBe(true);
    expect(widthChanged(1000, 999)).toBe(true);
    // The layout works in whole pixels: a sub-pixel change lays out the same.
    expect(widthChanged(1000.2, 1000.7)).toBe(false);
    expect(widthChanged(999.9, 1000.1)).toBe(true);
    expect(widthChanged(0, Number.NaN)).toBe(false);
  });
});
