import { Link } from 'react-router';
import { pageTitle } from '~/lib/page';
import { sitePage } from '~/lib/page.server';
import type { Route } from './+types/checkout';

export async function loader({ context }: Route.LoaderArgs) {
  const { page, title } = await sitePage(context, 'checkout', 'checkout');
  return { page, title };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Checkout') },
  { name: 'robots', content: 'noindex' },
];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <h1 className="page__title">{loaderData.title || 'Checkout'}</h1>
      </header>
      <ol className="checkout-steps" aria-label="Checkout steps">
        <li aria-current="step">Billing details</li>
        <li>Payment</li>
        <li>Confirmation</li>
      </ol>
      <div className="empty-state">
        <p>There is nothing to check out yet: your cart is empty.</p>
        <Link className="button" to="/shop/">
          Choose an artwork
        </Link>
      </div>
    </main>
  );
}
