import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Database } from '@atelier/db/connection';
import { formRepository, type FormEntryRecord } from '@atelier/db/repositories/forms';
import { holdsVisitorValue, isFieldType } from '@atelier/form-engine/schema/field-id';
import { mergeTagText } from '@atelier/form-engine/merge-tags';
import { runWithCliDatabase } from './cli-database';

export const ENTRIES_USAGE = `Usage: npm run entries -- --form <id> [--format csv|json]

Prints the entries of one form to stdout, oldest first.
  --form <id>       the form's id, e.g. 33568 (the contact form)
  --format <kind>   csv: a header row, then one row per entry (the default)
                    json: an array of entries
  --help            shows this message

Example: npm run --silent entries -- --form 33568 --format csv > contact-entries.csv`;

export type EntriesFormat = 'csv' | 'json';

export interface EntriesOptions {
  formId: number;
  format: EntriesFormat;
}

/** A command line that cannot be run: the message says why, the usage says how. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Reads `--form <id> [--format csv|json]`; 'help' when help was asked for. */
export function parseEntriesArguments(args: readonly string[]): EntriesOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        form: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { form, format, help } = parsed.values;
  if (help) return 'help';
  if (form === undefined) throw new UsageError('Say which form: --form <id>, e.g. --form 33568.');
  if (!/^[1-9]\d{0,9}$/.test(form)) {
    throw new UsageError(`--form must be a form id (a positive whole number), not "${form}".`);
  }
  if (format !== 'csv' && format !== 'json') {
    throw new UsageError(`--format must be csv or json, not "${format}".`);
  }
  return { formId: Number(form), format };
}

type Write = (chunk: string) => void | Promise<void>;

const PAGE_SIZE = 500;

/** Every entry of a form, a page at a time, so memory stays flat however many there are. */
async function* entriesOf(db: Database, formId: number): AsyncGenerator<FormEntryRecord> {
  const forms = formRepository(db);
  for (let afterId = 0; ;) {
    const page = await forms.entries(formId, { afterId, limit: PAGE_SIZE });
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    afterId = last.id;
  }
}

interface Column {
  key: string;
  header: string;
  source: 'values' | 'calculations';
}

/**
 * The CSV columns: the form's fields in display order, then its calculations, then any value an
 * entry holds that the definition no longer names (a removed field, a repeated copy), so nothing
 * stored is left out.
 */
async function columnsOf(
  db: Database,
  formId: number,
  fields: readonly { id: string; type: string; label?: string | undefined }[],
): Promise<Column[]> {
  const columnOf = (
    field: { id: string; label?: string | undefined },
    source: Column['source'],
  ) => ({
    key: field.id,
    header: field.label ? `${field.label} (${field.id})` : field.id,
    source,
  });
  const columns: Column[] = [
    ...fields
      .filter((field) => isFieldType(field.type) && holdsVisitorValue(field.type))
      .map((field) => columnOf(field, 'values')),
    ...fields
      .filter((field) => field.type === 'calculation')
      .map((field) => columnOf(field, 'calculations')),
  ];
  const known = new Set(columns.map((column) => `${column.source}:${column.key}`));
  for await (const entry of entriesOf(db, formId)) {
    for (const source of ['values', 'calculations'] as const) {
      for (const key of Object.keys(entry[source])) {
        if (known.has(`${source}:${key}`)) continue;
        known.add(`${source}:${key}`);
        columns.push({ key, header: key, source });
      }
    }
  }
  return columns;
}

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, or edge spaces,
 * with quotes doubled. Text from visitors that a spreadsheet would run as a formula is prefixed
 * with an apostrophe, so opening the export never executes what a visitor typed.
 */
export function csvCell(value: unknown): string {
  let text = mergeTagText(value);
  const isVisitorText = typeof value !== 'number' && typeof value !== 'boolean';
  if (isVisitorText && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** What an export shows of an entry: never the session id, which belongs to the visitor's cookie. */
function exportedEntry(entry: FormEntryRecord) {
  return {
    id: entry.id,
    form_id: entry.formId,
    created_at: entry.createdAt.toISOString(),
    values: entry.values,
    calculations: entry.calculations,
    ip_hash: entry.ipHash,
    user_agent: entry.userAgent,
  };
}

export class UnknownForm extends Error {
  override name = 'UnknownForm';
}

/**
 * Writes a form's entries as CSV (header row, CRLF rows) or as a JSON array, oldest first, and
 * answers how many there were. Throws UnknownForm, naming the forms there are, for a wrong id.
 */
export async function exportEntries(
  db: Database,
  options: EntriesOptions,
  write: Write,
): Promise<number> {
  const forms = formRepository(db);
  const form = await forms.find(options.formId);
  if (!form) {
    const known = (await forms.list()).map((item) => `${item.id} (${item.slug})`).join(', ');
    throw new UnknownForm(
      `There is no form with id ${options.formId}. ${known ? `The forms are: ${known}.` : 'There are no forms yet.'}`,
    );
  }
  let count = 0;
  if (options.format === 'json') {
    await write('[');
    for await (const entry of entriesOf(db, options.formId)) {
      await write(`${count === 0 ? '\n' : ',\n'}${JSON.stringify(exportedEntry(entry), null, 2)}`);
      count += 1;
    }
    await write(count === 0 ? ']\n' : '\n]\n');
    return count;
  }
  // Issue 15: captcha and bot-check tokens are never stored, so they get no column.
  const botCheckField = form.definition.settings?.bot_check?.response_field;
  const stored = form.definition.fields.filter(
    (field) => field.type !== 'captcha' && field.id !== botCheckField,
  );
  const columns = await columnsOf(db, options.formId, stored);
  await write(
    csvRow([
      'Entry',
      'Created at',
      ...columns.map((column) => column.header),
      'IP hash',
      'User agent',
    ]),
  );
  for await (const entry of entriesOf(db, options.formId)) {
    await write(
      csvRow([
        entry.id,
        entry.createdAt.toISOString(),
        ...columns.map((column) => entry[column.source][column.key] ?? null),
        entry.ipHash,
        entry.userAgent,
      ]),
    );
    count += 1;
  }
  return count;
}

/** Waits when stdout's buffer is full, so a large export never piles up in memory. */
function writeToStdout(chunk: string): Promise<void> | void {
  if (process.stdout.write(chunk)) return;
  return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
}

async function main(args: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseEntriesArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${ENTRIES_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(ENTRIES_USAGE);
    return 0;
  }
  return runWithCliDatabase(
    async (database) => {
      const count = await exportEntries(database.db, options, writeToStdout);
      console.error(`${count} ${count === 1 ? 'entry' : 'entries'} of form ${options.formId}.`);
      return 0;
    },
    {
      failure: 'Reading the entries failed',
      expectedError: (error): error is UnknownForm => error instanceof UnknownForm,
    },
  );
}

/** `npm run entries -- --form <id> [--format csv|json]`; importing the module runs nothing. */
const script = process.argv[1];
if (script !== undefined && import.meta.url === pathToFileURL(path.resolve(script)).href) {
  process.exitCode = await main(process.argv.slice(2));
}
