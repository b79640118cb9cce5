import type { Canvas } from './canvas';
import type { PaletteName } from './palettes';
import type { Surface } from './texture';

/** One procedural style: how it paints, which palettes suit it and what it is painted on. */
export interface StyleDefinition {
  /** Palettes picked from (by seed) when the spec names none. */
  readonly palettes: readonly PaletteName[];
  readonly surface: Surface;
  /** Overlay opacity of the grain. */
  readonly grain: number;
  /** Returns the body markup; gradients and filters go through `canvas.define`. */
  paint(canvas: Canvas): string;
}
