import { fillCanvas, radialGradient } from '../canvas';
import { darken, lighten, mix } from '../colour';
import type { StyleDefinition } from '../style';
import { arcPath, element } from '../svg-markup';

/** Kandinsky-like: floating translucent circles with halos, a few arcs and lines on a deep or pale ground. */
export const circlesArcs: StyleDefinition = {
  palettes: ['midnight', 'dusk', 'bauhaus', 'atlantic', 'terracotta', 'ochre'],
  surface: 'canvas',
  grain: 0.3,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const dark = random.chance(0.55);
    const ground = dark ? darken(palette.tones[4], 0.35) : lighten(palette.paper, 0.2);
    const layers: string[] = [fillCanvas(canvas, ground)];
    layers.push(
      fillCanvas(
        canvas,
        radialGradient(
          canvas,
          { x: width * 0.5, y: height * 0.45 },
          Math.max(width, height) * 0.7,
          [
            [0, dark ? lighten(ground, 0.16) : lighten(ground, 0.4)],
            [1, dark ? darken(ground, 0.3) : darken(ground, 0.06)],
          ],
        ),
      ),
    );
    const colours = [...palette.tones, palette.accent];
    const lineColour = dark ? lighten(palette.paper, 0.2) : palette.ink;

    // One dominant circle anchors the composition off-centre.
    const main = {
      x: width * random.range(0.3, 0.7),
      y: height * random.range(0.3, 0.6),
      r: unit * random.range(0.2, 0.28),
    };
    const mainColour = dark
      ? random.pick([palette.tones[4], palette.tones[3]])
      : random.pick([palette.tones[3], palette.tones[4]]);
    layers.push(
      element('circle', {
        cx: main.x,
        cy: main.y,
        r: main.r * 1.45,
        fill: radialGradient(canvas, main, main.r * 1.45, [
          [0.6, palette.accent, 0.55],
          [1, palette.accent, 0],
        ]),
      }),
      element('circle', {
        cx: main.x,
        cy: main.y,
        r: main.r,
        fill: dark ? lighten(mainColour, 0.1) : mainColour,
      }),
      element('circle', {
        cx: main.x + main.r * 0.18,
        cy: main.y - main.r * 0.12,
        r: main.r * 0.55,
        fill: random.pick(colours),
        opacity: 0.8,
      }),
    );

    const circleCount = random.int(7, 13);
    for (let index = 0; index < circleCount; index++) {
      const radius =
        unit * (random.chance(0.3) ? random.range(0.06, 0.11) : random.range(0.015, 0.05));
      const cx = random.range(radius * 1.5, width - radius * 1.5);
      const cy = random.range(radius * 1.5, height - radius * 1.5);
      const fill = random.pick(colours);
      layers.push(
        element('circle', { cx, cy, r: radius * 1.5, fill, opacity: 0.16 }),
        element('circle', { cx, cy, r: radius, fill, opacity: random.range(0.78, 0.95) }),
      );
      if (random.chance(0.35)) {
        layers.push(
          element('circle', {
            cx,
            cy,
            r: radius * 0.45,
            fill: random.pick(colours.filter((colour) => colour !== fill)),
          }),
        );
      }
    }

    const arcCount = random.int(2, 4);
    for (let index = 0; index < arcCount; index++) {
      const radius = unit * random.range(0.12, 0.4);
      const cx = random.range(0, width);
      const cy = random.range(0, height);
      const start = random.range(0, Math.PI * 2);
      const sweep = random.range(Math.PI * 0.3, Math.PI * 0.8);
      layers.push(
        element('path', {
          d: arcPath({ x: cx, y: cy }, radius, start, start + sweep),
          fill: 'none',
          stroke: lineColour,
          'stroke-width': unit * random.range(0.003, 0.007),
          'stroke-linecap': 'round',
          opacity: 0.8,
        }),
      );
    }

    const lineCount = random.int(2, 4);
    for (let index = 0; index < lineCount; index++) {
      const angle = random.range(-0.9, 0.9) + (random.chance(0.5) ? 0 : Math.PI / 2);
      const length = unit * random.range(0.25, 0.6);
      const cx = random.range(width * 0.15, width * 0.85);
      const cy = random.range(height * 0.15, height * 0.85);
      layers.push(
        element('line', {
          x1: cx - (Math.cos(angle) * length) / 2,
          y1: cy - (Math.sin(angle) * length) / 2,
          x2: cx + (Math.cos(angle) * length) / 2,
          y2: cy + (Math.sin(angle) * length) / 2,
          stroke: mix(lineColour, palette.accent, random.range(0, 0.4)),
          'stroke-width': unit * random.range(0.002, 0.005),
          'stroke-linecap': 'round',
        }),
      );
    }

    const dotCount = random.int(4, 9);
    for (let index = 0; index < dotCount; index++) {
      layers.push(
        element('circle', {
          cx: random.range(0, width),
          cy: random.range(0, height),
          r: unit * random.range(0.004, 0.01),
          fill: lineColour,
          opacity: 0.85,
        }),
      );
    }
    return layers.join('');
  },
};
