/**
 * The tile gallery's chunks (GAL-004…006): tiles are shown a page at a time; more pages come from
 * the `load_chunk` call on scroll (with JavaScript) or the "show more" link's `?ftg-page=` (without).
 * The request's zod schema lives with the wire contracts, not here.
 */
import { queryValue } from './tile-query';

/** GAL-006: the action of the chunk request. */
export const LOAD_CHUNK_ACTION = 'load_chunk';
/** The "show more" link's parameter: the page shows chunks 1 up to this one. */
export const CHUNK_PAGE_QUERY = 'ftg-page';

function isPositiveInteger(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

/** The tiles of one chunk: page is 1-based; a page out of range (or not a whole number) has none. */
export function chunkOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!isPositiveInteger(page) || !isPositiveInteger(pageSize)) return [];
  const start = (page - 1) * pageSize;
  if (start >= items.length) return [];
  return items.slice(start, start + pageSize);
}

/** How many chunks a list of tiles makes (0 for none or a page size that is not valid). */
export function chunkCount(total: number, pageSize: number): number {
  if (!isPositiveInteger(pageSize) || !(total > 0)) return 0;
  return Math.ceil(Math.floor(total) / pageSize);
}

/** The page after `page` when it has tiles, else undefined (the end: no "show more" link). */
export function nextChunkPage(total: number, page: number, pageSize: number): number | undefined {
  return isPositiveInteger(page) && page < chunkCount(total, pageSize) ? page + 1 : undefined;
}

/**
 * The chunk page a no-JavaScript visitor asked for with `?ftg-page=`: 1 when absent or not a
 * plain whole number, at most `lastPage` (so a made-up page shows what there is).
 */
export function chunkPageFromSearch(search: string, lastPage: number): number {
  const value = queryValue(search, CHUNK_PAGE_QUERY);
  if (value === undefined || !/^[0-9]{1,6}$/.test(value)) return 1;
  const page = Number(value);
  const last = isPositiveInteger(lastPage) ? lastPage : 1;
  return Math.min(Math.max(page, 1), last);
}

/** Every tile up to the end of `page`: what a page reached by `?ftg-page=` shows. */
export function tilesThroughPage<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!isPositiveInteger(page) || !isPositiveInteger(pageSize)) return [];
  return items.slice(0, page * pageSize);
}
