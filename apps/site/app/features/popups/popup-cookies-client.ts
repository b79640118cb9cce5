import { popupCookieString, type PopupCookieRule } from '@atelier/popups/popup-cookies';

/** The names of the cookies this page can see. */
export function presentCookieNames(): Set<string> {
  const names = new Set<string>();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) {
      try {
        names.add(decodeURIComponent(name));
      } catch {
        names.add(name);
      }
    }
  }
  return names;
}

/** The cookies this page has written: name and path kind → when the cookie ends (ms). */
const writtenUntil = new Map<string, number>();

/**
 * POP-020: writes a popup cookie (SameSite=Lax, `path=/` when site-wide, Secure over https).
 * A write never shortens a cookie this page wrote before: a form's success sets a year, and the
 * popup's own close that follows must not cut it to the close's 30 days (a browser does not let a
 * script read a cookie's expiry, so the page keeps what it wrote).
 */
export function writePopupCookie(
  rule: Pick<PopupCookieRule, 'name' | 'maxAgeSeconds' | 'sitewide'>,
  now: number = Date.now(),
): void {
  const key = `${rule.name}|${rule.sitewide ? 'site' : 'page'}`;
  const until = now + rule.maxAgeSeconds * 1000;
  if ((writtenUntil.get(key) ?? 0) > until) return;
  writtenUntil.set(key, until);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${popupCookieString(rule, window.location.pathname)}${secure}`;
}
