import { VIEWING_REQUEST_FIELDS } from '@atelier/contracts/popups';
import { mergeTagText } from '@atelier/form-engine/merge-tags';
import { holdsVisitorValue, isFieldType } from '@atelier/form-engine/schema/field-id';
import { z } from 'zod';

/**
 * Issue 21 (ADR 0033): the three kinds of stored entries the studio shows on one screen: the
 * forms' entries, the contact-form plugin's submissions and the popups' form entries.
 */
export const ENTRY_KINDS = ['forms', 'contact-forms', 'popups'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  forms: 'Form',
  'contact-forms': 'Contact form',
  popups: 'Popup form',
};

/** One column of an entry table: a field of the form's stored definition, named by its label. */
export interface EntryColumn {
  key: string;
  label: string;
  source: 'values' | 'calculations';
  /** An upload field: its value is a list of files, shown by their names. */
  upload: boolean;
}

/**
 * The definitions are stored JSON written by the owner's tools; only what the studio needs is
 * read, and anything unexpected leaves the field out rather than failing the page.
 */
const formDefinitionShape = z.looseObject({
  fields: z.array(
    z.looseObject({ id: z.string(), type: z.string(), label: z.string().optional() }),
  ),
  settings: z
    .looseObject({
      bot_check: z.looseObject({ response_field: z.string().optional() }).optional(),
    })
    .optional(),
});

const contactFormDefinitionShape = z.looseObject({
  fields: z.array(
    z.looseObject({ name: z.string(), type: z.string(), label: z.string().optional() }),
  ),
});

/** Two fields with one label get their ids added, so a spreadsheet's headers stay apart. */
function distinctLabels(columns: EntryColumn[]): EntryColumn[] {
  const seen = new Map<string, number>();
  for (const column of columns) seen.set(column.label, (seen.get(column.label) ?? 0) + 1);
  return columns.map((column) =>
    (seen.get(column.label) ?? 0) > 1
      ? { ...column, label: `${column.label} (${column.key})` }
      : column,
  );
}

/**
 * A form's columns in display order: the fields a visitor fills in, then its calculations.
 * Captcha and bot-check answers are never stored (issue 15), so they get no column.
 */
export function formColumnsOf(definition: unknown): EntryColumn[] {
  const parsed = formDefinitionShape.safeParse(definition);
  if (!parsed.success) return [];
  const botCheckField = parsed.data.settings?.bot_check?.response_field;
  const fields = parsed.data.fields.filter(
    (field) => field.type !== 'captcha' && field.id !== botCheckField && isFieldType(field.type),
  );
  const labelOf = (field: { id: string; label?: string | undefined }) =>
    field.label?.trim() || field.id;
  return distinctLabels([
    ...fields
      .filter((field) => isFieldType(field.type) && holdsVisitorValue(field.type))
      .map((field) => ({
        key: field.id,
        label: labelOf(field),
        source: 'values' as const,
        upload: field.type === 'upload',
      })),
    ...fields
      .filter((field) => field.type === 'calculation')
      .map((field) => ({
        key: field.id,
        label: labelOf(field),
        source: 'calculations' as const,
        upload: false,
      })),
  ]);
}

/** A contact form's columns: its fields as the plugin's definition names and labels them. */
export function contactFormColumnsOf(definition: unknown): EntryColumn[] {
  const parsed = contactFormDefinitionShape.safeParse(definition);
  if (!parsed.success) return [];
  return distinctLabels(
    parsed.data.fields.map((field) => ({
      key: field.name,
      label: field.label?.trim() || field.name,
      source: 'values' as const,
      upload: false,
    })),
  );
}

/**
 * The popup form the site has (the private-viewing request, POP-013): its fields are fixed in
 * code, not stored, so their labels are the ones its form shows.
 */
export const VIEWING_REQUEST_COLUMNS: EntryColumn[] = [
  { key: VIEWING_REQUEST_FIELDS.name, label: 'Your name' },
  { key: VIEWING_REQUEST_FIELDS.email, label: 'Email' },
  { key: VIEWING_REQUEST_FIELDS.phone, label: 'Phone' },
  { key: VIEWING_REQUEST_FIELDS.date, label: 'Preferred date' },
  { key: VIEWING_REQUEST_FIELDS.message, label: 'Message' },
].map((column) => ({ ...column, source: 'values' as const, upload: false }));

/** A file as an entry keeps it (`{ file_id, name, size, type }`). */
const storedFileShape = z.looseObject({ name: z.string() });

/** The names of the files an upload field's value holds. */
export function fileNamesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const file = storedFileShape.safeParse(item);
    return file.success ? [file.data.name] : [];
  });
}

/**
 * The parts of a name and an address in the order a form shows them: the database keeps an
 * object's keys in its own order (jsonb sorts them), which would print "Lima Ana".
 */
const PART_ORDER = [
  'prefix',
  'first-name',
  'middle-name',
  'last-name',
  'street_address',
  'address_line',
  'city',
  'state',
  'zip',
  'country',
];
const partRank = (key: string) => {
  const rank = PART_ORDER.indexOf(key);
  return rank === -1 ? PART_ORDER.length : rank;
};

/** A value as text, a name's or an address's parts in their form's order. */
export function textOf(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.entries(value as Record<string, unknown>).sort(
      ([left], [right]) => partRank(left) - partRank(right),
    );
    return parts
      .map(([, part]) => mergeTagText(part))
      .filter((text) => text !== '')
      .join(' ');
  }
  return mergeTagText(value);
}

/**
 * A stored value as a person reads it: lists (checkboxes, multi-selects) joined with ", ",
 * name and address parts with spaces, files by their names. Numbers stay numbers, so a
 * spreadsheet can add them up.
 */
export function cellOf(column: EntryColumn, value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (column.upload) return fileNamesOf(value).join(', ');
  if (typeof value === 'number') return value;
  return textOf(value);
}

/** The values an entry holds that no column names (a removed field, a repeated group's copy). */
export function otherValuesOf(
  columns: readonly EntryColumn[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const named = new Set(columns.filter((c) => c.source === 'values').map((c) => c.key));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !named.has(key)));
}
