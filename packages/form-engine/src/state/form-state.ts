import { NEUTRAL_OPERAND, type ReferenceValue } from '../calculator/formula';
import type { FieldReference } from '../calculator/field-reference';
import { FormulaError } from '../calculator/formula-error';
import { formatDecimal, roundForDisplay } from '../decimal/rounding';
import type { Clock } from '../conditions/clock';
import type { ConditionSubject } from '../conditions/operators';
import { isShownByConditions, type ConditionContext } from '../conditions/visibility';
import type { FormDefinition } from '../schema/definition';
import { holdsVisitorValue } from '../schema/field-id';
import { isEmptyValue, sameValue, type FieldValue } from '../schema/field-value';
import type { FieldDefinition } from '../schema/fields';
import {
  copyNumberOf,
  formGraphOf,
  repeatedFieldOf,
  type FormGraph,
  type GraphNode,
} from './form-graph';
import { numbersOf, selectNumber } from './formula-values';
import { IndexHeap } from './index-heap';

/** A calculation field's current result (CALC-019…CALC-021). */
export interface CalculationResult {
  /** Rounded to the field's precision; 0 when the formula failed. */
  readonly value: number;
  /** The value with exactly `precision` decimals and the field's decimal-point character. */
  readonly display: string;
  /** The calculation error message, or `null`. */
  readonly error: string | null;
}

/** Exactly what one update changed, so the UI re-renders only those fields. */
export interface FormStateChange {
  /** Fields (and group copies) whose value as the visitor sees it changed. */
  readonly values: readonly string[];
  /** Fields that were shown or hidden. */
  readonly visibility: readonly string[];
  /** Calculation fields whose result changed. */
  readonly calculations: readonly string[];
  /** Fields whose error message appeared, changed or cleared. */
  readonly errors: readonly string[];
}

export type FieldValues = Readonly<Record<string, FieldValue | undefined>>;

export interface FormState {
  readonly definition: FormDefinition;
  /** Where "today" comes from, for date conditions and the date fields' limits (FORM-019). */
  readonly clock: Clock;
  /** The value as the visitor sees it: `null` while the field is hidden (COND-012). */
  value(fieldId: string): FieldValue;
  /**
   * Every field's value, hidden fields as `null`, calculations as their rounded results. The
   * server reads a submission through `validateSubmission`, which keeps only the shown fields.
   */
  values(): Readonly<Record<string, FieldValue>>;
  /**
   * What the visitor entered, kept while the field is hidden (so showing it restores it). Only
   * fields marked validate_hidden (VAL-021) need this; everything else reads {@link value}.
   */
  storedValue(fieldId: string): FieldValue;
  /** The ids of the copies of a repeated field (`number-1-2`, …), in the order they were added. */
  copyIds(fieldId: string): readonly string[];
  /**
   * Whether a repeatable group may take one more copy: its `max_copies` counts the copies beside
   * the original (`number-1-2`, `number-1-3`: two copies). Setting a value that would add a copy
   * beyond it throws.
   */
  canAddCopy(groupId: string): boolean;
  isVisible(fieldId: string): boolean;
  calculation(fieldId: string): CalculationResult | undefined;
  /** A validation or server error set with {@link setErrors}, or a calculation error. */
  error(fieldId: string): string | undefined;
  errors(): Readonly<Record<string, string>>;
  /**
   * Sets one field's value and recomputes only what depends on it, in dependency order. A copy of
   * a repeated field is set by its copy id (`number-1-2`); `null` removes the copy.
   */
  setValue(fieldId: string, value: FieldValue): FormStateChange;
  /** Sets several values, then recomputes their dependants once (a draft restore, a reset). */
  setValues(values: FieldValues): FormStateChange;
  /** Sets (a message) or clears (`null`) errors from validation or the server. */
  setErrors(errors: Readonly<Record<string, string | null>>): FormStateChange;
}

class ChangeCollector {
  readonly values = new Set<string>();
  readonly visibility = new Set<string>();
  readonly calculations = new Set<string>();
  readonly errors = new Set<string>();

