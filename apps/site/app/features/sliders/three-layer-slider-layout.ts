import { BOUNCE, MOBILE, THREE_LAYER } from '@atelier/gallery/slider-constants';
import { threeLayerCells } from '@atelier/gallery/slider-layout';
import type { CSSProperties } from 'react';

/** The layers by depth, as the stylesheet names them (`data-layer`): 0 is the farthest. */
export const LAYER_NAMES = ['far', 'middle', 'near'] as const;

/**
 * The server does not know the visitor's screen, yet the works must hang in their places at the
 * first paint (no layout shift). So the page carries two layouts, each computed by the engine
 * (`threeLayerCells`) on a reference room of whole 300 px cells: a phone's, two cells wide
 * (below MOBILE.layoutBelowPx, SLD-032), and a wider screen's, four cells wide. Places are in
 * `cqw` (hundredths of the slider's width), so a layout scales to the real width, and the
 * stylesheet picks one with a media query. Each room is tall enough to give every work its own
 * cell in its layer: at least two rows (four on a phone), so the layer scales of SLD-030 apply
 * to a shorter side of 600 px in both.
 */
export const STAGE_BANDS = [
  { band: 'narrow', columns: 2, minRows: 4 },
  { band: 'wide', columns: 4, minRows: 2 },
] as const;

export type StageBand = (typeof STAGE_BANDS)[number]['band'];

/**
 * Room around the cells, px of the reference room: the near layer's parallax (26 px) never
 * pushes a work out of sight, and a work's name, shown under it on hover or focus, fits below
 * the last row.
 */
const MARGIN = { side: 32, top: 32, bottom: 64 } as const;

export interface WorkBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface StageLayout {
  band: StageBand;
  /** The reference room, px, margins included. */
  width: number;
  height: number;
  /** Per slide, its picture's box in the room (undefined: no cell, never with STAGE_BANDS). */
  boxes: (WorkBox | undefined)[];
}

export interface StageLayouts {
  /** Per slide, its layer (0 far … 2 near), the same in every band. */
  layers: (0 | 1 | 2)[];
  bands: StageLayout[];
}

/** A picture's own shape inside its cell's square box, centred (the box is its longest side). */
export function fitInSquare(
  picture: { width: number; height: number },
  square: { x: number; y: number; size: number },
): WorkBox {
  const ratio =
    picture.width > 0 && picture.height > 0 && Number.isFinite(picture.width / picture.height)
      ? picture.width / picture.height
      : 1;
  const width = ratio >= 1 ? square.size : square.size * ratio;
  const height = ratio >= 1 ? square.size / ratio : square.size;
  return {
    left: square.x + (square.size - width) / 2,
    top: square.y + (square.size - height) / 2,
    width,
    height,
  };
}

/** One band's room: the engine's cells for the works, each picture fitted in its square. */
export function stageLayout(
  pictures: readonly { width: number; height: number }[],
  band: (typeof STAGE_BANDS)[number],
): StageLayout & { layers: (0 | 1 | 2 | undefined)[] } {
  const perRow = band.columns * THREE_LAYER.layerScales.length;
  const rows = Math.max(band.minRows, Math.ceil(pictures.length / perRow));
  const viewport = {
    width: band.columns * THREE_LAYER.cellSizePx,
    height: rows * THREE_LAYER.cellSizePx,
  };
  const boxes: (WorkBox | undefined)[] = pictures.map(() => undefined);
  const layers: (0 | 1 | 2 | undefined)[] = pictures.map(() => undefined);
  for (const cell of threeLayerCells(pictures.length, viewport)) {
    const picture = pictures[cell.index];
    if (!picture) continue;
    const box = fitInSquare(picture, cell);
    boxes[cell.index] = { ...box, left: box.left + MARGIN.side, top: box.top + MARGIN.top };
    layers[cell.index] = cell.layer;
  }
  return {
    band: band.band,
    width: viewport.width + 2 * MARGIN.side,
    height: viewport.height + MARGIN.top + MARGIN.bottom,
    boxes,
    layers,
  };
}

/** Both bands' rooms for the slides. */
export function stageLayouts(pictures: readonly { width: number; height: number }[]): StageLayouts {
  const bands = STAGE_BANDS.map((band) => stageLayout(pictures, band));
  const wide = bands.at(-1);
  return {
    layers: pictures.map((_, index) => wide?.layers[index] ?? 0),
    bands: bands.map(({ band, width, height, boxes }) => ({ band, width, height, boxes })),
  };
}

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

const cqw = (pixels: number, roomWidth: number) => `${((pixels / roomWidth) * 100).toFixed(4)}cqw`;

/**
 * The slider's timings (SLD-030) and bounce (SLD-005) for the stylesheet, from the engine's
 * constants: the stage, the counter and the lightbox all read them.
 */
export function sliderStyle(): CSSProperties {
  const style: CustomProperties = {
    '--tl-layer': `${THREE_LAYER.layerMs}ms`,
    '--tl-invisible': `${THREE_LAYER.invisibleMs}ms`,
    '--tl-screen': `${THREE_LAYER.screenMs}ms`,
    '--tl-delay': `${THREE_LAYER.delayMs}ms`,
    '--bounce-ms': `${BOUNCE.durationMs}ms`,
    '--bounce-distance': `${BOUNCE.distancePx}px`,
  };
  return style;
}

/** The stage's height in each band. */
export function stageStyle(layouts: StageLayouts): CSSProperties {
  const style: CustomProperties = {};
  for (const { band, width, height } of layouts.bands) {
    style[`--stage-${band}`] = cqw(height, width);
  }
  return style;
}

/** A work's place in each band. */
export function workStyle(layouts: StageLayouts, index: number): CSSProperties {
  const style: CustomProperties = {};
  for (const { band, width, boxes } of layouts.bands) {
    const box = boxes[index];
    if (!box) continue;
    style[`--x-${band}`] = cqw(box.left, width);
    style[`--y-${band}`] = cqw(box.top, width);
    style[`--w-${band}`] = cqw(box.width, width);
    style[`--h-${band}`] = cqw(box.height, width);
  }
  return style;
}

/**
 * A work's `sizes`: its share of the screen's width on a phone (the slider spans the screen
 * less the page's gutters) and its width in px on a wider screen, where the room is drawn at
 * about its reference size; the browser then picks the file it needs.
 */
export function workSizes(layouts: StageLayouts, index: number): string {
  const parts: string[] = [];
  for (const { band, width, boxes } of layouts.bands) {
    const box = boxes[index];
    if (!box) continue;
    parts.push(
      band === 'narrow'
        ? `(max-width: ${MOBILE.layoutBelowPx - 1}px) ${Math.ceil((box.width / width) * 100)}vw`
        : `${Math.ceil(box.width)}px`,
    );
  }
  return parts.join(', ') || '100vw';
}
