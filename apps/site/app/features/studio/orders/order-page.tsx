import { formatMoney } from '@atelier/shop/money';
import { Link } from 'react-router';
import { StudioForm, StudioHeader, StudioNotice, StudioTime } from '../studio-parts';
import type { loadOrderPage, OrderActionResult } from './order-page.server';
import { ORDER_STATUS_LABELS, TRANSITION_LABELS } from './order-statuses';

type OrderData = Awaited<ReturnType<typeof loadOrderPage>>;
type Order = OrderData['order'];

interface PostalAddress {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country?: string;
  phone?: string;
  email?: string;
}

/** An address as lines, leaving out what the buyer left empty. */
function AddressLines({ address }: { address: PostalAddress }) {
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.state, address.country].filter(Boolean).join(', '),
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="studio-order__address">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

function Money({ cents, order }: { cents: number; order: Order }) {
  return <>{formatMoney(cents, order.currency)}</>;
}

/** Issue 21: one order: its lines, addresses, payment, attribution, notes and what may be done. */
export function OrderPage({
  data,
  result,
}: {
  data: OrderData;
  result?: OrderActionResult | undefined;
}) {
  const { order, nonce } = data;
  // What a gateway took and gave back so far: a part refund may give some of the rest.
  const refundedSoFar = order.gatewayPayment?.refundedCents ?? 0;
  const leftCents = order.gatewayPayment
    ? order.gatewayPayment.amountCents - refundedSoFar
    : order.totalCents;
  const partRefundable = order.refundable && order.gatewayPayment !== null && leftCents > 0;
  const attribution = Object.entries(order.attribution);
  return (
    <>
      <StudioHeader title={`Order ${order.number}`}>
        <Link className="button button--small button--ghost" to="/studio/orders/">
          All orders
        </Link>
      </StudioHeader>
      <StudioNotice result={result} />
      <p className="studio-order__summary">
        Placed <StudioTime value={order.createdAt} /> ·{' '}
        <span className={`studio-order-status studio-order-status--${order.status}`}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>{' '}
        · {formatMoney(order.totalCents, order.currency)}
      </p>

      <section className="studio-order__actions" aria-labelledby="order-actions">
        <h2 id="order-actions">What can be done</h2>
        {order.moves.length === 0 && !order.refundable && !order.restockable ? (
          <p>
            {order.status === 'refunded' || order.status === 'cancelled'
              ? `A ${ORDER_STATUS_LABELS[order.status].toLowerCase()} order is final.`
              : 'Nothing can be changed by hand on this order now.'}
            {order.restocked ? ' Its works were put back in stock.' : ''}
          </p>
        ) : (
          <div className="studio-order__buttons">
            {order.moves.map((to) => (
              <StudioForm key={to} nonce={nonce} intent="status" className="studio-inline-form">
                <input type="hidden" name="status" value={to} />
                <button type="submit" className="button button--small">
                  {TRANSITION_LABELS[to]}
                </button>
              </StudioForm>
            ))}
            {order.refundable ? (
              <StudioForm
                nonce={nonce}
                intent="refund"
                className="studio-inline-form"
                confirm={`Refund ${order.number} ${refundedSoFar > 0 ? `(the ${formatMoney(leftCents, order.currency)} not refunded yet)` : `in full (${formatMoney(order.totalCents, order.currency)})`}? The money goes back through ${order.paymentMethod} and the works go back in stock. This cannot be undone.`}
              >
                <button type="submit" className="button button--small studio-button--danger">
                  {refundedSoFar > 0
                    ? `Refund the rest, ${formatMoney(leftCents, order.currency)}`
                    : `Refund ${formatMoney(order.totalCents, order.currency)}`}
                </button>
              </StudioForm>
            ) : null}
            {order.restockable ? (
              <StudioForm
                nonce={nonce}
                intent="restock"
                className="studio-inline-form"
                confirm={`Put the works of ${order.number} back in stock? This is done once; no money moves.`}
              >
                <button type="submit" className="button button--small">
                  Restock without refund
                </button>
              </StudioForm>
            ) : null}
          </div>
        )}
        {partRefundable ? (
          <StudioForm
            // A new form once money went back, so the amount just refunded is not offered again.
            key={refundedSoFar}
            nonce={nonce}
            intent="refund"
            className="studio-order__part-refund"
            confirm={(form) =>
              `Give ${String(new FormData(form).get('amount') ?? '').trim()} € of ${order.number} back through ${order.paymentMethod}? The order stays ${ORDER_STATUS_LABELS[order.status].toLowerCase()} and no work goes back in stock. This cannot be undone.`
            }
          >
            <label htmlFor="refund-amount">Refund part of the payment (€)</label>
            <input
              id="refund-amount"
              name="amount"
              className="input studio-order__amount"
              inputMode="decimal"
              autoComplete="off"
              required
              aria-describedby="refund-amount-hint"
            />
            <button type="submit" className="button button--small">
              Refund this amount
            </button>
            <p id="refund-amount-hint" className="studio-order__hint">
              Up to {formatMoney(leftCents, order.currency)}, for a damaged frame or a late
              delivery, say. The order stays as it is; refund the rest to refund the order.
            </p>
          </StudioForm>
        ) : null}
        {order.refundable ? (
          <p className="studio-order__hint">
            A refund gives the money back through the gateway that took it (an order paid by bank
            transfer or at collection is marked refunded: give the money back yourself) and puts the
            works back in stock.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="order-lines">
        <h2 id="order-lines">Items</h2>
        <table className="studio-table">
          <caption className="visually-hidden">Items of {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col">SKU</th>
              <th scope="col" className="studio-table__number">
                Quantity
              </th>
              <th scope="col" className="studio-table__number">
                Price
              </th>
              <th scope="col" className="studio-table__number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.title}
                  {Object.entries(line.attributes).map(([name, value]) => (
                    <span key={name} className="studio-order__option">
                      {name}: {value}
                    </span>
                  ))}
                </th>
                <td>{line.sku}</td>
                <td className="studio-table__number">{line.quantity}</td>
                <td className="studio-table__number">
                  <Money cents={line.unitPriceCents} order={order} />
                </td>
                <td className="studio-table__number">
                  <Money cents={line.lineTotalCents} order={order} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Subtotal
              </th>
              <td className="studio-table__number">
                <Money cents={order.subtotalCents} order={order} />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {order.deliveryMethod === 'collect' ? 'Collected at the gallery' : 'Shipping'}
              </th>
              <td className="studio-table__number">
                <Money cents={order.shippingCents} order={order} />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="studio-table__number">
                <Money cents={order.totalCents} order={order} />
              </td>
            </tr>
          </tfoot>
        </table>
      </section>

      <div className="studio-order__columns">
        <section aria-labelledby="order-billing">
          <h2 id="order-billing">Billing</h2>
          <AddressLines address={order.billing} />
        </section>
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">Delivery</h2>
          {order.deliveryMethod === 'collect' ? (
            <p>Collected at the gallery.</p>
          ) : order.shippingAddress ? (
            <AddressLines address={order.shippingAddress} />
          ) : (
            <p>Shipped to the billing address.</p>
          )}
        </section>
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl className="studio-order__facts">
            <dt>Method</dt>
            <dd>{order.paymentMethod}</dd>
            <dt>Reference</dt>
            <dd>{order.paymentReference ? <code>{order.paymentReference}</code> : '—'}</dd>
            <dt>Paid</dt>
            <dd>{order.paidAt ? <StudioTime value={order.paidAt} /> : '—'}</dd>
            {order.gatewayPayment ? (
              <>
                <dt>Refunded</dt>
                <dd>
                  {refundedSoFar === 0
                    ? 'Nothing yet'
                    : `${formatMoney(refundedSoFar, order.currency)} of ${formatMoney(order.gatewayPayment.amountCents, order.currency)}`}
                </dd>
              </>
            ) : null}
            <dt>Account</dt>
            <dd>{order.customerId === null ? 'Guest order' : `Customer #${order.customerId}`}</dd>
          </dl>
        </section>
        <section aria-labelledby="order-attribution">
          <h2 id="order-attribution">Attribution</h2>
          {attribution.length === 0 ? (
            <p>No attribution was recorded.</p>
          ) : (
            <dl className="studio-order__facts">
              {attribution.map(([name, value]) => (
                <div key={name}>
                  <dt>{name.replaceAll('_', ' ')}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>

      <section aria-labelledby="order-notes">
        <h2 id="order-notes">Notes</h2>
        {order.customerNote ? (
          <blockquote className="studio-order__note">
            <p className="studio-order__note-author">The buyer wrote:</p>
            <p>{order.customerNote}</p>
          </blockquote>
        ) : null}
        {order.notes.length === 0 ? (
          <p>No owner note yet.</p>
        ) : (
          <ol className="studio-order__notes">
            {order.notes.map((note) => (
              <li key={note.id} className="studio-order__note">
                <p className="studio-order__note-author">
                  {note.authorEmail}, <StudioTime value={note.createdAt} />
                </p>
                <p>{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <StudioForm nonce={nonce} intent="note">
          <label htmlFor="order-note">Add a note (owners only)</label>
          <textarea
            id="order-note"
            name="note"
            className="input"
            rows={3}
            maxLength={2000}
            required
          />
          <button type="submit" className="button button--small">
            Add note
          </button>
        </StudioForm>
        <p>
          <Link to={`/studio/audit/?subject=${encodeURIComponent(`order:${order.id}`)}`}>
            Every owner action on this order
          </Link>
        </p>
      </section>
    </>
  );
}
