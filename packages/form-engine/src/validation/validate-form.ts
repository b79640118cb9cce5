import type { FieldValue, FileValue } from '../schema/field-value';
import type { FieldDefinition } from '../schema/fields';
import type { FieldRuleSettings } from '../schema/rules';
import { isLoginForm } from '../login-form';
import { formGraphOf } from '../state/form-graph';
import type { FormState } from '../state/form-state';
import { pagesOf } from '../state/pages';
import { validateCaptcha } from './captcha';
import { validateChoice } from './choice';
import { validateDate, validateIsoDate } from './date';
import { dateLimitsOf } from './date-field-limits';
import { validateDateLimits } from './date-limits';
import { acceptedDecimalSeparators, type DecimalSeparator } from './decimal-input';
import { validateEmail } from './email';
import { validateEqualTo } from './equal-to';
import { effectiveRules, messageSourceOf } from './field-rules';
import { resolveMessage, type MessageSource, type ValidationResult } from './messages';
import {
  parseLocaleNumber,
  validateDigits,
  validateNumberFormat,
  validateNumberRange,
} from './number';
import { validatePassword } from './password';
import type { PhoneOptions } from './phone';
import { validateValueRange, validateStep } from './range';
import { shouldValidate, validateRequired } from './required';
import { readFieldValue } from './submitted-value';
import {
  validateLengthRange,
  validateMaxLength,
  validateMaxWords,
  validateMinLength,
  validateTrim,
} from './text';
import { validateTimeLimit, type TimeInput } from './time';
import { checkUploads } from './upload';
import { validateUrl } from './url';

/** VAL-023…VAL-025: `validatePhone` from `./phone`, or a stand-in with its signature. */
export type PhoneRule = (value: string, options: PhoneOptions) => ValidationResult;

/**
 * Rules handed in rather than imported. The phone rule needs libphonenumber's full metadata
 * (about 55 KB gzip), so this module does not import it: the server passes `validatePhone`
 * (`validateSubmission` does), the browser passes it once its chunk has loaded. Until then a phone
 * number's format is not checked here (required and the other rules are), and the server, which
 * always checks it, answers with the field's message.
 */
export interface ValidationOptions {
  readonly phoneRule?: PhoneRule;
}

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

/** The numbers a value holds for numeric rules: a number, a numeric text, a slider's handles. */
function numbersIn(value: FieldValue): number[] {
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  const numbers: number[] = [];
  for (const item of items) {
    const number =
      typeof item === 'number' ? item : typeof item === 'string' ? parseLocaleNumber(item) : null;
    if (number !== null && number !== undefined && Number.isFinite(number)) numbers.push(number);
  }
  return numbers;
}

