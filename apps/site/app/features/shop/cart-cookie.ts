import type { CartView } from '@atelier/contracts/cart';
import { readCookie } from '~/shared/cookies';

/**
 * The cart's public shadow (ADR 0011): `<item count>.<cart hash>`, readable by the page's
 * scripts, set with every answer that shows the cart and removed when it empties. Pages are the
 * same for every visitor, so the header cart learns from this cookie whether there is a cart to
 * show (and how many items, painted before the page's scripts run) without asking the server,
 * and asks only when the hash differs from the fragments it kept from the last answer. It holds
 * no secret: the cart itself stays behind the httpOnly session cookie.
 */
export const CART_COOKIE = 'atelier_cart';

/** As long as the session that holds the cart (sessions.ts). */
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface CartCookieState {
  itemCount: number;
  hash: string;
}

const VALUE = /^([1-9]\d{0,5})\.([A-Za-z0-9_-]{1,64})$/;

/** The cart a Cookie header or document.cookie announces, or undefined for none (or garbage). */
export function readCartCookie(cookies: string | null | undefined): CartCookieState | undefined {
  const match = VALUE.exec(readCookie(cookies, CART_COOKIE) ?? '');
  return match ? { itemCount: Number(match[1]), hash: match[2] ?? '' } : undefined;
}

/** The Set-Cookie header value that makes the cookie match `cart`. */
export function cartCookieHeader(
  cart: Pick<CartView, 'itemCount' | 'hash'>,
  options: { secure: boolean },
): string {
  const secure = options.secure ? '; Secure' : '';
  if (cart.itemCount <= 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(cart.hash)) {
    return `${CART_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  }
  return `${CART_COOKIE}=${cart.itemCount}.${cart.hash}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
