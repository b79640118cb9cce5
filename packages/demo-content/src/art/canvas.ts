import type { Random } from '../random';
import type { Palette } from './palettes';
import { element } from './svg-markup';

/** Everything a style needs to paint: the size, its own random stream, a palette and a defs registry. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  /** The short side: sizes are expressed in it so a composition scales with the picture. */
  readonly unit: number;
  readonly random: Random;
  readonly palette: Palette;
  /** Registers a <defs> entry built for a fresh id and returns that id. */
  define(prefix: string, build: (id: string) => string): string;
}

export type GradientStop = readonly [offset: number, colour: string, opacity?: number];

export interface CanvasWithDefs {
  readonly canvas: Canvas;
  readonly defs: () => string;
}

export function createCanvas(
  width: number,
  height: number,
  random: Random,
  palette: Palette,
): CanvasWithDefs {
  const entries: string[] = [];
  const canvas: Canvas = {
    width,
    height,
    unit: Math.min(width, height),
    random,
    palette,
    define(prefix, build) {
      const id = `${prefix}${entries.length + 1}`;
      entries.push(build(id));
      return id;
    },
  };
  return { canvas, defs: () => entries.join('') };
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map(([offset, colour, opacity]) =>
      element('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    )
    .join('');
}

/** A gradient in the canvas's own coordinates; returns the `url(#…)` paint. */
export function linearGradient(
  canvas: Canvas,
  from: { x: number; y: number },
  to: { x: number; y: number },
  stops: readonly GradientStop[],
): string {
  const id = canvas.define('lg', (gradientId) =>
    element(
      'linearGradient',
      {
        id: gradientId,
        gradientUnits: 'userSpaceOnUse',
        x1: from.x,
        y1: from.y,
        x2: to.x,
        y2: to.y,
      },
      stopsMarkup(stops),
    ),
  );
  return `url(#${id})`;
}

export function radialGradient(
  canvas: Canvas,
  centre: { x: number; y: number },
  radius: number,
  stops: readonly GradientStop[],
): string {
  const id = canvas.define('rg', (gradientId) =>
    element(
      'radialGradient',
      { id: gradientId, gradientUnits: 'userSpaceOnUse', cx: centre.x, cy: centre.y, r: radius },
      stopsMarkup(stops),
    ),
  );
  return `url(#${id})`;
}

/** A full-canvas rectangle, the usual first layer. */
export function fillCanvas(canvas: Canvas, fill: string, opacity?: number): string {
  return element('rect', { width: canvas.width, height: canvas.height, fill, opacity });
}
