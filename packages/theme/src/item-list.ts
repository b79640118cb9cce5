/**
 * Ajax item lists (LIST-001…006, LIST-011, LIST-014, LIST-015): the wire of
 * `presscore_template_ajax`, the term rule, filter links, and choosing one page of a list.
 * Shared by the server (which answers the call and renders the first page) and the browser
 * (which sends it and reads the answer), so both agree on every name and rule.
 *
 * API: `ITEM_LIST_ACTION`, `ITEM_LIST_FIELDS`, `ITEM_LIST_SENDERS`, `ITEM_LIST_SORT_KEYS`,
 * `ITEM_LIST_CONTENT_TYPES`, `ITEM_LIST_NONCE_ACTION`, `termFromWire`, `termForWire`,
 * `filterAfterClick`, `selectListPage`, `itemsToDelete`, `readItemListAnswer`,
 * `listQuery`, `MAX_VISIBLE_ITEMS`, `MAX_LIST_PAGE`.
 */

/** The admin-ajax action every grid's filter, paginator and load-more posts (LIST-002). */
export const ITEM_LIST_ACTION = 'presscore_template_ajax';

/** The shared nonce's action name (ADR 0023 nonces, scoped by content type). */
export const ITEM_LIST_NONCE_ACTION = 'item-list';

/** LIST-002: the request's fields, as the original theme names them. */
export const ITEM_LIST_FIELDS = {
  action: 'action',
  postId: 'postID',
  paged: 'paged',
  targetPage: 'targetPage',
  term: 'term',
  orderby: 'orderby',
  order: 'order',
  nonce: 'nonce',
  visibleItems: 'visibleItems',
  contentType: 'contentType',
  pageDataLayout: 'pageData[layout]',
  pageDataTemplate: 'pageData[template]',
  sender: 'sender',
} as const;

export const ITEM_LIST_SENDERS = ['filter', 'paginator', 'more'] as const;
export type ItemListSender = (typeof ITEM_LIST_SENDERS)[number];

/** LIST-014: the sort keys a filter link's `data-by` may name. */
export const ITEM_LIST_SORT_KEYS = ['date', 'name'] as const;
export type ItemListSortKey = (typeof ITEM_LIST_SORT_KEYS)[number];
export type ItemListOrder = 'asc' | 'desc';

/** The three grids of the site. */
export const ITEM_LIST_CONTENT_TYPES = ['portfolio', 'journal', 'shop'] as const;
export type ItemListContentType = (typeof ITEM_LIST_CONTENT_TYPES)[number];

/** No grid shows more: a longer visibleItems list is refused, not walked. */
export const MAX_VISIBLE_ITEMS = 500;
/** Far past any list's end, small enough that an offset never overflows. */
export const MAX_LIST_PAGE = 10_000;

/**
 * LIST-003: the term as sent. The category slug; '0' becomes 'none' (a term no item has: the
 * original's "no category"), and an empty term (or none) means every item.
 */
export type ListTerm = { kind: 'all' } | { kind: 'none' } | { kind: 'slug'; slug: string };

export function termFromWire(raw: unknown): ListTerm {
  if (typeof raw !== 'string') return { kind: 'all' };
  const term = raw.trim();
  if (term === '' || term === '*') return { kind: 'all' };
  if (term === '0' || term === 'none') return { kind: 'none' };
  return { kind: 'slug', slug: term };
}

/** The term as the browser sends it: the slug, or empty for all. */
export function termForWire(slug: string | undefined): string {
  return slug ?? '';
}

/**
 * LIST-015: the filter a click leaves active. Clicking another category makes it active;
 * clicking the active one again (or "all") shows all (undefined).
 */
export function filterAfterClick(
  active: string | undefined,
  clicked: string | undefined,
): string | undefined {
  if (clicked === undefined || clicked === '' || clicked === active) return undefined;
  return clicked;
}

/** A category's name as a list term (the filter's `data-filter` and the card's `category-…`). */
export function listTermSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The filter links of a list held whole: each category once, in first-seen order, with its count. */
export function listTermCounts(
  categories: readonly string[],
): { slug: string; name: string; count: number }[] {
  const counts = new Map<string, { slug: string; name: string; count: number }>();
  for (const name of categories) {
    const slug = listTermSlug(name);
    const known = counts.get(slug) ?? { slug, name, count: 0 };
    counts.set(slug, { ...known, count: known.count + 1 });
  }
  return [...counts.values()];
}

