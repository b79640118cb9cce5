import type { Clock } from '../conditions/clock';
import type { FormDefinition } from '../schema/definition';
import { holdsVisitorValue } from '../schema/field-id';
import type { FieldValue } from '../schema/field-value';
import type { FieldDefinition } from '../schema/fields';
import { copyNumberOf, formGraphOf, repeatedFieldOf, type FormGraph } from '../state/form-graph';
import { createFormState, type FormState } from '../state/form-state';
import { messageSourceOf } from './field-rules';
import { resolveMessage } from './messages';
import { validatePhone } from './phone';
import { shouldValidate } from './required';
import { readFieldValue, type ReadValue } from './submitted-value';
import { validateField } from './validate-form';

/** More keys than any form of ours posts: the payload is refused before its keys are read. */
export const MAX_SUBMITTED_KEYS = 10_000;

export interface SubmissionError {
  /** The field (or copy, or group) the message belongs on; `null` for the payload as a whole. */
  readonly field: string | null;
  readonly message: string;
}

export type SubmissionResult =
  | {
      readonly ok: true;
      /** The visible fields' values, cleaned, in display order: what to store. */
      readonly values: Readonly<Record<string, FieldValue>>;
      /** The visible calculations, recomputed here, rounded to their precision. */
      readonly calculations: Readonly<Record<string, number>>;
      /** Payload keys that were dropped: unknown, calculations, layout, hidden inputs. */
      readonly ignored: readonly string[];
    }
  | {
      readonly ok: false;
      /** SUB-002, SUB-011: one message per field, in display order. */
      readonly errors: readonly SubmissionError[];
      readonly ignored: readonly string[];
    };

type Problem = Extract<ReadValue, { ok: false }>;

interface ReadPayload {
  /** Every field the visitor fills in, `null` when the payload lacks it, plus copies. */
  readonly inputs: Record<string, FieldValue>;
  /** Field id → its (or its copies') ids whose value could not be read, and why. */
  readonly problems: Map<string, Map<string, Problem>>;
  /** The groups the payload gave more copies than their max_copies. */
  readonly overfullGroups: Set<string>;
  readonly ignored: string[];
}

function refuse(message: string): SubmissionResult {
  return { ok: false, errors: [{ field: null, message }], ignored: [] };
}

function isPayloadObject(payload: unknown): payload is Readonly<Record<string, unknown>> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload);
}

/** Counts own keys, stopping at the limit, so a huge payload is never listed in full. */
function hasTooManyKeys(payload: Readonly<Record<string, unknown>>): boolean {
  let count = 0;
  for (const key in payload) {
    if (Object.hasOwn(payload, key) && ++count > MAX_SUBMITTED_KEYS) return true;
  }
  return false;
}

/**
 * A hidden input carries what the owner configured, never what a client claims: its definition's
 * default is used, whatever arrives.
 */
function takesSubmittedValue(field: FieldDefinition): boolean {
  return holdsVisitorValue(field.type) && field.type !== 'hidden';
}

/**
 * Keeps the copies of each repeatable group within its max_copies: the lowest copy numbers win,
 * the rest are left out (and reported, when the group is shown).
 */
function limitCopies(
  graph: FormGraph,
  copies: Map<string, Map<string, FieldValue>>,
  overfullGroups: Set<string>,
): Record<string, FieldValue> {
  const kept: Record<string, FieldValue> = {};
  for (const [groupId, groupCopies] of copies) {
    const group = graph.nodes[graph.indexOf.get(groupId) ?? -1]?.field;
    const limit = group?.type === 'group' ? group.max_copies : undefined;
    const numbers = [...new Set([...groupCopies.keys()].map(copyNumberOf))].sort(
      (left, right) => Number(left) - Number(right),
    );
    const allowed = new Set(limit === undefined ? numbers : numbers.slice(0, limit));
    if (allowed.size < numbers.length) overfullGroups.add(groupId);
    for (const [copyId, value] of groupCopies) {
      if (allowed.has(copyNumberOf(copyId))) kept[copyId] = value;
    }
  }
  return kept;
}

