/**
 * The tile gallery's filters (GAL-002): which set of tiles is shown, read from the address (the
 * query parameter `ftg-set`, which works without JavaScript, or the hash `#ftg-set-<name>`), and
 * the address a filter link or a filter change leads to.
 */
import { splitAddress, queryValue, withQueryValue } from './tile-query';
import { CHUNK_PAGE_QUERY } from './tile-chunks';

export const FILTER_QUERY = 'ftg-set';
/** `#ftg-set-prints` selects the set `prints`. */
export const FILTER_HASH_PREFIX = '#ftg-set-';

const FILTER_NAME = /^[a-z0-9-]{1,40}$/;

/** A filter (set) name: 1 to 40 lower-case letters, digits and dashes. */
export function isFilterName(value: string | undefined): value is string {
  return value !== undefined && FILTER_NAME.test(value);
}

function filterFromHash(hash: string): string | undefined {
  const withMark = hash.startsWith('#') ? hash : `#${hash}`;
  if (!withMark.startsWith(FILTER_HASH_PREFIX)) return undefined;
  const name = withMark.slice(FILTER_HASH_PREFIX.length);
  return isFilterName(name) ? name : undefined;
}

/**
 * GAL-002: the selected filter, or undefined for all tiles. A valid `?ftg-set=` wins over the
 * hash; a name that is not valid is ignored as if absent (so a valid hash then applies).
 */
export function filterFromAddress(address: { search: string; hash: string }): string | undefined {
  const fromQuery = queryValue(address.search, FILTER_QUERY);
  if (isFilterName(fromQuery)) return fromQuery;
  return filterFromHash(address.hash);
}

/** Whether a tile with these filter sets shows under the filter (undefined shows every tile). */
export function tileInFilter(tileSets: readonly string[], filter: string | undefined): boolean {
  return filter === undefined || tileSets.includes(filter);
}

/**
 * GAL-002: the address for a filter, from the current `path?search` (a hash is accepted too):
 * sets `ftg-set` (or removes it for all tiles, or for a name that is not valid), keeps the other
 * parameters as they were, and drops the chunk page (`ftg-page`: a new filter starts at its first
 * chunk) and a `#ftg-set-…` hash (which would otherwise contradict the new filter). Another hash
 * is kept.
 */
export function addressWithFilter(pathAndSearch: string, filter: string | undefined): string {
  const { path, search, hash } = splitAddress(pathAndSearch);
  const value = isFilterName(filter) ? filter : undefined;
  const nextSearch = withQueryValue(search, FILTER_QUERY, value, [CHUNK_PAGE_QUERY]);
  const keptHash = hash.startsWith(FILTER_HASH_PREFIX) ? '' : hash;
  return `${path}${nextSearch}${keptHash}`;
}
