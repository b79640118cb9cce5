import type { CartView } from '@atelier/contracts/cart';
import { formatMoney } from '@atelier/shop/money';
import { CartThumbnail } from './cart-thumbnail';

/**
 * The mini cart's contents. It is rendered to markup on the server for the first page and for
 * every cart call's fragments, so the page and the calls can never disagree; the browser
 * handles its remove links by delegation.
 */
export function MiniCartContents({ cart, removeNonce }: { cart: CartView; removeNonce: string }) {
  if (cart.items.length === 0) {
    return (
      <div className="widget_shopping_cart_content">
        <p className="mini-cart__empty">No artworks in the cart yet.</p>
      </div>
    );
  }
  return (
    <div className="widget_shopping_cart_content">
      <ul className="mini-cart__list">
        {cart.items.map((item) => (
          <li key={item.key} className="mini-cart__item" data-cart-item-key={item.key}>
            <a
              href={`/cart/?remove_item=${item.key}&_wpnonce=${removeNonce}`}
              className="mini-cart__remove remove_from_cart_button"
              aria-label={`Remove “${item.title}” from the cart`}
              data-cart_item_key={item.key}
              data-product_id={item.productId}
            >
              ×
            </a>
            <a href={item.productUrl} className="mini-cart__product">
              <CartThumbnail
                thumbnail={item.thumbnail}
                size={64}
                placeholderClassName="mini-cart__no-picture"
                lazy
              />
              <span className="mini-cart__title">{item.title}</span>
            </a>
            {item.options.length > 0 ? (
              <dl className="mini-cart__options">
                {item.options.map((option) => (
                  <div key={option.name}>
                    <dt>{option.name}:</dt> <dd>{option.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <span className="mini-cart__quantity">
              {item.quantity} × {formatMoney(item.unitPriceCents)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mini-cart__total">
        <strong>Subtotal:</strong> {formatMoney(cart.subtotalCents)}
      </p>
      <p className="mini-cart__buttons">
        <a href="/cart/" className="button button--ghost button--small">
          View cart
        </a>
        <a href="/checkout/" className="button button--small">
          Checkout
        </a>
      </p>
    </div>
  );
}

/** SHOP-004: the count is the sum of quantities. */
export function CartCount({ count }: { count: number }) {
  return (
    <span className="cart-count" data-count={count}>
      {count}
    </span>
  );
}
