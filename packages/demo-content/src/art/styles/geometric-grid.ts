import type { Canvas } from '../canvas';
import { fillCanvas } from '../canvas';
import { darken, lighten, mix } from '../colour';
import type { StyleDefinition } from '../style';
import { element, group, pathData } from '../svg-markup';

interface Cell {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Recursive splits, longer side first, with a little chance to stop early for big calm areas. */
function subdivide(canvas: Canvas, cell: Cell, depth: number, minimum: number): Cell[] {
  const { random } = canvas;
  const splitVertically = cell.width > cell.height ? random.chance(0.75) : random.chance(0.25);
  const span = splitVertically ? cell.width : cell.height;
  const stopEarly = depth > 1 && random.chance(0.22 * depth);
  if (depth >= 5 || span < minimum * 2 || stopEarly) {
    return [cell];
  }
  const cut = span * random.pick([0.3, 0.38, 0.5, 0.62, 0.7]);
  const [first, second]: [Cell, Cell] = splitVertically
    ? [
        { ...cell, width: cut },
        { ...cell, x: cell.x + cut, width: cell.width - cut },
      ]
    : [
        { ...cell, height: cut },
        { ...cell, y: cell.y + cut, height: cell.height - cut },
      ];
  return [
    ...subdivide(canvas, first, depth + 1, minimum),
    ...subdivide(canvas, second, depth + 1, minimum),
  ];
}

/** A quarter circle, half circle or full circle set inside a cell, Bauhaus poster fashion. */
function cellShape(canvas: Canvas, cell: Cell, colour: string): string {
  const { random } = canvas;
  const radius = Math.min(cell.width, cell.height);
  const kind = random.pick(['quarter', 'half', 'circle'] as const);
  if (kind === 'circle') {
    return element('circle', {
      cx: cell.x + cell.width / 2,
      cy: cell.y + cell.height / 2,
      r: radius * 0.36,
      fill: colour,
    });
  }
  if (kind === 'half') {
    const centreX = cell.x + cell.width / 2;
    const baseY = random.chance(0.5) ? cell.y + cell.height : cell.y;
    const sweep = baseY === cell.y ? 0 : 1;
    const half = Math.min(cell.width / 2, cell.height) * 0.9;
    return element('path', {
      d: pathData`M${centreX - half} ${baseY}A${half} ${half} 0 0 ${sweep} ${centreX + half} ${baseY}Z`,
      fill: colour,
    });
  }
  const cornerX = random.chance(0.5) ? cell.x : cell.x + cell.width;
  const cornerY = random.chance(0.5) ? cell.y : cell.y + cell.height;
  const clipId = canvas.define('cell', (id) =>
    element(
      'clipPath',
      { id },
      element('rect', { x: cell.x, y: cell.y, width: cell.width, height: cell.height }),
    ),
  );
  return element('circle', {
    cx: cornerX,
    cy: cornerY,
    r: radius,
    fill: colour,
    'clip-path': `url(#${clipId})`,
  });
}

/** Mondrian-like black-ruled grids, or Bauhaus blocks with circles and arcs on a warm paper. */
export const geometricGrid: StyleDefinition = {
  palettes: ['bauhaus', 'terracotta', 'azulejo', 'ochre', 'nordic', 'sage'],
  surface: 'paper',
  grain: 0.3,
  paint(canvas) {
    const { random, palette, width, height, unit } = canvas;
    const ruled = random.chance(0.5);
    const margin = ruled ? 0 : unit * 0.06;
    const cells = subdivide(
      canvas,
      { x: margin, y: margin, width: width - margin * 2, height: height - margin * 2 },
      0,
      unit * 0.12,
    );
    const paper = lighten(palette.paper, 0.3);
    const colours = [
      palette.tones[1],
      palette.tones[2],
      palette.tones[3],
      palette.accent,
      palette.tones[4],
    ];
    const gap = ruled ? unit * random.range(0.012, 0.018) : unit * 0.008;
    const shapes: string[] = [];
    // Colour a fixed share of the cells (never fewer than two), so no picture comes out blank.
    const colouredCount = Math.max(2, Math.round(cells.length * (ruled ? 0.35 : 0.6)));
    const colouredCells = new Set(random.shuffle(cells).slice(0, colouredCount));
    for (const cell of cells) {
      const coloured = colouredCells.has(cell);
      const fill = coloured
        ? random.pick(colours)
        : mix(paper, palette.tones[0], random.range(0, 0.35));
      const inner = {
        x: cell.x + gap / 2,
        y: cell.y + gap / 2,
        width: cell.width - gap,
        height: cell.height - gap,
      };
      shapes.push(element('rect', { ...inner, fill }));
      if (!ruled && random.chance(0.45)) {
        const others = colours.filter((colour) => colour !== fill);
        shapes.push(
          cellShape(
            canvas,
            inner,
            coloured ? random.pick([paper, ...others]) : random.pick(others),
          ),
        );
      }
    }
    const ground = ruled ? palette.ink : paper;
    const border = ruled
      ? []
      : [
          element('rect', {
            x: margin - gap / 2,
            y: margin - gap / 2,
            width: width - margin * 2 + gap,
            height: height - margin * 2 + gap,
            fill: darken(paper, 0.02),
          }),
        ];
    return [fillCanvas(canvas, ground), ...border, group({}, shapes)].join('');
  },
};
