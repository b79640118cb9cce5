import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import { md5Hex } from '@atelier/shop/digest';
import { formatMoney } from '@atelier/shop/money';

// Shipping is free from a threshold in Portugal and the EU only (each zone has its own rates).
const { domestic, eu } = DEMO_SHOP_SETTINGS.shipping.zones;
const freeFromCents = Math.max(domestic.freeFromCents, eu.freeFromCents);
const noticeText = `Free shipping in Portugal and the EU on orders over ${formatMoney(freeFromCents)} · Commissions open for spring`;

/**
 * The site's store notice. Its id is the md5 of its text, as the original shop does, so a new
 * text shows again to visitors who dismissed the old one. Computed on the server only: the
 * browser receives the id as data and needs no md5 code.
 */
export const SITE_STORE_NOTICE = { id: md5Hex(noticeText), text: noticeText } as const;
