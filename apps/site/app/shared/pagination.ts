/** Reads a 1-based page number from the query string; anything odd means page 1. */
export function pageFromSearch(search: URLSearchParams, name = 'page'): number {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));