  result(): FormStateChange {
    return {
      values: [...this.values],
      visibility: [...this.visibility],
      calculations: [...this.calculations],
      errors: [...this.errors],
    };
  }
}

const HIDDEN_SUBJECT: ConditionSubject = { visible: false, value: null };

function holdsValue(field: FieldDefinition): boolean {
  return holdsVisitorValue(field.type);
}

function hiddenBehaviorOf(field: FieldDefinition): 'zero' | 'neutral' {
  return 'hidden-behavior' in field ? field['hidden-behavior'] : 'zero';
}

function defaultValueOf(field: FieldDefinition): FieldValue {
  if (field.type === 'slider') {
    if (field.default_value !== undefined) return field.default_value;
    return field.slider_type === 'range' ? [field.min, field.max] : field.min;
  }
  if ('default_value' in field && field.default_value !== undefined) return field.default_value;
  return null;
}

class IncrementalFormState implements FormState {
  readonly definition: FormDefinition;
  readonly clock: Clock;
  private readonly graph: FormGraph;
  private readonly nodes: readonly GraphNode[];
  /** What the visitor entered, kept while a field is hidden so showing it restores it. */
  private readonly entered: (FieldValue | undefined)[];
  private readonly visible: boolean[];
  private readonly results: (CalculationResult | undefined)[];
  /** Values of copies of repeated fields, by the original's index, then by copy id. */
  private readonly copies = new Map<number, Map<string, FieldValue>>();
  private readonly fieldErrors = new Map<string, string>();
  private readonly queue: IndexHeap;
  private readonly conditionContext: ConditionContext;
  private readonly resolveReference: (reference: FieldReference) => ReferenceValue;
  private readonly calculationError: string;

  constructor(definition: FormDefinition, initialValues: FieldValues, clock: Clock) {
    this.definition = definition;
    this.clock = clock;
    this.graph = formGraphOf(definition);
    this.nodes = this.graph.nodes;
    const count = this.nodes.length;
    this.entered = new Array<FieldValue | undefined>(count);
    this.visible = new Array<boolean>(count).fill(true);
    this.results = new Array<CalculationResult | undefined>(count);
    this.queue = new IndexHeap(count);
    this.calculationError = definition.settings.general_messages.calculation_error;
    this.conditionContext = {
      clock,
      subject: (fieldId) => this.subjectOf(fieldId),
      copies: (fieldId) => this.copySubjectsOf(fieldId),
    };
    this.resolveReference = (reference) => this.referenceValue(reference);

    for (const node of this.nodes) {
      if (holdsValue(node.field)) {
        // Only a missing key takes the default: `null` is "emptied", as an unticked box posts it.
        const initial = initialValues[node.field.id];
        this.entered[node.index] = initial === undefined ? defaultValueOf(node.field) : initial;
      }
    }
    for (const [fieldId, value] of Object.entries(initialValues)) {
      const base = repeatedFieldOf(this.graph, fieldId);
      if (base !== undefined && value !== undefined && value !== null) {
        this.checkCopyLimit(base, fieldId);
        this.copiesOf(base.index).set(fieldId, value);
      }
    }
    // Dependencies come first in `nodes`, so one pass settles everything.
    const ignored = new ChangeCollector();
    for (const node of this.nodes) this.recompute(node, ignored);
  }

  value(fieldId: string): FieldValue {
    const index = this.graph.indexOf.get(fieldId);
    if (index !== undefined) return this.visibleValue(index);
    const base = repeatedFieldOf(this.graph, fieldId);
    if (base === undefined) throw unknownField(fieldId);
    return this.visible[base.index] ? (this.copies.get(base.index)?.get(fieldId) ?? null) : null;
  }

  values(): Readonly<Record<string, FieldValue>> {
    const values: Record<string, FieldValue> = {};
    for (const field of this.definition.fields) {
      const index = this.graph.indexOf.get(field.id) ?? -1;
      const node = this.nodes[index];
      if (node === undefined || !(holdsValue(field) || field.type === 'calculation')) continue;
      values[field.id] = this.visibleValue(index);
      for (const copyId of this.copies.get(index)?.keys() ?? [])
        values[copyId] = this.value(copyId);
    }
    return values;
  }

