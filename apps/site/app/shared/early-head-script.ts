import { PIXEL_RATIO_SCRIPT } from './device-pixel-ratio';

/** The cookies whose state the page's first paint must show (ADR 0011). */
export interface EarlyHeadCookies {
  /** `top-hide=true`: the visitor folded the top bar. */
  topBar: string;
  /** `store_notice<id>=hidden`: the visitor dismissed the current store notice. */
  storeNotice: string;
  /** `<count>.<hash>`: the visitor has a cart of that many items (features/shop/cart-cookie.ts). */
  cart: string;
}

/** The attributes the script sets on <html>, for the stylesheet and for the components. */
export const EARLY_STATE = {
  topBarHidden: 'data-top-hide',
  storeNoticeHidden: 'data-store-notice-hidden',
  cartCount: 'data-cart-count',
  /** A CSS custom property holding the cart count as a string, for the badge painted early. */
  cartCountProperty: '--atelier-cart-count',
} as const;

/**
 * The first thing in the page's head, inline (its CSP hash is in the page's policy). Pages are
 * the same for every visitor (ADR 0011), so what depends on one visitor's cookies cannot be in
 * the HTML; this script reads those cookies before anything is painted and marks <html>, and
 * the stylesheet shows the page in the visitor's state at once: the top bar folded, the store
 * notice dismissed, the cart count. The components take over when they hydrate, and remove the
 * marks. It also runs SHOP-011/012 (the pixel-ratio cookie and its one reload) before any
 * stylesheet, script or image has been fetched. Plain ES5: it runs before any bundle.
 */
export function earlyHeadScript(cookies: EarlyHeadCookies): string {
  const names = JSON.stringify(cookies).replace(/</g, '\\u003c');
  const state = JSON.stringify(EARLY_STATE);
  return `(function (win, names, state) {
var root = win.document.documentElement;
var read = function (name) {
  var match = ('; ' + win.document.cookie).split('; ' + name + '=')[1];
  return match === undefined ? undefined : match.split(';')[0];
};
if (read(names.topBar) === 'true') root.setAttribute(state.topBarHidden, '');
if (read(names.storeNotice) === 'hidden') root.setAttribute(state.storeNoticeHidden, '');
var cart = /^([1-9][0-9]{0,5})[.]/.exec(read(names.cart) || '');
if (cart) {
  root.setAttribute(state.cartCount, cart[1]);
  root.style.setProperty(state.cartCountProperty, '"' + cart[1] + '"');
}
(function () {
${PIXEL_RATIO_SCRIPT}
})();
})(window, ${names}, ${state});`;
}

/** Reads one early mark and removes it: the component now shows the state itself. */
export function takeEarlyState(attribute: string): string | null {
  const root = document.documentElement;
  const value = root.getAttribute(attribute);
  root.removeAttribute(attribute);
  return value;
}
