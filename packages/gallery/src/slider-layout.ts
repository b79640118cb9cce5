import { MOBILE, PHOTO_SCROLLER, THREE_LAYER } from './slider-constants';
import type { SliderSettings } from './slider-settings';

/**
 * The sliders' geometry (SLD-026, SLD-030, SLD-032, SLD-034): pure sizes and positions the server
 * renders the first slide with (reserved space, no layout shift) and the browser recomputes on
 * resize. Sizes are whole pixels, rounded down so a result never exceeds its box.
 */

export interface Size {
  width: number;
  height: number;
}

const usable = (value: number) => Number.isFinite(value) && value > 0;

function sizeOf(width: number, height: number): Size {
  return { width: Math.max(0, Math.floor(width)), height: Math.max(0, Math.floor(height)) };
}

/**
 * An image's size in a box: 'fit' shows it whole (enlarging if needed), 'fill' covers the box
 * (cropped by the renderer), 'none' keeps its own size, 'fit-if-smaller' (the theme's default,
 * SLD-026) shrinks it to fit but never enlarges. The ratio is always kept. An image without a
 * usable size takes the box; a box without one gives 0 × 0.
 */
export function fitSize(
  image: Size,
  box: Size,
  mode: 'fit' | 'fill' | 'none' | 'fit-if-smaller',
): Size {
  if (!usable(box.width) || !usable(box.height)) return { width: 0, height: 0 };
  if (!usable(image.width) || !usable(image.height)) return sizeOf(box.width, box.height);
  if (mode === 'none') return sizeOf(image.width, image.height);
  const fit = Math.min(box.width / image.width, box.height / image.height);
  const scale =
    mode === 'fill'
      ? Math.max(box.width / image.width, box.height / image.height)
      : mode === 'fit-if-smaller'
        ? Math.min(1, fit)
        : fit;
  return sizeOf(image.width * scale, image.height * scale);
}

/** A percentage within 0 … 100; `fallback` when it is not a number. */
function percentOr(value: number, fallback: number): number {
  return Number.isNaN(value) ? fallback : Math.min(100, Math.max(0, value));
}

type ScrollerSettings = Pick<
  SliderSettings,
  | 'landscape'
  | 'portrait'
  | 'paddingSide'
  | 'paddingTop'
  | 'paddingBottom'
  | 'thumbHeight'
  | 'showThumbnails'
>;

/** SLD-034: the thumbnail strip's height when shown: the thumbnails (80 px) plus 10 px padding. */
export function thumbnailStripHeight(
  settings: Pick<SliderSettings, 'thumbHeight' | 'showThumbnails'>,
): number {
  return settings.showThumbnails ? settings.thumbHeight + PHOTO_SCROLLER.thumbnailPaddingPx : 0;
}

/**
 * The photo scroller's photo area: the viewport less the thumbnail strip and the paddings. Full
 * screen and phones (below MOBILE.layoutBelowPx, SLD-032) drop the paddings: every pixel goes to
 * the photo there.
 */
export function scrollerStage(
  viewport: Size,
  settings: ScrollerSettings,
  fullScreen: boolean,
): Size {
  if (!usable(viewport.width) || !usable(viewport.height)) return { width: 0, height: 0 };
  const padded = !fullScreen && viewport.width >= MOBILE.layoutBelowPx;
  const side = padded ? Math.max(0, settings.paddingSide) : 0;
  const vertical = padded
    ? Math.max(0, settings.paddingTop) + Math.max(0, settings.paddingBottom)
    : 0;
  return sizeOf(
    viewport.width - 2 * side,
    viewport.height - vertical - thumbnailStripHeight(settings),
  );
}

/**
 * SLD-034: a photo's size in the photo scroller. Photos share the stage's height; a landscape
 * photo (width ≥ height) then takes between ls-min % and ls-max % of the stage's width, a
 * portrait one pt-min … pt-max %. Without `fill` a photo is not enlarged past its own size (unless
 * the minimum width needs it); with it, it is enlarged to the stage's height. The ratio is kept:
 * a photo wider than the maximum is shrunk to it, one narrower than the minimum is widened to it
 * as far as the stage's height allows. A percentage that is not a number counts as 0 (min) or
 * 100 (max).
 */
export function scrollerPhotoWidth(
  image: Size,
  viewport: Size,
  settings: ScrollerSettings,
  fullScreen: boolean,
): Size {
  const stage = scrollerStage(viewport, settings, fullScreen);
  if (stage.width === 0 || stage.height === 0) return { width: 0, height: 0 };
  const ratio = usable(image.width) && usable(image.height) ? image.width / image.height : 1;
  const rule = ratio >= 1 ? settings.landscape : settings.portrait;
  const maxWidth = (stage.width * percentOr(rule.maxPercent, 100)) / 100;
  const minWidth = Math.min(maxWidth, (stage.width * percentOr(rule.minPercent, 0)) / 100);

  let height = stage.height;
  if (!rule.fill && usable(image.height)) height = Math.min(height, image.height);
  let width = height * ratio;
  if (width > maxWidth) width = maxWidth;
  else if (width < minWidth) width = Math.min(minWidth, stage.height * ratio);
  height = width / ratio;
  return sizeOf(width, height);
}

