import { SHIPPING_POLICY } from '@atelier/shop/cart';
import { md5Hex } from '@atelier/shop/digest';
import { formatMoney } from '@atelier/shop/money';

const noticeText = `Free shipping on orders over ${formatMoney(SHIPPING_POLICY.freeFromCents)} · Commissions open for spring`;

/**
 * The site's store notice. Its id is the md5 of its text, as the original shop does, so a new
 * text shows again to visitors who dismissed the old one. Computed on the server only: the
 * browser receives the id as data and needs no md5 code.
 */
export const SITE_STORE_NOTICE = { id: md5Hex(noticeText), text: noticeText } as const;
