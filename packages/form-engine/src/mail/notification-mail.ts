import { formatDecimal } from '../decimal/rounding';
import { escapeHtml, mergeTagText } from '../merge-tags';
import type { FormDefinition } from '../schema/definition';
import { holdsVisitorValue } from '../schema/field-id';
import type { FieldDefinition } from '../schema/fields';
import { recipientFieldOf, SITE_EMAIL_TAG, type FormNotification } from '../schema/notifications';

/**
 * The mail a stored submission sends, rendered from the form's `notifications` setting: pure
 * text work, so the site only has to queue what comes out. Every merged value is the visitor's
 * text and stays text: escaped in the HTML part, and never able to add a line to a subject.
 */

/** One answered field as a person reads it in a mail. */
export interface AnsweredField {
  readonly id: string;
  readonly label: string;
  readonly text: string;
}

/** What a stored entry holds: the checked values and the recomputed calculations. */
export interface SubmittedEntry {
  readonly values: Readonly<Record<string, unknown>>;
  readonly calculations: Readonly<Record<string, number>>;
}

export interface RenderedNotification {
  readonly id: string;
  /** The addresses as given or as typed; the mail service refuses any that are not addresses. */
  readonly recipients: readonly string[];
  /** Which of them the visitor typed (a field recipient), as opposed to the form's own. */
  readonly visitorRecipients: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The body's HTML, without the document around it (the site's mail layout adds that). */
  readonly html: string;
}

/** `{all_fields}` expands to every answered field with its label. */
export const ALL_FIELDS_TAG = '{all_fields}';

/** Long enough for any real subject, short enough that no inbox cuts it mid-word. */
export const MAX_SUBJECT_LENGTH = 200;

const MERGE_TAG = /\{([A-Za-z0-9_][A-Za-z0-9_.-]*)\}/g;
const COPY_SUFFIX = /^(.+-[1-9]\d*)-([1-9]\d*)$/;

function optionLabels(field: FieldDefinition, value: unknown): string | undefined {
  if (field.type !== 'radio' && field.type !== 'checkbox' && field.type !== 'select') {
    return undefined;
  }
  const labelOf = (chosen: unknown) =>
    field.options.find((option) => option.value === chosen)?.label ?? mergeTagText(chosen);
  return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
}

/** A field's value as the visitor chose it: option labels, not values; times as times. */
export function fieldText(field: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined) return '';
  const labels = optionLabels(field, value);
  if (labels !== undefined) return labels;
  switch (field.type) {
    case 'consent':
      return value === true ? 'Agreed' : '';
    case 'upload':
      return Array.isArray(value)
        ? value
            .map((file: unknown) =>
              typeof file === 'object' && file !== null && 'name' in file
                ? mergeTagText(file.name)
                : '',
            )
            .filter((name) => name !== '')
            .join(', ')
        : '';
    case 'time': {
      if (typeof value !== 'object' || Array.isArray(value)) return mergeTagText(value);
      const parts = value as Record<string, unknown>;
      const meridiem = mergeTagText(parts.meridiem).toUpperCase();
      const clock = `${mergeTagText(parts.hours)}:${mergeTagText(parts.minutes)}`;
      return meridiem === '' ? clock : `${clock} ${meridiem}`;
    }
    case 'address':
      return typeof value === 'object' && !Array.isArray(value)
        ? Object.values(value as Record<string, unknown>)
            .map(mergeTagText)
            .filter((part) => part !== '')
            .join(', ')
        : mergeTagText(value);
    case 'slider':
      return Array.isArray(value) ? value.map(mergeTagText).join(' – ') : mergeTagText(value);
    default:
      return mergeTagText(value);
  }
}

/**
 * How the site prints an amount of money (`formatMoney` of the shop). Handed in, because this
 * package knows no currency: without it a money calculation reads like any other.
 */
export type AmountFormatter = (value: number) => string;

/**
 * A calculation as a mail shows it: the field's precision and decimal point, with thousands
 * grouped the way that decimal point reads them (2,460.00 or 2.460,00), like the shop's prices.
 */
function calculationText(
  field: FieldDefinition,
  entry: SubmittedEntry,
  formatAmount: AmountFormatter | undefined,
): string {
  const value = entry.calculations[field.id];
  if (field.type !== 'calculation' || value === undefined) return '';
  // A money calculation reads as the site prints prices (€2,760), as in the form and thank-you.
  if (field.money && formatAmount) return formatAmount(value);
  const decimalPoint = field['decimal-point'];
  const text = formatDecimal(value, field.precision, decimalPoint);
  const separator = decimalPoint === ',' ? '.' : ',';
  const point = text.indexOf(decimalPoint);
  const whole = point === -1 ? text : text.slice(0, point);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return point === -1 ? grouped : `${grouped}${text.slice(point)}`;
}

/** The copies of a repeated field the entry holds, base first: `text-4`, `text-4-2`, … */
function copyIdsOf(field: FieldDefinition, entry: SubmittedEntry): string[] {
  const copies = Object.keys(entry.values)
    .map((key) => COPY_SUFFIX.exec(key))
    .filter((match) => match?.[1] === field.id)
    .map((match) => Number(match?.[2]))
    .sort((left, right) => left - right)
    .map((copy) => `${field.id}-${copy}`);
  return [field.id, ...copies];
}

