import { fillCanvas, linearGradient } from '../canvas';
import { darken, lighten } from '../colour';
import type { StyleDefinition } from '../style';
import { element, smoothPath, type Point } from '../svg-markup';

/**
 * A close-up of a paper surface for 'Paper' swatches: the palette's paper tone, a strong grain and
 * a few stray fibres.
 */
export const paperSample: StyleDefinition = {
  palettes: ['nordic', 'sumi', 'ochre'],
  surface: 'paper',
  grain: 0.6,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const layers: string[] = [fillCanvas(canvas, lighten(palette.paper, 0.1))];
    const fibres = random.int(12, 20);
    for (let index = 0; index < fibres; index++) {
      const start = { x: random.range(0, width), y: random.range(0, height) };
      const angle = random.range(0, Math.PI * 2);
      const length = unit * random.range(0.2, 0.5);
      const points: Point[] = [0, 0.5, 1].map((share) => ({
        x: start.x + Math.cos(angle + share * random.range(-0.6, 0.6)) * length * share,
        y: start.y + Math.sin(angle + share * random.range(-0.6, 0.6)) * length * share,
      }));
      layers.push(
        element('path', {
          d: smoothPath(points, false),
          fill: 'none',
          stroke: random.chance(0.5) ? darken(palette.paper, 0.08) : lighten(palette.paper, 0.5),
          'stroke-width': unit * random.range(0.003, 0.007),
          opacity: 0.4,
        }),
      );
    }
    // A soft raking light makes the swatch read as a surface rather than a flat colour.
    layers.push(
      fillCanvas(
        canvas,
        linearGradient(canvas, { x: 0, y: 0 }, { x: width, y: height }, [
          [0, '#ffffff', 0.25],
          [1, '#000000', 0.03],
        ]),
      ),
    );
    return layers.join('');
  },
};