  storedValue(fieldId: string): FieldValue {
    const index = this.graph.indexOf.get(fieldId);
    if (index !== undefined) {
      return this.nodes[index]?.field.type === 'calculation'
        ? (this.results[index]?.value ?? 0)
        : (this.entered[index] ?? null);
    }
    const base = repeatedFieldOf(this.graph, fieldId);
    if (base === undefined) throw unknownField(fieldId);
    return this.copies.get(base.index)?.get(fieldId) ?? null;
  }

  copyIds(fieldId: string): readonly string[] {
    const index = this.graph.indexOf.get(fieldId);
    if (index === undefined) throw unknownField(fieldId);
    return [...(this.copies.get(index)?.keys() ?? [])];
  }

  canAddCopy(groupId: string): boolean {
    const index = this.graph.indexOf.get(groupId);
    const group = index === undefined ? undefined : this.nodes[index]?.field;
    if (index === undefined || group === undefined) throw unknownField(groupId);
    if (group.type !== 'group' || !group.repeater) return false;
    return group.max_copies === undefined || this.copyNumbersOf(index).size < group.max_copies;
  }

  isVisible(fieldId: string): boolean {
    const index = this.graph.indexOf.get(fieldId) ?? repeatedFieldOf(this.graph, fieldId)?.index;
    if (index === undefined) throw unknownField(fieldId);
    return this.visible[index] ?? false;
  }

  calculation(fieldId: string): CalculationResult | undefined {
    const index = this.graph.indexOf.get(fieldId);
    return index === undefined ? undefined : this.results[index];
  }

  error(fieldId: string): string | undefined {
    const index = this.graph.indexOf.get(fieldId);
    const calculationError = index === undefined ? null : (this.results[index]?.error ?? null);
    return this.fieldErrors.get(fieldId) ?? calculationError ?? undefined;
  }

  errors(): Readonly<Record<string, string>> {
    const errors: Record<string, string> = {};
    for (const node of this.nodes) {
      const message = this.error(node.field.id);
      if (message !== undefined) errors[node.field.id] = message;
    }
    for (const [fieldId, message] of this.fieldErrors) errors[fieldId] = message;
    return errors;
  }

  setValue(fieldId: string, value: FieldValue): FormStateChange {
    return this.setValues({ [fieldId]: value });
  }

  setValues(values: FieldValues): FormStateChange {
    const change = new ChangeCollector();
    for (const [fieldId, value] of Object.entries(values)) {
      const changedIndex = this.store(fieldId, value ?? null, change);
      if (changedIndex === undefined) continue;
      // VAL-045: typing a non-empty value clears the field's error.
      if (!isEmptyValue(value) && this.fieldErrors.delete(fieldId)) change.errors.add(fieldId);
      // A hidden field reads as empty whatever it holds: nothing downstream can change.
      if (this.visible[changedIndex]) this.enqueueDependants(changedIndex);
    }
    this.drainQueue(change);
    return change.result();
  }

  setErrors(errors: Readonly<Record<string, string | null>>): FormStateChange {
    const change = new ChangeCollector();
    for (const [fieldId, message] of Object.entries(errors)) {
      if (!this.graph.indexOf.has(fieldId) && repeatedFieldOf(this.graph, fieldId) === undefined) {
        throw unknownField(fieldId);
      }
      const before = this.error(fieldId);
      if (message === null) this.fieldErrors.delete(fieldId);
      else this.fieldErrors.set(fieldId, message);
      if (this.error(fieldId) !== before) change.errors.add(fieldId);
    }
    return change.result();
  }

