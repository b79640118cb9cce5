import { readCookie } from '~/shared/cookies';

/** SHOP-007: the value of the store-notice cookie once the visitor has dismissed the notice. */
export const STORE_NOTICE_HIDDEN = 'hidden';

/** SHOP-007: `store_notice` followed by the notice id. */
export const storeNoticeCookieName = (id: string) => `store_notice${id}`;

/** SHOP-006: read on the server (Cookie header) and in the browser (document.cookie) alike. */
export function isStoreNoticeHidden(cookieHeader: string | null | undefined, id: string): boolean {
  return readCookie(cookieHeader, storeNoticeCookieName(id)) === STORE_NOTICE_HIDDEN;
}

/**
 * SHOP-008: remembers the dismissal. Like the original shop's, the cookie lasts for the browser
 * session (path /), so the notice stays away on every later page of the visit.
 */
export function rememberStoreNoticeHidden(id: string, doc: Document = document) {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${storeNoticeCookieName(id)}=${STORE_NOTICE_HIDDEN}; Path=/; SameSite=Lax${secure}`;
}
