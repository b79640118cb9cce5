import { countedLength } from './character-count';
import { fileNameAccepted } from './file-types';
import {
  SWV_MAX_NESTING,
  SWV_RULE_TYPES,
  type SwvRule,
  type SwvRuleType,
  type SwvSchema,
} from './swv-rules';

/**
 * Runs an SWV schema (see `swv-schema.ts`) over a submission, in the browser when a field changes
 * or the form is sent (CF-028) and on the server for every submission, with one set of rules
 * (CF-017…CF-026). Follows the original's browser rules (Contact Form 7's `swv` package) unless a
 * comment says otherwise.
 */

/** A chosen file: what a browser `File` and a parsed multipart part both offer. */
export interface SwvFile {
  name: string;
  size: number;
  type: string;
}

/**
 * A submission, by field name without a trailing `[]` (`checkbox-1[]` is read as `checkbox-1`):
 * its text values in order, and its files apart.
 */
export interface SwvInput {
  values: Record<string, string[]>;
  files: Record<string, SwvFile[]>;
}

/** A field the schema refuses, with the failing rule's message (CF-018). */
export interface SwvInvalidField {
  field: string;
  message: string;
  rule: SwvRuleType;
}

export interface SwvValidateOptions {
  /**
   * Validate only these fields (field-change validation, CF-028): rules naming another field are
   * skipped, rules naming none (and `all`/`any`, whose sub-rules are filtered the same way) run.
   * A trailing `[]` is ignored. Absent: every rule runs (submit).
   */
  fields?: readonly string[];
}

const fieldNameOf = (name: string): string => (name.endsWith('[]') ? name.slice(0, -2) : name);

/**
 * Builds an SwvInput from FormData-like entries: `[]` stripped, repeated names collected in order,
 * files apart from text. Names are stored as own properties (`Object.fromEntries`), so a field
 * called `__proto__` is just a field.
 */
export function swvInputFromEntries(entries: Iterable<[string, string | SwvFile]>): SwvInput {
  const values = new Map<string, string[]>();
  const files = new Map<string, SwvFile[]>();
  for (const [rawName, value] of entries) {
    const name = fieldNameOf(String(rawName));
    if (typeof value === 'string') {
      const list = values.get(name) ?? [];
      list.push(value);
      values.set(name, list);
    } else if (value !== null && typeof value === 'object') {
      const list = files.get(name) ?? [];
      list.push(value);
      files.set(name, list);
    }
  }
  return { values: Object.fromEntries(values), files: Object.fromEntries(files) };
}

// ─── Reading the input as the original does ──────────────────────────────────────────────────

function ownList(record: unknown, field: string): unknown[] {
  if (record === null || typeof record !== 'object' || !Object.hasOwn(record, field)) return [];
  const list: unknown = (record as Record<string, unknown>)[field];
  return Array.isArray(list) ? list : [];
}

/**
 * A field's text values, trimmed, blanks left out: the original's form-data tree trims every value
 * and drops empty ones before any rule sees them, so white space alone is an empty field and
 * format rules never look at an empty value.
 */
function textValues(input: SwvInput, field: string | undefined): string[] {
  if (field === undefined) return [];
  return ownList(input.values, field)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A field's files; an empty one (size 0, the browser's "no file chosen") counts as none. */
function chosenFiles(input: SwvInput, field: string | undefined): SwvFile[] {
  if (field === undefined) return [];
  return ownList(input.files, field).filter(
    (file): file is SwvFile =>
      file !== null &&
      typeof file === 'object' &&
      typeof (file as SwvFile).name === 'string' &&
      typeof (file as SwvFile).size === 'number' &&
      (file as SwvFile).size > 0,
  );
}

// ─── Format checks ────────────────────────────────────────────────────────────────────────────

const EMAIL_LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_DOMAIN_EDGE = /(?:^[ \t\n\r\0\v.]|[ \t\n\r\0\v.]$)/;
const EMAIL_LABEL_EDGE = /(?:^[ \t\n\r\0\v-]|[ \t\n\r\0\v-]$)/;
const EMAIL_LABEL = /^[a-z0-9-]+$/i;

