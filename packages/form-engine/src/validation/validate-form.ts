import type { FieldValue, FileValue } from '../schema/field-value';
import type { FieldDefinition, FieldOf } from '../schema/fields';
import type { FormState } from '../state/form-state';
import { formGraphOf } from '../state/form-graph';
import { pagesOf } from '../state/pages';
import { validateCaptcha } from './captcha';
import { validateDate } from './date';
import { validateEmail } from './email';
import type { MessageSource, ValidationResult } from './messages';
import { validateNumber } from './number';
import { validatePassword } from './password';
import { validatePhone } from './phone';
import { shouldValidate, validateRequired } from './required';
import { validateMaxLength, validateMaxWords, validateTrim } from './text';
import { validateTimeLimit, type TimeInput } from './time';
import { checkUploads } from './upload';
import { validateUrl } from './url';

/** The outcome of validating a page or the whole form. */
export interface ValidationReport {
  readonly valid: boolean;
  /** The first failing rule's message for each invalid field, in display order. */
  readonly errors: Readonly<Record<string, string>>;
}

type Rule = (value: FieldValue) => ValidationResult;

function text(value: FieldValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function files(value: FieldValue): FileValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item: unknown): item is FileValue =>
      typeof item === 'object' && item !== null && 'name' in item && 'size' in item,
  );
}

const TIME_TEXT = /^\s*(\d{1,2}):(\d{1,2})\s*([ap]\.?m\.?)?\s*$/i;

/** A time field holds "09:30 AM" / "21:30", or its inputs' parts { hours, minutes, meridiem }. */
function timeInput(value: FieldValue): TimeInput | undefined {
  if (typeof value === 'string') {
    const match = TIME_TEXT.exec(value);
    return match
      ? { hours: match[1] ?? '', minutes: match[2] ?? '', meridiem: match[3] }
      : undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const parts = value as Readonly<Record<string, string>>;
    return { hours: parts.hours ?? '', minutes: parts.minutes ?? '', meridiem: parts.meridiem };
  }
  return undefined;
}

function textRules(field: FieldOf<'text'> | FieldOf<'textarea'>, messages: MessageSource): Rule[] {
  const rules: Rule[] = [];
  if (field.required) rules.push((value) => validateTrim(text(value), { messages }));
  const { limit } = field;
  if (limit !== undefined) {
    rules.push((value) =>
      field.limit_type === 'words'
        ? validateMaxWords(text(value), { max: limit, messages })
        : validateMaxLength(text(value), { max: limit, messages }),
    );
  }
  return rules;
}

/** The rules a field's options switch on, after `required` (VAL-020…VAL-044, UPL-007…UPL-009). */
function typeRules(field: FieldDefinition, messages: MessageSource): Rule[] {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textRules(field, messages);
    case 'email':
      return [
        ...(field.required ? [(value: FieldValue) => validateTrim(text(value), { messages })] : []),
        ...(field.validation
          ? [(value: FieldValue) => validateEmail(text(value), { messages })]
          : []),
      ];
    case 'url':
      return [(value) => validateUrl(text(value), { messages })];
    case 'phone':
      return [
        (value) =>
          validatePhone(text(value), {
            messages,
            nationalMode: field.national_mode,
            country: field.country,
            validation: field.validation,
            // In national mode the visitor cannot pick a country: the field's is fixed (VAL-024).
            fixedCountry: field.national_mode,
            required: field.required,
          }),
      ];
    case 'password':
      return field.strength ? [(value) => validatePassword(text(value), { messages })] : [];
    case 'number':
    case 'currency':
      return [(value) => validateNumber(text(value), { messages, min: field.min, max: field.max })];
    case 'date':
      return [(value) => validateDate(text(value), { messages, format: field.format })];
    case 'time':
      return [
        (value) => {
          const time = timeInput(value);
          return time === undefined
            ? undefined
            : validateTimeLimit(time, {
                messages,
                startLimit: field.start_limit,
                endLimit: field.end_limit,
              });
        },
      ];
    case 'upload':
      return [
        (value) =>
          checkUploads(files(value), {
            messages,
            maxSize: field.max_file_size,
            allowedExtensions: field.file_types,
            maxFiles: field.multiple ? field.max_files : 1,
          }).find((check) => check.error !== undefined)?.error?.message,
      ];
    case 'captcha':
      // CAP-003: a captcha must be completed whether or not the owner ticked "required".
      return [(value) => validateCaptcha(typeof value === 'string' ? value : null, { messages })];
    default:
      return [];
  }
}

function isRequired(field: FieldDefinition): boolean {
  return 'required' in field && field.required;
}

function validatesHidden(field: FieldDefinition): boolean {
  return 'validate_hidden' in field && field.validate_hidden;
}

function messageSource(state: FormState, field: FieldDefinition): MessageSource {
  return {
    field: 'messages' in field ? field.messages : undefined,
    form: state.definition.settings.messages[field.id],
  };
}

function firstFailure(rules: readonly Rule[], value: FieldValue): ValidationResult {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * One field (and each copy of a repeated field) against every rule its options switch on. Hidden
 * fields are skipped unless marked validate_hidden (VAL-021); those are checked on the value the
 * visitor left in them. Returns field id → message for each failing one.
 */
export function validateField(state: FormState, fieldId: string): Record<string, string> {
  const graph = formGraphOf(state.definition);
  const field = graph.nodes[graph.indexOf.get(fieldId) ?? -1]?.field;
  if (field === undefined) throw new Error(`${fieldId} is not a field of this form.`);
  const hidden = !state.isVisible(fieldId);
  if (!shouldValidate({ hidden, validateWhenHidden: validatesHidden(field) })) return {};
  const messages = messageSource(state, field);
  const rules: Rule[] = [
    ...(isRequired(field) ? [(value: FieldValue) => validateRequired(value, { messages })] : []),
    ...typeRules(field, messages),
  ];
  const errors: Record<string, string> = {};
  for (const id of [fieldId, ...state.copyIds(fieldId)]) {
    const value = hidden ? state.storedValue(id) : state.value(id);
    const message = firstFailure(rules, value);
    if (message !== undefined) errors[id] = message;
  }
  return errors;
}

function report(state: FormState, fieldIds: readonly string[]): ValidationReport {
  const errors: Record<string, string> = {};
  for (const fieldId of fieldIds) Object.assign(errors, validateField(state, fieldId));
  return { valid: Object.keys(errors).length === 0, errors };
}

/** PAGE-005: the fields of one page (0-based; pages are delimited by page-break fields). */
export function validatePage(state: FormState, pageIndex: number): ValidationReport {
  const page = pagesOf(state.definition)[pageIndex];
  if (page === undefined) {
    const count = pagesOf(state.definition).length;
    throw new RangeError(
      `Page ${pageIndex} does not exist: this form has pages 0 to ${count - 1}.`,
    );
  }
  return report(state, page.fieldIds);
}

/** The whole form, as the server re-checks a submission (VAL-020…VAL-044, CAP-003). */
export function validateForm(state: FormState): ValidationReport {
  return report(
    state,
    state.definition.fields.map((field) => field.id),
  );
}

/** PAGE-012: whether each page is valid, for the step tabs. */
export function pageValidity(state: FormState): boolean[] {
  return pagesOf(state.definition).map((page) => validatePage(state, page.index).valid);
}
