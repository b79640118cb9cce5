import { formatMoney } from '@atelier/shop/money';
import { Form, Link, useNavigation } from 'react-router';
import { useState } from 'react';
import { CartThumbnail } from './cart-thumbnail';
import { OrderTotals } from './order-totals';
import type { loadCartPage, updateCartFromCartPage } from './cart-page.server';
import type { UnwrapData } from '~/shared/route-data';

type PageData = UnwrapData<Awaited<ReturnType<typeof loadCartPage>>>;
type ActionData = UnwrapData<Awaited<ReturnType<typeof updateCartFromCartPage>>>;

/** The cart page: the works in the cart, their quantities and the totals. */
export function CartPage({
  loaderData,
  actionData,
}: {
  loaderData: PageData;
  actionData: ActionData | undefined;
}) {
  const { cart, notice, nonce } = loaderData;
  const navigation = useNavigation();
  const notices = actionData?.notices ?? (notice ? [notice] : []);
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <h1 className="page__title">{loaderData.title || 'Cart'}</h1>
      </header>
      {notices.length > 0 ? (
        <div className="notice" role="status">
          {notices.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      {cart.items.length === 0 ? (
        <div className="empty-state">
          <p>Your cart is currently empty.</p>
          <Link className="button" to="/shop/">
            Return to the shop
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          {/* noValidate: a quantity above stock gets the site's message (by the field, and the
              server's notice after an update), not the browser's bubble. */}
          <Form
            method="post"
            className="cart-layout__items"
            aria-label="Artworks in your cart"
            noValidate
          >
            <input type="hidden" name="_wpnonce" value={nonce} />
            <table className="cart-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                  <th scope="col">Artwork</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Subtotal</th>
                </tr>
              </thead>
              <tbody>
                {cart.items.map((item) => (
                  <tr key={item.key} className="cart-table__row">
                    <td>
                      <a
                        className="cart-table__remove"
                        href={`/cart/?remove_item=${item.key}&_wpnonce=${nonce}`}
                        aria-label={`Remove “${item.title}” from the cart`}
                      >
                        ×
                      </a>
                    </td>
                    <td>
                      <div className="cart-table__product">
                        <CartThumbnail
                          thumbnail={item.thumbnail}
                          size={80}
                          placeholderClassName="cart-table__no-picture"
                        />
                        <div>
                          <Link to={item.productUrl} className="cart-table__title">
                            {item.title}
                          </Link>
                          <p className="cart-table__artist">{item.artistName}</p>
                          {item.options.length > 0 ? (
                            <p className="cart-table__options">
                              {item.options
                                .map((option) => `${option.name}: ${option.value}`)
                                .join(' · ')}
                            </p>
                          ) : null}
                        </div>
                      </div>
                    </td>
                    <td data-label="Price">{formatMoney(item.unitPriceCents)}</td>
                    <td data-label="Quantity">
                      <label className="visually-hidden" htmlFor={`quantity-${item.key}`}>
                        Quantity of {item.title}
                      </label>
                      <CartQuantityField
                        id={`quantity-${item.key}`}
                        name={`quantity[${item.key}]`}
                        defaultValue={item.quantity}
                        max={item.maxQuantity}
                      />
                    </td>
                    <td data-label="Subtotal">{formatMoney(item.lineTotalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="cart-layout__actions">
              <button
                type="submit"
                className="button button--ghost"
                disabled={navigation.state === 'submitting'}
              >
                {navigation.state === 'submitting' ? 'Updating…' : 'Update cart'}
              </button>
            </p>
          </Form>
          <aside className="cart-layout__totals summary-box" aria-labelledby="cart-totals-title">
            <h2 id="cart-totals-title" className="summary-box__title">
              Cart totals
            </h2>
            <OrderTotals
              subtotalCents={cart.subtotalCents}
              shippingCents={cart.shippingCents}
              totalCents={cart.totalCents}
              shippingLabel={`Shipping to ${loaderData.homeZoneLabel}`}
            />
            <p className="summary-box__note">
              Shipping elsewhere, or collecting at the gallery for free, is worked out at checkout.
            </p>
            <Link className="button summary-box__cta" to="/checkout/">
              Proceed to checkout
            </Link>
          </aside>
        </div>
      )}
    </main>
  );
}

const quantityAboveStockMessage = (max: number) =>
  max === 1
    ? 'Only 1 is in stock: please choose a quantity of 1.'
    : `Only ${max} are in stock: please choose ${max} or fewer.`;

/** A cart line's quantity: says at once, by the field, when it is more than is in stock. */
function CartQuantityField({
  id,
  name,
  defaultValue,
  max,
}: {
  id: string;
  name: string;
  defaultValue: number;
  max: number;
}) {
  const [aboveStock, setAboveStock] = useState(false);
  const messageId = `${id}-message`;
  return (
    <div className="cart-quantity">
      <input
        id={id}
        className="quantity-field"
        type="number"
        name={name}
        defaultValue={defaultValue}
        min={0}
        max={max}
        step={1}
        inputMode="numeric"
        aria-invalid={aboveStock || undefined}
        aria-describedby={aboveStock ? messageId : undefined}
        onChange={(event) => setAboveStock(Number(event.currentTarget.value) > max)}
      />
      {aboveStock ? (
        <p className="quantity__message" id={messageId} role="alert">
          {quantityAboveStockMessage(max)}
        </p>
      ) : null}
    </div>
  );
}