/**
 * CF-019, WordPress's `is_email()` as the original ports it: at least 6 characters, exactly one
 * `@` with something before it, a local part of `a-z A-Z 0-9 ! # $ % & ' * + / = ? ^ _ \` { | } ~ . -`,
 * a domain of at least two dot-separated labels of letters, digits and hyphens, none empty and
 * none starting or ending with a hyphen.
 */
export function isSwvEmail(text: string): boolean {
  const value = text.trim();
  if (value.length < 6) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!EMAIL_LOCAL_PART.test(local)) return false;
  if (/\.{2,}/.test(domain) || EMAIL_DOMAIN_EDGE.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => !EMAIL_LABEL_EDGE.test(label) && EMAIL_LABEL.test(label));
}

/** CF-020: WordPress's `wp_allowed_protocols()`, the schemes the original's url rule accepts. */
export const SWV_URL_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
] as const;

/**
 * The WHATWG URL parser, a global in every browser and in Node. This package is compiled without
 * DOM or Node types (it must run in both), so its one use is typed here.
 */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string } })
  .URL;

/**
 * A scheme as URLs write it. No dot allowed, unlike RFC 3986: none of the allowed schemes has one,
 * and `example.com:8080/x` must read as a host with a port, not as the scheme `example.com`.
 */
const URL_SCHEME = /^[a-z][a-z0-9+-]*:/i;

/**
 * CF-020, CF-021: the value must parse as a URL with an allowed scheme; a value without a scheme
 * but with a dot (`example.com/page`) is read as `http://` + value first. `javascript:…` and
 * `data:…` are refused; `localhost` (no dot, no scheme) is refused.
 */
export function isSwvUrl(text: string): boolean {
  let value = text.trim();
  if (value === '') return false;
  if (!URL_SCHEME.test(value)) {
    if (!value.includes('.')) return false;
    value = `http://${value}`;
  }
  try {
    const protocol = new WhatwgUrl(value).protocol.replace(/:$/, '').toLowerCase();
    return (SWV_URL_SCHEMES as readonly string[]).includes(protocol);
  } catch {
    return false;
  }
}

/**
 * CF-022: with white space and `( ) / . * # -` stripped, digits with an optional leading `+`.
 * `+44 (20) 7946-0958` passes; `12a` does not.
 */
