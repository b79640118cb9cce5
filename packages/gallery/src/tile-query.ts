/**
 * Reading and rewriting one parameter of a query string, for the filter (`ftg-set`) and the chunk
 * page (`ftg-page`). Hand-written because this package is pure: its typecheck has no DOM or Node
 * types, so `URLSearchParams` is not available to it. Parameters it does not touch keep their
 * original spelling and order.
 */

interface QueryPair {
  /** The pair as it was written, e.g. `a=b%20c`. */
  raw: string;
  /** Its decoded name, or undefined when it is not valid percent-encoding. */
  name: string | undefined;
}

function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function pairsOf(search: string): QueryPair[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query
    .split('&')
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const equals = raw.indexOf('=');
      return { raw, name: decodeComponent(equals === -1 ? raw : raw.slice(0, equals)) };
    });
}

/** The decoded value of the first `name` parameter of a search (`?a=1&b=2`, `?` optional). */
export function queryValue(search: string, name: string): string | undefined {
  const pair = pairsOf(search).find((candidate) => candidate.name === name);
  if (pair === undefined) return undefined;
  const equals = pair.raw.indexOf('=');
  return equals === -1 ? '' : decodeComponent(pair.raw.slice(equals + 1));
}

/**
 * The search with `name` set to `value` (in the place of its first occurrence, else at the end;
 * later duplicates dropped) or removed (`undefined`); `drop` names parameters to remove as well.
 * Answers `''` or a string starting with `?`.
 */
export function withQueryValue(
  search: string,
  name: string,
  value: string | undefined,
  drop: readonly string[] = [],
): string {
  const encoded =
    value === undefined ? undefined : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  const kept: string[] = [];
  let placed = false;
  for (const pair of pairsOf(search)) {
    if (pair.name !== undefined && drop.includes(pair.name)) continue;
    if (pair.name === name) {
      if (!placed && encoded !== undefined) kept.push(encoded);
      placed = true;
      continue;
    }
    kept.push(pair.raw);
  }
  if (!placed && encoded !== undefined) kept.push(encoded);
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/** Splits `/path?query#hash` into its three parts (search and hash keep their `?` and `#`). */
export function splitAddress(address: string): { path: string; search: string; hash: string } {
  const hashAt = address.indexOf('#');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    path: searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt === -1 ? '' : beforeHash.slice(searchAt),
    hash,
  };
}
