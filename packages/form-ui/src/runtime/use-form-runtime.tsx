import { systemClock, type Clock } from '@atelier/form-engine/conditions/clock';
import {
  paginationButtons,
  type PaginationButtons,
  type PaginationLabelConfig,
} from '@atelier/form-engine/pagination/labels';
import {
  createPagination,
  isLastStep,
  paginate,
  visibleSteps,
  type PaginationEvent,
  type PaginationOutcome,
  type PaginationState,
} from '@atelier/form-engine/pagination/pagination';
import { progressPercent } from '@atelier/form-engine/pagination/progress';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { holdsVisitorValue, type FieldType } from '@atelier/form-engine/schema/field-id';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldDefinition } from '@atelier/form-engine/schema/fields';
import {
  copyNumberOf,
  formGraphOf,
  repeatedFieldOf,
  type FormGraph,
} from '@atelier/form-engine/state/form-graph';
import {
  createFormState,
  type FieldValues,
  type FormState,
} from '@atelier/form-engine/state/form-state';
import {
  fieldPages,
  hiddenPages,
  pagesOf,
  paginationLabelConfig,
} from '@atelier/form-engine/state/pages';
import { recalculationDelay } from '@atelier/form-engine/state/recalculation-timing';
import {
  pageValidity,
  validateField,
  validateForm,
  validatePage,
  type PhoneRule,
  type ValidationOptions,
} from '@atelier/form-engine/validation/validate-form';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  paymentAmountOf,
  paymentSourceOf,
  type PaymentAmount,
  type PaymentSource,
} from '@atelier/form-engine/payments/payment-amount';
import { whenPhoneRuleLoads } from '../phone/phone-rule';

export interface FormRuntimeOptions {
  /** Values to start from (a native submit sent back with its errors, a draft). */
  readonly initialValues?: FieldValues;
  /** Errors to show from the start (a native submit the server refused). */
  readonly initialErrors?: Readonly<Record<string, string>>;
  /** "Today" for date conditions; the system clock unless a test fixes it. */
  readonly clock?: Clock;
  /** PAGE-010: the page a saved draft was on; the form opens there. */
  readonly initialPage?: number;
}

/** SUB-003, SUB-004: the submit's life; success and error are momentary and end in idle. */
export type SubmitPhase = 'idle' | 'submitting';

type CalculationSnapshot = Readonly<Record<string, FieldValue>>;

/** The id a copy of a repeated field goes by: `number-1` in copy 2 is `number-1-2` (DEC-02). */
export function copyIdOf(fieldId: string, copyNumber: number): string {
  return `${fieldId}-${copyNumber}`;
}

/**
 * Types whose control posts an empty text when left empty. The server then checks an untouched
 * copy of them like the original (a required one is refused), so the browser holds the same ''.
 */
const POSTS_EMPTY_TEXT: ReadonlySet<FieldType> = new Set([
  'text',
  'textarea',
  'email',
  'url',
  'password',
  'phone',
  'number',
  'currency',
  'date',
]);

/** What a new copy of a group member starts with: what the original starts with. */
function copyStartValue(field: FieldDefinition): FieldValue {
  if (field.type === 'slider') {
    if (field.default_value !== undefined) return field.default_value;
    return field.slider_type === 'range' ? [field.min, field.max] : field.min;
  }
  if ('default_value' in field && field.default_value !== undefined) return field.default_value;
  return POSTS_EMPTY_TEXT.has(field.type) ? '' : null;
}

function calculationsOf(state: FormState): CalculationSnapshot {
  const snapshot: Record<string, FieldValue> = {};
  for (const field of state.definition.fields) {
    if (field.type === 'calculation') snapshot[field.id] = state.value(field.id);
  }
  return snapshot;
}

/**
 * One live form: the engine's state (mutable, changed by the visitor's actions), the pagination
 * machine, what the calculations show, and the submit phase. Every change bumps a version that
 * React reads through useSyncExternalStore.
 */
