import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../platform/http/api-errors';
import { sendAttachment } from '../../platform/storage/attachment-disposition';
import { everyRow, sendCsv, type CsvColumn } from '../csv-export';
import type { StudioDownload } from '../studio-routes';
import { cellOf, ENTRY_KINDS, otherValuesOf, type EntryColumn } from './entry-columns';
import type { EntryForm, StoredEntry, StudioEntries } from './entries-service';

const DATABASE_ID = /^[1-9]\d{0,9}$/;
const exportParams = z.object({
  kind: z.enum(ENTRY_KINDS),
  formId: z
    .string()
    .regex(DATABASE_ID)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647),
});
const fileParams = z.object({ fileId: z.string().max(64) });

const noSuchForm = () =>
  new ApiError(404, 'There is no such form, so there is nothing to export.', 'studio_not_found');
const noSuchFile = () =>
  new ApiError(404, 'There is no such file, or it was deleted with its entry.', 'studio_not_found');

/** The CSV's columns: the entry, when, the contact form's outcome, the form's fields by label. */
export function csvColumnsOf(form: EntryForm): CsvColumn<StoredEntry>[] {
  const fieldColumn = (column: EntryColumn): CsvColumn<StoredEntry> => ({
    header: column.label,
    value: (entry) => cellOf(column, entry[column.source][column.key]),
  });
  return [
    { header: 'Entry', value: (entry) => entry.id },
    { header: 'Received (UTC)', value: (entry) => entry.createdAt },
    ...(form.kind === 'contact-forms'
      ? [{ header: 'Outcome', value: (entry: StoredEntry) => entry.status }]
      : []),
    ...form.columns.map(fieldColumn),
    {
      // Nothing stored is left out: a removed field's value or a repeated group's copies.
      header: 'Other values',
      value: (entry) => {
        const others = otherValuesOf(form.columns, entry.values);
        return Object.keys(others).length === 0 ? '' : JSON.stringify(others);
      },
    },
  ];
}

/** `entries-<kind>-<id>.csv`: the file name says which form it is. */
export const exportFileName = (form: EntryForm) => `entries-${form.kind}-${form.id}.csv`;

/**
 * Issue 21: the entries screen's downloads: a form's entries as CSV (streamed page by page,
 * newest first, the form's labels as headers) and a stored entry's uploaded file.
 */
export function entriesDownloads(entries: StudioEntries): StudioDownload[] {
  return [
    {
      path: '/studio/entries/:kind/:formId/export.csv',
      async handle(request: FastifyRequest, reply) {
        const params = exportParams.safeParse(request.params);
        if (!params.success) throw noSuchForm();
        const { kind, formId } = params.data;
        const form = await entries.form(kind, formId);
        if (!form) throw noSuchForm();
        return sendCsv(reply, {
          name: exportFileName(form),
          columns: csvColumnsOf(form),
          rows: everyRow((before, limit) => entries.page(kind, formId, { before, limit })),
        });
      },
    },
    {
      // With the slash: the site redirects the bare address to it (pages end in a slash).
      path: '/studio/uploads/:fileId/',
      async handle(request: FastifyRequest, reply) {
        const params = fileParams.safeParse(request.params);
        const found = params.success ? await entries.openFile(params.data.fileId) : undefined;
        if (!found) throw noSuchFile();
        const { record, stream } = found;
        // The same answer as the visitor's download route: an attachment, never a page.
        return sendAttachment(reply, record, stream);
      },
    },
  ];
}
