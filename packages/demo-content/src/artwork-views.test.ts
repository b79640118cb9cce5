import { describe, expect, it } from 'vitest';
import { renderArtworkViewSvg, type ArtworkView } from './artwork-views';
import { expectWellFormed } from './testing/well-formed-svg';

const art = { style: 'layered-landscape', seed: 4242 } as const;
const inSitu = (widthCm: number, heightCm: number): ArtworkView => ({
  kind: 'in-situ',
  widthCm,
  heightCm,
  frame: 'oak',
});

/** The x, y, width and height of the nested svg that holds the work. */
function placedWork(svg: string) {
  const match = /<svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!match) throw new Error('The view holds no nested artwork.');
  const [, x, y, width, height] = match.map(Number);
  return { x: x as number, y: y as number, width: width as number, height: height as number };
}

describe('product gallery views', () => {
  it('paints a detail and an in-situ view as self-contained, well-formed SVG', () => {
    for (const view of [
      { kind: 'detail', workWidth: 60, workHeight: 80 },
      inSitu(60, 80),
      { kind: 'in-situ', widthCm: 42, heightCm: 59, frame: 'black-with-mount' },
    ] satisfies ArtworkView[]) {
      const svg = renderArtworkViewSvg(art, view, 1200, 800);
      expectWellFormed(svg, 1200, 800);
      expect(renderArtworkViewSvg(art, view, 1200, 800)).toBe(svg);
    }
  });

  it('hangs works at true scale: a 100 cm work is twice as wide as a 50 cm one, centred', () => {
    const small = placedWork(renderArtworkViewSvg(art, inSitu(50, 70), 1600, 1067));
    const large = placedWork(renderArtworkViewSvg(art, inSitu(100, 70), 1600, 1067));
    expect(large.width).toBeCloseTo(small.width * 2, 0);
    expect(large.height).toBeCloseTo(small.height, 0);
    expect(small.x + small.width / 2).toBeCloseTo(800, 0);
    // 4 px per cm at 1600 px wide: 50 cm is 200 px.
    expect(small.width).toBeCloseTo(200, 0);
  });

  it('keeps the tallest works on the wall, below the top edge', () => {
    const tall = placedWork(renderArtworkViewSvg(art, inSitu(100, 130), 1600, 1067));
    expect(tall.y).toBeGreaterThan(0);
    expect(tall.y + tall.height).toBeLessThan(1067 * 0.9);
  });

  it('shows a close-up: a crop of the work painted 2.5 times larger, away from its edges', () => {
    const svg = renderArtworkViewSvg(
      art,
      { kind: 'detail', workWidth: 60, workHeight: 80 },
      1200,
      800,
    );
    const viewBox = /<svg x="0" y="0" width="1200" height="800" viewBox="([\d. ]+)"/.exec(svg);
    const [cropX = 0, cropY = 0, cropWidth = 0, cropHeight = 0] = (viewBox?.[1] ?? '')
      .split(' ')
      .map(Number);
    // The 60 × 80 work is painted 2250 × 3000 (long side 1200 × 2.5); the crop keeps 3:2.
    expect([cropWidth, cropHeight]).toEqual([1350, 900]);
    expect(cropX).toBeGreaterThan(0);
    expect(cropX + cropWidth).toBeLessThan(2250);
    expect(cropY).toBeGreaterThan(0);
    expect(cropY + cropHeight).toBeLessThan(3000);
  });

  it('refuses sizes that are not positive numbers, naming them', () => {
    expect(() => renderArtworkViewSvg(art, inSitu(0, 70), 1600, 1067)).toThrow(/widthCm/);
    expect(() => renderArtworkViewSvg(art, inSitu(50, 70), Number.NaN, 1067)).toThrow(/widthPx/);
  });
});