export class FormRuntimeController {
  readonly definition: FormDefinition;
  private state: FormState;
  private paginationState: PaginationState;
  private calculations: CalculationSnapshot;
  private submitPhase: SubmitPhase = 'idle';
  private readonly fields: ReadonlyMap<string, FieldDefinition>;
  private readonly graph: FormGraph;
  /**
   * Each repeatable group's copy numbers in the order shown. Kept beside the engine's values
   * because a copy whose fields are all empty holds no value there, yet still shows as a block.
   */
  private groupCopies = new Map<string, readonly number[]>();
  private readonly labels: PaginationLabelConfig;
  private readonly clock: Clock;
  /** The rules handed to the engine; the phone rule joins when its chunk arrives. */
  private validation: ValidationOptions = {};
  private recalculation: ReturnType<typeof setTimeout> | undefined;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(definition: FormDefinition, options: FormRuntimeOptions = {}) {
    this.definition = definition;
    this.clock = options.clock ?? systemClock;
    this.fields = new Map(definition.fields.map((field) => [field.id, field]));
    this.graph = formGraphOf(definition);
    this.labels = paginationLabelConfig(definition);
    this.state = createFormState(definition, options.initialValues ?? {}, this.clock);
    if (options.initialErrors) this.state.setErrors(options.initialErrors);
    // A native submit sent back re-opens the copies it held, with their values and errors.
    this.showCopiesOf([
      ...Object.keys(options.initialValues ?? {}),
      ...Object.keys(options.initialErrors ?? {}),
    ]);
    this.calculations = calculationsOf(this.state);
    this.paginationState = createPagination({
      totalSteps: pagesOf(definition).length,
      inlineValidation: definition.settings.inline_validation,
      hiddenSteps: hiddenPages(this.state),
    });
    if (options.initialPage !== undefined) {
      this.paginationState = paginate(this.paginationState, {
        type: 'open-draft',
        step: options.initialPage,
      });
    }
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  dispose(): void {
    clearTimeout(this.recalculation);
  }

  get settings() {
    return this.definition.settings;
  }

  value(fieldId: string): FieldValue {
    return this.fields.get(fieldId)?.type === 'calculation'
      ? (this.calculations[fieldId] ?? null)
      : this.state.value(fieldId);
  }

  isVisible(fieldId: string): boolean {
    return this.state.isVisible(fieldId);
  }

  error(fieldId: string): string | undefined {
    return this.state.error(fieldId);
  }

  /** Whether any field (or copy) shows an error: the error summary stays while one does. */
  get hasErrors(): boolean {
    return Object.keys(this.state.errors()).length > 0;
  }

  setValue(fieldId: string, value: FieldValue): void {
    const change = this.state.setValue(fieldId, value);
    const field = this.fieldOf(fieldId);
    if (change.calculations.length > 0 && field) {
      this.showCalculations(recalculationDelay(field.type, this.settings));
    }
    if (change.visibility.length > 0) this.syncHiddenPages();
    // A field showing an error is checked again as the visitor corrects it.
    if (this.settings.inline_validation && this.state.error(fieldId) !== undefined) {
      this.validateOne(fieldId);
    }
    this.changed();
  }

  /** VAL-046: validates one field now (focus-out), when the form validates inline. */
  revalidate(fieldId: string): void {
    if (!this.settings.inline_validation) return;
    this.validateOne(fieldId);
    this.changed();
  }

  /** VAL-045: the visitor typed a non-empty value; the field's error goes. */
  clearError(fieldId: string): void {
    if (this.state.error(fieldId) === undefined) return;
    this.state.setErrors({ [fieldId]: null });
    this.changed();
  }

  /** A repeatable group's copy numbers (the `2` of `text-1-2`), in the order they are shown. */
  copyNumbers(groupId: string): readonly number[] {
    return this.groupCopies.get(groupId) ?? [];
  }

  /** The field and the copies of it that are shown: where its errors can be. */
  idsWithCopies(fieldId: string): readonly string[] {
    const groupId = this.fields.get(fieldId)?.group;
    if (groupId === undefined || !this.isRepeater(groupId)) return [fieldId];
    return [fieldId, ...this.copyNumbers(groupId).map((copy) => copyIdOf(fieldId, copy))];
  }

  /** Whether the group takes one more copy: its `max_copies` counts the copies beside the original. */
  canAddCopy(groupId: string): boolean {
    const group = this.fields.get(groupId);
    if (group?.type !== 'group' || !group.repeater) return false;
    return group.max_copies === undefined || this.copyNumbers(groupId).length < group.max_copies;
  }

  /**
   * Adds a copy of the group's fields, each starting as its original does; returns its number,
   * or `undefined` when the group takes no more.
   */
  addCopy(groupId: string): number | undefined {
    if (!this.canAddCopy(groupId)) return undefined;
    const numbers = this.copyNumbers(groupId);
    // Numbers are never reused while shown; the original is 1, so copies start at 2.
    const copyNumber = Math.max(1, ...numbers) + 1;
    this.groupCopies.set(groupId, [...numbers, copyNumber]);
    const start: Record<string, FieldValue> = {};
    for (const member of this.copiedMembers(groupId)) {
      const value = copyStartValue(member);
      if (value !== null) start[copyIdOf(member.id, copyNumber)] = value;
    }
    this.applyCopyValues(start);
    return copyNumber;
  }

  /** Removes a copy: its values (so `-*` sums drop them, DEC-02) and its errors go. */
  removeCopy(groupId: string, copyNumber: number): void {
    const numbers = this.copyNumbers(groupId);
    if (!numbers.includes(copyNumber)) return;
    this.groupCopies.set(
      groupId,
      numbers.filter((number) => number !== copyNumber),
    );
    const copyIds = this.copiedMembers(groupId).map((member) => copyIdOf(member.id, copyNumber));
    this.state.setErrors(Object.fromEntries(copyIds.map((id) => [id, null])));
    this.applyCopyValues(Object.fromEntries(copyIds.map((id) => [id, null])));
  }

  /** The members a copy repeats: those holding a value (layout and calculations are not copied). */
  copiedMembers(groupId: string): readonly FieldDefinition[] {
    return this.definition.fields.filter(
      (field) => field.group === groupId && holdsVisitorValue(field.type),
    );
  }

  /** VAL-023: numbers are checked in the browser from now on (the server always checks them). */
  setPhoneRule(phoneRule: PhoneRule): void {
    this.validation = { phoneRule };
  }

  /** Validates every shown field, shows the errors and moves to the first one's page (PAGE-011). */
  validateAll(): { valid: boolean; firstInvalid: string | undefined } {
    const report = validateForm(this.state, this.validation);
    this.showServerErrors(report.errors);
    return { valid: report.valid, firstInvalid: Object.keys(report.errors)[0] };
  }

  /**
   * PP-008: whether every shown field is valid, without showing any error: the PayPal button
   * stays disabled until it is, and the visitor is not shown errors for fields not reached yet.
   */
  isValidQuietly(): boolean {
    return validateForm(this.state, this.validation).valid;
  }

  /** PAY-001, PP-003: the amount a payment field asks of the current values (browser side). */
  paymentAmount(method: PaymentSource['method']): PaymentAmount | undefined {
    const source = paymentSourceOf(this.definition, method);
    return source === undefined ? undefined : paymentAmountOf(this.state, source);
  }

  /** SUB-011, PAGE-011: errors in display order replace the old ones; returns the first field. */
  showServerErrors(errors: Readonly<Record<string, string>>): string | undefined {
    const known = Object.entries(errors).filter(([fieldId]) => this.isFieldOrCopy(fieldId));
    const cleared = Object.fromEntries(Object.keys(this.state.errors()).map((id) => [id, null]));
    this.state.setErrors({ ...cleared, ...Object.fromEntries(known) });
    const fieldIds = known.map(([fieldId]) => fieldId);
    this.showCopiesOf(fieldIds);
    this.move({
      type: 'field-errors',
      fields: fieldIds.map((fieldId) => this.fieldOf(fieldId)?.id ?? fieldId),
      fieldPages: fieldPages(this.definition),
    });
    return fieldIds[0];
  }

  get pagination(): PaginationState {
    return this.paginationState;
  }

  get pageCount(): number {
    return this.paginationState.totalSteps;
  }

  /** DEC-08: the pages the step tabs list (hidden pages left out). */
  get shownSteps(): readonly number[] {
    return visibleSteps(this.paginationState);
  }

  /** DEC-08, PAGE-002 */
  get progress(): number {
    return progressPercent(this.paginationState);
  }

  /** PAGE-008, PAGE-014, ERR-017 */
  get buttons(): PaginationButtons {
    return paginationButtons(this.paginationState, this.labels);
  }

  get isLastStep(): boolean {
    return isLastStep(this.paginationState);
  }

  /** PAGE-005, PAGE-007: returns the outcome (`submit` on the last step, `blocked-invalid`…). */
  next(): PaginationOutcome {
    let currentStepValid = true;
    if (this.settings.inline_validation && !this.isLastStep) {
      const report = validatePage(this.state, this.paginationState.step, this.validation);
      currentStepValid = report.valid;
      this.state.setErrors(report.errors);
    }
    return this.move({ type: 'next', currentStepValid }).outcome;
  }

  /** PAGE-004 */
  back(): void {
    this.move({ type: 'back' });
  }

  /** PAGE-012: earlier invalid steps stop the move, and their errors show. */
  goToStep(step: number): PaginationOutcome {
    const outcome = this.move({
      type: 'go-to-step',
      step,
      stepValidity: pageValidity(this.state, this.validation),
    }).outcome;
    if (outcome === 'blocked-invalid') {
      this.state.setErrors(
        validatePage(this.state, this.paginationState.step, this.validation).errors,
      );
      this.changed();
    }
    return outcome;
  }

  /** PAGE-013, DEC-07 */
  openHash(hash: string): void {
    this.move({ type: 'open-hash', hash });
  }

  get phase(): SubmitPhase {
    return this.submitPhase;
  }

  /** SUB-003, SUB-004 */
  setPhase(phase: SubmitPhase): void {
    this.submitPhase = phase;
    this.changed();
  }

  /** SUB-005, PAGE-009: every value back to its default, errors gone, step 0. */
  reset(): void {
    clearTimeout(this.recalculation);
    this.state = createFormState(this.definition, {}, this.clock);
    this.groupCopies = new Map();
    this.calculations = calculationsOf(this.state);
    this.syncHiddenPages();
    this.move({ type: 'reset' });
  }

  /**
   * Every value the visitor entered, including those of fields hidden now (they come back when
   * shown): what a draft keeps and what its change check compares (DRAFT-002).
   */
  enteredValues(): Record<string, FieldValue> {
    const values: Record<string, FieldValue> = {};
    for (const field of this.definition.fields) {
      if (!holdsVisitorValue(field.type)) continue;
      for (const id of [field.id, ...this.state.copyIds(field.id)]) {
        values[id] = this.state.storedValue(id);
      }
    }
    return values;
  }

  /**
   * Starts the form again from saved answers (the browser's copy of an unsent form) on the page
   * they were on. Throws a RangeError when they hold more copies than a group allows.
   */
  restore(values: FieldValues, page: number): void {
    const state = createFormState(this.definition, values, this.clock);
    clearTimeout(this.recalculation);
    this.state = state;
    this.groupCopies = new Map();
    this.showCopiesOf(Object.keys(values));
    this.calculations = calculationsOf(this.state);
    this.syncHiddenPages();
    this.move({ type: 'open-draft', step: page });
  }

  private isFieldOrCopy(fieldId: string): boolean {
    return this.fieldOf(fieldId) !== undefined;
  }

  /** The definition of a field, or of the field a copy id repeats. */
  private fieldOf(fieldId: string): FieldDefinition | undefined {
    return this.fields.get(fieldId) ?? repeatedFieldOf(this.graph, fieldId)?.field;
  }

  private isRepeater(groupId: string): boolean {
    const group = this.fields.get(groupId);
    return group?.type === 'group' && group.repeater;
  }

  /** Opens the copy blocks that the given ids (values or errors of copies) belong to. */
  private showCopiesOf(ids: readonly string[]): void {
    for (const id of ids) {
      const groupId = repeatedFieldOf(this.graph, id)?.field.group;
      if (groupId === undefined) continue;
      const numbers = this.copyNumbers(groupId);
      const copyNumber = Number(copyNumberOf(id));
      if (numbers.includes(copyNumber)) continue;
      this.groupCopies.set(
        groupId,
        [...numbers, copyNumber].sort((left, right) => left - right),
      );
    }
  }

  /** Sets copies' values; calculations follow at once, since adding or removing is no keystroke. */
  private applyCopyValues(values: Readonly<Record<string, FieldValue>>): void {
    const change = this.state.setValues(values);
    if (change.calculations.length > 0) this.showCalculations(0);
    if (change.visibility.length > 0) this.syncHiddenPages();
    this.changed();
  }

  /** One field or copy: only its own message changes, not those of the original's other copies. */
  private validateOne(fieldId: string): void {
    const baseId = this.fieldOf(fieldId)?.id ?? fieldId;
    const found = validateField(this.state, baseId, this.validation);
    this.state.setErrors({ [fieldId]: found[fieldId] ?? null });
  }

  private move(event: PaginationEvent): PaginationState {
    this.paginationState = paginate(this.paginationState, event);
    this.changed();
    return this.paginationState;
  }

  private syncHiddenPages(): void {
    this.move({ type: 'set-hidden-steps', hiddenSteps: hiddenPages(this.state) });
  }

  private showCalculations(delay: number): void {
    clearTimeout(this.recalculation);
    const refresh = () => {
      this.calculations = calculationsOf(this.state);
      this.changed();
    };
    if (delay <= 0) refresh();
    // DEC-05: the trailing edge of the memoize window; each keystroke restarts it.
    else this.recalculation = setTimeout(refresh, delay);
  }
}

export type FormRuntime = FormRuntimeController;

/**
 * A live form over form-engine's state: values, visibility, calculations with DEC-05 timing,
 * errors with inline validation, pages through the pagination machine, and the submit phase.
 * The engine recomputes at once; the controller decides when the visitor sees calculations change.
 */
export function useFormRuntime(
  definition: FormDefinition,
  options: FormRuntimeOptions = {},
): FormRuntime {
  const [controller] = useState(() => new FormRuntimeController(definition, options));
  useSyncExternalStore(controller.subscribe, controller.snapshot, controller.snapshot);
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(
    () => whenPhoneRuleLoads(controller.definition, (rule) => controller.setPhoneRule(rule)),
    [controller],
  );
  return controller;
}
