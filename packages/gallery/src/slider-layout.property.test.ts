import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOBILE, THREE_LAYER } from './slider-constants';
import {
  fitSize,
  scrollerPhotoWidth,
  scrollerStage,
  slideshowHeight,
  thumbnailStripHeight,
  threeLayerCapacity,
  threeLayerCells,
  type ThreeLayerCell,
} from './slider-layout';
import { sliderDefaults, type OrientationFit } from './slider-settings';

const side = fc.integer({ min: 1, max: 6000 });
const size = fc.record({ width: side, height: side });
const viewport = fc.record({
  width: fc.integer({ min: 1, max: 3840 }),
  height: fc.integer({ min: 1, max: 2160 }),
});
const percent = fc.integer({ min: 0, max: 100 });
const orientation: fc.Arbitrary<OrientationFit> = fc
  .record({ a: percent, b: percent, fill: fc.boolean() })
  .map(({ a, b, fill }) => ({ minPercent: Math.min(a, b), maxPercent: Math.max(a, b), fill }));
const scrollerSettings = fc.record({
  landscape: orientation,
  portrait: orientation,
  paddingSide: fc.integer({ min: 0, max: 200 }),
  paddingTop: fc.integer({ min: 0, max: 200 }),
  paddingBottom: fc.integer({ min: 0, max: 200 }),
  thumbHeight: fc.integer({ min: 1, max: 200 }),
  showThumbnails: fc.boolean(),
});

/** Ratio kept within the rounding down to whole pixels. */
function expectRatioKept(
  result: { width: number; height: number },
  image: { width: number; height: number },
) {
  const ratio = image.width / image.height;
  expect(Math.abs(result.width - result.height * ratio)).toBeLessThanOrEqual(
    Math.max(1, ratio) + 1e-9,
  );
}

function overlap(a: ThreeLayerCell, b: ThreeLayerCell): boolean {
  return a.x < b.x + b.size && b.x < a.x + a.size && a.y < b.y + b.size && b.y < a.y + a.size;
}

