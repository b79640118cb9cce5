import { fillCanvas } from '../canvas';
import { darken, lighten, mix } from '../colour';
import type { Canvas } from '../canvas';
import type { StyleDefinition } from '../style';
import { element, pathData, smoothPath, type Point } from '../svg-markup';

interface Leaf {
  readonly base: Point;
  readonly angle: number;
  readonly length: number;
  readonly breadth: number;
}

/** An almond leaf: two curves from base to tip, bowed to either side of the midrib. */
function leafPath(leaf: Leaf): string {
  const { base, angle, length, breadth } = leaf;
  const tip = { x: base.x + Math.cos(angle) * length, y: base.y + Math.sin(angle) * length };
  const normal = { x: -Math.sin(angle), y: Math.cos(angle) };
  const along = (share: number) => ({
    x: base.x + Math.cos(angle) * length * share,
    y: base.y + Math.sin(angle) * length * share,
  });
  const middle = along(0.45);
  const side = (sign: number) => ({
    x: middle.x + normal.x * breadth * sign,
    y: middle.y + normal.y * breadth * sign,
  });
  const left = side(1);
  const right = side(-1);
  return pathData`M${base.x} ${base.y}Q${left.x} ${left.y} ${tip.x} ${tip.y}Q${right.x} ${right.y} ${base.x} ${base.y}Z`;
}

function paintStem(
  canvas: Canvas,
  root: Point,
  height: number,
  lean: number,
  colours: readonly string[],
): string {
  const { random, unit, palette } = canvas;
  const points: Point[] = [root];
  const segments = 4;
  for (let index = 1; index <= segments; index++) {
    const share = index / segments;
    points.push({
      x: root.x + lean * height * share * share + random.range(-0.02, 0.02) * unit,
      y: root.y - height * share,
    });
  }
  const parts: string[] = [
    element('path', {
      d: smoothPath(points, false),
      fill: 'none',
      stroke: darken(palette.tones[4], 0.1),
      'stroke-width': unit * 0.005,
      'stroke-linecap': 'round',
    }),
  ];
  const leafCount = random.int(6, 11);
  for (let index = 0; index < leafCount; index++) {
    const share = 0.18 + (index / leafCount) * 0.8;
    const segment = Math.min(segments - 1, Math.floor(share * segments));
    const from = points[segment] ?? root;
    const to = points[segment + 1] ?? from;
    const local = share * segments - segment;
    const base = { x: from.x + (to.x - from.x) * local, y: from.y + (to.y - from.y) * local };
    const stemAngle = Math.atan2(to.y - from.y, to.x - from.x);
    const side = index % 2 === 0 ? 1 : -1;
    const length = unit * random.range(0.1, 0.17) * (1.15 - share * 0.55);
    const colour = random.pick(colours);
    const leaf: Leaf = {
      base,
      angle: stemAngle + side * random.range(0.55, 1.0),
      length,
      breadth: length * random.range(0.22, 0.34),
    };
    const outlined = random.chance(0.2);
    parts.push(
      element('path', {
        d: leafPath(leaf),
        fill: outlined ? 'none' : colour,
        stroke: outlined ? darken(colour, 0.2) : 'none',
        'stroke-width': outlined ? unit * 0.003 : undefined,
        opacity: outlined ? 0.9 : random.range(0.82, 0.96),
      }),
      element('line', {
        x1: base.x,
        y1: base.y,
        x2: base.x + Math.cos(leaf.angle) * length * 0.8,
        y2: base.y + Math.sin(leaf.angle) * length * 0.8,
        stroke: outlined ? darken(colour, 0.2) : lighten(colour, 0.3),
        'stroke-width': unit * 0.0018,
        opacity: 0.7,
      }),
    );
  }
  // A bud or berry at the tip.
  const tip = points[points.length - 1] ?? root;
  parts.push(
    element('circle', {
      cx: tip.x,
      cy: tip.y,
      r: unit * random.range(0.012, 0.02),
      fill: palette.accent,
    }),
  );
  return parts.join('');
}

/** Abstract botanical study: a few stems with almond leaves before a pale sun or arch, like a modern print. */
export const botanical: StyleDefinition = {
  palettes: ['sage', 'olive', 'terracotta', 'ochre', 'rosewood', 'nordic'],
  surface: 'paper',
  grain: 0.3,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const ground = lighten(palette.paper, 0.2);
    const layers: string[] = [fillCanvas(canvas, ground)];
    const backdrop = mix(palette.tones[0], ground, 0.35);
    if (random.chance(0.5)) {
      layers.push(
        element('circle', {
          cx: width * random.range(0.35, 0.65),
          cy: height * random.range(0.3, 0.45),
          r: unit * random.range(0.25, 0.34),
          fill: backdrop,
        }),
      );
    } else {
      const archWidth = width * random.range(0.5, 0.64);
      const left = (width - archWidth) / 2;
      const top = height * 0.16 + archWidth / 2;
      const r = archWidth / 2;
      layers.push(
        element('path', {
          d: pathData`M${left} ${height * 0.86}L${left} ${top}A${r} ${r} 0 0 1 ${left + archWidth} ${top}L${left + archWidth} ${height * 0.86}Z`,
          fill: backdrop,
        }),
      );
    }
    const colours = [
      palette.tones[1],
      palette.tones[2],
      palette.tones[3],
      palette.tones[4],
      mix(palette.tones[2], palette.accent, 0.4),
    ];
    const stemCount = random.int(1, 3);
    for (let index = 0; index < stemCount; index++) {
      const root = {
        x: width * (0.5 + (index - (stemCount - 1) / 2) * 0.16) + random.range(-0.03, 0.03) * width,
        y: height * 0.88,
      };
      const stemHeight = height * random.range(0.5, 0.72);
      layers.push(paintStem(canvas, root, stemHeight, random.range(-0.25, 0.25), colours));
    }
    // A ground line anchors the stems.
    layers.push(
      element('rect', {
        x: width * 0.2,
        y: height * 0.88,
        width: width * 0.6,
        height: unit * 0.004,
        fill: darken(palette.tones[4], 0.1),
        opacity: 0.8,
      }),
    );
    return layers.join('');
  },
};
