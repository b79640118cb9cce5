import { fillCanvas, linearGradient, radialGradient } from '../canvas';
import { darken, lighten, mix } from '../colour';
import { createWave } from '../noise';
import { sunlight } from '../palettes';
import type { StyleDefinition } from '../style';
import { element, pathData, smoothPath, type Point } from '../svg-markup';

/** Rolling hills receding into mist under a low sun or moon: atmospheric perspective in flat layers. */
export const layeredLandscape: StyleDefinition = {
  palettes: ['sage', 'dusk', 'atlantic', 'olive', 'terracotta', 'midnight', 'rosewood'],
  surface: 'paper',
  grain: 0.28,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const night = random.chance(0.2);
    const skyTop = night ? darken(palette.tones[4], 0.35) : lighten(palette.tones[1], 0.25);
    const horizonGlow = night
      ? mix(palette.tones[3], palette.tones[2], 0.4)
      : lighten(mix(palette.paper, sunlight(palette), 0.5), 0.1);
    const layers: string[] = [
      fillCanvas(
        canvas,
        linearGradient(canvas, { x: 0, y: 0 }, { x: 0, y: height * 0.7 }, [
          [0, skyTop],
          [1, horizonGlow],
        ]),
      ),
    ];

    const sun = {
      x: width * random.range(0.2, 0.8),
      y: height * random.range(0.18, 0.4),
    };
    const sunRadius = unit * random.range(0.06, 0.1);
    const sunColour = night ? lighten(palette.paper, 0.3) : sunlight(palette);
    layers.push(
      element('circle', {
        cx: sun.x,
        cy: sun.y,
        r: sunRadius * 4,
        fill: radialGradient(canvas, sun, sunRadius * 4, [
          [0, sunColour, 0.45],
          [1, sunColour, 0],
        ]),
      }),
      element('circle', { cx: sun.x, cy: sun.y, r: sunRadius, fill: sunColour, opacity: 0.95 }),
    );

    const ridgeCount = random.int(5, 7);
    const nearColour = darken(palette.tones[4], night ? 0.45 : 0.2);
    const farColour = mix(horizonGlow, palette.tones[2], 0.45);
    for (let ridge = 0; ridge < ridgeCount; ridge++) {
      const depth = ridge / (ridgeCount - 1);
      const baseline = height * (0.42 + depth * 0.42);
      const amplitude = height * (0.12 - depth * 0.08) * random.range(0.7, 1.3);
      const wave = createWave(random.fork(`ridge${ridge}`), 4, 0.45 + (1 - depth) * 0.15);
      const samples = 18;
      const points: Point[] = [];
      for (let step = 0; step <= samples; step++) {
        const x = step / samples;
        points.push({ x: x * width, y: baseline - amplitude * (wave(x) + 1) * 0.5 });
      }
      const ridgeLine = smoothPath(points, false);
      const colour = mix(farColour, nearColour, depth ** 0.9);
      layers.push(
        element('path', {
          d: ridgeLine + pathData`L${width} ${height}L0 ${height}Z`,
          fill: linearGradient(canvas, { x: 0, y: baseline - amplitude }, { x: 0, y: height }, [
            [0, colour],
            [1, darken(colour, 0.12)],
          ]),
        }),
      );
      // A band of mist settles in each valley, thickest just below the next ridge.
      if (ridge < ridgeCount - 1) {
        const mistTop = baseline - amplitude * 0.2;
        const mistHeight = height * random.range(0.05, 0.1);
        layers.push(
          element('rect', {
            x: 0,
            y: mistTop,
            width,
            height: mistHeight,
            fill: linearGradient(canvas, { x: 0, y: mistTop }, { x: 0, y: mistTop + mistHeight }, [
              [0, horizonGlow, 0],
              [1, horizonGlow, 0.45 * (1 - depth * 0.6)],
            ]),
          }),
        );
      }
    }
    return layers.join('');
  },
};