  /** Records a visitor's value; returns the index whose dependants need a look, if any. */
  private store(fieldId: string, value: FieldValue, change: ChangeCollector): number | undefined {
    const index = this.graph.indexOf.get(fieldId);
    const node = index === undefined ? undefined : this.nodes[index];
    if (node !== undefined) {
      if (!holdsValue(node.field)) {
        throw new Error(
          node.field.type === 'calculation'
            ? `${fieldId} is a calculation: its value is computed from its formula, not set.`
            : `${fieldId} is a ${node.field.type} field, which holds no value.`,
        );
      }
      if (sameValue(this.entered[node.index], value)) return undefined;
      this.entered[node.index] = value;
      if (this.visible[node.index]) change.values.add(fieldId);
      return node.index;
    }
    const base = repeatedFieldOf(this.graph, fieldId);
    if (base === undefined) throw unknownField(fieldId);
    const copies = this.copiesOf(base.index);
    if (sameValue(copies.get(fieldId) ?? null, value)) return undefined;
    if (value === null) {
      copies.delete(fieldId);
    } else {
      if (!copies.has(fieldId)) this.checkCopyLimit(base, fieldId);
      copies.set(fieldId, value);
    }
    if (this.visible[base.index]) change.values.add(fieldId);
    return base.index;
  }

  /** The copy numbers (the `2` of `number-1-2`) in use across the fields of a group. */
  private copyNumbersOf(groupIndex: number): Set<string> {
    const numbers = new Set<string>();
    for (const member of this.graph.groupMembers.get(groupIndex) ?? []) {
      for (const copyId of this.copies.get(member)?.keys() ?? []) {
        numbers.add(copyNumberOf(copyId));
      }
    }
    return numbers;
  }

  /** Refuses a value that would open a copy of its group beyond the group's max_copies. */
  private checkCopyLimit(base: GraphNode, copyId: string): void {
    const groupId = base.field.group ?? '';
    const groupIndex = this.graph.indexOf.get(groupId) ?? -1;
    const group = this.nodes[groupIndex]?.field;
    if (group?.type !== 'group' || group.max_copies === undefined) return;
    const numbers = this.copyNumbersOf(groupIndex);
    const copyNumber = copyNumberOf(copyId);
    if (!numbers.has(copyNumber) && numbers.size >= group.max_copies) {
      throw new RangeError(
        `${copyId} would be copy ${numbers.size + 1} of ${groupId}, which allows at most ${group.max_copies}.`,
      );
    }
  }

  private copiesOf(index: number): Map<string, FieldValue> {
    let copies = this.copies.get(index);
    if (copies === undefined) {
      copies = new Map();
      this.copies.set(index, copies);
    }
    return copies;
  }

  private enqueueDependants(index: number): void {
    for (const dependant of this.nodes[index]?.dependants ?? []) this.queue.push(dependant);
  }

  /** Recomputes queued nodes lowest index first: each node's inputs are final when it runs. */
  private drainQueue(change: ChangeCollector): void {
    for (let index = this.queue.pop(); index >= 0; index = this.queue.pop()) {
      const node = this.nodes[index];
      if (node !== undefined && this.recompute(node, change)) this.enqueueDependants(index);
    }
  }

  /** Recomputes one node's visibility and calculation; true when its dependants must follow. */
  private recompute(node: GraphNode, change: ChangeCollector): boolean {
    let outputChanged = false;
    const { index, field } = node;
    if (node.canHide) {
      const containerShown = node.container < 0 || this.visible[node.container] === true;
      const shown = containerShown && isShownByConditions(field.conditions, this.conditionContext);
      if (shown !== this.visible[index]) {
        this.visible[index] = shown;
        outputChanged = true;
        change.visibility.add(field.id);
        this.recordToggledValues(node, change);
        // An error on a field the visitor can no longer see would block them with no way out.
        if (!shown && this.fieldErrors.delete(field.id)) change.errors.add(field.id);
      }
    }
    if (field.type === 'calculation') {
      const previous = this.results[index];
      const next = this.evaluate(node);
      this.results[index] = next;
      if (
        previous === undefined ||
        previous.value !== next.value ||
        previous.display !== next.display ||
        previous.error !== next.error
      ) {
        change.calculations.add(field.id);
        if (previous?.error !== next.error) change.errors.add(field.id);
        if (previous?.value !== next.value) outputChanged = true;
      }
    }
    return outputChanged;
  }

