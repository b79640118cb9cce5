import { element, fmt, group } from './art/svg-markup';
import { renderArtworkSvg, type ArtSpec } from './artwork-svg';
import { createRandom } from './random';

/**
 * The extra pictures of a product page's gallery, painted from the same art as the work itself:
 * a close-up of the surface, and the work hung at true scale in a room.
 */
export type ArtworkView =
  | {
      readonly kind: 'detail';
      /** The work's own proportions (its centimetres will do). */
      readonly workWidth: number;
      readonly workHeight: number;
    }
  | {
      readonly kind: 'in-situ';
      readonly widthCm: number;
      readonly heightCm: number;
      /** Originals hang in a thin oak frame; prints in a black frame over a white mount. */
      readonly frame: 'oak' | 'black-with-mount';
    };

/** How much of the work a detail shows, per side: a 2.5× close-up. */
export const DETAIL_ZOOM = 2.5;

/** The room's scale: the wall spans 400 cm across a 1600 px wide picture. */
const PX_PER_CM_AT_1600 = 4;
/** Works hang with their centre at eye level, the gallery convention. */
const HANGING_CENTRE_CM = 150;
/** The bench under the work gives the eye a size it knows. */
const BENCH_WIDTH_CM = 160;
const BENCH_HEIGHT_CM = 45;

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`renderArtworkViewSvg: ${name} must be a positive number, got ${value}.`);
  }
}

/** Long side of the work as painted inside a view; enough for its largest display size. */
function paintedSize(width: number, height: number, longSide: number) {
  return width >= height
    ? { width: longSide, height: (longSide * height) / width }
    : { width: (longSide * width) / height, height: longSide };
}

/** The standalone SVG of the work, re-rooted as a nested element placed at x, y, w × h. */
function nestedArtwork(
  art: ArtSpec,
  painted: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
  viewBox: string,
): string {
  const svg = renderArtworkSvg(art, painted.width, painted.height);
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return element(
    'svg',
    {
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      viewBox,
      preserveAspectRatio: 'xMidYMid slice',
    },
    inner,
  );
}

function renderDetail(
  art: ArtSpec,
  view: Extract<ArtworkView, { kind: 'detail' }>,
  widthPx: number,
  heightPx: number,
): string {
  assertPositive('workWidth', view.workWidth);
  assertPositive('workHeight', view.workHeight);
  // Painted at the zoom, so the brushwork and grain are drawn at full resolution, not enlarged.
  const painted = paintedSize(
    view.workWidth,
    view.workHeight,
    Math.max(widthPx, heightPx) * DETAIL_ZOOM,
  );
  const cropWidth = Math.min(painted.width, (painted.width / DETAIL_ZOOM) * (widthPx / heightPx));
  const cropHeight = Math.min(painted.height, (cropWidth * heightPx) / widthPx);
  // The seed chooses where the eye lands, away from the edges, the same spot on every run.
  const random = createRandom(art.seed ^ 0x5eed);
  const cropX = (painted.width - cropWidth) * (0.25 + random.next() * 0.5);
  const cropY = (painted.height - cropHeight) * (0.25 + random.next() * 0.5);
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: widthPx,
      height: heightPx,
      viewBox: `0 0 ${fmt(widthPx)} ${fmt(heightPx)}`,
    },
    nestedArtwork(
      art,
      painted,
      { x: 0, y: 0, width: widthPx, height: heightPx },
      `${fmt(cropX)} ${fmt(cropY)} ${fmt(cropWidth)} ${fmt(cropHeight)}`,
    ),
  );
}

