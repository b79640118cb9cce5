import { formatMoney } from '@atelier/shop/money';

/** Subtotal, shipping and total, as the cart, the checkout and the confirmation show them. */
export function OrderTotals({
  subtotalCents,
  shippingCents,
  totalCents,
  currency,
}: {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  currency?: string;
}) {
  return (
    <dl className="summary-box__rows">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotalCents, currency)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{shippingCents === 0 ? 'Free' : formatMoney(shippingCents, currency)}</dd>
      </div>
      <div className="summary-box__total">
        <dt>Total</dt>
        <dd>{formatMoney(totalCents, currency)}</dd>
      </div>
    </dl>
  );
}
