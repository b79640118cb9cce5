import { fillCanvas, linearGradient } from '../canvas';
import type { Canvas } from '../canvas';
import { lighten, mix } from '../colour';
import { createWave } from '../noise';
import type { StyleDefinition } from '../style';
import { element, fmt, group, pathData, polygonPath, smoothPath, type Point } from '../svg-markup';

/** Width of the brush along the stroke, 0 at the tip of the bristles to 1 at full pressure. */
type Pressure = (t: number) => number;

/**
 * A brush stroke as a filled outline around a centreline, its width following the pressure, with
 * dry-brush streaks of paper showing through towards the tail.
 */
function brushStroke(
  canvas: Canvas,
  centre: (t: number) => Point,
  weight: number,
  pressure: Pressure,
  ink: string,
  dryStreaks: number,
): string {
  const { random, palette, unit } = canvas;
  const samples = 72;
  const left: Point[] = [];
  const right: Point[] = [];
  const wobble = createWave(random.fork('bristles'), 3, 0.6);
  // Each edge frays on its own, as bristles catch the paper's tooth.
  const frayLeft = createWave(random.fork('fray-left'), 6, 0.8);
  const frayRight = createWave(random.fork('fray-right'), 6, 0.8);
  for (let step = 0; step <= samples; step++) {
    const t = step / samples;
    const here = centre(t);
    const ahead = centre(Math.min(1, t + 0.01));
    const behind = centre(Math.max(0, t - 0.01));
    const angle = Math.atan2(ahead.y - behind.y, ahead.x - behind.x);
    const half = (weight / 2) * Math.max(0.02, pressure(t)) * (1 + wobble(t) * 0.22);
    const leftHalf = half * (1 + frayLeft(t * 3) * 0.08);
    const rightHalf = half * (1 + frayRight(t * 3) * 0.08);
    left.push({ x: here.x - Math.sin(angle) * leftHalf, y: here.y + Math.cos(angle) * leftHalf });
    right.push({
      x: here.x + Math.sin(angle) * rightHalf,
      y: here.y - Math.cos(angle) * rightHalf,
    });
  }
  const outline = polygonPath([...left, ...right.reverse()]);
  const streaks: string[] = [];
  for (let index = 0; index < dryStreaks; index++) {
    const offset = random.range(-0.38, 0.38) * weight;
    const start = random.range(0.3, 0.75);
    const points: Point[] = [];
    for (let step = 0; step <= 12; step++) {
      const t = start + ((1 - start) * step) / 12;
      const here = centre(t);
      const ahead = centre(Math.min(1, t + 0.01));
      const behind = centre(Math.max(0, t - 0.01));
      const angle = Math.atan2(ahead.y - behind.y, ahead.x - behind.x);
      const scaled = offset * Math.max(0.05, pressure(t));
      points.push({ x: here.x - Math.sin(angle) * scaled, y: here.y + Math.cos(angle) * scaled });
    }
    streaks.push(
      element('path', {
        d: smoothPath(points, false),
        fill: 'none',
        stroke: palette.paper,
        'stroke-width': weight * random.range(0.04, 0.1),
        'stroke-linecap': 'round',
        'stroke-dasharray': `${fmt(unit * random.range(0.02, 0.08))} ${fmt(unit * random.range(0.005, 0.03))}`,
        opacity: random.range(0.5, 0.9),
      }),
    );
  }
  // Ink thins as the brush empties: the stroke pales from its first touch to its tail.
  const head = centre(0);
  const tail = centre(1);
  const fill = linearGradient(canvas, head, tail, [
    [0, ink, 0.96],
    [1, mix(ink, palette.paper, 0.3), 0.85],
  ]);
  return group({}, [element('path', { d: outline, fill }), ...streaks]);
}

/** A square seal in cinnabar with an abstract mark cut into it (no lettering). */
function seal(canvas: Canvas, x: number, y: number): string {
  const { random, palette, unit } = canvas;
  const size = unit * 0.045;
  const bars: string[] = [];
  for (let index = 0; index < 4; index++) {
    const horizontal = random.chance(0.5);
    bars.push(
      element('rect', {
        x: x + size * (horizontal ? 0.2 : random.range(0.2, 0.7)),
        y: y + size * (horizontal ? random.range(0.2, 0.75) : 0.2),
        width: size * (horizontal ? random.range(0.3, 0.6) : 0.08),
        height: size * (horizontal ? 0.08 : random.range(0.3, 0.6)),
        fill: palette.paper,
        opacity: 0.9,
      }),
    );
  }
  return group({}, [
    element('rect', {
      x,
      y,
      width: size,
      height: size,
      rx: size * 0.08,
      fill: palette.accent,
      opacity: 0.88,
    }),
    ...bars,
  ]);
}

function enso(canvas: Canvas, ink: string): string {
  const { random, width, height, unit } = canvas;
  const centre = { x: width * random.range(0.44, 0.56), y: height * random.range(0.42, 0.5) };
  const radius = unit * random.range(0.26, 0.32);
  const start = random.range(-Math.PI, Math.PI);
  const sweep = Math.PI * random.range(1.7, 1.9);
  // A hand-drawn circle is never true: the radius drifts and wanders a little.
  const wander = createWave(random.fork('wander'), 2, 0.5);
  const drift = random.range(-0.08, 0.08);
  const surge = createWave(random.fork('surge'), 3, 0.7);
  return brushStroke(
    canvas,
    (t) => {
      const angle = start + sweep * t;
      const r = radius * (1 + drift * t + wander(t) * 0.06);
      return { x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r };
    },
    unit * random.range(0.065, 0.09),
    (t) => Math.min(1.15, (t / 0.035) * 1.15) * (1 - 0.8 * t ** 1.4) * (1 + surge(t) * 0.3),
    ink,
    random.int(5, 9),
  );
}

