import { Link } from 'react-router';
import { pageTitle } from '~/lib/page';
import { sitePage } from '~/lib/page.server';
import type { Route } from './+types/cart';

export async function loader({ context }: Route.LoaderArgs) {
  const { page, title } = await sitePage(context, 'cart', 'cart');
  return { page, title };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Cart') },
  { name: 'robots', content: 'noindex' },
];

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <h1 className="page__title">{loaderData.title || 'Cart'}</h1>
      </header>
      <div className="cart-layout">
        <section className="cart-layout__items" aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="visually-hidden">
            Artworks in your cart
          </h2>
          <div className="empty-state">
            <p>Your cart is currently empty.</p>
            <Link className="button" to="/shop/">
              Return to the shop
            </Link>
          </div>
        </section>
        <aside className="cart-layout__totals summary-box" aria-labelledby="cart-totals-title">
          <h2 id="cart-totals-title" className="summary-box__title">
            Cart totals
          </h2>
          <dl className="summary-box__rows">
            <div>
              <dt>Subtotal</dt>
              <dd>€0</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>Calculated at checkout</dd>
            </div>
            <div className="summary-box__total">
              <dt>Total</dt>
              <dd>€0</dd>
            </div>
          </dl>
        </aside>
      </div>
    </main>
  );
}