  /** COND-012: hiding clears what the visitor sees, showing restores it. */
  private recordToggledValues(node: GraphNode, change: ChangeCollector): void {
    const { index, field } = node;
    if (!holdsValue(field)) return;
    if ((this.entered[index] ?? null) !== null) change.values.add(field.id);
    for (const copyId of this.copies.get(index)?.keys() ?? []) change.values.add(copyId);
  }

  private evaluate(node: GraphNode): CalculationResult {
    const { field, formula } = node;
    if (field.type !== 'calculation') throw new Error(`${field.id} is not a calculation.`);
    const { precision } = field;
    const decimalPoint = field['decimal-point'];
    // CALC-019: a formula that throws or yields a non-finite number shows the error, value 0.
    const failed = () => ({
      value: 0,
      display: formatDecimal(0, precision, decimalPoint),
      error: this.calculationError,
    });
    if (formula === null || formula instanceof FormulaError) return failed();
    try {
      const rounded = roundForDisplay(
        formula.evaluate(this.resolveReference),
        precision,
        decimalPoint,
      );
      return { ...rounded, error: null };
    } catch (error) {
      if (error instanceof FormulaError) return failed();
      throw error;
    }
  }

  private visibleValue(index: number): FieldValue {
    if (!this.visible[index]) return null;
    const node = this.nodes[index];
    if (node?.field.type === 'calculation') return this.results[index]?.value ?? 0;
    return this.entered[index] ?? null;
  }

  private subjectOf(fieldId: string): ConditionSubject {
    const index = this.graph.indexOf.get(fieldId);
    const field = index === undefined ? undefined : this.nodes[index]?.field;
    if (index === undefined || field === undefined) return HIDDEN_SUBJECT;
    return {
      visible: this.visible[index] ?? false,
      value: this.visibleValue(index),
      dateFormat: field.type === 'date' ? field.format : undefined,
    };
  }

  private copySubjectsOf(fieldId: string): ConditionSubject[] {
    const original = this.subjectOf(fieldId);
    const index = this.graph.indexOf.get(fieldId);
    const copies = index === undefined ? undefined : this.copies.get(index);
    if (copies === undefined) return [original];
    return [original, ...[...copies.values()].map((value) => ({ ...original, value }))];
  }

  /** DEC-01, DEC-02: the number a formula reference stands for. */
  private referenceValue(reference: FieldReference): ReferenceValue {
    const index = this.graph.indexOf.get(reference.fieldId);
    const node = index === undefined ? undefined : this.nodes[index];
    if (index === undefined || node === undefined) return 0;
    if (!this.visible[index]) {
      return hiddenBehaviorOf(node.field) === 'neutral' ? NEUTRAL_OPERAND : 0;
    }
    if (node.field.type === 'calculation') return this.results[index]?.value ?? 0;
    const own = numbersOf(this.entered[index], node.choiceCalculations);
    if (reference.selector !== 'copies') return selectNumber(own, reference.selector);
    let sum = selectNumber(own, 'value');
    for (const copy of this.copies.get(index)?.values() ?? []) {
      sum += selectNumber(numbersOf(copy, node.choiceCalculations), 'value');
    }
    return sum;
  }
}

function unknownField(fieldId: string): Error {
  return new Error(`${fieldId} is not a field of this form.`);
}

/**
 * The live state of one form: values, visibility, calculations and errors. Builds (once per
 * definition) the dependency graph, evaluates everything once, then updates incrementally.
 * In `initialValues` a missing key takes the field's default and `null` empties it; unknown keys
 * and calculation values are ignored. Copies beyond a group's max_copies are refused (thrown).
 */
export function createFormState(
  definition: FormDefinition,
  initialValues: FieldValues,
  clock: Clock,
): FormState {
  return new IncrementalFormState(definition, initialValues, clock);
}
