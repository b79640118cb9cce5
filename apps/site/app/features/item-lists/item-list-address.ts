import type { ItemListOrder, ListTerm } from '@atelier/theme/item-list';

export interface ListAddressState {
  category: string | undefined;
  term: ListTerm;
  orderby: string;
  order: ItemListOrder;
  page: number;
}

/**
 * A list's state from its address (`?category=…&orderby=…&order=…&page=…`), the way the server
 * renders it without JavaScript. `category` is resolved by the caller (a slug, or an old-style
 * name); an unknown sort or order falls back to the default, as an unknown `orderby` did in the
 * shop. A page that is none (`?page=0`, `?page=two`) is undefined: the route answers 404.
 */
export function listStateFromSearch(
  search: URLSearchParams,
  options: {
    orderbys: readonly string[];
    defaultOrder: ItemListOrder;
    category: string | undefined;
  },
): ListAddressState | undefined {
  const asked = search.get('page');
  const page = asked === null ? 1 : Number(asked);
  if (
    !Number.isInteger(page) ||
    page < 1 ||
    page > 10_000 ||
    (asked !== null && asked !== String(page))
  ) {
    return undefined;
  }
  const orderbyAsked = search.get('orderby');
  const orderby =
    options.orderbys.find((value) => value === orderbyAsked) ?? options.orderbys[0] ?? 'date';
  const orderAsked = search.get('order');
  const order: ItemListOrder =
    orderAsked === 'asc' || orderAsked === 'desc' ? orderAsked : options.defaultOrder;
  const { category } = options;
  return {
    category,
    term: category ? { kind: 'slug', slug: category } : { kind: 'all' },
    orderby,
    order,
    page,
  };
}

/** The sort links of the portfolio and journal grids (LIST-014: date and name). */
export const DATE_AND_NAME_SORTS = [
  { by: 'date', sort: 'desc', label: 'Newest' },
  { by: 'date', sort: 'asc', label: 'Oldest' },
  { by: 'name', sort: 'asc', label: 'A–Z' },
  { by: 'name', sort: 'desc', label: 'Z–A' },
] as const;
