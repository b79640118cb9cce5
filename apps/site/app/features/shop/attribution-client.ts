import {
  attributionFromCookies,
  SBJS_COOKIES,
  type AttributionFields,
} from '@atelier/shop/attribution';
import { readCookie } from '~/shared/cookies';

/*
 * Page views are counted on the server (server/shop/attribution.ts), which sets the sbjs_
 * cookies; the browser only reads them back for the checkout's attribution fields.
 */

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
