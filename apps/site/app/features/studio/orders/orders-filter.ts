import { DEFAULT_LISTED_STATUSES, isOrderStatus, type OrderStatus } from './order-statuses';

/** The longest search the list takes: longer input is cut, never refused. */
export const ORDER_SEARCH_MAX = 100;

export type OrderSearch =
  /** An order number as buyers quote it (AT-10012): one order, by its key. */
  | { kind: 'number'; orderId: number }
  /** Part of the buyer's email or name. */
  | { kind: 'text'; text: string };

export interface OrdersFilter {
  statuses: readonly OrderStatus[];
  /** The statuses came from the address (not the default). */
  chosen: boolean;
  search: OrderSearch | undefined;
  /** The search as typed (trimmed, cut), to show back in the field. */
  query: string;
}

/**
 * Issue 21: the orders list's filter from its address (`?status=processing&status=on-hold&q=…`),
 * the same for the page and its CSV export. Unknown statuses are ignored; none known is the
 * default (every placed order). `AT-10012` (any case) searches by number; anything else by email
 * or name.
 */
export function ordersFilterOf(url: URL): OrdersFilter {
  const asked = [...new Set(url.searchParams.getAll('status'))].filter(isOrderStatus);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX);
  return {
    statuses: asked.length > 0 ? asked : DEFAULT_LISTED_STATUSES,
    chosen: asked.length > 0,
    search: searchOf(query),
    query,
  };
}

function searchOf(query: string): OrderSearch | undefined {
  if (query === '') return undefined;
  const number = /^AT-?(\d{5,10})$/i.exec(query);
  if (number?.[1]) {
    const orderId = Number(number[1]) - 10_000;
    // A number below AT-10001 names no order: searched as text, it finds nothing either.
    if (orderId > 0 && orderId <= 2_147_483_647) return { kind: 'number', orderId };
  }
  return { kind: 'text', text: query };
}

/** The filter as an address query, for the export link and the pager. */
export function ordersFilterQuery(filter: OrdersFilter): string {
  const query = new URLSearchParams();
  if (filter.chosen) for (const status of filter.statuses) query.append('status', status);
  if (filter.query) query.set('q', filter.query);
  const text = query.toString();
  return text ? `?${text}` : '';
}
