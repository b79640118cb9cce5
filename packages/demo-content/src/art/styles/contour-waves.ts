import { fillCanvas } from '../canvas';
import { lighten, mix, sampleGradient } from '../colour';
import { createField } from '../noise';
import { sunlight } from '../palettes';
import type { StyleDefinition } from '../style';
import { element, pathData, smoothPath, type Point } from '../svg-markup';

/**
 * Stacked wave lines that follow one smooth field, like contour lines on a survey map: either fine
 * lines on paper, or filled bands layered like cut paper.
 */
export const contourWaves: StyleDefinition = {
  palettes: ['atlantic', 'azulejo', 'sage', 'dusk', 'ochre', 'nordic', 'terracotta'],
  surface: 'paper',
  grain: 0.28,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const bands = random.chance(0.5);
    const field = createField(random.fork('field'), 3);
    const lineCount = bands ? random.int(12, 18) : random.int(34, 48);
    const amplitude = height * (bands ? random.range(0.05, 0.09) : random.range(0.04, 0.07));
    // A swell lifts the lines locally, so the waves gather around one point of interest.
    const swell = {
      x: random.range(0.25, 0.75),
      y: random.range(0.3, 0.7),
      strength: random.range(1.4, 2.6),
    };
    const stops = bands
      ? [
          lighten(palette.tones[0], 0.35),
          palette.tones[0],
          palette.tones[1],
          palette.tones[2],
          palette.tones[3],
          palette.tones[4],
        ]
      : [palette.tones[2], palette.tones[3], palette.accent, palette.tones[4]];
    const ground = lighten(palette.paper, 0.25);
    const layers: string[] = [fillCanvas(canvas, bands ? (stops[0] ?? ground) : ground)];
    if (!bands && random.chance(0.65)) {
      const radius = canvas.unit * random.range(0.18, 0.3);
      layers.push(
        element('circle', {
          cx: width * swell.x,
          cy: height * swell.y - radius * 0.4,
          r: radius,
          fill: mix(sunlight(palette), palette.tones[0], random.range(0, 0.4)),
          opacity: 0.85,
        }),
      );
    }
    const samples = 26;
    for (let line = 0; line < lineCount; line++) {
      const position = line / (lineCount - 1);
      const baseY = -amplitude + position * (height + amplitude * 2);
      const points: Point[] = [];
      for (let step = 0; step <= samples; step++) {
        const u = step / samples;
        const v = baseY / height;
        const distance = Math.hypot(u - swell.x, (v - swell.y) * (height / width));
        const lift = swell.strength * Math.exp(-(distance * distance) / 0.06);
        points.push({ x: u * width, y: baseY + amplitude * (field(u, v * 0.6) - lift) });
      }
      const colour = sampleGradient(stops, position);
      if (bands) {
        layers.push(
          element('path', {
            d: smoothPath(points, false) + pathData`L${width} ${height}L0 ${height}Z`,
            fill: colour,
          }),
          element('path', {
            d: smoothPath(points, false),
            fill: 'none',
            stroke: mix(colour, palette.paper, 0.45),
            'stroke-width': unit * 0.0025,
            opacity: 0.7,
          }),
        );
      } else {
        layers.push(
          element('path', {
            d: smoothPath(points, false),
            fill: 'none',
            stroke: colour,
            'stroke-width': unit * (line % 5 === 0 ? 0.0042 : 0.0022),
            opacity: 0.9,
          }),
        );
      }
    }
    return layers.join('');
  },
};
