/**
 * FORM-017: merge tags `{field-id}` echo field values. The template is the owner's markup and is
 * kept as is; every substituted value is HTML-escaped, so a visitor's input is shown as text and
 * never becomes markup.
 *
 * A tag whose field is not in `values` at all is left untouched (so an owner's typo stays visible
 * and fixable); a known field without a value renders as ''. Substitution is a single pass: a
 * value that itself looks like `{other-1}` is not expanded again.
 */

export type MergeTagValues = Readonly<Record<string, unknown>>;

const MERGE_TAG = /\{([A-Za-z0-9_][A-Za-z0-9_.-]*)\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A value as the visitor would read it: lists joined with ', ' (checkboxes, multi-select),
 * composite values (name, address) as their filled parts joined with ' ', nothing for empty.
 */
export function mergeTagText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (Array.isArray(value)) {
    return value
      .map(mergeTagText)
      .filter((text) => text !== '')
      .join(', ');
  }
  if (typeof value === 'object') {
    return Object.values(value)
      .map(mergeTagText)
      .filter((text) => text !== '')
      .join(' ');
  }
  return '';
}

/** The tags a template uses, in order of first appearance. */
export function mergeTagsIn(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(MERGE_TAG), (match) => match[1] ?? ''))];
}

/** Renders `template` (HTML) with each `{field-id}` replaced by the field's escaped value. */
export function renderMergeTags(template: string, values: MergeTagValues): string {
  return template.replace(MERGE_TAG, (tag, fieldId: string) =>
    Object.hasOwn(values, fieldId) ? escapeHtml(mergeTagText(values[fieldId])) : tag,
  );
}
