import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { keysetRequestOf, STUDIO_PAGE_ROWS } from '../studio-paths';
import { entriesPath, ENTRY_KIND_NAMES, LIST_COLUMNS_SHOWN } from './entries-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}

const databaseId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647);
const formParams = z.object({
  kind: z.enum(['forms', 'contact-forms', 'popups']),
  formId: databaseId,
});
const entryParams = formParams.extend({ entryId: databaseId });

const notFound = (message: string) =>
  data({ message }, { status: 404, headers: { 'cache-control': 'private, no-store' } });

/** Issue 21: every form of the three kinds, with its entry count. */
export async function loadEntriesIndex(args: StudioArgs) {
  await requireOwner(args);
  const forms = await args.context.services.studio.entries.forms();
  return {
    forms: forms.map((form) => ({
      ...form,
      kindName: ENTRY_KIND_NAMES[form.kind],
      href: entriesPath(form.kind, form.id),
    })),
  };
}

async function formOf(args: StudioArgs) {
  const params = formParams.safeParse(args.params);
  const form = params.success
    ? await args.context.services.studio.entries.form(params.data.kind, params.data.formId)
    : undefined;
  if (!form) throw notFound('There is no such form.');
  return form;
}

/** A form's entries, newest first, the first few fields as columns, 50 a page. */
export async function loadEntryList(args: StudioArgs) {
  await requireOwner(args);
  const form = await formOf(args);
  const url = new URL(args.request.url);
  const page = await args.context.services.studio.entries.page(
    form.kind,
    form.id,
    keysetRequestOf(url, STUDIO_PAGE_ROWS),
  );
  const shown = form.columns.slice(0, LIST_COLUMNS_SHOWN);
  const { entries } = args.context.services.studio;
  return {
    form: {
      kind: form.kind,
      id: form.id,
      title: form.title,
      kindName: ENTRY_KIND_NAMES[form.kind],
    },
    columns: shown.map((column) => column.label),
    hiddenColumns: form.columns.length - shown.length,
    exportHref: `${entriesPath(form.kind, form.id)}export.csv`,
    entries: page.rows.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      status: entry.status,
      href: `${entriesPath(form.kind, form.id)}${entry.id}/`,
      cells: shown.map((column) => entries.cellText(column, entry[column.source][column.key])),
    })),
    older: page.older,
    newer: page.newer,
    notice: deletedNotice(url),
  };
}

/** The list's message after a delete redirected to it. */
function deletedNotice(url: URL) {
  const deleted = databaseId.safeParse(url.searchParams.get('deleted') ?? '');
  if (!deleted.success) return undefined;
  const files = Number(url.searchParams.get('files') ?? '0');
  const withFiles =
    Number.isInteger(files) && files > 0
      ? `, with its ${files === 1 ? 'file' : `${files} files`}`
      : '';
  return { ok: true, message: `Entry ${deleted.data} was deleted${withFiles}.` };
}

/** One entry: every field with its label, the calculations, the files linked for download. */
export async function loadEntryDetail(args: StudioArgs) {
  const { nonce } = await requireOwner(args);
  const params = entryParams.safeParse(args.params);
  const { entries } = args.context.services.studio;
  const form = params.success
    ? await entries.form(params.data.kind, params.data.formId)
    : undefined;
  const found =
    params.success && form
      ? await entries.entry(form.kind, form.id, params.data.entryId)
      : undefined;
  if (!form || !found) throw notFound('There is no such entry. It may have been deleted.');
  const { entry, files } = found;
  return {
    nonce,
    form: {
      kind: form.kind,
      id: form.id,
      title: form.title,
      kindName: ENTRY_KIND_NAMES[form.kind],
    },
    listHref: entriesPath(form.kind, form.id),
    entry: {
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      status: entry.status,
      fields: form.columns.map((column) => ({
        key: `${column.source}:${column.key}`,
        label: column.label,
        text: entries.cellText(column, entry[column.source][column.key]),
        calculation: column.source === 'calculations',
        files: column.upload
          ? files
              .filter(
                (file) =>
                  file.fieldKey === column.key || file.fieldKey.startsWith(`${column.key}-`),
              )
              .map((file) => ({
                href: `/studio/uploads/${file.id}/`,
                name: file.fileName,
                sizeBytes: file.sizeBytes,
              }))
          : [],
      })),
      others: entries.otherValues(form.columns, entry.values),
    },
  };
}

/** Deletes the entry (confirmed in the browser), audited; back to the list with a message. */
export async function entryDetailAction(args: StudioArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  const params = entryParams.safeParse(args.params);
  if (!params.success)
    return data({ ok: false, message: 'There is no such entry.' }, { status: 404 });
  if (fields.intent !== 'delete')
    return data({ ok: false, message: 'This page does not know that action.' }, { status: 400 });
  const { kind, formId, entryId } = params.data;
  const deleted = await args.context.services.studio.entries.deleteEntry(
    owner,
    kind,
    formId,
    entryId,
  );
  if (!deleted) return data({ ok: false, message: 'That entry is already gone.' }, { status: 404 });
  // The entry's page is gone: back to the list, which says what happened.
  const files = deleted.files.length;
  return redirect(`${entriesPath(kind, formId)}?deleted=${entryId}&files=${files}`);
}

/** Issue 21: saved drafts per form, the lifetime setting, one form's drafts listed. */
export async function loadDraftsPage(args: StudioArgs) {
  const { nonce } = await requireOwner(args);
  const { drafts } = args.context.services.studio;
  const url = new URL(args.request.url);
  const summary = await drafts.summary();
  const wanted = databaseId.safeParse(url.searchParams.get('form') ?? '');
  const chosen = wanted.success ? summary.find((form) => form.formId === wanted.data) : undefined;
  const from = (url.searchParams.get('from') ?? '').slice(0, 60) || undefined;
  const list = chosen
    ? await drafts.list(chosen.formId, { from, limit: STUDIO_PAGE_ROWS })
    : undefined;
  const iso = (date: Date | null) => (date === null ? null : date.toISOString());
  return {
    nonce,
    lifetimeDays: drafts.lifetimeDays,
    forms: summary.map((form) => ({
      ...form,
      nearestExpiry: iso(form.nearestExpiry),
      furthestExpiry: iso(form.furthestExpiry),
    })),
    chosen: chosen && {
      formId: chosen.formId,
      title: chosen.title,
      drafts: (list?.rows ?? []).map((row) => ({
        key: row.cursor,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        pageReached: row.pageReached,
      })),
      next: list?.next,
    },
  };
}

export async function draftsAction(args: StudioArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  if (fields.intent !== 'delete-expired')
    return data({ ok: false, message: 'This page does not know that action.' }, { status: 400 });
  const deleted = await args.context.services.studio.drafts.deleteExpired(owner);
  return {
    ok: true,
    message:
      deleted === 0
        ? 'No draft had expired: nothing was deleted.'
        : `${deleted} expired ${deleted === 1 ? 'draft was' : 'drafts were'} deleted.`,
  };
}
