import {
  attributionFromCookies,
  SBJS_COOKIES,
  trackVisit,
  type AttributionFields,
  type CookieWrite,
} from '@atelier/shop/attribution';
import { readCookie } from '~/shared/cookies';
import { startCountingPageViews, type SeenPageView } from './page-view-queue';

/*
 * Order attribution (ATTR-001…004) counted in the browser, as the original site's sourcebuster
 * script does: pages are the same HTML for every visitor and may come from a cache (issue 13),
 * so no page answer sets a visitor's cookies. The rules are the pure ones of
 * `@atelier/shop/attribution`, applied to each page view from the browser's own address,
 * referrer, user agent and sbjs_ cookies; the checkout reads the cookies back.
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

/** One cookie write as `document.cookie` takes it: readable by the checkout, so not httpOnly. */
export function cookieAssignment(write: CookieWrite, secure: boolean): string {
  const maxAge = write.maxAgeSeconds === null ? '' : `; Max-Age=${write.maxAgeSeconds}`;
  return `${write.name}=${encodeURIComponent(write.value)}${maxAge}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

export interface PageView {
  /** The page's full address, without its fragment (the server never saw one either). */
  readonly url: string;
  /** Where the visitor came from: `document.referrer` on a full load, the previous page after. */
  readonly referrer: string;
  readonly userAgent: string;
  /** `document.cookie` before this view. */
  readonly cookieString: string;
  readonly now: Date;
}

/** ATTR-001…004: the `document.cookie` assignments one page view makes. */
export function pageViewCookies(view: PageView): string[] {
  const page = new URL(view.url);
  const { writes } = trackVisit({
    cookies: readAttributionCookies(view.cookieString),
    url: page.href,
    referrer: view.referrer,
    userAgent: view.userAgent,
    now: view.now,
    host: page.hostname,
  });
  return writes.map((write) => cookieAssignment(write, page.protocol === 'https:'));
}

const listeners = new Set<() => void>();

/** Called after each page view the browser counted, so readers of the cookies read them again. */
export function subscribeToPageViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts one page view in this document's cookies. */
export function countPageView(view: SeenPageView): void {
  for (const assignment of pageViewCookies({
    ...view,
    userAgent: navigator.userAgent,
    cookieString: document.cookie,
  })) {
    document.cookie = assignment;
  }
  for (const listener of listeners) listener();
}

// Loaded in the browser (by the root layout after the page, or by a page showing the fields):
// the views seen so far are counted now.
if (typeof document !== 'undefined') startCountingPageViews(countPageView);
