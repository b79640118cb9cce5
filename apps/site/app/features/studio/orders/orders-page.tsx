import { formatMoney } from '@atelier/shop/money';
import { Form, Link } from 'react-router';
import { KeysetPager, StudioHeader, StudioTime } from '../studio-parts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-statuses';
import type { loadOrdersPage } from './orders-page.server';

type OrdersData = Awaited<ReturnType<typeof loadOrdersPage>>;

/** Issue 21: every order, newest first, with its status filter, search and export. */
export function OrdersPage({ data }: { data: OrdersData }) {
  const filtered = data.query !== '';
  return (
    <>
      <StudioHeader title="Orders">
        <a className="button button--small button--ghost" href={data.exportHref} download>
          Export CSV
        </a>
      </StudioHeader>
      <Form method="get" className="studio-filters studio-orders-filters">
        <fieldset className="studio-orders-filters__statuses">
          <legend>Status</legend>
          {ORDER_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={data.statuses.includes(status)}
              />{' '}
              {ORDER_STATUS_LABELS[status]}
            </label>
          ))}
        </fieldset>
        <label>
          Search{' '}
          <input
            type="search"
            name="q"
            className="input"
            defaultValue={data.query}
            placeholder="AT-10012, email or name"
            maxLength={100}
          />
        </label>
        <button type="submit" className="button button--small">
          Show
        </button>
      </Form>
      {data.orders.length === 0 ? (
        <p>No order matches{filtered ? ' this search' : ' these statuses'}.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Buyer</th>
              <th scope="col">Status</th>
              <th scope="col" className="studio-table__number">
                Total
              </th>
              <th scope="col">Payment</th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/studio/orders/${order.id}/`}>{order.number}</Link>
                </th>
                <td>
                  <StudioTime value={order.createdAt} />
                </td>
                <td>
                  {order.buyerName || '—'}
                  <br />
                  <span className="studio-orders__email">{order.email}</span>
                </td>
                <td>
                  <span className={`studio-order-status studio-order-status--${order.status}`}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </td>
                <td className="studio-table__number">
                  {formatMoney(order.totalCents, order.currency)}
                </td>
                <td>{order.paymentMethod}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Order pages" />
    </>
  );
}
