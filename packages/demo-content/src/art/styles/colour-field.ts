import { fillCanvas, linearGradient, radialGradient, type Canvas } from '../canvas';
import { darken, lighten, mix } from '../colour';
import type { StyleDefinition } from '../style';
import { element, group, type Point } from '../svg-markup';

interface Block {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly colour: string;
}

/**
 * A white alpha mask that fades out over `feather` on every side: four gradient strips, four radial
 * corners and a solid centre. It gives blurred edges at the cost of plain shapes; a real
 * feGaussianBlur costs about 100 ms per block at 1600 px.
 */
function featherMask(canvas: Canvas, block: Block, feather: number): string {
  const { x, y, width, height } = block;
  const inner = {
    left: x + feather,
    top: y + feather,
    right: x + width - feather,
    bottom: y + height - feather,
  };
  const fade = (from: Point, to: Point) =>
    linearGradient(canvas, from, to, [
      [0, '#ffffff', 0],
      [1, '#ffffff', 1],
    ]);
  const corner = (centre: Point) =>
    radialGradient(canvas, centre, feather, [
      [0, '#ffffff', 1],
      [1, '#ffffff', 0],
    ]);
  const innerWidth = inner.right - inner.left;
  const innerHeight = inner.bottom - inner.top;
  const pieces = [
    element('rect', {
      x: inner.left,
      y: inner.top,
      width: innerWidth,
      height: innerHeight,
      fill: '#ffffff',
    }),
    element('rect', {
      x: inner.left,
      y,
      width: innerWidth,
      height: feather,
      fill: fade({ x: 0, y }, { x: 0, y: inner.top }),
    }),
    element('rect', {
      x: inner.left,
      y: inner.bottom,
      width: innerWidth,
      height: feather,
      fill: fade({ x: 0, y: y + height }, { x: 0, y: inner.bottom }),
    }),
    element('rect', {
      x,
      y: inner.top,
      width: feather,
      height: innerHeight,
      fill: fade({ x, y: 0 }, { x: inner.left, y: 0 }),
    }),
    element('rect', {
      x: inner.right,
      y: inner.top,
      width: feather,
      height: innerHeight,
      fill: fade({ x: x + width, y: 0 }, { x: inner.right, y: 0 }),
    }),
    element('rect', {
      x,
      y,
      width: feather,
      height: feather,
      fill: corner({ x: inner.left, y: inner.top }),
    }),
    element('rect', {
      x: inner.right,
      y,
      width: feather,
      height: feather,
      fill: corner({ x: inner.right, y: inner.top }),
    }),
    element('rect', {
      x,
      y: inner.bottom,
      width: feather,
      height: feather,
      fill: corner({ x: inner.left, y: inner.bottom }),
    }),
    element('rect', {
      x: inner.right,
      y: inner.bottom,
      width: feather,
      height: feather,
      fill: corner({ x: inner.right, y: inner.bottom }),
    }),
  ];
  return canvas.define('mask', (id) =>
    element('mask', { id, maskUnits: 'userSpaceOnUse', x, y, width, height }, pieces.join('')),
  );
}

function paintBlock(canvas: Canvas, block: Block): string {
  const { random, unit } = canvas;
  const feather = unit * random.range(0.022, 0.034);
  const maskId = featherMask(canvas, block, feather);
  const body = element('rect', {
    x: block.x,
    y: block.y,
    width: block.width,
    height: block.height,
    fill: linearGradient(canvas, { x: 0, y: block.y }, { x: 0, y: block.y + block.height }, [
      [0, lighten(block.colour, random.range(0.02, 0.1))],
      [0.55, block.colour],
      [1, darken(block.colour, random.range(0.04, 0.12))],
    ]),
  });
  // Horizontal drags of thinner paint give the surface its brushed, luminous unevenness.
  const strokes: string[] = [];
  const strokeCount = random.int(14, 22);
  for (let index = 0; index < strokeCount; index++) {
    const strokeHeight = block.height * random.range(0.04, 0.14);
    const strokeWidth = block.width * random.range(0.45, 0.9);
    const tint = random.chance(0.5) ? lighten(block.colour, 0.18) : darken(block.colour, 0.15);
    strokes.push(
      element('ellipse', {
        cx: block.x + strokeWidth / 2 + random.range(0, block.width - strokeWidth),
        cy: block.y + random.range(0, block.height),
        rx: strokeWidth / 2,
        ry: strokeHeight / 2,
        fill: tint,
        opacity: random.range(0.05, 0.12),
      }),
    );
  }
  return group({ mask: `url(#${maskId})`, opacity: random.range(0.9, 0.97) }, [body, ...strokes]);
}

/** Rothko-like: two or three soft rectangles stacked on a deep ground. */
export const colourField: StyleDefinition = {
  palettes: ['terracotta', 'rosewood', 'dusk', 'ochre', 'atlantic', 'midnight', 'olive'],
  surface: 'canvas',
  grain: 0.35,
  paint(canvas) {
    const { random, palette, width, height } = canvas;
    const tones = palette.tones;
    const ground = random.chance(0.7) ? darken(tones[4], random.range(0.05, 0.25)) : tones[3];
    const blockCount = random.chance(0.6) ? 2 : 3;
    const sideMargin = width * random.range(0.07, 0.11);
    const topMargin = height * random.range(0.05, 0.08);
    const gap = height * random.range(0.03, 0.05);
    const weights = Array.from({ length: blockCount }, () => random.range(0.6, 1.4));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const available = height - topMargin * 2 - gap * (blockCount - 1);
    const choices = [
      tones[0],
      tones[1],
      tones[2],
      palette.accent,
      mix(tones[1], palette.accent, 0.5),
    ];
    const colours = random.shuffle(choices).slice(0, blockCount);

    const blocks: Block[] = [];
    let cursor = topMargin;
    weights.forEach((weight, index) => {
      const blockHeight = (available * weight) / total;
      blocks.push({
        x: sideMargin,
        y: cursor,
        width: width - sideMargin * 2,
        height: blockHeight,
        colour: colours[index] ?? tones[1],
      });
      cursor += blockHeight + gap;
    });

    const glow = radialGradient(
      canvas,
      { x: width / 2, y: height * 0.45 },
      Math.max(width, height) * 0.75,
      [
        [0, lighten(ground, 0.12)],
        [1, darken(ground, 0.2)],
      ],
    );
    return [
      fillCanvas(canvas, ground),
      fillCanvas(canvas, glow),
      ...blocks.map((block) => paintBlock(canvas, block)),
    ].join('');
  },
};
