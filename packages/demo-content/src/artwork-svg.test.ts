import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paletteNames, palettes } from './art/palettes';
import { artStyles, galleryStyles, renderArtworkSvg, type ArtSpec } from './artwork-svg';
import { expectWellFormed, parseSvg } from './testing/well-formed-svg';

const sizes = [
  [400, 500],
  [500, 400],
  [400, 400],
  [1600, 2000],
  [1600, 900],
  [48, 48],
] as const;

describe('renderArtworkSvg', () => {
  it('offers at least eight gallery styles besides the paper swatch', () => {
    expect(galleryStyles.length).toBeGreaterThanOrEqual(8);
    expect(galleryStyles).not.toContain('paper-sample');
    expect(artStyles).toEqual([...galleryStyles, 'paper-sample']);
  });

  for (const style of artStyles) {
    it(`${style}: renders well-formed, self-contained SVG at every size asked`, () => {
      for (const seed of [1, 2, 3, 17, 4242]) {
        for (const [width, height] of sizes) {
          expectWellFormed(renderArtworkSvg({ style, seed }, width, height), width, height);
        }
      }
    });

    it(`${style}: the same spec and size always give the same string`, () => {
      const spec: ArtSpec = { style, seed: 2024 };
      expect(renderArtworkSvg(spec, 640, 480)).toBe(renderArtworkSvg({ ...spec }, 640, 480));
    });

    it(`${style}: different seeds give different pictures`, () => {
      const pictures = new Set(
        [1, 2, 3, 4, 5].map((seed) => renderArtworkSvg({ style, seed }, 300, 400)),
      );
      expect(pictures.size).toBe(5);
    });

    it(`${style}: a thumbnail has the same composition as the full-size picture`, () => {
      const small = parseSvg(renderArtworkSvg({ style, seed: 77 }, 400, 500));
      const large = parseSvg(renderArtworkSvg({ style, seed: 77 }, 1600, 2000));
      expect(small.elements).toEqual(large.elements);
    });
  }

  it('stays well formed for any seed, palette and size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...artStyles),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.option(fc.constantFrom(...paletteNames), { nil: undefined }),
        fc.integer({ min: 16, max: 2400 }),
        fc.integer({ min: 16, max: 2400 }),
        (style, seed, palette, width, height) => {
          const spec: ArtSpec = palette === undefined ? { style, seed } : { style, seed, palette };
          expectWellFormed(renderArtworkSvg(spec, width, height), width, height);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('uses the palette it is given', () => {
    const sage = renderArtworkSvg({ style: 'botanical', seed: 5, palette: 'sage' }, 400, 500);
    const dusk = renderArtworkSvg({ style: 'botanical', seed: 5, palette: 'dusk' }, 400, 500);
    expect(sage).not.toBe(dusk);
    const usesTonesOf = (svg: string, name: 'sage' | 'dusk') =>
      palettes[name].tones.some((tone) => svg.includes(tone));
    expect(usesTonesOf(sage, 'sage')).toBe(true);
    expect(usesTonesOf(sage, 'dusk')).toBe(false);
    expect(usesTonesOf(dusk, 'dusk')).toBe(true);
  });

  it('adds a paper or canvas grain built from a small seamless tile', () => {
    const svg = renderArtworkSvg({ style: 'seascape', seed: 9 }, 1600, 1000);
    expect(svg).toContain('<feTurbulence');
    expect(svg).toContain('stitchTiles="stitch"');
    expect(svg).toMatch(/<pattern [^>]*width="256" height="256"/);
  });

  it('refuses sizes that are not positive numbers, naming the argument', () => {
    const spec: ArtSpec = { style: 'mosaic', seed: 1 };
    expect(() => renderArtworkSvg(spec, 0, 100)).toThrow(/widthPx/);
    expect(() => renderArtworkSvg(spec, 100, -5)).toThrow(/heightPx/);
    expect(() => renderArtworkSvg(spec, Number.NaN, 100)).toThrow(/widthPx/);
  });

  it('refuses an unknown style or palette with a clear message', () => {
    const unknownStyle = { style: 'cubism', seed: 1 } as unknown as ArtSpec;
    expect(() => renderArtworkSvg(unknownStyle, 100, 100)).toThrow(/unknown style 'cubism'/);
    const unknownPalette = { style: 'mosaic', seed: 1, palette: 'neon' } as unknown as ArtSpec;
    expect(() => renderArtworkSvg(unknownPalette, 100, 100)).toThrow(/unknown palette 'neon'/);
  });
});
