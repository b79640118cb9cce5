/** Issue 21: the entries screens' addresses and names (ADR 0033). */
export type EntryKindName = 'forms' | 'contact-forms' | 'popups';

export const ENTRY_KIND_NAMES: Record<EntryKindName, string> = {
  forms: 'Form',
  'contact-forms': 'Contact form',
  popups: 'Popup form',
};

/** How many of a form's fields the list shows; the detail shows them all. */
export const LIST_COLUMNS_SHOWN = 4;

export const entriesPath = (kind: EntryKindName, formId: number) =>
  `/studio/entries/${kind}/${formId}/`;

/** Bytes as a person reads them. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
