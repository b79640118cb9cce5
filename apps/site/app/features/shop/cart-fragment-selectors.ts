/**
 * The selectors of the page areas the cart calls answer fragments for (CART-008). Their own
 * module: the header cart (every page) needs only these, not the mini cart's markup, which the
 * server draws.
 */
export const FRAGMENT_SELECTORS = {
  miniCart: 'div.widget_shopping_cart_content',
  count: 'span.cart-count',
} as const;
