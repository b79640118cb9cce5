import {
  DEVICE_FLAGS,
  deviceFlagAttributes,
  type DeviceKind,
  type DeviceSignals,
} from '@atelier/theme/device-flags';
import { smoothScrollApplies } from '@atelier/theme/smooth-scroll';
import { readThemeSettings } from './theme-settings';

/** `atelier:resize`'s detail: the device kind after the resize. */
export interface DeviceResizeDetail {
  device: DeviceKind;
  width: number;
}

declare global {
  interface WindowEventMap {
    'atelier:resize': CustomEvent<DeviceResizeDetail>;
  }
}

/** What the browser tells of the device now. */
export function deviceSignals(win: Window = window): DeviceSignals {
  return {
    width: win.innerWidth,
    touch: (win.navigator.maxTouchPoints ?? 0) > 0,
    coarsePointer:
      typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches,
  };
}

/** A parallax stripe on the page (the original theme's class, or this site's attribute). */
const PARALLAX_STRIPE = '[data-parallax-stripe], .stripe-parallax-bg';

/**
 * THEME-009: marks the root element `data-smooth-scroll="on"` when the rule says the page gets
 * smooth scrolling; the stylesheet then sets `scroll-behavior: smooth` (not under reduced motion).
 * With the demo's setting (`off`) nothing is marked, and no script of its own is ever loaded:
 * the browser's wheel scrolling is already smooth, the rule only decides about the rest.
 */
export function applySmoothScroll(win: Window = window): boolean {
  const doc = win.document;
  const settings = readThemeSettings(doc);
  const signals = deviceSignals(win);
  const applies = smoothScrollApplies({
    setting: settings?.themeSettings.smoothScroll ?? 'off',
    touch: signals.touch || signals.coarsePointer,
    parallaxStripe: doc.querySelector(PARALLAX_STRIPE) !== null,
  });
  if (applies) doc.documentElement.dataset.smoothScroll = 'on';
  else delete doc.documentElement.dataset.smoothScroll;
  return applies;
}

function writeFlags(win: Window): DeviceKind {
  const attributes = deviceFlagAttributes(deviceSignals(win));
  const root = win.document.documentElement;
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  return attributes['data-device'];
}

/**
 * THEME-010: the device flags on `<html>` (`data-device="phone|tablet|desktop"`,
 * `data-touch`), kept right as the window changes, and one `atelier:resize` event on `window`
 * 200 ms after the last resize (or turn of the device), for anything that lays itself out again.
 * Loaded after hydration (its own chunk), so it costs the first load nothing. Answers a stop.
 */
export function startDeviceFlags(win: Window = window): () => void {
  writeFlags(win);
  applySmoothScroll(win);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = () => {
    timer = undefined;
    const device = writeFlags(win);
    applySmoothScroll(win);
    win.dispatchEvent(
      new CustomEvent<DeviceResizeDetail>(DEVICE_FLAGS.resizeEvent, {
        detail: { device, width: win.innerWidth },
      }),
    );
  };
  const resized = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(settled, DEVICE_FLAGS.resizeDebounceMs);
  };
  win.addEventListener('resize', resized);
  win.addEventListener('orientationchange', resized);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    win.removeEventListener('resize', resized);
    win.removeEventListener('orientationchange', resized);
  };
}
