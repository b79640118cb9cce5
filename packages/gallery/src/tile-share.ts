/**
 * The tile gallery's share buttons (GAL-003, DEC-16: Facebook, X, Pinterest, each in a 600 × 400
 * window) and its Pinterest pin button (GAL-014).
 */

export const SHARE_NETWORKS = Object.freeze(['facebook', 'x', 'pinterest'] as const);
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Human names for labels ("Share on …"). */
export const SHARE_NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = Object.freeze({
  facebook: 'Facebook',
  x: 'X (Twitter)',
  pinterest: 'Pinterest',
});

export interface SharedPicture {
  /** The absolute address of the page that shows the picture. */
  pageUrl: string;
  /** The absolute address of the picture itself (Pinterest pins it). */
  imageUrl: string;
  title: string;
}

export function isShareNetwork(value: string): value is ShareNetwork {
  return (SHARE_NETWORKS as readonly string[]).includes(value);
}

/**
 * The network's share page for a picture; every value is percent-encoded, so a title with `&` or
 * `#` stays one value. The X address is the same `twitter.com/intent/tweet` the quiz share uses.
 */
export function shareAddress(network: ShareNetwork, picture: SharedPicture): string {
  const page = encodeURIComponent(picture.pageUrl);
  const title = encodeURIComponent(picture.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${page}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${page}&text=${title}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${page}&media=${encodeURIComponent(picture.imageUrl)}&description=${title}`;
  }
}

/** GAL-003: share windows are 600 by 400. */
export const SHARE_WINDOW = Object.freeze({ width: 600, height: 400 });

export interface ScreenArea {
  width: number;
  height: number;
  /** The screen's (or the browser window's) own offset, for a second monitor. */
  left?: number;
  top?: number;
}

function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/**
 * The `window.open` features of a share window: 600 × 400, centred on the area given (the screen
 * or the browser window), never off its top-left. No `noopener`: with it `window.open` answers
 * null even when the window opened, so the caller could not tell a blocked popup (and fall back to
 * the link's new tab) — the caller sets the new window's `opener` to null instead.
 */
export function shareWindowFeatures(area: ScreenArea): string {
  const { width, height } = SHARE_WINDOW;
  const originLeft = finiteOr(area.left, 0);
  const originTop = finiteOr(area.top, 0);
  const left = originLeft + Math.max(0, Math.round((finiteOr(area.width, width) - width) / 2));
  const top = originTop + Math.max(0, Math.round((finiteOr(area.height, height) - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/** GAL-014: the pin button. */
export const PIN_BUTTON = Object.freeze({
  position: 'bottom-left',
  size: 54,
  margins: Object.freeze({ bottom: 50, top: 20, left: 10, right: 20 }),
  /** Viewports narrower than this are small screens: no hover, so the button always shows. */
  smallScreenBelow: 768,
} as const);

export interface PinButtonPlacement {
  /** Px from the tile's top-left corner. */
  left: number;
  top: number;
  size: number;
  /** On hover (and keyboard focus) on large screens; always on small (touch) screens. */
  visible: 'hover' | 'always';
}

/**
 * GAL-014: the pin button bottom-left of a tile, `left` from its left edge and `bottom` from its
 * bottom edge. On a tile too small for that, the top and right margins win (it moves up and left),
 * and it never leaves the tile's top-left corner.
 */
export function pinButtonPlacement(
  tile: { width: number; height: number },
  viewportWidth: number,
): PinButtonPlacement {
  const { size, margins, smallScreenBelow } = PIN_BUTTON;
  const width = Math.max(0, finiteOr(tile.width, 0));
  const height = Math.max(0, finiteOr(tile.height, 0));
  const left = Math.max(0, Math.min(margins.left, width - margins.right - size));
  const fromBottom = height - margins.bottom - size;
  const top =
    fromBottom >= margins.top ? fromBottom : Math.max(0, Math.min(margins.top, height - size));
  return {
    left,
    top,
    size,
    visible: viewportWidth < smallScreenBelow ? 'always' : 'hover',
  };
}
