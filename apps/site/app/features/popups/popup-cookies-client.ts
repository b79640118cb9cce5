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

/** POP-020: writes a popup cookie (SameSite=Lax, `path=/` when site-wide, Secure over https). */
export function writePopupCookie(
  rule: Pick<PopupCookieRule, 'name' | 'maxAgeSeconds' | 'sitewide'>,
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${popupCookieString(rule, window.location.pathname)}${secure}`;
}