function renderInSitu(
  art: ArtSpec,
  view: Extract<ArtworkView, { kind: 'in-situ' }>,
  widthPx: number,
  heightPx: number,
): string {
  assertPositive('widthCm', view.widthCm);
  assertPositive('heightCm', view.heightCm);
  const scale = (PX_PER_CM_AT_1600 * widthPx) / 1600;
  const cm = (value: number) => value * scale;
  const floorY = heightPx * 0.9;
  const frameCm = view.frame === 'oak' ? 2.5 : 2;
  const mountCm = view.frame === 'black-with-mount' ? 7 : 0;
  const workWidth = cm(view.widthCm);
  const workHeight = cm(view.heightCm);
  const outerWidth = workWidth + cm(2 * (frameCm + mountCm));
  const outerHeight = workHeight + cm(2 * (frameCm + mountCm));
  const centreY = Math.max(outerHeight / 2 + cm(10), floorY - cm(HANGING_CENTRE_CM));
  const frameX = (widthPx - outerWidth) / 2;
  const frameY = centreY - outerHeight / 2;
  const benchWidth = cm(BENCH_WIDTH_CM);
  const benchHeight = cm(BENCH_HEIGHT_CM);
  const benchX = (widthPx - benchWidth) / 2;
  const frameColour = view.frame === 'oak' ? '#b08a5a' : '#1d1d1f';
  const painted = paintedSize(view.widthCm, view.heightCm, Math.max(workWidth, workHeight));

  const defs = element(
    'defs',
    {},
    [
      element(
        'linearGradient',
        { id: 'room-wall', x1: 0, y1: 0, x2: 0, y2: 1 },
        `${element('stop', { offset: 0, 'stop-color': '#eeebe5' })}${element('stop', { offset: 1, 'stop-color': '#dcd7ce' })}`,
      ),
      element(
        'radialGradient',
        { id: 'room-light', cx: 0.5, cy: 0.25, r: 0.6 },
        `${element('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.55 })}${element('stop', { offset: 1, 'stop-color': '#ffffff', 'stop-opacity': 0 })}`,
      ),
      element(
        'linearGradient',
        { id: 'room-floor', x1: 0, y1: 0, x2: 0, y2: 1 },
        `${element('stop', { offset: 0, 'stop-color': '#a47c55' })}${element('stop', { offset: 1, 'stop-color': '#7d5a3b' })}`,
      ),
      element(
        'filter',
        { id: 'room-shadow', x: -0.2, y: -0.2, width: 1.4, height: 1.4 },
        element('feGaussianBlur', { stdDeviation: fmt(cm(1.6)) }),
      ),
    ].join(''),
  );
  const room = [
    element('rect', { width: widthPx, height: floorY, fill: 'url(#room-wall)' }),
    element('rect', { width: widthPx, height: floorY, fill: 'url(#room-light)' }),
    element('rect', { y: floorY - cm(8), width: widthPx, height: cm(8), fill: '#f7f5f1' }),
    element('rect', {
      y: floorY,
      width: widthPx,
      height: heightPx - floorY,
      fill: 'url(#room-floor)',
    }),
  ];
  const hanging = [
    element('rect', {
      x: frameX + cm(1),
      y: frameY + cm(2),
      width: outerWidth,
      height: outerHeight,
      fill: '#000000',
      opacity: 0.28,
      filter: 'url(#room-shadow)',
    }),
    element('rect', {
      x: frameX,
      y: frameY,
      width: outerWidth,
      height: outerHeight,
      fill: frameColour,
    }),
    mountCm > 0
      ? element('rect', {
          x: frameX + cm(frameCm),
          y: frameY + cm(frameCm),
          width: outerWidth - cm(2 * frameCm),
          height: outerHeight - cm(2 * frameCm),
          fill: '#fbfaf7',
        })
      : '',
    nestedArtwork(
      art,
      painted,
      {
        x: frameX + cm(frameCm + mountCm),
        y: frameY + cm(frameCm + mountCm),
        width: workWidth,
        height: workHeight,
      },
      `0 0 ${fmt(painted.width)} ${fmt(painted.height)}`,
    ),
  ];
  const bench = group({ fill: '#3b3a36' }, [
    element('rect', {
      x: benchX,
      y: floorY - benchHeight,
      width: benchWidth,
      height: cm(6),
      rx: cm(1),
      fill: '#6b5440',
    }),
    element('rect', {
      x: benchX + cm(8),
      y: floorY - benchHeight + cm(6),
      width: cm(4),
      height: benchHeight - cm(6),
    }),
    element('rect', {
      x: benchX + benchWidth - cm(12),
      y: floorY - benchHeight + cm(6),
      width: cm(4),
      height: benchHeight - cm(6),
    }),
    element('ellipse', {
      cx: widthPx / 2,
      cy: floorY + cm(2),
      rx: benchWidth / 2,
      ry: cm(3),
      fill: '#000000',
      opacity: 0.18,
    }),
  ]);
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: widthPx,
      height: heightPx,
      viewBox: `0 0 ${fmt(widthPx)} ${fmt(heightPx)}`,
    },
    `${defs}${room.join('')}${hanging.join('')}${bench}`,
  );
}

/** Paints one view of a work as a standalone SVG of exactly widthPx × heightPx; pure. */
export function renderArtworkViewSvg(
  art: ArtSpec,
  view: ArtworkView,
  widthPx: number,
  heightPx: number,
): string {
  assertPositive('widthPx', widthPx);
  assertPositive('heightPx', heightPx);
  return view.kind === 'detail'
    ? renderDetail(art, view, widthPx, heightPx)
    : renderInSitu(art, view, widthPx, heightPx);
}
