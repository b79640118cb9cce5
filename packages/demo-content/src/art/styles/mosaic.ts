import { fillCanvas } from '../canvas';
import { darken, lighten, mix, sampleGradient } from '../colour';
import { createField } from '../noise';
import type { StyleDefinition } from '../style';
import { element, polygonPath, type Point } from '../svg-markup';

/** A low-poly triangulation whose colours drift across the palette, set with thin light grout. */
export const mosaic: StyleDefinition = {
  palettes: ['azulejo', 'terracotta', 'ochre', 'sage', 'dusk', 'olive', 'rosewood'],
  surface: 'paper',
  grain: 0.25,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const cell = unit / random.int(7, 11);
    const columns = Math.max(2, Math.round(width / cell));
    const rows = Math.max(2, Math.round(height / cell));
    const grid: Point[][] = [];
    for (let row = 0; row <= rows; row++) {
      const line: Point[] = [];
      for (let column = 0; column <= columns; column++) {
        const onEdgeX = column === 0 || column === columns;
        const onEdgeY = row === 0 || row === rows;
        const jitter = 0.38;
        line.push({
          x:
            (column / columns) * width +
            (onEdgeX ? 0 : random.range(-jitter, jitter) * (width / columns)),
          y:
            (row / rows) * height + (onEdgeY ? 0 : random.range(-jitter, jitter) * (height / rows)),
        });
      }
      grid.push(line);
    }
    const field = createField(random.fork('colour'), 2);
    const angle = random.range(0, Math.PI * 2);
    const direction = { x: Math.cos(angle), y: Math.sin(angle) };
    const light = { x: random.range(0.2, 0.8), y: random.range(0.15, 0.5) };
    const stops = random.chance(0.5)
      ? [palette.tones[0], palette.tones[1], palette.tones[2], palette.tones[3], palette.tones[4]]
      : [palette.tones[4], palette.tones[2], palette.tones[0], palette.accent, palette.tones[3]];
    const grout = lighten(palette.paper, 0.2);
    const tiles: string[] = [fillCanvas(canvas, grout)];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const topLeft = grid[row]?.[column];
        const topRight = grid[row]?.[column + 1];
        const bottomLeft = grid[row + 1]?.[column];
        const bottomRight = grid[row + 1]?.[column + 1];
        if (!topLeft || !topRight || !bottomLeft || !bottomRight) continue;
        const triangles: Point[][] = random.chance(0.5)
          ? [
              [topLeft, topRight, bottomRight],
              [topLeft, bottomRight, bottomLeft],
            ]
          : [
              [topLeft, topRight, bottomLeft],
              [topRight, bottomRight, bottomLeft],
            ];
        for (const triangle of triangles) {
          const centre = {
            x: triangle.reduce((sum, point) => sum + point.x, 0) / 3 / width,
            y: triangle.reduce((sum, point) => sum + point.y, 0) / 3 / height,
          };
          const along =
            0.5 + ((centre.x - 0.5) * direction.x + (centre.y - 0.5) * direction.y) * 0.9;
          const position = along + field(centre.x, centre.y) * 0.18 + random.range(-0.06, 0.06);
          const glow = Math.max(0, 1 - Math.hypot(centre.x - light.x, centre.y - light.y) * 2.2);
          let colour = sampleGradient(stops, position);
          colour = mix(colour, lighten(palette.paper, 0.3), glow * 0.45);
          colour = random.chance(0.5)
            ? lighten(colour, random.range(0, 0.07))
            : darken(colour, random.range(0, 0.07));
          tiles.push(
            element('path', {
              d: polygonPath(triangle),
              fill: colour,
              stroke: grout,
              'stroke-width': unit * 0.002,
              'stroke-opacity': 0.75,
              'stroke-linejoin': 'round',
            }),
          );
        }
      }
    }
    return tiles.join('');
  },
};
