import { pipeline, Readable } from 'node:stream';
import type { KeysetPage } from '@atelier/db/repositories/keyset';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../platform/storage/attachment-disposition';

export type CsvCell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** How many rows one database round trip of an export reads. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * Every row of a newest-first keyset list, one page at a time: an export of 100,000 rows holds
 * one page in memory, never the whole file.
 */
export async function* everyRow<Row extends { id: number }>(
  pageOf: (before: number | undefined, limit: number) => Promise<KeysetPage<Row>>,
): AsyncGenerator<Row> {
  let before: number | undefined;
  do {
    const page = await pageOf(before, EXPORT_BATCH_ROWS);
    yield* page.rows;
    before = page.older;
  } while (before !== undefined);
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first)
 * gets a leading apostrophe: an entry a visitor typed must never become a formula in the owner's
 * spreadsheet (OWASP "CSV injection"). Numbers are written as numbers.
 */
export function spreadsheetSafe(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString();
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Streams rows as a CSV download (csv-stringify): written as the database pages come, with
 * back-pressure from the connection, so memory stays flat whatever the count. UTF-8 with a byte
 * order mark, which spreadsheet programs need to read accents right.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  file: { name: string; columns: readonly CsvColumn<Row>[]; rows: AsyncIterable<Row> },
): FastifyReply {
  const { columns } = file;
  const records = Readable.from(
    (async function* () {
      for await (const row of file.rows)
        yield columns.map((column) => spreadsheetSafe(column.value(row)));
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    bom: true,
  });
  // A failure half way (the database gone) cuts the download short rather than ending it
  // quietly: the browser reports a failed download, never a file that looks whole.
  const body = pipeline(records, csv, (error) => {
    if (error) reply.log.warn({ err: { message: error.message } }, 'A CSV export stopped early.');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
