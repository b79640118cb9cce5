import { asc, desc, gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Issue 21: the studio's tables page by key, never by OFFSET, so the thousandth page of 100,000
 * entries costs what the first does (an index range scan from the cursor). Lists run newest
 * first: `before` (an id) asks for older rows, `after` for newer ones.
 */
export interface KeysetRequest {
  before?: number | undefined;
  after?: number | undefined;
  limit: number;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** The cursor of the next older page (`?before=`), absent on the last page. */
  older?: number;
  /** The cursor of the next newer page (`?after=`), absent on the first page. */
  newer?: number;
}

/**
 * One page of a newest-first list keyed by `idColumn`. `select` runs the query with the bound to
 * add to its own conditions, the order and the limit to use: it asks one row more than the page
 * holds, which says whether another page exists without counting.
 */
export async function keysetPage<Row extends { id: number }>(
  idColumn: PgColumn,
  request: KeysetRequest,
  select: (window: { bound: SQL | undefined; order: SQL; limit: number }) => Promise<Row[]>,
): Promise<KeysetPage<Row>> {
  const limit = request.limit;
  if (request.after !== undefined) {
    const rows = await select({
      bound: gt(idColumn, request.after),
      order: asc(idColumn),
      limit: limit + 1,
    });
    const hasNewer = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return withCursors(page, { older: page.length > 0, newer: hasNewer });
  }
  const rows = await select({
    bound: request.before === undefined ? undefined : lt(idColumn, request.before),
    order: desc(idColumn),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return withCursors(page, {
    older: rows.length > limit,
    newer: request.before !== undefined && page.length > 0,
  });
}

function withCursors<Row extends { id: number }>(
  rows: Row[],
  has: { older: boolean; newer: boolean },
): KeysetPage<Row> {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    ...(has.older && last ? { older: last.id } : {}),
    ...(has.newer && first ? { newer: first.id } : {}),
  };
}
