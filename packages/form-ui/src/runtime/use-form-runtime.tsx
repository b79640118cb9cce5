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
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldDefinition } from '@atelier/form-engine/schema/fields';
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
} from '@atelier/form-engine/validation/validate-form';
import { useEffect, useState, useSyncExternalStore } from 'react';

export interface FormRuntimeOptions {
  /** Values to start from (a native submit sent back with its errors, a draft). */
  readonly initialValues?: FieldValues;
  /** Errors to show from the start (a native submit the server refused). */
  readonly initialErrors?: Readonly<Record<string, string>>;
  /** "Today" for date conditions; the system clock unless a test fixes it. */
  readonly clock?: Clock;
}

/** SUB-003, SUB-004: the submit's life; success and error are momentary and end in idle. */
export type SubmitPhase = 'idle' | 'submitting';

type CalculationSnapshot = Readonly<Record<string, FieldValue>>;

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
  private readonly labels: PaginationLabelConfig;
  private readonly clock: Clock;
  private recalculation: ReturnType<typeof setTimeout> | undefined;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(definition: FormDefinition, options: FormRuntimeOptions = {}) {
    this.definition = definition;
    this.clock = options.clock ?? systemClock;
    this.fields = new Map(definition.fields.map((field) => [field.id, field]));
    this.labels = paginationLabelConfig(definition);
    this.state = createFormState(definition, options.initialValues ?? {}, this.clock);
    if (options.initialErrors) this.state.setErrors(options.initialErrors);
    this.calculations = calculationsOf(this.state);
    this.paginationState = createPagination({
      totalSteps: pagesOf(definition).length,
      inlineValidation: definition.settings.inline_validation,
      hiddenSteps: hiddenPages(this.state),
    });
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

  setValue(fieldId: string, value: FieldValue): void {
    const change = this.state.setValue(fieldId, value);
    const field = this.fields.get(fieldId);
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

  /** Validates every shown field, shows the errors and moves to the first one's page (PAGE-011). */
  validateAll(): { valid: boolean; firstInvalid: string | undefined } {
    const report = validateForm(this.state);
    this.showServerErrors(report.errors);
    return { valid: report.valid, firstInvalid: Object.keys(report.errors)[0] };
  }

  /** SUB-011, PAGE-011: errors in display order replace the old ones; returns the first field. */
  showServerErrors(errors: Readonly<Record<string, string>>): string | undefined {
    const known = Object.entries(errors).filter(([fieldId]) => this.isFieldOrCopy(fieldId));
    const cleared = Object.fromEntries(Object.keys(this.state.errors()).map((id) => [id, null]));
    this.state.setErrors({ ...cleared, ...Object.fromEntries(known) });
    const fieldIds = known.map(([fieldId]) => fieldId);
    this.move({ type: 'field-errors', fields: fieldIds, fieldPages: fieldPages(this.definition) });
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
      const report = validatePage(this.state, this.paginationState.step);
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
      stepValidity: pageValidity(this.state),
    }).outcome;
    if (outcome === 'blocked-invalid') {
      this.state.setErrors(validatePage(this.state, this.paginationState.step).errors);
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
    this.calculations = calculationsOf(this.state);
    this.syncHiddenPages();
    this.move({ type: 'reset' });
  }

  private isFieldOrCopy(fieldId: string): boolean {
    return this.fields.has(fieldId) || this.fields.has(fieldId.replace(/-\d+$/, ''));
  }

  private validateOne(fieldId: string): void {
    const found = validateField(this.state, fieldId);
    this.state.setErrors({ [fieldId]: null, ...found });
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
  return controller;
}