/** The first message a numeric check gives for any of the value's numbers. */
function eachNumber(check: (number: number) => ValidationResult): Rule {
  return (value) => {
    for (const number of numbersIn(value)) {
      const message = check(number);
      if (message !== undefined) return message;
    }
    return undefined;
  };
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

/** A value of the wrong shape for its field (a list in a text field, a word in a slider). */
function shapeRule(field: FieldDefinition, messages: MessageSource): Rule {
  return (value) => {
    const read = readFieldValue(field, value);
    return read.ok ? undefined : resolveMessage(read.rule, messages, read.params);
  };
}

/**
 * The checks only a field's type knows how to make, from its options: choices (never trusted),
 * phone, password, date format and the date picker's limits, time limits, uploads and the captcha
 * (VAL-023…VAL-044, FORM-019, UPL-007…UPL-009, CAP-003).
 */
function typeRules(
  field: FieldDefinition,
  messages: MessageSource,
  { phoneRule }: ValidationOptions,
  state: FormState,
): Rule[] {
  switch (field.type) {
    case 'radio':
    case 'checkbox':
    case 'select': {
      const allowed = field.options.map((option) => option.value);
      const multiple = field.type === 'checkbox' || (field.type === 'select' && field.multiple);
      return [(value) => validateChoice(value, { allowed, multiple, messages })];
    }
    case 'phone':
      if (phoneRule === undefined) return [];
      return [
        (value) =>
          phoneRule(text(value), {
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
    case 'date': {
      const { format } = field;
      const startField = field['start-field'];
      const endField = field['end-field'];
      return [
        (value) => validateDate(text(value), { messages, format }),
        // FORM-019: what the picker greys out is refused when typed, with the picker's today and
        // the linked fields' current values.
        (value) =>
          validateDateLimits(text(value), {
            messages,
            format,
            limits: dateLimitsOf(field, {
              today: state.clock.today(),
              startFieldValue: startField === undefined ? undefined : state.value(startField),
              endFieldValue: endField === undefined ? undefined : state.value(endField),
            }),
          }),
      ];
    }
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

/**
 * The generic rules (VAL-005…VAL-018, VAL-030…VAL-032), in the order their messages matter:
 * format before length before bounds. Text rules read text values; numeric ones each number.
 */
function genericRules(
  rules: FieldRuleSettings,
  messages: MessageSource,
  otherValue: (fieldId: string) => FieldValue,
  decimalSeparators: readonly DecimalSeparator[],
): Rule[] {
  const list: Rule[] = [];
  const add = (rule: Rule) => list.push(rule);
  if (rules.trim === true) add((value) => validateTrim(text(value), { messages }));
  if (rules.email === true) add((value) => validateEmail(text(value), { messages }));
  if (rules.url === true) add((value) => validateUrl(text(value), { messages }));
  if (rules.number === true) {
    add((value) => validateNumberFormat(text(value), { messages, decimalSeparators }));
  }
  if (rules.digits === true) add((value) => validateDigits(text(value), { messages }));
  if (rules.dateISO === true) add((value) => validateIsoDate(text(value), { messages }));
  const { minlength, maxlength, rangelength, maxwords, min, max, range, step, equalTo } = rules;
  if (minlength !== undefined) {
    add((value) => validateMinLength(text(value), { min: minlength, messages }));
  }
  if (maxlength !== undefined) {
    add((value) => validateMaxLength(text(value), { max: maxlength, messages }));
  }
  if (rangelength !== undefined) {
    const [low, high] = rangelength;
    add((value) => validateLengthRange(text(value), { min: low, max: high, messages }));
  }
  if (maxwords !== undefined) {
    add((value) => validateMaxWords(text(value), { max: maxwords, messages }));
  }
  if (min !== undefined || max !== undefined) {
    // VAL-041: the form builder's min and max, on the value truncated to two decimals.
    add(eachNumber((number) => validateNumberRange(String(number), { min, max, messages })));
  }
  if (range !== undefined) {
    const [low, high] = range;
    add(eachNumber((number) => validateValueRange(number, { min: low, max: high, messages })));
  }
  if (step !== undefined) {
    const base = range?.[0] ?? min ?? 0;
    add(eachNumber((number) => validateStep(number, { step, base, messages })));
  }
  if (equalTo !== undefined) {
    add((value) => validateEqualTo(text(value), text(otherValue(equalTo)), { messages }));
  }
  return list;
}

function validatesHidden(field: FieldDefinition): boolean {
  return 'validate_hidden' in field && field.validate_hidden;
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
export function validateField(
  state: FormState,
  fieldId: string,
  options: ValidationOptions = {},
): Record<string, string> {
  const graph = formGraphOf(state.definition);
  const field = graph.nodes[graph.indexOf.get(fieldId) ?? -1]?.field;
  if (field === undefined) throw new Error(`${fieldId} is not a field of this form.`);
  const hidden = !state.isVisible(fieldId);
  if (!shouldValidate({ hidden, validateWhenHidden: validatesHidden(field) })) return {};
  const messages = messageSourceOf(state.definition, field);
  const rules = effectiveRules(field, state.definition.settings.rules[fieldId]);
  // TFA-001: a login form's password is one the account already has; only its presence is
  // checked (and its shape, so a list or a record is still refused), never strength or format.
  const passwordToSignIn = field.type === 'password' && isLoginForm(state.definition);
  const checks: Rule[] = [
    ...(rules.required === true
      ? [(value: FieldValue) => validateRequired(value, { messages })]
      : []),
    shapeRule(field, messages),
    ...(passwordToSignIn
      ? []
      : [
          ...typeRules(field, messages, options, state),
          ...genericRules(
            rules,
            messages,
            (id) => state.value(id),
            acceptedDecimalSeparators(state.definition),
          ),
        ]),
  ];
  const errors: Record<string, string> = {};
  for (const id of [fieldId, ...state.copyIds(fieldId)]) {
    const value = hidden ? state.storedValue(id) : state.value(id);
    const message = firstFailure(checks, value);
    if (message !== undefined) errors[id] = message;
  }
  return errors;
}

function report(
  state: FormState,
  fieldIds: readonly string[],
  options: ValidationOptions,
): ValidationReport {
  const errors: Record<string, string> = {};
  for (const fieldId of fieldIds) Object.assign(errors, validateField(state, fieldId, options));
  return { valid: Object.keys(errors).length === 0, errors };
}

/** PAGE-005: the fields of one page (0-based; pages are delimited by page-break fields). */
export function validatePage(
  state: FormState,
  pageIndex: number,
  options: ValidationOptions = {},
): ValidationReport {
  const page = pagesOf(state.definition)[pageIndex];
  if (page === undefined) {
    const count = pagesOf(state.definition).length;
    throw new RangeError(
      `Page ${pageIndex} does not exist: this form has pages 0 to ${count - 1}.`,
    );
  }
  return report(state, page.fieldIds, options);
}

/**
 * The whole form (VAL-020…VAL-044, CAP-003). The server checks a raw payload with
 * `validateSubmission`, which reads it safely and then applies these same rules.
 */
export function validateForm(state: FormState, options: ValidationOptions = {}): ValidationReport {
  return report(
    state,
    state.definition.fields.map((field) => field.id),
    options,
  );
}

/** PAGE-012: whether each page is valid, for the step tabs. */
export function pageValidity(state: FormState, options: ValidationOptions = {}): boolean[] {
  return pagesOf(state.definition).map((page) => validatePage(state, page.index, options).valid);
}
