import type { AppLoadContext } from 'react-router';
import { requireOwner } from '../studio-access.server';
import { keysetRequestOf } from '../studio-paths';
import { ordersFilterOf, ordersFilterQuery } from './orders-filter';

/** Issue 21: the orders list: newest first, filtered by status, searched, paged by key. */
export async function loadOrdersPage(args: { request: Request; context: AppLoadContext }) {
  await requireOwner(args);
  const url = new URL(args.request.url);
  const filter = ordersFilterOf(url);
  const page = await args.context.services.studio.orders.page(filter, keysetRequestOf(url));
  return {
    statuses: filter.statuses,
    query: filter.query,
    exportHref: `/studio/orders/export.csv${ordersFilterQuery(filter)}`,
    orders: page.rows.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    older: page.older,
    newer: page.newer,
  };
}
