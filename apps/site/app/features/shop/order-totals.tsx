import { formatMoney } from '@atelier/shop/money';

/** Subtotal, shipping and total, as the cart, the checkout and the confirmation show them. */
export function OrderTotals({
  subtotalCents,
  shippingCents,
  totalCents,
  currency,
  delivery = 'ship',
  shippingLabel = 'Shipping',
}: {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  currency?: string | undefined;
  /** A collected order ships nothing: its shipping row says so rather than "Free". */
  delivery?: 'ship' | 'collect' | undefined;
  shippingLabel?: string | undefined;
}) {
  return (
    <dl className="summary-box__rows">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotalCents, currency)}</dd>
      </div>
      <div>
        <dt>{delivery === 'collect' ? 'Collection at the gallery' : shippingLabel}</dt>
        <dd>
          {delivery === 'collect' || shippingCents === 0
            ? 'Free'
            : formatMoney(shippingCents, currency)}
        </dd>
      </div>
      <div className="summary-box__total">
        <dt>Total</dt>
        <dd>{formatMoney(totalCents, currency)}</dd>
      </div>
    </dl>
  );
}
