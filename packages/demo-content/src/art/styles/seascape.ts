import { fillCanvas, linearGradient, radialGradient } from '../canvas';
import { darken, lighten, mix } from '../colour';
import { sunlight } from '../palettes';
import type { StyleDefinition } from '../style';
import { element } from '../svg-markup';

/** A quiet horizon: graded sky, a low sun and light glinting across darker water. */
export const seascape: StyleDefinition = {
  palettes: ['atlantic', 'dusk', 'nordic', 'midnight', 'rosewood', 'azulejo'],
  surface: 'canvas',
  grain: 0.3,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const horizon = height * random.range(0.52, 0.66);
    const skyTop = mix(palette.tones[2], palette.tones[1], random.range(0.2, 0.8));
    const skyLow = lighten(mix(palette.paper, sunlight(palette), random.range(0.3, 0.7)), 0.1);
    const seaNear = darken(palette.tones[4], 0.15);
    const seaFar = mix(palette.tones[2], palette.tones[3], 0.5);
    const layers: string[] = [
      fillCanvas(
        canvas,
        linearGradient(canvas, { x: 0, y: 0 }, { x: 0, y: horizon }, [
          [0, skyTop],
          [0.65, mix(skyTop, skyLow, 0.6)],
          [1, skyLow],
        ]),
      ),
    ];

    const sun = {
      x: width * random.range(0.25, 0.75),
      y: horizon - unit * random.range(0.02, 0.2),
    };
    const sunRadius = unit * random.range(0.045, 0.08);
    const sunColour = sunlight(palette);
    layers.push(
      element('circle', {
        cx: sun.x,
        cy: sun.y,
        r: sunRadius * 5,
        fill: radialGradient(canvas, sun, sunRadius * 5, [
          [0, sunColour, 0.5],
          [1, sunColour, 0],
        ]),
      }),
      element('circle', { cx: sun.x, cy: sun.y, r: sunRadius, fill: sunColour }),
    );

    // Long thin clouds, several translucent layers each so their edges stay soft.
    const cloudCount = random.int(3, 6);
    for (let index = 0; index < cloudCount; index++) {
      const cy = random.range(height * 0.08, horizon * 0.85);
      const rx = width * random.range(0.15, 0.4);
      const ry = unit * random.range(0.008, 0.02);
      const cx = random.range(0, width);
      const cloudColour = random.chance(0.5)
        ? lighten(skyLow, 0.3)
        : mix(skyTop, palette.tones[3], 0.3);
      for (let layer = 0; layer < 5; layer++) {
        layers.push(
          element('ellipse', {
            cx: cx + layer * rx * 0.04,
            cy,
            rx: rx * (1 - layer * 0.16),
            ry: ry * (1.2 - layer * 0.18),
            fill: cloudColour,
            opacity: 0.11,
          }),
        );
      }
    }

    layers.push(
      element('rect', {
        x: 0,
        y: horizon,
        width,
        height: height - horizon,
        fill: linearGradient(canvas, { x: 0, y: horizon }, { x: 0, y: height }, [
          [0, seaFar],
          [1, seaNear],
        ]),
      }),
    );

    // Glints: short, thin near the horizon and longer in the foreground, gathered under the sun.
    const glintCount = random.int(110, 160);
    const glintColour = lighten(sunColour, 0.2);
    for (let index = 0; index < glintCount; index++) {
      const depth = random.next() ** 1.6;
      const y = horizon + (height - horizon) * depth + unit * 0.004;
      const spread = width * (0.08 + depth * 0.3);
      const underSun = random.chance(0.7);
      const x = underSun
        ? sun.x + random.range(-spread, spread) * random.next()
        : random.range(0, width);
      const length = unit * (0.01 + depth * 0.08) * random.range(0.4, 1.2);
      const thickness = unit * (0.001 + depth * 0.0025);
      layers.push(
        element('rect', {
          x: x - length / 2,
          y,
          width: length,
          height: thickness,
          rx: thickness / 2,
          fill: underSun ? glintColour : lighten(seaFar, 0.25),
          opacity: random.range(0.2, 0.55) * (underSun ? 1 : 0.5),
        }),
      );
    }
    layers.push(
      element('rect', {
        x: 0,
        y: horizon - unit * 0.001,
        width,
        height: unit * 0.002,
        fill: darken(seaFar, 0.1),
        opacity: 0.6,
      }),
    );
    return layers.join('');
  },
};
