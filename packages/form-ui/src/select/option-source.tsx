import type { Choice } from '@atelier/form-engine/schema/fields';

export interface OptionRequest {
  /** What the visitor typed; empty lists everything. */
  readonly query: string;
  /** 1 for a new search, then 2, 3… as the visitor scrolls to the end of the list. */
  readonly page: number;
  /** Aborted when a newer search replaces this one. */
  readonly signal: AbortSignal;
}

export interface OptionPage {
  readonly options: readonly Choice[];
  /** More results exist after this page ('Loading more results…', FORM-014). */
  readonly hasMore: boolean;
}

/**
 * Where a searchable select finds its options. The runtime can pass one that asks the server; by
 * default the field's own options are searched in memory. A rejection shows 'The results could
 * not be loaded.' (FORM-016).
 */
export type OptionSource = (request: OptionRequest) => Promise<OptionPage>;

/** Options shown per page of a static list: long lists page in as the visitor scrolls. */
export const STATIC_PAGE_SIZE = 50;

/** Lower case without accents, so "cafe" finds "Café". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('en');
}

/**
 * A source over a fixed list: every option whose label contains the query. It answers on the next
 * task rather than at once, so the list passes through 'Searching…' exactly as with a remote
 * source and screen reader users hear the same sequence.
 */
export function staticOptionSource(
  options: readonly Choice[],
  pageSize = STATIC_PAGE_SIZE,
): OptionSource {
  const keyed = options.map((option) => ({ option, key: searchKey(option.label) }));
  return ({ query, page, signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const wanted = searchKey(query.trim());
        const matches = keyed.filter(({ key }) => key.includes(wanted)).map(({ option }) => option);
        const start = (page - 1) * pageSize;
        resolve({
          options: matches.slice(start, start + pageSize),
          hasMore: matches.length > start + pageSize,
        });
      }, 0);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
