/**
 * THEME-010: which kind of device the page is on (phone, tablet, desktop), from what the browser
 * can tell without sniffing the user agent: the viewport's width, touch points and whether the
 * primary pointer is coarse (a finger) or fine (a mouse). A narrow window on a computer stays a
 * desktop; a touch laptop with a mouse as its primary pointer too.
 *
 * API: `DEVICE_FLAGS`, `DeviceKind`, `DeviceSignals`, `deviceKind(signals)`,
 * `deviceFlagAttributes(signals)`.
 */

export const DEVICE_FLAGS = Object.freeze({
  /** Touch devices narrower than this are phones (the theme's mobile switch point). */
  phoneBelowPx: 768,
  /** Touch devices narrower than this (and not phones) are tablets; wider ones, desktops. */
  tabletBelowPx: 1280,
  /** THEME-010: the debounced resize event waits this long after the last resize. */
  resizeDebounceMs: 200,
  /** The event others listen to (`window.addEventListener('atelier:resize', …)`). */
  resizeEvent: 'atelier:resize',
} as const);

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export interface DeviceSignals {
  /** The viewport's width, CSS px. */
  width: number;
  /** Touch points exist (`navigator.maxTouchPoints > 0`). */
  touch: boolean;
  /** The primary pointer is coarse (`(pointer: coarse)`). */
  coarsePointer: boolean;
}

/**
 * A device whose primary pointer is a finger is a phone below 768 px and a tablet below 1280 px;
 * everything else is a desktop. Touch points with a fine primary pointer (a touch laptop) do not
 * make a phone out of a computer: only a coarse pointer does, or touch with no pointer reported.
 */
export function deviceKind({ width, touch, coarsePointer }: DeviceSignals): DeviceKind {
  const fingerFirst = coarsePointer || (touch && !Number.isFinite(width));
  if (!fingerFirst) return 'desktop';
  const size = Number.isFinite(width) && width > 0 ? width : DEVICE_FLAGS.phoneBelowPx - 1;
  if (size < DEVICE_FLAGS.phoneBelowPx) return 'phone';
  if (size < DEVICE_FLAGS.tabletBelowPx) return 'tablet';
  return 'desktop';
}

/** The attributes the root element carries: `data-device` and `data-touch`. */
export function deviceFlagAttributes(signals: DeviceSignals): {
  'data-device': DeviceKind;
  'data-touch': 'true' | 'false';
} {
  return {
    'data-device': deviceKind(signals),
    'data-touch': signals.touch || signals.coarsePointer ? 'true' : 'false',
  };
}
