import type { FieldValue, FileValue } from '../schema/field-value';
import type { FieldDefinition } from '../schema/fields';
import type { MessageParam, RuleName } from './messages';
import { isNumberFormat } from './number';

/**
 * Limits on what one submitted value may be, so a hostile payload costs constant work per value
 * before any validator reads it: longer text and longer lists are refused unread.
 */
export const MAX_SUBMITTED_TEXT_LENGTH = 100_000;
export const MAX_SUBMITTED_LIST_LENGTH = 1_000;

export type ReadValue =
  | { readonly ok: true; readonly value: FieldValue }
  | { readonly ok: false; readonly rule: RuleName; readonly params: readonly MessageParam[] };

const MALFORMED: ReadValue = { ok: false, rule: 'malformed', params: [] };
const TOO_LONG: ReadValue = { ok: false, rule: 'maxlength', params: [MAX_SUBMITTED_TEXT_LENGTH] };

const CONSENT_GIVEN = new Set(['on', 'true', '1', 'yes', 'checked']);
const CONSENT_WITHHELD = new Set(['', 'off', 'false', '0', 'no']);

const TIME_PARTS = ['hours', 'minutes', 'meridiem'];

function ok(value: FieldValue): ReadValue {
  return { ok: true, value };
}

function isRecord(raw: unknown): raw is Readonly<Record<string, unknown>> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** One scalar as text: a string within the length limit, or a finite number written out. */
function readText(raw: unknown): ReadValue {
  if (typeof raw === 'string') return raw.length <= MAX_SUBMITTED_TEXT_LENGTH ? ok(raw) : TOO_LONG;
  if (typeof raw === 'number' && Number.isFinite(raw)) return ok(String(raw));
  return MALFORMED;
}

/** A list of texts (a lone value is a list of one), without repeats or empty entries. */
function readTextList(raw: unknown): ReadValue {
  const items: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
  if (items.length > MAX_SUBMITTED_LIST_LENGTH) return MALFORMED;
  const texts = new Set<string>();
  for (const item of items) {
    const read = readText(item);
    if (!read.ok) return read;
    if (read.value !== '') texts.add(read.value as string);
  }
  return ok([...texts]);
}

/** An object of named text parts (a name, an address, a time), only the parts the field has. */
function readParts(raw: unknown, parts: readonly string[]): ReadValue {
  if (!isRecord(raw)) return MALFORMED;
  const keys = Object.keys(raw);
  if (keys.length > parts.length || keys.some((key) => !parts.includes(key))) return MALFORMED;
  const result: Record<string, string> = {};
  for (const key of keys) {
    const read = readText(raw[key]);
    if (!read.ok) return read;
    result[key] = read.value as string;
  }
  return ok(result);
}

function readSliderHandle(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.length > MAX_SUBMITTED_TEXT_LENGTH) return undefined;
  return isNumberFormat(raw) ? Number(raw.trim()) : undefined;
}

function readSlider(raw: unknown, range: boolean): ReadValue {
  if (raw === '') return ok(null);
  if (!range) {
    if (Array.isArray(raw)) return MALFORMED;
    const handle = readSliderHandle(raw);
    return handle === undefined ? { ok: false, rule: 'number', params: [] } : ok(handle);
  }
  if (!Array.isArray(raw) || raw.length !== 2) return MALFORMED;
  const handles = raw.map(readSliderHandle);
  const [low, high] = handles;
  if (low === undefined || high === undefined) return { ok: false, rule: 'number', params: [] };
  return low <= high ? ok([low, high]) : MALFORMED;
}

function readConsent(raw: unknown): ReadValue {
  if (typeof raw === 'boolean') return ok(raw);
  if (typeof raw !== 'string') return MALFORMED;
  const flag = raw.trim().toLowerCase();
  if (CONSENT_GIVEN.has(flag)) return ok(true);
  return CONSENT_WITHHELD.has(flag) ? ok(false) : MALFORMED;
}

function readFile(raw: unknown): FileValue | undefined {
  if (!isRecord(raw)) return undefined;
  const { name, size, type } = raw;
  if (typeof name !== 'string' || name.length > MAX_SUBMITTED_TEXT_LENGTH) return undefined;
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return undefined;
  if (type === undefined) return { name, size };
  return typeof type === 'string' && type.length <= MAX_SUBMITTED_TEXT_LENGTH
    ? { name, size, type }
    : undefined;
}

function readFiles(raw: unknown): ReadValue {
  const items: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
  if (items.length > MAX_SUBMITTED_LIST_LENGTH) return MALFORMED;
  const files: FileValue[] = [];
  for (const item of items) {
    const file = readFile(item);
    if (file === undefined) return MALFORMED;
    files.push(file);
  }
  return ok(files);
}

/** A single choice: one value, or a list of exactly one (a repeated form-encoded key). */
function readSingleChoice(raw: unknown): ReadValue {
  if (!Array.isArray(raw)) return readText(raw);
  if (raw.length === 0) return ok(null);
  return raw.length === 1 ? readText(raw[0]) : { ok: false, rule: 'choice', params: [] };
}

/**
 * Reads a value as it arrives (a form-encoded or multipart body: strings and lists of strings; a
 * JSON body: numbers, booleans, objects too) into the shape the field holds, or says which rule
 * it breaks. Never trusts the input: only the shapes below are read, nothing nested deeper than
 * a field's parts or files is looked at, and text and lists are bounded. Missing (`null`,
 * `undefined`) is nothing entered, for every field.
 *
 * - text-like fields, number and currency (checked later as numbers): one text;
 * - slider: a number (a range slider: two, low then high);
 * - radio and single select: one option value; checkbox and multi-select: a list of them;
 * - consent: a boolean, or a form's checkbox text (`on`, `true`, `1`… / `off`, `false`, `0`…);
 * - upload: files `{ name, size, type? }`; name and address: their configured parts; time: text
 *   or `{ hours, minutes, meridiem }`.
 */
export function readFieldValue(field: FieldDefinition, raw: unknown): ReadValue {
  if (raw === null || raw === undefined) return ok(null);
  switch (field.type) {
    case 'slider':
      return readSlider(raw, field.slider_type === 'range');
    case 'radio':
      return readSingleChoice(raw);
    case 'select':
      return field.multiple ? readTextList(raw) : readSingleChoice(raw);
    case 'checkbox':
      return readTextList(raw);
    case 'consent':
      return readConsent(raw);
    case 'upload':
      return readFiles(raw);
    case 'name':
      return field.parts.length === 0 ? readText(raw) : readParts(raw, field.parts);
    case 'address':
      return readParts(raw, field.parts);
    case 'time':
      return isRecord(raw) ? readParts(raw, TIME_PARTS) : readText(raw);
    case 'number':
    case 'currency':
      return typeof raw === 'number' ? (Number.isFinite(raw) ? ok(raw) : MALFORMED) : readText(raw);
    default:
      return readText(raw);
  }
}