function readPayload(
  definition: FormDefinition,
  payload: Readonly<Record<string, unknown>>,
): ReadPayload {
  const graph = formGraphOf(definition);
  const inputs: Record<string, FieldValue> = {};
  const problems = new Map<string, Map<string, Problem>>();
  const copies = new Map<string, Map<string, FieldValue>>();
  const ignored: string[] = [];
  for (const field of definition.fields) {
    if (takesSubmittedValue(field)) inputs[field.id] = null;
  }
  for (const [key, raw] of Object.entries(payload)) {
    const own = graph.nodes[graph.indexOf.get(key) ?? -1]?.field;
    const field = own ?? repeatedFieldOf(graph, key)?.field;
    if (field === undefined || !takesSubmittedValue(field)) {
      ignored.push(key);
      continue;
    }
    const read = readFieldValue(field, raw);
    if (!read.ok) {
      const fieldProblems = problems.get(field.id) ?? new Map<string, Problem>();
      fieldProblems.set(key, read);
      problems.set(field.id, fieldProblems);
    } else if (own !== undefined) {
      inputs[key] = read.value;
    } else if (read.value !== null) {
      const groupId = field.group ?? '';
      const groupCopies = copies.get(groupId) ?? new Map<string, FieldValue>();
      groupCopies.set(key, read.value);
      copies.set(groupId, groupCopies);
    }
  }
  const overfullGroups = new Set<string>();
  Object.assign(inputs, limitCopies(graph, copies, overfullGroups));
  return { inputs, problems, overfullGroups, ignored };
}

function collectErrors(state: FormState, read: ReadPayload): SubmissionError[] {
  const { definition } = state;
  const errors: SubmissionError[] = [];
  for (const field of definition.fields) {
    const messages = messageSourceOf(definition, field);
    if (field.type === 'group') {
      const limit = field.max_copies;
      if (read.overfullGroups.has(field.id) && limit !== undefined && state.isVisible(field.id)) {
        errors.push({ field: field.id, message: resolveMessage('maxCopies', messages, [limit]) });
      }
      continue;
    }
    if (!takesSubmittedValue(field)) continue;
    const checked = shouldValidate({
      hidden: !state.isVisible(field.id),
      validateWhenHidden: 'validate_hidden' in field && field.validate_hidden,
    });
    if (!checked) continue;
    const validation = validateField(state, field.id, { phoneRule: validatePhone });
    const problems = read.problems.get(field.id);
    const ids = new Set([field.id, ...state.copyIds(field.id), ...(problems?.keys() ?? [])]);
    for (const id of ids) {
      const problem = problems?.get(id);
      const message =
        problem === undefined
          ? validation[id]
          : resolveMessage(problem.rule, messages, problem.params);
      if (message !== undefined) errors.push({ field: id, message });
    }
  }
  return errors;
}

/** The value to store: number and currency text become numbers (`' 12.50 '` → 12.5). */
function cleanValue(field: FieldDefinition, value: FieldValue): FieldValue {
  if ((field.type === 'number' || field.type === 'currency') && typeof value === 'string') {
    return value.trim() === '' ? null : Number(value.trim());
  }
  return value;
}

function acceptedValues(state: FormState): SubmissionResult & { ok: true } {
  const values: Record<string, FieldValue> = {};
  const calculations: Record<string, number> = {};
  for (const field of state.definition.fields) {
    if (!state.isVisible(field.id)) continue;
    if (field.type === 'calculation') {
      calculations[field.id] = state.calculation(field.id)?.value ?? 0;
    } else if (holdsVisitorValue(field.type)) {
      for (const id of [field.id, ...state.copyIds(field.id)]) {
        values[id] = cleanValue(field, state.value(id));
      }
    }
  }
  return { ok: true, values, calculations, ignored: [] };
}

/**
 * The server's check of a submitted form (pure): reads the raw payload (strings and lists as a
 * form-encoded or multipart body gives them, or JSON values), builds the form state from it,
 * validates every shown field with exactly the rules the browser used, and returns the clean
 * values to store, or the errors to show.
 *
 * Never trusts the client: calculation values are recomputed (what the client sent is ignored),
 * hidden inputs keep their configured value, fields hidden by conditions are dropped, choices
 * must be options, copies beyond a group's max_copies are refused, and values of the wrong shape
 * or of hostile size are rejected with a message, in time proportional to the payload's top level.
 * Unknown keys (the nonce, the action, typos) are dropped and listed in `ignored`, not errors.
 * A field missing from the payload is empty (an unticked checkbox is not posted), not its default.
 */
export function validateSubmission(
  definition: FormDefinition,
  payload: unknown,
  clock: Clock,
): SubmissionResult {
  if (!isPayloadObject(payload)) {
    return refuse('The submission must be an object of field values, keyed by field id.');
  }
  if (hasTooManyKeys(payload)) {
    return refuse(
      `The submission has more than ${MAX_SUBMITTED_KEYS} values; no form here posts that many.`,
    );
  }
  const read = readPayload(definition, payload);
  const state = createFormState(definition, read.inputs, clock);
  const errors = collectErrors(state, read);
  if (errors.length > 0) return { ok: false, errors, ignored: read.ignored };
  return { ...acceptedValues(state), ignored: read.ignored };
}
