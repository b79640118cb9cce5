/**
 * LIST-007, LIST-008, LIST-018: grid items go from not shown to animation-triggered to shown,
 * one after the other (100 ms apart, 200 ms on a phone), and the reveal resets 2500 ms after
 * the window is resized.
 *
 * API: `REVEAL_STAGGER_MS`, `REVEAL_MOBILE_WIDTH_PX`, `REVEAL_RESET_AFTER_RESIZE_MS`,
 * `revealDelayMs(index, viewportWidth)`.
 */
export const REVEAL_STAGGER_MS = { desktop: 100, mobile: 200 } as const;
/** The theme's mobile layout starts below 760 px (D2 §9). */
export const REVEAL_MOBILE_WIDTH_PX = 760;
export const REVEAL_RESET_AFTER_RESIZE_MS = 2500;

/** The delay before the item at `index` (0-based, among those being revealed) starts. */
export function revealDelayMs(index: number, viewportWidth: number): number {
  const position = Number.isFinite(index) ? Math.max(0, Math.floor(index)) : 0;
  const step =
    Number.isFinite(viewportWidth) && viewportWidth < REVEAL_MOBILE_WIDTH_PX
      ? REVEAL_STAGGER_MS.mobile
      : REVEAL_STAGGER_MS.desktop;
  return position * step;
}
