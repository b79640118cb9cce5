import type { CartView } from '@atelier/contracts/cart';
import { renderToStaticMarkup } from 'react-dom/server';
import { FRAGMENT_SELECTORS } from './cart-fragment-selectors';
import { CartCount, MiniCartContents } from './mini-cart-contents';

/** The cart fragments (CART-008): page-area selector → the markup that replaces it. */
export function renderCartFragments(cart: CartView, removeNonce: string): Record<string, string> {
  return {
    [FRAGMENT_SELECTORS.miniCart]: renderToStaticMarkup(
      <MiniCartContents cart={cart} removeNonce={removeNonce} />,
    ),
    [FRAGMENT_SELECTORS.count]: renderToStaticMarkup(<CartCount count={cart.itemCount} />),
  };
}
