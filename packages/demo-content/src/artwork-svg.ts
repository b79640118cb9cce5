import { createCanvas } from './art/canvas';
import { palettes, type PaletteName } from './art/palettes';
import type { StyleDefinition } from './art/style';
import { arches } from './art/styles/arches';
import { botanical } from './art/styles/botanical';
import { circlesArcs } from './art/styles/circles-arcs';
import { colourField } from './art/styles/colour-field';
import { contourWaves } from './art/styles/contour-waves';
import { geometricGrid } from './art/styles/geometric-grid';
import { inkBrush } from './art/styles/ink-brush';
import { layeredLandscape } from './art/styles/layered-landscape';
import { mosaic } from './art/styles/mosaic';
import { paperSample } from './art/styles/paper-sample';
import { seascape } from './art/styles/seascape';
import { surfaceTexture } from './art/texture';
import { element, fmt } from './art/svg-markup';
import { createRandom } from './random';

export type { PaletteName } from './art/palettes';

const styles = {
  'colour-field': colourField,
  'geometric-grid': geometricGrid,
  'circles-arcs': circlesArcs,
  'layered-landscape': layeredLandscape,
  seascape,
  'contour-waves': contourWaves,
  mosaic,
  botanical,
  'ink-brush': inkBrush,
  arches,
  'paper-sample': paperSample,
} as const satisfies Record<string, StyleDefinition>;

export type ArtStyle = keyof typeof styles;

/** Every style, in a stable order (for previews and tests). */
export const artStyles = Object.keys(styles) as ArtStyle[];

/** The styles that make gallery pictures; 'paper-sample' only paints swatches of paper. */
export const galleryStyles = artStyles.filter((style) => style !== 'paper-sample');

/** What a picture is: a style, a seed, and optionally a palette (otherwise chosen by the seed). */
export interface ArtSpec {
  readonly style: ArtStyle;
  readonly seed: number;
  readonly palette?: PaletteName;
}

function assertPixelSize(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`renderArtworkSvg: ${name} must be a positive number of pixels, got ${value}.`);
  }
}

/**
 * Paints an artwork as a standalone SVG document of exactly widthPx × heightPx. Pure and
 * deterministic: the same spec and size always give the same string. The composition is laid out
 * relative to the size, so a 400 px thumbnail shows the same picture as the 1600 px original.
 */
export function renderArtworkSvg(art: ArtSpec, widthPx: number, heightPx: number): string {
  assertPixelSize('widthPx', widthPx);
  assertPixelSize('heightPx', heightPx);
  const style: StyleDefinition | undefined = styles[art.style];
  if (style === undefined) {
    throw new Error(`renderArtworkSvg: unknown style '${String(art.style)}'.`);
  }
  const random = createRandom(art.seed);
  const paletteName = art.palette ?? random.pick(style.palettes);
  const palette = palettes[paletteName];
  if (palette === undefined) {
    throw new Error(`renderArtworkSvg: unknown palette '${String(paletteName)}'.`);
  }
  const { canvas, defs } = createCanvas(widthPx, heightPx, random.fork(art.style), palette);
  const body = style.paint(canvas);
  const texture = surfaceTexture(canvas, style.surface, style.grain);
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: widthPx,
      height: heightPx,
      viewBox: `0 0 ${fmt(widthPx)} ${fmt(heightPx)}`,
    },
    `${element('defs', {}, defs())}${body}${texture}`,
  );
}
