import { describe, expect, it } from 'vitest';
import { flipFrom, loadingProgress, parallaxTilt, webpSrcSet } from './three-layer-slider-model';

describe('three-layer slider: pure helpers', () => {
  it('SLD-012: the lightbox picture starts over the work picked, then grows to its place', () => {
    // A 100 × 50 work at (200, 300) on screen; the lightbox picture 800 × 400 at (40, 60).
    expect(
      flipFrom(
        { left: 200, top: 300, width: 100, height: 50 },
        { left: 40, top: 60, width: 800, height: 400 },
      ),
    ).toBe('translate(160px, 240px) scale(0.125, 0.125)');
    // Back again on close: the inverse box pair.
    expect(
      flipFrom(
        { left: 40, top: 60, width: 800, height: 400 },
        { left: 200, top: 300, width: 100, height: 50 },
      ),
    ).toBe('translate(-160px, -240px) scale(8, 8)');
  });

  it('SLD-012: a box without size (a picture not laid out) gives no transform, never Infinity', () => {
    expect(
      flipFrom(
        { left: 0, top: 0, width: 100, height: 50 },
        { left: 0, top: 0, width: 0, height: 0 },
      ),
    ).toBe('none');
    expect(
      flipFrom(
        { left: 0, top: 0, width: 0, height: 0 },
        { left: 0, top: 0, width: 10, height: 10 },
      ),
    ).toBe('none');
  });

  it('SLD-011: the loading counter’s bar fills with the pictures in, and is full for none', () => {
    expect(loadingProgress(0, 24)).toBe(0);
    expect(loadingProgress(6, 24)).toBe(0.25);
    expect(loadingProgress(24, 24)).toBe(1);
    expect(loadingProgress(30, 24)).toBe(1);
    expect(loadingProgress(0, 0)).toBe(1);
    expect(loadingProgress(-1, 4)).toBe(0);
  });

  it('the parallax follows the pointer from -1 to 1 across the stage, 0 at its middle', () => {
    const stage = { left: 100, top: 50, width: 400, height: 200 };
    expect(parallaxTilt({ x: 300, y: 150 }, stage)).toEqual({ x: 0, y: 0 });
    expect(parallaxTilt({ x: 100, y: 50 }, stage)).toEqual({ x: -1, y: -1 });
    expect(parallaxTilt({ x: 500, y: 250 }, stage)).toEqual({ x: 1, y: 1 });
    expect(parallaxTilt({ x: 400, y: 100 }, stage)).toEqual({ x: 0.5, y: -0.5 });
    // A pointer outside the stage tilts no further than its edge; an empty stage not at all.
    expect(parallaxTilt({ x: 2000, y: -900 }, stage)).toEqual({ x: 1, y: -1 });
    expect(parallaxTilt({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('a work is fetched ahead from its WebP files, narrowest first', () => {
    expect(
      webpSrcSet({
        variants: [
          { width: 800, height: 600, format: 'webp', file: 'a-800.webp' },
          { width: 800, height: 600, format: 'jpeg', file: 'a-800.jpg' },
          { width: 400, height: 300, format: 'webp', file: 'a-400.webp' },
        ],
      }),
    ).toBe('/images/a-400.webp 400w, /images/a-800.webp 800w');
    expect(webpSrcSet({ variants: [] })).toBe('');
  });
});
