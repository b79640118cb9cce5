import { formatMoney } from '@atelier/shop/money';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { OrderTotals } from '~/features/shop/order-totals';
import { formFields } from '~/shared/form-data';
import { pageTitle } from '~/shared/page';
import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const removeKey = url.searchParams.get('remove_item');
  // The mini cart's remove links work without JavaScript too (and are the fallback, CART-013).
  if (removeKey) {
    const nonce = url.searchParams.get('_wpnonce');
    if (context.services.nonces.verify('ajax', context.sessionId, nonce)) {
      const removed = await context.services.cart.remove(context.sessionId, removeKey);
      throw redirect(removed ? '/cart/?removed=1' : '/cart/', 303);
    }
    throw redirect('/cart/?expired=1', 303);
  }
  const [{ page, title }, cart] = await Promise.all([
    sitePage(context, 'cart', 'cart'),
    context.services.cart.view(context.sessionId),
  ]);
  const notice = url.searchParams.has('removed')
    ? 'The artwork was removed from your cart.'
    : url.searchParams.has('expired')
      ? 'The page was out of date, so nothing was changed. Please try again.'
      : undefined;
  return {
    page,
    title,
    cart,
    notice,
    nonce: context.services.nonces.issue('ajax', context.sessionId),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await request.formData());
  if (!context.services.nonces.verify('ajax', context.sessionId, fields._wpnonce)) {
    return data(
      { notices: ['The page was out of date, so nothing was changed. Please try again.'] },
      { status: 403 },
    );
  }
  const quantities = Object.fromEntries(
    Object.entries(fields)
      .map(
        ([name, value]) => [/^quantity\[([a-f0-9]{32})\]$/.exec(name)?.[1], Number(value)] as const,
      )
      .filter(
        (entry): entry is [string, number] => entry[0] !== undefined && Number.isFinite(entry[1]),
      ),
  );
  const notices = await context.services.cart.setQuantities(context.sessionId, quantities);
  return { notices: notices.length > 0 ? notices : ['Cart updated.'] };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Cart') },
  { name: 'robots', content: 'noindex' },
];

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
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
          <Form method="post" className="cart-layout__items" aria-label="Artworks in your cart">
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
                        <img
                          src={item.thumbnail.src}
                          srcSet={item.thumbnail.srcSet}
                          sizes="80px"
                          width={80}
                          alt=""
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
                      <input
                        id={`quantity-${item.key}`}
                        className="quantity-field"
                        type="number"
                        name={`quantity[${item.key}]`}
                        defaultValue={item.quantity}
                        min={0}
                        max={item.maxQuantity}
                        step={1}
                        inputMode="numeric"
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
            />
            <Link className="button summary-box__cta" to="/checkout/">
              Proceed to checkout
            </Link>
          </aside>
        </div>
      )}
    </main>
  );
}