/** Bamboo: segmented stalks with knotted joints and clusters of narrow, tapering leaves. */
function bamboo(canvas: Canvas, ink: string): string {
  const { random, palette, width, height, unit } = canvas;
  const parts: string[] = [];
  const stalks = random.int(2, 3);
  for (let stalk = 0; stalk < stalks; stalk++) {
    const depth = stalk / stalks;
    const tone = mix(ink, palette.paper, 0.55 - depth * 0.5);
    const x = width * (0.3 + stalk * 0.2 + random.range(-0.05, 0.05));
    const lean = random.range(-0.06, 0.06) * width;
    const top = height * random.range(-0.05, 0.12);
    const bottom = height * 1.02;
    const thickness = unit * random.range(0.028, 0.042);
    const segments = random.int(4, 6);
    const segmentLength = (bottom - top) / segments;
    for (let segment = 0; segment < segments; segment++) {
      const from = bottom - segment * segmentLength;
      const to = from - segmentLength * 0.94;
      const shift = (share: number) => lean * (1 - share / height);
      parts.push(
        brushStroke(
          canvas,
          (t) => ({ x: x + shift(from + (to - from) * t), y: from + (to - from) * t }),
          thickness,
          // Joints swell slightly at both ends of each segment.
          (t) => 0.85 + 0.25 * (Math.abs(t - 0.5) * 2) ** 6,
          tone,
          random.int(0, 2),
        ),
      );
    }
    const clusters = random.int(1, 2);
    for (let cluster = 0; cluster < clusters; cluster++) {
      const joint = top + segmentLength * random.int(1, segments - 2);
      const origin = { x: x + lean * (1 - joint / height), y: joint };
      const side = random.chance(0.5) ? 1 : -1;
      const leaves = random.int(3, 5);
      for (let leaf = 0; leaf < leaves; leaf++) {
        // Bamboo leaves droop: they hang from the joint, down and away from the stalk.
        const droop = random.range(-0.3, 1.1);
        const angle = side > 0 ? droop : Math.PI - droop;
        const length = unit * random.range(0.13, 0.2);
        const bend = random.range(-0.15, 0.15);
        parts.push(
          brushStroke(
            canvas,
            (t) => ({
              x: origin.x + Math.cos(angle + bend * t) * length * t,
              y: origin.y + Math.sin(angle + bend * t) * length * t,
            }),
            unit * random.range(0.035, 0.05),
            (t) => Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.5 * (1 - 0.3 * t),
            tone,
            0,
          ),
        );
      }
    }
  }
  return parts.join('');
}

/** Ink-wash mountains: grey silhouettes that fade into mist at their feet. */
function washMountains(canvas: Canvas, ink: string): string {
  const { random, palette, width, height } = canvas;
  const layers: string[] = [];
  const count = random.int(3, 4);
  for (let index = 0; index < count; index++) {
    const depth = index / (count - 1);
    const baseline = height * (0.5 + depth * 0.28);
    const peak = height * (0.3 - depth * 0.14) * random.range(0.8, 1.2);
    const wave = createWave(random.fork(`peak${index}`), 4, 0.55);
    const points: Point[] = [];
    for (let step = 0; step <= 30; step++) {
      const x = step / 30;
      const ridge = 1 - Math.abs(wave(x));
      points.push({ x: x * width, y: baseline - peak * ridge ** 1.7 });
    }
    const tone = mix(palette.paper, ink, 0.18 + depth * 0.45);
    layers.push(
      element('path', {
        d:
          smoothPath(points, false) +
          pathData`L${width} ${baseline + height * 0.2}L0 ${baseline + height * 0.2}Z`,
        fill: linearGradient(
          canvas,
          { x: 0, y: baseline - peak },
          { x: 0, y: baseline + height * 0.12 },
          [
            [0, tone, 0.95],
            [0.55, tone, 0.6],
            [1, tone, 0],
          ],
        ),
      }),
    );
  }
  return layers.join('');
}

/** Sumi ink on rice paper: an ensō, bamboo stalks, or a wash of mountains, signed with a seal. */
export const inkBrush: StyleDefinition = {
  palettes: ['sumi', 'nordic', 'midnight', 'sage'],
  surface: 'paper',
  grain: 0.32,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const ground = lighten(palette.paper, 0.1);
    const ink = palette.ink;
    const mode = random.pick(['enso', 'bamboo', 'mountains'] as const);
    const body =
      mode === 'enso'
        ? enso(canvas, ink)
        : mode === 'bamboo'
          ? bamboo(canvas, ink)
          : washMountains(canvas, ink);
    const sealX = width - unit * random.range(0.1, 0.14);
    const sealY = height - unit * random.range(0.12, 0.18);
    return [fillCanvas(canvas, ground), body, seal(canvas, sealX, sealY)].join('');
  },
};
