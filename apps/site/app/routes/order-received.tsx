import { databaseIdFromPath } from '@atelier/contracts/ids';
import { formatMoney } from '@atelier/shop/money';
import { data, Link } from 'react-router';
import { OrderTotals } from '~/features/shop/order-totals';
import { PostalAddress } from '~/features/shop/postal-address';
import { formatLongDate } from '~/shared/format';
import type { Route } from './+types/order-received';
import { seoMeta } from '~/shared/seo';

/** An order key as the checkout makes them (`order_` and random URL-safe text), a little wider. */
const ORDER_KEY = /^[\w-]{1,100}$/;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // An order number that no order could have (too large, signed, not digits) or a key that no
  // order has is simply not found: it never reaches the database as a query it would refuse.
  const id = databaseIdFromPath(params.orderId);
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const order =
    id !== undefined && ORDER_KEY.test(key)
      ? await context.services.checkout.confirmation(id, key)
      : undefined;
  if (!order) throw data(null, { status: 404 });
  return { page: { postId: 0, type: 'page' as const, template: 'order-received' }, order };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data ? `Order ${args.data.order.number} received` : 'Order received',
    description: 'Your order at Atelier.',
    noindex: true,
  });

export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container order-received">
      <header className="page__header">
        <p className="eyebrow">Order received</p>
        <h1 className="page__title">Thank you, {order.billing.firstName}.</h1>
        <p className="lead">
          Your order {order.number} has been received. A confirmation is on its way to {order.email}
          .
        </p>
      </header>
      <dl className="order-overview">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatLongDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(order.totalCents, order.currency)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.paymentTitle}</dd>
        </div>
        {order.paymentReference ? (
          <div>
            <dt>Payment reference</dt>
            <dd data-testid="payment-reference">{order.paymentReference}</dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery</dt>
          <dd>{order.deliveryMethod === 'collect' ? 'Collection at the gallery' : 'Shipping'}</dd>
        </div>
      </dl>
      {order.instructions.length > 0 ? (
        <section className="notice" aria-labelledby="next-steps">
          <h2 id="next-steps" className="section__title section__title--small">
            What happens next
          </h2>
          {order.instructions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="order-details" className="summary-box">
        <h2 id="order-details" className="summary-box__title">
          Order details
        </h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id} className="order-lines__item">
              <span>
                {line.title} <span className="order-lines__quantity">× {line.quantity}</span>
                {Object.keys(line.attributes).length > 0 ? (
                  <span className="order-lines__options">
                    {Object.entries(line.attributes)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join(' · ')}
                  </span>
                ) : null}
              </span>
              <span>{formatMoney(line.lineTotalCents, order.currency)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotalCents={order.subtotalCents}
          shippingCents={order.shippingCents}
          totalCents={order.totalCents}
          currency={order.currency}
          delivery={order.deliveryMethod}
        />
        <div className="order-addresses">
          <div>
            <h3 className="contact-card__subtitle">Billing address</h3>
            <PostalAddress address={order.billing}>
              <br />
              {order.billing.phone} · {order.billing.email}
            </PostalAddress>
          </div>
          {order.deliveryMethod === 'ship' ? (
            <div>
              <h3 className="contact-card__subtitle">Shipping address</h3>
              {order.shippingAddress ? (
                <PostalAddress address={order.shippingAddress} />
              ) : (
                <p>Same as the billing address.</p>
              )}
            </div>
          ) : null}
        </div>
      </section>
      <p>
        <Link className="button" to="/shop/">
          Continue browsing
        </Link>
      </p>
    </main>
  );
}
