import { describe, expect, it } from 'vitest';
import {
  fitSize,
  scrollerPhotoWidth,
  scrollerStage,
  slideshowHeight,
  thumbnailStripHeight,
  threeLayerCapacity,
  threeLayerCells,
} from './slider-layout';
import { sliderDefaults } from './slider-settings';

const scroller = sliderDefaults('photo-scroller');

describe('slider layout', () => {
  it('SLD-026: fit shows the whole image, fill covers, none keeps, fit-if-smaller never enlarges', () => {
    const image = { width: 1600, height: 900 };
    expect(fitSize(image, { width: 800, height: 800 }, 'fit')).toEqual({ width: 800, height: 450 });
    expect(fitSize(image, { width: 800, height: 800 }, 'fill')).toEqual({
      width: 1422,
      height: 800,
    });
    expect(fitSize(image, { width: 800, height: 800 }, 'none')).toEqual(image);
    expect(fitSize(image, { width: 800, height: 800 }, 'fit-if-smaller')).toEqual({
      width: 800,
      height: 450,
    });
    expect(
      fitSize({ width: 400, height: 300 }, { width: 800, height: 800 }, 'fit-if-smaller'),
    ).toEqual({
      width: 400,
      height: 300,
    });
    expect(fitSize({ width: 400, height: 300 }, { width: 800, height: 800 }, 'fit')).toEqual({
      width: 800,
      height: 600,
    });
    expect(fitSize({ width: 0, height: 300 }, { width: 80, height: 60 }, 'fit')).toEqual({
      width: 80,
      height: 60,
    });
    expect(fitSize(image, { width: 0, height: 60 }, 'fit')).toEqual({ width: 0, height: 0 });
  });

  it('SLD-034: shown thumbnails take 80 + 10 px of the photo scroller’s height', () => {
    expect(thumbnailStripHeight(scroller)).toBe(90);
    expect(thumbnailStripHeight({ ...scroller, showThumbnails: false })).toBe(0);
    expect(scrollerStage({ width: 1280, height: 800 }, scroller, false)).toEqual({
      width: 1280,
      height: 710,
    });
    expect(
      scrollerStage({ width: 1280, height: 800 }, { ...scroller, showThumbnails: false }, true),
    ).toEqual({
      width: 1280,
      height: 800,
    });
  });

  it('SLD-032: paddings count from 760 px, not on phones or in full screen', () => {
    const padded = { ...scroller, paddingSide: 20, paddingTop: 30, paddingBottom: 40 };
    expect(scrollerStage({ width: 1280, height: 800 }, padded, false)).toEqual({
      width: 1240,
      height: 640,
    });
    expect(scrollerStage({ width: 759, height: 800 }, padded, false)).toEqual({
      width: 759,
      height: 710,
    });
    expect(scrollerStage({ width: 1280, height: 800 }, padded, true)).toEqual({
      width: 1280,
      height: 710,
    });
  });

  it('SLD-034: a landscape photo fills the strip’s height, within ls-min … ls-max of its width', () => {
    const viewport = { width: 1280, height: 800 };
    // 710 px high: a 3:2 photo is 1065 px wide.
    expect(scrollerPhotoWidth({ width: 3000, height: 2000 }, viewport, scroller, false)).toEqual({
      width: 1065,
      height: 710,
    });
    const narrowMax = { ...scroller, landscape: { minPercent: 0, maxPercent: 50, fill: true } };
    expect(scrollerPhotoWidth({ width: 3000, height: 2000 }, viewport, narrowMax, false)).toEqual({
      width: 640,
      height: 426,
    });
  });

  it('SLD-034: without fill a small photo keeps its own size; with fill it grows to the strip', () => {
    const viewport = { width: 1280, height: 800 };
    const small = { width: 300, height: 400 };
    expect(scrollerPhotoWidth(small, viewport, scroller, false)).toEqual(small);
    const filled = { ...scroller, portrait: { minPercent: 0, maxPercent: 100, fill: true } };
    expect(scrollerPhotoWidth(small, viewport, filled, false)).toEqual({ width: 532, height: 710 });
  });

  it('SLD-034: a portrait photo narrower than pt-min is widened to it', () => {
    const viewport = { width: 1000, height: 800 };
    const wideMin = { ...scroller, portrait: { minPercent: 40, maxPercent: 100, fill: true } };
    // 710 px high, 1:3 → 236 px; the minimum is 400 px, which needs 1200 px of height: the height wins.
    expect(scrollerPhotoWidth({ width: 1000, height: 3000 }, viewport, wideMin, false)).toEqual({
      width: 236,
      height: 710,
    });
    const someMin = { ...scroller, portrait: { minPercent: 20, maxPercent: 100, fill: false } };
    expect(scrollerPhotoWidth({ width: 100, height: 200 }, viewport, someMin, false)).toEqual({
      width: 200,
      height: 400,
    });
  });

  it('SLD-034: a broken percentage counts as no minimum and a 100 % maximum', () => {
    const broken = {
      ...scroller,
      landscape: { minPercent: Number.NaN, maxPercent: Number.NaN, fill: true },
    };
    expect(
      scrollerPhotoWidth(
        { width: 3000, height: 2000 },
        { width: 1280, height: 800 },
        broken,
        false,
      ),
    ).toEqual({
      width: 1065,
      height: 710,
    });
  });

  it('SLD-030: the three-layer slider puts pictures on three layers of 300 px cells', () => {
    const viewport = { width: 1280, height: 800 };
    const cells = threeLayerCells(9, viewport);
    expect(cells).toHaveLength(9);
    expect(cells.map((cell) => cell.layer)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    expect(cells.map((cell) => cell.scale).slice(0, 3)).toEqual([0.14, 0.23, 0.35]);
    expect(cells.map((cell) => cell.size).slice(0, 3)).toEqual([112, 184, 280]);
    expect(threeLayerCells(9, viewport)).toEqual(cells);
    expect(threeLayerCapacity(viewport)).toBe(4 * 2 * 3);
    expect(threeLayerCells(100, viewport)).toHaveLength(24);
    expect(threeLayerCells(3, { width: 0, height: 800 })).toEqual([]);
  });

  it('SLD-032, SLD-033: the slideshow keeps 1280:720 and adds paddings only from 760 px', () => {
    const main = { ...sliderDefaults('main-slideshow'), paddingTop: 20, paddingBottom: 10 };
    expect(slideshowHeight(1280, main)).toBe(750);
    expect(slideshowHeight(640, main)).toBe(360);
    expect(slideshowHeight(0, main)).toBe(0);
  });
});
