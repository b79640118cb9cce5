import type { Canvas } from './canvas';
import { element } from './svg-markup';

export type Surface = 'paper' | 'canvas';

/** Tile size of the grain pattern, in pixels. */
const TILE = 256;

/**
 * A grain overlay. The noise is rendered once into a small seamless tile (stitchTiles) and repeated:
 * a full-size feTurbulence costs most of a second at 1600 px, the tile a few milliseconds.
 * Paper is a fine even grain; canvas adds a faint woven direction.
 */
export function surfaceTexture(canvas: Canvas, surface: Surface, strength: number): string {
  const noiseSeed = canvas.random.int(1, 9999);
  const frequency = surface === 'paper' ? '0.8' : '0.9 0.35';
  const filterId = canvas.define('grain', (id) =>
    element(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      element('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: frequency,
        numOctaves: 3,
        seed: noiseSeed,
        stitchTiles: 'stitch',
      }) +
        // Grey noise whose alpha follows its distance from mid-grey: light and dark flecks on a clear ground.
        element('feColorMatrix', {
          type: 'matrix',
          values: '0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1',
        }),
    ),
  );
  const patternId = canvas.define('tile', (id) =>
    element(
      'pattern',
      { id, width: TILE, height: TILE, patternUnits: 'userSpaceOnUse' },
      element('rect', { width: TILE, height: TILE, filter: `url(#${filterId})` }),
    ),
  );
  return element('rect', {
    width: canvas.width,
    height: canvas.height,
    fill: `url(#${patternId})`,
    // Grain is drawn in pixels, so it weighs more on a small picture: ease it off below 800 px.
    opacity: strength * (0.6 + 0.4 * Math.min(1, canvas.unit / 800)),
    style: 'mix-blend-mode:overlay',
  });
}
