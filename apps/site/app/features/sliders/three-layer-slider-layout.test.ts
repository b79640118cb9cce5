import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitInSquare,
  STAGE_BANDS,
  stageLayout,
  stageLayouts,
  workSizes,
  type WorkBox,
} from './three-layer-slider-layout';

const overlap = (a: WorkBox, b: WorkBox) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

const pictureArbitrary = fc.record({
  width: fc.integer({ min: 1, max: 4000 }),
  height: fc.integer({ min: 1, max: 4000 }),
});

describe('three-layer slider: the rooms the server lays out', () => {
  it('SLD-030: a picture keeps its shape inside its cell’s square, centred', () => {
    expect(fitInSquare({ width: 1600, height: 1200 }, { x: 10, y: 20, size: 200 })).toEqual({
      left: 10,
      top: 45,
      width: 200,
      height: 150,
    });
    expect(fitInSquare({ width: 900, height: 1200 }, { x: 0, y: 0, size: 200 })).toEqual({
      left: 25,
      top: 0,
      width: 150,
      height: 200,
    });
    // A picture with no size is drawn square rather than not at all.
    expect(fitInSquare({ width: 0, height: 0 }, { x: 0, y: 0, size: 84 })).toEqual({
      left: 0,
      top: 0,
      width: 84,
      height: 84,
    });
  });

  it('SLD-030: 24 works fill a wide room of 4 × 2 cells of 300 px, eight to a layer, far ones smallest', () => {
    const pictures = Array.from({ length: 24 }, () => ({ width: 1000, height: 1000 }));
    const layouts = stageLayouts(pictures);
    const wide = layouts.bands.find((band) => band.band === 'wide');
    expect(wide?.width).toBe(4 * 300 + 64);
    const sides = [0, 1, 2].map((layer) =>
      layouts.layers.flatMap((each, index) =>
        each === layer ? [wide?.boxes[index]?.width ?? 0] : [],
      ),
    );
    expect(sides.map((layer) => layer.length)).toEqual([8, 8, 8]);
    // The layer scales 0.14, 0.23, 0.35 of the room's 600 px shorter side.
    expect(sides.map((layer) => Math.max(...layer))).toEqual([84, 138, 210]);
  });

  it('SLD-030: in every band, each work has a box inside the room and none overlaps another of its layer', () => {
    fc.assert(
      fc.property(fc.array(pictureArbitrary, { minLength: 1, maxLength: 60 }), (pictures) => {
        const { layers } = stageLayouts(pictures);
        for (const band of STAGE_BANDS) {
          const room = stageLayout(pictures, band);
          expect(room.layers).toEqual(layers);
          room.boxes.forEach((box, index) => {
            expect(box).toBeDefined();
            if (!box) return;
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.top).toBeGreaterThanOrEqual(0);
            expect(box.left + box.width).toBeLessThanOrEqual(room.width);
            expect(box.top + box.height).toBeLessThanOrEqual(room.height);
            room.boxes.forEach((other, otherIndex) => {
              if (other && otherIndex > index && layers[otherIndex] === layers[index]) {
                expect(overlap(box, other)).toBe(false);
              }
            });
          });
        }
      }),
      { numRuns: 80 },
    );
  });

  it('SLD-032: a phone’s room is two cells wide; a work asks for its share of the screen there', () => {
    const pictures = Array.from({ length: 24 }, () => ({ width: 1200, height: 900 }));
    const layouts = stageLayouts(pictures);
    const narrow = layouts.bands.find((band) => band.band === 'narrow');
    expect(narrow?.width).toBe(2 * 300 + 64);
    expect(narrow?.height).toBe(4 * 300 + 96);
    const near = layouts.layers.indexOf(2);
    expect(workSizes(layouts, near)).toBe('(max-width: 759px) 32vw, 210px');
  });
});
