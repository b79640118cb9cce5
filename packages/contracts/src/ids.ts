import { z } from 'zod';

/**
 * The largest value of a PostgreSQL `integer` (serial) column, which every table's id is. A
 * larger number sent as an id would make the database refuse the query, so it is refused here,
 * at the edge, as bad input.
 */
export const DATABASE_ID_MAX = 2_147_483_647;

/** A decimal number as a form posts it (`12`, ` 12 `, `1.5`, `-3`, `1e3`): nothing else is read. */
const DECIMAL_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;

/**
 * An id as posted: a JSON number or the text of one. Only those two are read as numbers, so an
 * array, an object, `true`, `null` or `0x1F` is refused rather than turned into some number by
 * `Number()` (which makes `[7]` 7 and `true` 1).
 */
const readNumber = (value: unknown): unknown =>
  typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;

/** The id checks, each with the message a client shows beside the field. */
const idNumber = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(DATABASE_ID_MAX, `must be at most ${DATABASE_ID_MAX}`);

/**
 * A row id on the wire (a product, variation, form, order, page…): a positive whole number that
 * fits the database's id column. Anything else is a 400 naming the field, never a query.
 */
export const databaseId = z.preprocess(readNumber, idNumber);

/**
 * A count or index on the wire that may be 0 (render_id, page_id, leads_id…), bounded like an id
 * so it never overflows an integer column either.
 */
export const databaseCount = z.preprocess(
  readNumber,
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .nonnegative('must not be negative')
    .max(DATABASE_ID_MAX, `must be at most ${DATABASE_ID_MAX}`),
);

/**
 * An id from an address (`/checkout/order-received/123/`): only plain digits, as the site writes
 * them. Undefined for anything else (too large, signed, fractional, not a number), which the page
 * answers as not found.
 */
export function databaseIdFromPath(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 && id <= DATABASE_ID_MAX ? id : undefined;
}
