import { SHIPPING_POLICY } from '@atelier/shop/cart';
import { md5Hex } from '@atelier/shop/digest';
import { formatMoney } from '@atelier/shop/money';
import { readCookie } from './cookies';

/** SHOP-007: the value of the store-notice cookie once the visitor has dismissed the notice. */
export const STORE_NOTICE_HIDDEN = 'hidden';

const noticeText = `Free shipping on orders over ${formatMoney(SHIPPING_POLICY.freeFromCents)} · Commissions open for spring`;

/**
 * The site's store notice. Its id is the md5 of its text, as the original shop does, so a new
 * text shows again to visitors who dismissed the old one.
 */
export const SITE_STORE_NOTICE = { id: md5Hex(noticeText), text: noticeText } as const;

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
