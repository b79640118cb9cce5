import type { ItemListContentType, ItemListOrder, ListTerm } from '@atelier/theme/item-list';

/**
 * What a content room hands the item-list service for its grid (ADR 0028): its page of items in
 * a state, and each item's card as markup drawn with its own feature's component. The rooms
 * build these (`server/portfolio/`, `server/journal/`, `server/shop/`) and the composition root
 * passes them in, so this room never imports another room.
 */
export interface ItemListSource<Item> {
  readonly contentType: ItemListContentType;
  /** The list page's path: the paginator's links are on it. */
  readonly basePath: string;
  readonly perPage: number;
  /** The `orderby` values the list knows, the first its default. */
  readonly orderbys: readonly string[];
  readonly defaultOrder: ItemListOrder;
  readonly paginatorLabel: string;
  /** The categories a filter may name. */
  terms(): Promise<readonly { slug: string; name: string; count?: number }[]>;
  page(query: SourceQuery): Promise<{ items: Item[]; total: number; pages: number }>;
  idOf(item: Item): number;
  /** The card, as static markup (React escapes every text in it). */
  renderItem(item: Item): string;
}

export interface SourceQuery {
  term: ListTerm;
  orderby: string;
  order: ItemListOrder;
  page: number;
}