describe('slider layout properties', () => {
  it('SLD-026: fit stays inside the box, fill covers it, fit-if-smaller never enlarges; the ratio is kept', () => {
    fc.assert(
      fc.property(size, size, (image, box) => {
        const fit = fitSize(image, box, 'fit');
        expect(fit.width <= box.width && fit.height <= box.height).toBe(true);
        expect(
          fit.width === box.width ||
            fit.height === box.height ||
            fit.width >= box.width - 1 ||
            fit.height >= box.height - 1,
        ).toBe(true);
        const fill = fitSize(image, box, 'fill');
        expect(fill.width >= box.width - 1 && fill.height >= box.height - 1).toBe(true);
        const smaller = fitSize(image, box, 'fit-if-smaller');
        expect(
          smaller.width <= Math.min(image.width, box.width) &&
            smaller.height <= Math.min(image.height, box.height),
        ).toBe(true);
        expect(fitSize(image, box, 'none')).toEqual(image);
        for (const result of [fit, fill, smaller]) expectRatioKept(result, image);
      }),
    );
  });

  it('SLD-034: a scroller photo never exceeds the stage or its max %, keeps its ratio, and fill reaches the stage height', () => {
    fc.assert(
      fc.property(
        size,
        viewport,
        scrollerSettings,
        fc.boolean(),
        (image, view, settings, fullScreen) => {
          const stage = scrollerStage(view, settings, fullScreen);
          const photo = scrollerPhotoWidth(image, view, settings, fullScreen);
          const rule = image.width >= image.height ? settings.landscape : settings.portrait;
          const maxWidth = (stage.width * rule.maxPercent) / 100;
          expect(photo.width).toBeLessThanOrEqual(Math.floor(maxWidth));
          expect(photo.height).toBeLessThanOrEqual(stage.height);
          if (photo.width > 2 && photo.height > 2) expectRatioKept(photo, image);
          const natural = stage.height * (image.width / image.height);
          // With fill, a photo that the max width does not stop takes the whole stage height.
          if (rule.fill && natural <= maxWidth && stage.height > 0) {
            expect(photo.height).toBeGreaterThanOrEqual(stage.height - 1);
          }
          // Without fill, a photo not held to the minimum is never enlarged.
          const minWidth = (stage.width * rule.minPercent) / 100;
          if (
            !rule.fill &&
            Math.min(image.height, stage.height) * (image.width / image.height) >= minWidth
          ) {
            expect(photo.height).toBeLessThanOrEqual(image.height);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('SLD-034, SLD-032: the stage leaves 80 + 10 px for shown thumbnails and drops paddings on phones and in full screen', () => {
    fc.assert(
      fc.property(viewport, scrollerSettings, fc.boolean(), (view, settings, fullScreen) => {
        const stage = scrollerStage(view, settings, fullScreen);
        const strip = thumbnailStripHeight(settings);
        expect(strip).toBe(settings.showThumbnails ? settings.thumbHeight + 10 : 0);
        const padded = !fullScreen && view.width >= MOBILE.layoutBelowPx;
        const height =
          view.height - strip - (padded ? settings.paddingTop + settings.paddingBottom : 0);
        const width = view.width - (padded ? 2 * settings.paddingSide : 0);
        expect(stage).toEqual({ width: Math.max(0, width), height: Math.max(0, height) });
      }),
    );
    const defaults = sliderDefaults('photo-scroller');
    expect(thumbnailStripHeight(defaults)).toBe(90);
  });

  it('SLD-030: three layers with their scales, one picture per cell in a layer, all inside the viewport, the same every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), viewport, (count, view) => {
        const cells = threeLayerCells(count, view);
        expect(cells).toEqual(threeLayerCells(count, view));
        expect(cells.length).toBe(Math.min(count, threeLayerCapacity(view)));
        // Collected and checked once: thousands of single expects would make the run slow.
        const wrong = cells.filter(
          (cell, position) =>
            cell.index !== position ||
            cell.layer !== position % 3 ||
            cell.scale !== THREE_LAYER.layerScales[cell.layer] ||
            cell.size > Math.floor(cell.scale * Math.min(view.width, view.height)) ||
            cell.size < 0 ||
            cell.x < 0 ||
            cell.y < 0 ||
            cell.x + cell.size > view.width ||
            cell.y + cell.size > view.height,
        );
        expect(wrong).toEqual([]);
        const overlapping = cells.flatMap((a) =>
          cells
            .filter((b) => a !== b && a.layer === b.layer && overlap(a, b))
            .map((b) => [a.index, b.index]),
        );
        expect(overlapping).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('SLD-030: a screen holds one picture per ~300 px cell in each of the three layers', () => {
    fc.assert(
      fc.property(viewport, (view) => {
        const columns = Math.max(1, Math.floor(view.width / THREE_LAYER.cellSizePx));
        const rows = Math.max(1, Math.floor(view.height / THREE_LAYER.cellSizePx));
        expect(threeLayerCapacity(view)).toBe(columns * rows * 3);
      }),
    );
  });

  it('SLD-032, SLD-033: the slideshow keeps its ratio, and adds paddings only from 760 px', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.record({
          width: side,
          height: side,
          paddingTop: fc.integer({ min: 0, max: 100 }),
          paddingBottom: fc.integer({ min: 0, max: 100 }),
        }),
        (width, settings) => {
          const height = slideshowHeight(width, settings);
          const picture = Math.round((width * settings.height) / settings.width);
          const paddings =
            width < MOBILE.layoutBelowPx ? 0 : settings.paddingTop + settings.paddingBottom;
          expect(height).toBe(picture + paddings);
          expect(slideshowHeight(width + 1, settings)).toBeGreaterThanOrEqual(height);
        },
      ),
    );
  });
});