export interface ThreeLayerCell {
  /** The picture's position in the list given. */
  index: number;
  /** 0 the far layer … 2 the near one. */
  layer: 0 | 1 | 2;
  /** The picture box's top-left corner in the viewport, px. */
  x: number;
  y: number;
  /** The layer's scale (SLD-030: 0.14, 0.23, 0.35). */
  scale: number;
  /** The picture box's side, px: the layer's scale × the viewport's shorter side, within its cell. */
  size: number;
}

/** The viewport's grid of cells of about THREE_LAYER.cellSizePx (300 px), at least one. */
export function threeLayerGrid(viewport: Size): {
  columns: number;
  rows: number;
  cellWidth: number;
  cellHeight: number;
} {
  const width = usable(viewport.width) ? viewport.width : 0;
  const height = usable(viewport.height) ? viewport.height : 0;
  const columns = Math.max(1, Math.floor(width / THREE_LAYER.cellSizePx));
  const rows = Math.max(1, Math.floor(height / THREE_LAYER.cellSizePx));
  return { columns, rows, cellWidth: width / columns, cellHeight: height / rows };
}

/** How many pictures one screen of the three-layer slider holds: one per cell in each layer. */
export function threeLayerCapacity(viewport: Size): number {
  const { columns, rows } = threeLayerGrid(viewport);
  return columns * rows * THREE_LAYER.layerScales.length;
}

/** A fixed pseudo-random fraction in [0, 1) for a whole number (deterministic: no Math.random). */
function jitter(seed: number): number {
  const value = Math.sin(seed * 12.9898 + 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/**
 * SLD-030: where the three-layer slider draws each picture. The viewport is a grid of cells of
 * about 300 px; picture i goes to layer i mod 3 and to its own cell of that layer (a fixed
 * shuffle per layer, so the layers do not line up), at a fixed offset inside the cell. So no two
 * pictures of a layer overlap and every box lies inside the viewport. The same input always gives
 * the same cells. A screen holds `threeLayerCapacity(viewport)` pictures: only the first that many
 * are placed (page through longer lists).
 */
export function threeLayerCells(count: number, viewport: Size): ThreeLayerCell[] {
  if (!usable(viewport.width) || !usable(viewport.height)) return [];
  const pictures = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const { columns, rows, cellWidth, cellHeight } = threeLayerGrid(viewport);
  const cellsPerLayer = columns * rows;
  const shorter = Math.min(viewport.width, viewport.height);
  const cells: ThreeLayerCell[] = [];
  const placed = Math.min(pictures, threeLayerCapacity(viewport));
  for (let index = 0; index < placed; index += 1) {
    const layer = (index % 3) as 0 | 1 | 2;
    const slot = Math.floor(index / 3);
    // A stride coprime with the cell count walks every cell once, in a different order per layer.
    const stride = coprimeStride(cellsPerLayer, layer);
    const cell = (slot * stride + layer * 2) % cellsPerLayer;
    const column = cell % columns;
    const row = Math.floor(cell / columns);
    const scale = THREE_LAYER.layerScales[layer];
    const size = Math.floor(Math.min(scale * shorter, cellWidth, cellHeight));
    const left = column * cellWidth;
    const top = row * cellHeight;
    cells.push({
      index,
      layer,
      x: Math.floor(left + (cellWidth - size) * jitter(index * 2 + 1)),
      y: Math.floor(top + (cellHeight - size) * jitter(index * 2 + 2)),
      scale,
      size,
    });
  }
  return cells;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function coprimeStride(cells: number, layer: number): number {
  if (cells <= 2) return 1;
  let stride = [1, 3, 5][layer] ?? 1;
  while (gcd(stride, cells) !== 1) stride += 1;
  return stride;
}

/**
 * SLD-032, SLD-033: the slideshow's height at a viewport width: the design ratio width:height
 * kept, plus the top and bottom paddings, which phones (below MOBILE.layoutBelowPx) leave out.
 */
export function slideshowHeight(
  viewportWidth: number,
  settings: Pick<SliderSettings, 'width' | 'height' | 'paddingTop' | 'paddingBottom'>,
): number {
  if (!usable(viewportWidth) || !usable(settings.width) || !usable(settings.height)) return 0;
  const pictureHeight = Math.round((viewportWidth * settings.height) / settings.width);
  const paddings =
    viewportWidth < MOBILE.layoutBelowPx
      ? 0
      : Math.max(0, settings.paddingTop) + Math.max(0, settings.paddingBottom);
  return pictureHeight + paddings;
}
