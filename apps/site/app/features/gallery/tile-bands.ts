import { columnsFor } from '@atelier/gallery/tile-columns';
import { layoutTiles, type TileLayout, type TileSize } from '@atelier/gallery/tile-layout';
import type { CSSProperties } from 'react';

/**
 * The server does not know the visitor's screen, yet the first paint must be laid out (CLS 0).
 * So the page carries the layout of each column band of GAL-010, computed at a reference
 * container width for that band (the page's container at the band's widest screen: the screen
 * less the gutters, at most 1240 px), and the stylesheet picks the band with a media query.
 * Positions are in `cqw` (hundredths of the gallery's width), so the chosen layout scales to
 * the actual container. The browser keeps this layout until a resize changes the width
 * (GAL-007), then lays out at the measured width in exact pixels.
 */
export const COLUMN_BANDS = [
  { band: 1, viewport: 320, container: 288 },
  { band: 2, viewport: 480, container: 448 },
  { band: 3, viewport: 800, container: 752 },
  { band: 4, viewport: 1024, container: 962 },
  { band: 5, viewport: 4000, container: 1240 },
] as const;

export type BandLayouts = { band: number; layout: TileLayout }[];

export function bandLayouts(tiles: readonly TileSize[]): BandLayouts {
  return COLUMN_BANDS.map(({ band, viewport, container }) => ({
    band,
    layout: layoutTiles(tiles, { containerWidth: container, columns: columnsFor(viewport) }),
  }));
}

const cqw = (pixels: number, containerWidth: number) =>
  `${((pixels / containerWidth) * 100).toFixed(4)}cqw`;

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

/** A tile's place in every band, as custom properties the stylesheet reads per band. */
export function bandTileStyle(layouts: BandLayouts, index: number): CSSProperties {
  const style: CustomProperties = {};
  for (const { band, layout } of layouts) {
    const placement = layout.placements[index];
    if (!placement) continue;
    style[`--ftg-l${band}`] = cqw(placement.left, layout.containerWidth);
    style[`--ftg-t${band}`] = cqw(placement.top, layout.containerWidth);
    style[`--ftg-w${band}`] = cqw(placement.width, layout.containerWidth);
    style[`--ftg-h${band}`] = cqw(placement.height, layout.containerWidth);
  }
  return style;
}

/** The grid's height in every band. */
export function bandGridStyle(layouts: BandLayouts): CSSProperties {
  const style: CustomProperties = {};
  for (const { band, layout } of layouts) {
    style[`--ftg-gh${band}`] = cqw(layout.height, layout.containerWidth);
  }
  return style;
}

/** A tile's `sizes`: its width in each band, so the browser picks the variant it needs. */
export function bandSizes(layouts: BandLayouts, index: number): string {
  const parts: string[] = [];
  for (const [i, { band, layout }] of layouts.entries()) {
    const placement = layout.placements[index];
    if (!placement) continue;
    const bound = COLUMN_BANDS[i];
    const width = `${Math.ceil(placement.width)}px`;
    parts.push(
      band === COLUMN_BANDS.length || !bound ? width : `(max-width: ${bound.viewport}px) ${width}`,
    );
  }
  return parts.join(', ') || '100vw';
}

/** Exact pixels at the measured width, once the browser has relaid the gallery out. */
export function exactTileStyle(layout: TileLayout, index: number): CSSProperties {
  const placement = layout.placements[index];
  return placement
    ? {
        left: `${placement.left}px`,
        top: `${placement.top}px`,
        width: `${placement.width}px`,
        height: `${placement.height}px`,
      }
    : {};
}