/**
 * Every field the visitor answered (and every calculation), in display order, labelled. Fields
 * left empty, layout and hidden-by-condition fields (absent from a checked entry) are left out;
 * a repeated group's copies are numbered.
 */
export function answeredFields(
  definition: FormDefinition,
  entry: SubmittedEntry,
  formatAmount?: AmountFormatter,
): AnsweredField[] {
  const answered: AnsweredField[] = [];
  for (const field of definition.fields) {
    const label = field.label?.trim() || field.id;
    if (field.type === 'calculation') {
      const text = calculationText(field, entry, formatAmount);
      if (text !== '') answered.push({ id: field.id, label, text });
      continue;
    }
    // Issue 17: a paid entry records its payment (amount, method, reference) under the card or
    // PayPal field, which the mail shows like an answer.
    if (field.type === 'stripe' || field.type === 'paypal') {
      const paid = entry.values[field.id];
      if (typeof paid === 'string' && paid !== '') {
        answered.push({ id: field.id, label: field.label?.trim() || 'Payment', text: paid });
      }
      continue;
    }
    if (!holdsVisitorValue(field.type)) continue;
    const ids = copyIdsOf(field, entry);
    for (const [index, id] of ids.entries()) {
      const text = fieldText(field, entry.values[id]).trim();
      if (text === '') continue;
      answered.push({ id, label: ids.length > 1 ? `${label} (${index + 1})` : label, text });
    }
  }
  return answered;
}

/** Each merge tag's text: every field of the form is known, so an empty one renders as ''. */
function mergeTextsOf(answered: readonly AnsweredField[], definition: FormDefinition) {
  const texts = new Map<string, string>(definition.fields.map((field) => [field.id, '']));
  for (const field of answered) texts.set(field.id, field.text);
  return texts;
}

/** Merges tags into plain text; a tag naming no field is left as written (a visible typo). */
function mergeText(template: string, texts: ReadonlyMap<string, string>): string {
  return template.replace(MERGE_TAG, (tag, id: string) => texts.get(id) ?? tag);
}

function allFieldsText(fields: readonly AnsweredField[]): string {
  return fields.map((field) => `${field.label}: ${field.text}`).join('\n');
}

function allFieldsHtml(fields: readonly AnsweredField[]): string {
  const rows = fields.map(
    (field) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:600">${escapeHtml(field.label)}</th>` +
      `<td style="padding:6px 0;vertical-align:top;white-space:pre-wrap">${escapeHtml(field.text)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** A subject is one line: line breaks and runs of spaces (typed or merged) become one space. */
export function oneLine(text: string, maxLength = MAX_SUBJECT_LENGTH): string {
  const line = text.replace(/[\s\u0085\u2028\u2029]+/g, ' ').trim();
  return line.length <= maxLength ? line : `${line.slice(0, maxLength - 1).trimEnd()}…`;
}

/**
 * Renders one notification of a stored entry. The body's paragraphs (blank-line separated)
 * become `<p>`s; a paragraph that is only `{all_fields}` becomes a table of the answers.
 */
export function renderNotification(
  notification: FormNotification,
  definition: FormDefinition,
  entry: SubmittedEntry,
  siteEmail: string,
  formatAmount?: AmountFormatter,
): RenderedNotification {
  const answered = answeredFields(definition, entry, formatAmount);
  const texts = mergeTextsOf(answered, definition);
  const paragraphs = notification.body.split(/\n[ \t]*\n/).map((paragraph) => paragraph.trim());
  const text = paragraphs
    .map((paragraph) =>
      paragraph === ALL_FIELDS_TAG
        ? allFieldsText(answered)
        : mergeText(paragraph.replaceAll(ALL_FIELDS_TAG, allFieldsText(answered)), texts),
    )
    .join('\n\n');
  const html = paragraphs
    .map((paragraph) => {
      if (paragraph === ALL_FIELDS_TAG) return allFieldsHtml(answered);
      const merged = mergeText(
        paragraph.replaceAll(ALL_FIELDS_TAG, allFieldsText(answered)),
        texts,
      );
      return `<p>${escapeHtml(merged).replace(/\r?\n/g, '<br>\n')}</p>`;
    })
    .join('\n');

  const recipients: string[] = [];
  const visitorRecipients: string[] = [];
  for (const recipient of notification.recipients) {
    const field = recipientFieldOf(recipient);
    if (field === undefined) {
      recipients.push(recipient === SITE_EMAIL_TAG ? siteEmail : recipient);
      continue;
    }
    // A field recipient holds one typed address; an empty one (optional field) sends nothing.
    const typed = mergeTagText(entry.values[field]).trim();
    if (typed === '') continue;
    recipients.push(typed);
    visitorRecipients.push(typed);
  }
  return {
    id: notification.id,
    recipients: [...new Set(recipients)],
    visitorRecipients: [...new Set(visitorRecipients)],
    subject: oneLine(mergeText(notification.subject, texts)),
    text,
    html,
  };
}