/** What a list needs to know of an item to filter, sort and page it. */
export interface ListEntry {
  id: number;
  name: string;
  /** Milliseconds since the epoch. */
  date: number;
  terms: readonly string[];
}

export interface ListQuery {
  term: ListTerm;
  orderby: ItemListSortKey;
  order: ItemListOrder;
  page: number;
  perPage: number;
}

/**
 * One page of a list held whole (LIST-001, LIST-014): filtered by term, sorted by date or name
 * (ties by id, so every order is total and a page never repeats or skips an item), paged.
 * `pages` is at least 1: an empty list has one empty page.
 */
export function selectListPage<Entry extends ListEntry>(
  entries: readonly Entry[],
  query: ListQuery,
): { items: Entry[]; total: number; pages: number } {
  const { term } = query;
  const matching = entries.filter((entry) =>
    term.kind === 'all' ? true : term.kind === 'none' ? false : entry.terms.includes(term.slug),
  );
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const byKey =
      query.orderby === 'name'
        ? a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
        : a.date - b.date;
    return (byKey || a.id - b.id) * direction;
  });
  const perPage = Math.max(1, Math.floor(query.perPage) || 1);
  const page = Math.max(1, Math.floor(query.page) || 1);
  const start = (page - 1) * perPage;
  return {
    items: sorted.slice(start, start + perPage),
    total: sorted.length,
    pages: Math.max(1, Math.ceil(sorted.length / perPage)),
  };
}

/**
 * LIST-004: the items the visitor holds that the new state no longer shows. After a filter or
 * a page change that is every held item not on the new page; after "more" nothing goes (the
 * new items are added after the held ones).
 */
export function itemsToDelete(
  visible: readonly number[],
  shown: readonly number[],
  sender: ItemListSender,
): number[] {
  if (sender === 'more') return [];
  const kept = new Set(shown);
  return [...new Set(visible)].filter((id) => !kept.has(id));
}

/** LIST-004: the answer's fields. */
export interface ItemListAnswer {
  success: true;
  html: string;
  orderby: ItemListSortKey | string;
  order: ItemListOrder;
  newNonce: string;
  itemsToDelete: number[];
  paginationHtml: string;
  currentPage: number;
  /** Our addition: the list's last page, so "Load more" knows when to go. */
  pages: number;
  /** Our addition: how many items the state holds, for the announcement. */
  total: number;
}

/**
 * LIST-005: reads an answer; only a success answer with every field of the right type is one.
 * Anything else (a refusal, a proxy's page, garbage) is undefined, and the caller keeps what it
 * shows.
 */
export function readItemListAnswer(value: unknown): ItemListAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const answer = value as Record<string, unknown>;
  if (answer.success !== true) return undefined;
  const ids = answer.itemsToDelete;
  const ok =
    typeof answer.html === 'string' &&
    typeof answer.orderby === 'string' &&
    (answer.order === 'asc' || answer.order === 'desc') &&
    typeof answer.newNonce === 'string' &&
    Array.isArray(ids) &&
    ids.every((id) => Number.isSafeInteger(id)) &&
    typeof answer.paginationHtml === 'string' &&
    Number.isSafeInteger(answer.currentPage) &&
    Number.isSafeInteger(answer.pages) &&
    Number.isSafeInteger(answer.total);
  return ok ? (value as ItemListAnswer) : undefined;
}

/**
 * The query pairs of a list's state (every state has one, and the server renders it without
 * JavaScript): `?category=…&orderby=…&order=…&page=…`, defaults left out.
 */
export function listQuery(state: {
  category?: string | undefined;
  orderby?: string | undefined;
  defaultOrderby: string;
  order?: ItemListOrder | undefined;
  defaultOrder: ItemListOrder;
  page: number;
}): [string, string][] {
  const pairs: [string, string][] = [];
  if (state.category) pairs.push(['category', state.category]);
  if (state.orderby && state.orderby !== state.defaultOrderby)
    pairs.push(['orderby', state.orderby]);
  if (state.order && state.order !== state.defaultOrder) pairs.push(['order', state.order]);
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  return pairs;
}