export function isSwvTel(text: string): boolean {
  return /^[+]?[0-9]+$/.test(text.trim().replace(/[()/.*#\s-]+/g, ''));
}

/**
 * CF-023: an HTML valid floating-point number: integer (`-3`), decimal (`-2.5`, `.5`) or exponent
 * form (`1e3`, `2.5E-4`). No leading `+`, no trailing dot, no grouping, no `Infinity`.
 */
export function isSwvNumber(text: string): boolean {
  const value = text.trim();
  return (
    /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value) ||
    /^-?[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value)
  );
}

const ISO_DATE = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A `YYYY-MM-DD` value as a calendar date, or undefined. CF-024: the pattern alone is not enough:
 * `2026-02-30` is refused. The original's browser rule only checked the pattern (and what
 * `new Date()` happens to read), but its server rule (`wpcf7_is_date`) also runs PHP's
 * `checkdate()`, and the server's answer is what counts: we run the stricter check in both places,
 * so the browser never passes a date the server will refuse. Years have four digits or more.
 */
function calendarDate(text: string): CalendarDate | undefined {
  const found = ISO_DATE.exec(text.trim());
  if (!found) return undefined;
  const year = Number(found[1]);
  const month = Number(found[2]);
  const day = Number(found[3]);
  if (!Number.isSafeInteger(year) || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isSwvDate(text: string): boolean {
  return calendarDate(text) !== undefined;
}

function compareDates(left: CalendarDate, right: CalendarDate): number {
  return left.year - right.year || left.month - right.month || left.day - right.day;
}

/** ISO weekday, 1 = Monday … 7 = Sunday; computed in UTC, so the visitor's time zone cannot move it. */
function isoWeekday(date: CalendarDate): number | undefined {
  const time = Date.UTC(date.year, date.month - 1, date.day);
  if (Number.isNaN(time)) return undefined;
  const weekday = new Date(time).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** CF-025: `HH:MM` or `HH:MM:SS`, two digits each, hours 00–23, minutes and seconds 00–59. */
export function isSwvTime(text: string): boolean {
  const found = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(text.trim());
  if (!found) return false;
  const hour = Number(found[1]);
  const minute = Number(found[2]);
  const second = found[3] === undefined ? 0 : Number(found[3]);
  return hour <= 23 && minute <= 59 && second <= 59;
}

// ─── Thresholds ───────────────────────────────────────────────────────────────────────────────

/** A count threshold, read like the original's `parseInt`; NaN when there is none. */
function countThreshold(threshold: unknown): number {
  if (typeof threshold === 'number') return Math.trunc(threshold);
  if (typeof threshold === 'string') return Number.parseInt(threshold, 10);
  return Number.NaN;
}

/** A number threshold, read like the original's `parseFloat`; NaN when there is none. */
function numberThreshold(threshold: unknown): number {
  if (typeof threshold === 'number') return threshold;
  if (typeof threshold === 'string') return Number.parseFloat(threshold);
  return Number.NaN;
}

function dateThreshold(threshold: unknown): CalendarDate | undefined {
  return typeof threshold === 'string' ? calendarDate(threshold) : undefined;
}

function acceptList(accept: unknown): string[] {
  return Array.isArray(accept) ? accept.map((entry) => String(entry)) : [];
}

// ─── The rules ────────────────────────────────────────────────────────────────────────────────

/** Whether a field rule passes. Every rule but required/requiredfile passes an empty field. */
type FieldCheck = (rule: SwvRule, input: SwvInput) => boolean;

const everyValue =
  (check: (value: string) => boolean): FieldCheck =>
  (rule, input) =>
    textValues(input, rule.field).every(check);

const FIELD_CHECKS: Readonly<Record<Exclude<SwvRuleType, 'all' | 'any'>, FieldCheck>> = {
  /** Some value that is not blank after trimming. Files do not count (that is requiredfile). */
  required: (rule, input) => textValues(input, rule.field).length > 0,
  /** Some chosen file that is not empty. */
  requiredfile: (rule, input) => chosenFiles(input, rule.field).length > 0,
  email: everyValue(isSwvEmail),
  url: everyValue(isSwvUrl),
  tel: everyValue(isSwvTel),
  number: everyValue(isSwvNumber),
  date: everyValue(isSwvDate),
  time: everyValue(isSwvTime),
  /**
   * Every chosen file's name matches an `accept` entry (`.ext` or a MIME pattern). As in the
   * original, a rule without `accept` entries accepts no file at all.
   */
  file: (rule, input) => {
    const accept = acceptList(rule.accept);
    return chosenFiles(input, rule.field).every((file) =>
      accept.some((entry) => fileNameAccepted(file.name, entry)),
    );
  },
  /** Every value is exactly one of `accept` (compared as text: `1` accepts "1"). */
  enum: (rule, input) => {
    const accept = acceptList(rule.accept);
    return textValues(input, rule.field).every((value) => accept.includes(value));
  },
  /** Every value is a date on one of the `accept` ISO weekdays; a value that is no date fails. */
  dayofweek: (rule, input) => {
    const accept = acceptList(rule.accept).map((day) => day.trim());
    return textValues(input, rule.field).every((value) => {
      const date = calendarDate(value);
      const weekday = date === undefined ? undefined : isoWeekday(date);
      return weekday !== undefined && accept.includes(String(weekday));
    });
  },
  /**
   * At least `threshold` values. As the original, an empty field passes (required reports it):
   * the rule is about how many of the boxes are ticked once some are.
   */
  minitems: (rule, input) => {
    const count = textValues(input, rule.field).length;
    const threshold = countThreshold(rule.threshold);
    return count === 0 || Number.isNaN(threshold) || count >= threshold;
  },
  maxitems: (rule, input) => {
    const threshold = countThreshold(rule.threshold);
    return Number.isNaN(threshold) || textValues(input, rule.field).length <= threshold;
  },
  /** CF-026: characters summed over all of the field's values (see `countedLength`). */
  minlength: (rule, input) => {
    const values = textValues(input, rule.field);
    const threshold = countThreshold(rule.threshold);
    const total = values.reduce((sum, value) => sum + countedLength(value), 0);
    return values.length === 0 || Number.isNaN(threshold) || total >= threshold;
  },
  maxlength: (rule, input) => {
    const threshold = countThreshold(rule.threshold);
    const total = textValues(input, rule.field).reduce(
      (sum, value) => sum + countedLength(value),
      0,
    );
    return Number.isNaN(threshold) || total <= threshold;
  },
  /** Every value that is a number is at least `threshold`; a non-number is the number rule's. */
  minnumber: (rule, input) => {
    const threshold = numberThreshold(rule.threshold);
    return (
      Number.isNaN(threshold) ||
      textValues(input, rule.field).every(
        (value) => !isSwvNumber(value) || Number.parseFloat(value) >= threshold,
      )
    );
  },
  maxnumber: (rule, input) => {
    const threshold = numberThreshold(rule.threshold);
    return (
      Number.isNaN(threshold) ||
      textValues(input, rule.field).every(
        (value) => !isSwvNumber(value) || Number.parseFloat(value) <= threshold,
      )
    );
  },
  /** Every value that is a date is on or after `threshold` (YYYY-MM-DD); compared as dates. */
  mindate: (rule, input) => {
    const threshold = dateThreshold(rule.threshold);
    return (
      threshold === undefined ||
      textValues(input, rule.field).every((value) => {
        const date = calendarDate(value);
        return date === undefined || compareDates(date, threshold) >= 0;
      })
    );
  },
  maxdate: (rule, input) => {
    const threshold = dateThreshold(rule.threshold);
    return (
      threshold === undefined ||
      textValues(input, rule.field).every((value) => {
        const date = calendarDate(value);
        return date === undefined || compareDates(date, threshold) <= 0;
      })
    );
  },
  /**
   * Per file, in bytes; a file exactly at the limit passes (DEC-10). The original sums the sizes
   * of all of a field's files; a contact-form file field holds one file, where the two agree, and
   * per file is what the owner's "limit" on an upload field means.
   */
  minfilesize: (rule, input) => {
    const threshold = countThreshold(rule.threshold);
    return (
      Number.isNaN(threshold) ||
      chosenFiles(input, rule.field).every((file) => file.size >= threshold)
    );
  },
  maxfilesize: (rule, input) => {
    const threshold = countThreshold(rule.threshold);
    return (
      Number.isNaN(threshold) ||
      chosenFiles(input, rule.field).every((file) => file.size <= threshold)
    );
  },
};

interface Failure {
  /** The field the failure is reported on, when some rule on the way named one. */
  field: string | undefined;
  /** The failing rule's `error`; undefined when it has none (then a parent's may stand in). */
  error: string | undefined;
  rule: SwvRuleType;
}

const RULE_TYPES: ReadonlySet<string> = new Set(SWV_RULE_TYPES);

function isRule(value: unknown): value is SwvRule {
  return (
    value !== null &&
    typeof value === 'object' &&
    RULE_TYPES.has((value as { rule?: unknown }).rule as string)
  );
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Whether a rule takes part: with `fields`, a rule naming another field does not. */
function takesPart(rule: SwvRule, fields: ReadonlySet<string> | undefined): boolean {
  if (fields === undefined || rule.rule === 'all' || rule.rule === 'any') return true;
  const field = optionalText(rule.field);
  return field === undefined || fields.has(field);
}

function subRules(rule: SwvRule, fields: ReadonlySet<string> | undefined): SwvRule[] {
  return (Array.isArray(rule.rules) ? rule.rules : []).filter(
    (child): child is SwvRule => isRule(child) && takesPart(child, fields),
  );
}

/** The first field a rule or any of its sub-rules names, for an `any` that names none itself. */
function firstNamedField(rule: SwvRule, depth: number): string | undefined {
  const own = optionalText(rule.field);
  if (own !== undefined || depth > SWV_MAX_NESTING) return own;
  for (const child of Array.isArray(rule.rules) ? rule.rules : []) {
    const found = isRule(child) ? firstNamedField(child, depth + 1) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Runs one rule; undefined when it passes. Composite rules nested deeper than SWV_MAX_NESTING
 * (which the schema parser refuses) pass rather than recurse without end.
 */
function evaluate(
  rule: SwvRule,
  input: SwvInput,
  fields: ReadonlySet<string> | undefined,
  depth: number,
): Failure | undefined {
  const field = optionalText(rule.field);
  const error = optionalText(rule.error);

  if (rule.rule === 'all') {
    // Sub-rules in order, stopping at the first failure; the failing sub-rule's error and field
    // stand for the whole, else the all rule's own (as the original).
    if (depth > SWV_MAX_NESTING) return undefined;
    for (const child of subRules(rule, fields)) {
      const failure = evaluate(child, input, fields, depth + 1);
      if (failure === undefined) continue;
      return failure.error !== undefined
        ? { ...failure, field: failure.field ?? field }
        : { field, error, rule: 'all' };
    }
    return undefined;
  }

  if (rule.rule === 'any') {
    // Passes when one sub-rule taking part passes (or none takes part); else its own error.
    if (depth > SWV_MAX_NESTING) return undefined;
    const children = subRules(rule, fields);
    if (children.length === 0) return undefined;
    const passes = children.some(
      (child) => evaluate(child, input, fields, depth + 1) === undefined,
    );
    return passes
      ? undefined
      : { field: field ?? firstNamedField(rule, depth), error, rule: 'any' };
  }

  const check = FIELD_CHECKS[rule.rule];
  return check(rule, input) ? undefined : { field, error, rule: rule.rule };
}

/**
 * CF-017…CF-028: the fields the schema refuses, in the order of the rules that refuse them. The
 * first failing rule per field wins: once a field has an error, later rules about it are not
 * reported (as the original). Each message is the failing rule's `error` (CF-018): the schema
 * holds the wording, the engine invents none; a rule without `error` reports ''. A failure that
 * names no field at all (an `any` none of whose rules names one) cannot be shown and is left out.
 *
 * Never throws, whatever the schema and input: unknown rule types and malformed properties are
 * treated as passing rules; the schema parser (`swvSchemaSchema`) is where they are refused.
 */
export function validateSwv(
  schema: SwvSchema,
  input: SwvInput,
  options: SwvValidateOptions = {},
): SwvInvalidField[] {
  const fields = Array.isArray(options.fields)
    ? new Set(options.fields.filter((name) => typeof name === 'string').map(fieldNameOf))
    : undefined;
  const rules: unknown[] =
    schema !== null && typeof schema === 'object' && Array.isArray(schema.rules)
      ? schema.rules
      : [];
  const safeInput: SwvInput =
    input !== null && typeof input === 'object' ? input : { values: {}, files: {} };

  const invalid: SwvInvalidField[] = [];
  const reported = new Set<string>();
  for (const rule of rules) {
    if (!isRule(rule) || !takesPart(rule, fields)) continue;
    const ownField = optionalText(rule.field);
    if (ownField !== undefined && reported.has(ownField)) continue;
    const failure = evaluate(rule, safeInput, fields, 1);
    if (failure?.field === undefined || reported.has(failure.field)) continue;
    reported.add(failure.field);
    invalid.push({ field: failure.field, message: failure.error ?? '', rule: failure.rule });
  }
  return invalid;
}
