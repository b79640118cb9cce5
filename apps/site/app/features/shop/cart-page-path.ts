/** CART-009: the cart page's address. */
export const CART_PAGE_PATH = '/cart/';
