import { fillCanvas } from '../canvas';
import type { Canvas } from '../canvas';
import { darken, lighten } from '../colour';
import { sunlight } from '../palettes';
import type { StyleDefinition } from '../style';
import { element, pathData } from '../svg-markup';

/** A filled band between two concentric arches whose legs stand on the ground line. */
function archBand(
  centreX: number,
  groundY: number,
  outer: number,
  inner: number,
  legHeight: number,
): string {
  const top = groundY - legHeight;
  if (inner <= 0) {
    return pathData`M${centreX - outer} ${groundY}L${centreX - outer} ${top}A${outer} ${outer} 0 0 1 ${centreX + outer} ${top}L${centreX + outer} ${groundY}Z`;
  }
  return pathData`M${centreX - outer} ${groundY}L${centreX - outer} ${top}A${outer} ${outer} 0 0 1 ${centreX + outer} ${top}L${centreX + outer} ${groundY}L${centreX + inner} ${groundY}L${centreX + inner} ${top}A${inner} ${inner} 0 0 0 ${centreX - inner} ${top}L${centreX - inner} ${groundY}Z`;
}

function archStack(
  canvas: Canvas,
  centreX: number,
  groundY: number,
  radius: number,
  colours: readonly string[],
): string {
  const { random } = canvas;
  const bands = random.int(4, 6);
  const legHeight = radius * random.range(0, 0.6);
  const step = radius / bands;
  const shapes: string[] = [];
  for (let band = 0; band < bands; band++) {
    const outer = radius - band * step;
    const inner = band === bands - 1 ? 0 : outer - step * 0.86;
    shapes.push(
      element('path', {
        d: archBand(centreX, groundY, outer, inner, legHeight),
        fill: colours[band % colours.length] ?? '#000000',
      }),
    );
  }
  return shapes.join('');
}

/** Mid-century rainbow arches and a sun over a ground band, in earthy flat colour. */
export const arches: StyleDefinition = {
  palettes: ['terracotta', 'ochre', 'rosewood', 'sage', 'dusk', 'bauhaus'],
  surface: 'paper',
  grain: 0.3,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const ground = lighten(palette.paper, 0.15);
    const groundY = height * random.range(0.68, 0.78);
    const layers: string[] = [fillCanvas(canvas, ground)];
    const sunRadius = unit * random.range(0.09, 0.13);
    const sunX = width * random.pick([0.25, 0.72]);
    layers.push(
      element('circle', {
        cx: sunX,
        cy: height * random.range(0.18, 0.28),
        r: sunRadius,
        fill: random.chance(0.5) ? palette.accent : sunlight(palette),
      }),
    );
    const colours = random.chance(0.5)
      ? [palette.tones[3], palette.tones[2], palette.tones[1], palette.tones[0], palette.accent]
      : [palette.tones[4], palette.tones[1], palette.tones[3], palette.tones[0], palette.tones[2]];
    const twin = random.chance(0.45);
    if (twin) {
      const radius = Math.min(width * 0.24, height * 0.32);
      layers.push(
        archStack(canvas, width * 0.3, groundY, radius, colours),
        archStack(
          canvas,
          width * 0.7,
          groundY,
          radius * random.range(0.65, 0.85),
          [...colours].reverse(),
        ),
      );
    } else {
      const radius = Math.min(width * 0.36, height * 0.4);
      layers.push(archStack(canvas, width * random.range(0.45, 0.55), groundY, radius, colours));
    }
    layers.push(
      element('rect', {
        x: 0,
        y: groundY,
        width,
        height: height - groundY,
        fill: darken(palette.tones[1], 0.05),
      }),
      element('rect', {
        x: 0,
        y: groundY + (height - groundY) * 0.45,
        width,
        height: height - groundY,
        fill: palette.tones[2],
        opacity: 0.6,
      }),
    );
    return layers.join('');
  },
};
