import {
  attributionFromCookies,
  SBJS_COOKIES,
  trackVisit,
  type AttributionFields,
  type CookieWrite,
} from '@atelier/shop/attribution';
import { readCookie } from './cookies';

/** The sbjs_ cookies a cookie string holds (absent ones are left out). */
export function readAttributionCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const name of Object.values(SBJS_COOKIES)) {
    const value = readCookie(cookieString, name);
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

/** ATTR-003: the attribution fields the browser's cookies hold now. */
export const attributionFromCookieString = (cookieString: string): AttributionFields =>
  attributionFromCookies(readAttributionCookies(cookieString));

function cookieLine(write: CookieWrite, secure: boolean): string {
  const maxAge = write.maxAgeSeconds === null ? '' : `; Max-Age=${write.maxAgeSeconds}`;
  return `${write.name}=${encodeURIComponent(write.value)}${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * ATTR-001…004: counts this page view in the sbjs_ cookies, as the original site's order
 * attribution script does on every page load, and returns the fields they now hold. Attribution
 * must never break a page, so a failure is reported to the console and yields null.
 */
export function trackAttribution(win: Window = window, now: Date = new Date()) {
  try {
    const { writes, fields } = trackVisit({
      cookies: readAttributionCookies(win.document.cookie),
      url: win.location.href,
      referrer: win.document.referrer,
      userAgent: win.navigator.userAgent,
      now,
      host: win.location.hostname,
    });
    const secure = win.location.protocol === 'https:';
    for (const write of writes) win.document.cookie = cookieLine(write, secure);
    return fields;
  } catch (error) {
    console.warn('Order attribution could not record this visit.', error);
    return null;
  }
}
