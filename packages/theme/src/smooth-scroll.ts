/**
 * THEME-009: when the page gets smooth scrolling. Only on devices without touch (a touch screen
 * scrolls with its own momentum, and a script in the way makes it lag); only when the setting is
 * `on`, or `on_parallax` while the page has a parallax stripe (the effect smooth scrolling is
 * there to show off). Anything else keeps the browser's native scrolling, and the demo's `off`
 * never smooths.
 *
 * API: `SmoothScrollSetting`, `smoothScrollApplies({ setting, touch, parallaxStripe })`.
 */

export type SmoothScrollSetting = 'off' | 'on' | 'on_parallax';

export interface SmoothScrollContext {
  /** The theme setting (`themeSettings.smoothScroll`); anything unknown counts as off. */
  setting: SmoothScrollSetting | string;
  /** The device has a touch screen (touch points or a coarse pointer). */
  touch: boolean;
  /** The page holds a parallax stripe. */
  parallaxStripe: boolean;
}

export function smoothScrollApplies({
  setting,
  touch,
  parallaxStripe,
}: SmoothScrollContext): boolean {
  if (touch) return false;
  if (setting === 'on') return true;
  if (setting === 'on_parallax') return parallaxStripe;
  return false;
}
