/** SHOP-011: the cookie's name and lifetime. */
export const DEVICE_PIXEL_RATIO_COOKIE = 'devicePixelRatio';
export const DEVICE_PIXEL_RATIO_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Beyond three device pixels per CSS pixel nobody sees a difference, and a forged cookie must
 * not make the server pick enormous files.
 */
export const MAX_USEFUL_PIXEL_RATIO = 3;

/** The parts of `window` this needs, so tests can pass a stand-in (jsdom cannot reload). */
export interface PixelRatioWindow {
  devicePixelRatio: number;
  document: { cookie: string };
  location: { protocol: string; reload(): void };
}

export type PixelRatioOutcome =
  /** Nothing to do: a ratio of 1 with no cookie, or the cookie already holds the ratio. */
  | 'unchanged'
  /** The cookie was written and the page is reloading so the server can use it. */
  | 'reloading'
  /** The ratio is back to 1: a cookie from an earlier ratio was removed, without a reload. */
  | 'cleared'
  /** The browser refused the cookie: reloading would only loop, so the page stays as it is. */
  | 'cookie-refused';

/**
 * SHOP-011 / SHOP-012 as a script of its own, run inline at the top of the page's head
 * (early-head-script.ts) before any stylesheet, script or image is fetched, so the reload costs
 * the visitor nothing. A ratio other than 1 is saved for 7 days (path /) and the page reloaded
 * once. The reload happens only after the cookie reads back with the new value, so the next load
 * finds it equal and does nothing: there is no way into a reload loop. Plain ES5 reading `win`,
 * answering a PixelRatioOutcome; written as text because it runs before any bundle.
 */
export const PIXEL_RATIO_SCRIPT = `var ratio = win.devicePixelRatio;
if (!isFinite(ratio) || ratio <= 0) return 'unchanged';
var name = '${DEVICE_PIXEL_RATIO_COOKIE}';
var read = function () {
  var match = ('; ' + win.document.cookie).split('; ' + name + '=')[1];
  return match === undefined ? undefined : match.split(';')[0];
};
var saved = read();
var secure = win.location.protocol === 'https:' ? '; Secure' : '';
if (ratio === 1) {
  if (saved === undefined) return 'unchanged';
  win.document.cookie = name + '=; Max-Age=0; Path=/; SameSite=Lax' + secure;
  return 'cleared';
}
var value = String(ratio);
if (saved === value) return 'unchanged';
win.document.cookie = name + '=' + value + '; Max-Age=${DEVICE_PIXEL_RATIO_MAX_AGE_SECONDS}; Path=/; SameSite=Lax' + secure;
if (read() !== value) return 'cookie-refused';
win.location.reload();
return 'reloading';`;

/** Runs PIXEL_RATIO_SCRIPT against a window (the tests' stand-in; the page runs it inline). */
export function rememberDevicePixelRatio(win: PixelRatioWindow): PixelRatioOutcome {
  return new Function('win', PIXEL_RATIO_SCRIPT)(win) as PixelRatioOutcome;
}

/** The ratio a devicePixelRatio cookie holds, within 1…3; 1 when it is missing or not a number. */
export function pixelRatioFromCookie(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const ratio = Number(value);
  if (!Number.isFinite(ratio)) return 1;
  return Math.min(MAX_USEFUL_PIXEL_RATIO, Math.max(1, ratio));
}

/**
 * Server side: how many image pixels a picture shown `cssWidth` CSS pixels wide needs on the
 * visitor's screen, from the devicePixelRatio cookie (never less than the CSS width).
 */
export function preferredImageWidth(cssWidth: number, dprCookie: string | undefined): number {
  if (!Number.isFinite(cssWidth) || cssWidth <= 0) {
    throw new RangeError(
      `An image width must be a positive number of CSS pixels, not ${cssWidth}.`,
    );
  }
  return Math.ceil(cssWidth * pixelRatioFromCookie(dprCookie));
}
