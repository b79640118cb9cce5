import { ordersFilterOf } from '~/features/studio/orders/orders-filter';
import { ORDER_STATUS_LABELS } from '~/features/studio/orders/order-statuses';
import { everyRow, sendCsv } from '../csv-export';
import type { StudioDownload } from '../studio-routes';
import type { OrderExportRow, StudioOrders } from './studio-orders';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * Issue 21: `/studio/orders/export.csv`: the orders the list's filter shows (the same address
 * query), one row per order with its lines summarised, streamed page by page.
 */
export function ordersExportDownload(orders: StudioOrders): StudioDownload {
  return {
    path: '/studio/orders/export.csv',
    handle(request, reply) {
      const filter = ordersFilterOf(new URL(request.url, 'http://studio.invalid'));
      return sendCsv<OrderExportRow>(reply, {
        name: 'orders.csv',
        columns: [
          { header: 'Order', value: (order) => order.number },
          { header: 'Date (UTC)', value: (order) => order.createdAt },
          { header: 'Status', value: (order) => ORDER_STATUS_LABELS[order.status] },
          { header: 'Buyer', value: (order) => order.buyerName },
          { header: 'Email', value: (order) => order.email },
          { header: 'Items', value: (order) => order.lines },
          { header: 'Total', value: (order) => euros(order.totalCents) },
          { header: 'Currency', value: (order) => order.currency },
          { header: 'Payment method', value: (order) => order.paymentMethod },
          { header: 'Payment reference', value: (order) => order.paymentReference },
          {
            header: 'Delivery',
            value: (order) => (order.deliveryMethod === 'collect' ? 'Collect' : 'Ship'),
          },
        ],
        rows: everyRow((before, limit) => orders.exportPage(filter, { before, limit })),
      });
    },
  };
}
