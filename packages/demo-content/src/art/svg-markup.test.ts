import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darken, lighten, luminance, mix, sampleGradient } from './colour';
import { element, fmt, pathData, smoothPath } from './svg-markup';

describe('SVG markup helpers', () => {
  it('fmt() writes at most one decimal and never a negative zero', () => {
    expect(fmt(12.345)).toBe('12.3');
    expect(fmt(7)).toBe('7');
    expect(fmt(-0.04)).toBe('0');
    expect(fmt(-3.26)).toBe('-3.3');
  });

  it('fmt() refuses NaN and infinities instead of writing them into a picture', () => {
    expect(() => fmt(Number.NaN)).toThrow(/non-finite/);
    expect(() => fmt(Number.POSITIVE_INFINITY)).toThrow(/non-finite/);
  });

  it('element() escapes attribute text, skips undefined values and formats numbers', () => {
    expect(element('rect', { width: 10.26, fill: 'a"b<c>&', opacity: undefined })).toBe(
      '<rect width="10.3" fill="a&quot;b&lt;c&gt;&amp;"/>',
    );
    expect(element('g', {}, '<circle/>')).toBe('<g><circle/></g>');
  });

  it('pathData formats every interpolated number', () => {
    expect(pathData`M${1.234} ${5.678}L${-0.01} ${10}Z`).toBe('M1.2 5.7L0 10Z');
    expect(() => pathData`M${Number.NaN} 0`).toThrow(/non-finite/);
  });

  it('smoothPath passes through its first and last points', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.integer({ min: -500, max: 500 }),
            y: fc.integer({ min: -500, max: 500 }),
          }),
          {
            minLength: 2,
            maxLength: 12,
          },
        ),
        (points) => {
          const path = smoothPath(points, false);
          const first = points[0];
          const last = points[points.length - 1];
          expect(path.startsWith(`M${fmt(first?.x ?? 0)} ${fmt(first?.y ?? 0)}`)).toBe(true);
          expect(path.endsWith(` ${fmt(last?.x ?? 0)} ${fmt(last?.y ?? 0)}`)).toBe(true);
          expect(path).not.toMatch(/NaN/);
        },
      ),
    );
    expect(
      smoothPath(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 5, y: 5 },
        ],
        true,
      ).endsWith('Z'),
    ).toBe(true);
    expect(() => smoothPath([{ x: 0, y: 0 }], false)).toThrow(/two points/);
  });
});

describe('colour helpers', () => {
  it('mix() returns the ends at 0 and 1 and clamps beyond', () => {
    expect(mix('#102030', '#f0e0d0', 0)).toBe('#102030');
    expect(mix('#102030', '#f0e0d0', 1)).toBe('#f0e0d0');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#000000', '#ffffff', 7)).toBe('#ffffff');
  });

  it('lighten() and darken() move luminance the right way', () => {
    expect(luminance(lighten('#557799', 0.3))).toBeGreaterThan(luminance('#557799'));
    expect(luminance(darken('#557799', 0.3))).toBeLessThan(luminance('#557799'));
  });

  it('sampleGradient() hits its stops at the ends and blends between', () => {
    const stops = ['#000000', '#ffffff', '#ff0000'];
    expect(sampleGradient(stops, 0)).toBe('#000000');
    expect(sampleGradient(stops, 0.5)).toBe('#ffffff');
    expect(sampleGradient(stops, 1)).toBe('#ff0000');
    expect(sampleGradient(stops, 0.25)).toBe('#808080');
    expect(() => sampleGradient([], 0.5)).toThrow(/at least one/);
  });

  it('rejects colours that are not six-digit hex, saying what it expected', () => {
    expect(() => mix('red', '#ffffff', 0.5)).toThrow(/'#a1b2c3'.*'red'/);
  });
});
