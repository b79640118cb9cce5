import { parseStepHash } from './step-hash';

/**
 * The multi-step form's page state (PAGE-003…PAGE-013) as a pure reducer:
 * `paginate(state, event)` returns the next state, and `state.outcome` says what the last event
 * did, so the UI knows when to submit, show errors or start card tokenisation. The machine never
 * validates: validity comes in with the events.
 */

/** What the last event did. */
export type PaginationOutcome =
  /** Nothing has happened yet. */
  | 'ready'
  /** The current step changed. */
  | 'moved'
  /** The event had no effect (back from the first step, a hash naming no page, …). */
  | 'unchanged'
  /** PAGE-005, PAGE-012: stopped on an invalid step (the current one, or the first invalid earlier one). */
  | 'blocked-invalid'
  /** PAGE-006: the step holds a card field; the UI must create a token and report it. */
  | 'awaiting-card-token'
  /** PAGE-006: the card token could not be created; the form stays on the step. */
  | 'card-token-failed'
  /** PAGE-007: next was pressed on the last step; the UI submits the form. */
  | 'submit';

export interface PaginationState {
  /** PAGE-003: 0 … totalSteps-1. */
  readonly step: number;
  readonly totalSteps: number;
  /** PAGE-005: when on, next and step tabs require valid steps. */
  readonly inlineValidation: boolean;
  /** PAGE-006: steps holding a card field. */
  readonly cardTokenSteps: readonly number[];
  /** DEC-08: steps hidden by conditions; skipped by navigation and not counted in progress. */
  readonly hiddenSteps: readonly number[];
  /** PAGE-007: once finished, next on the last step no longer submits. */
  readonly finished: boolean;
  /** A card token is being created for the current step; other moves wait for it. */
  readonly awaitingCardToken: boolean;
  readonly outcome: PaginationOutcome;
}

export interface PaginationSetup {
  readonly totalSteps: number;
  readonly inlineValidation?: boolean;
  readonly cardTokenSteps?: readonly number[];
  readonly hiddenSteps?: readonly number[];
  /** PAGE-010: a draft's saved page; clamped into range. */
  readonly initialStep?: number;
  /** PAGE-013: the page's URL hash; `#step-N` opens page N when it exists and is shown. */
  readonly hash?: string;
}

export type PaginationEvent =
  /** PAGE-005: the UI validated the current step and reports the result. */
  | { readonly type: 'next'; readonly currentStepValid: boolean }
  /** PAGE-006: the result of the card tokenisation started by `awaiting-card-token`. */
  | { readonly type: 'card-token'; readonly created: boolean }
  /** PAGE-004 */
  | { readonly type: 'back' }
  /** PAGE-012: a step tab was clicked; `stepValidity[i]` is whether step i is valid. */
  | {
      readonly type: 'go-to-step';
      readonly step: number;
      readonly stepValidity: readonly boolean[];
    }
  /** PAGE-013, DEC-07 */
  | { readonly type: 'open-hash'; readonly hash: string }
  /** PAGE-010 */
  | { readonly type: 'open-draft'; readonly step: number }
  /** PAGE-011, SUB-011: errors on fields (first one first); jump to the page of the first known field. */
  | {
      readonly type: 'field-errors';
      readonly fields: readonly string[];
      readonly fieldPages: Readonly<Record<string, number>>;
    }
  /** DEC-08: conditions changed which pages are shown. */
  | { readonly type: 'set-hidden-steps'; readonly hiddenSteps: readonly number[] }
  /** The form is finished (submitted for good): next on the last step stops submitting. */
  | { readonly type: 'finish' }
  /** PAGE-009 */
  | { readonly type: 'reset' };

function assertStepCount(totalSteps: number): void {
  if (!Number.isSafeInteger(totalSteps) || totalSteps < 1) {
    throw new RangeError(`A paginated form has at least one step; got totalSteps = ${totalSteps}.`);
  }
}

function clampStep(step: number, totalSteps: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), totalSteps - 1);
}

export function isStepShown(state: PaginationState, step: number): boolean {
  return (
    Number.isInteger(step) &&
    step >= 0 &&
    step < state.totalSteps &&
    !state.hiddenSteps.includes(step)
  );
}

/** DEC-08: the steps not hidden by conditions, in order. */
export function visibleSteps(state: PaginationState): number[] {
  return Array.from({ length: state.totalSteps }, (_, step) => step).filter((step) =>
    isStepShown(state, step),
  );
}

function nextShownStep(state: PaginationState): number | undefined {
  return visibleSteps(state).find((step) => step > state.step);
}

function previousShownStep(state: PaginationState): number | undefined {
  return visibleSteps(state)
    .reverse()
    .find((step) => step < state.step);
}

/** PAGE-004: back is possible except from the first (shown) step. */
export function canGoBack(state: PaginationState): boolean {
  return previousShownStep(state) !== undefined;
}

/** PAGE-008: on the last (shown) step, next acts as submit. */
export function isLastStep(state: PaginationState): boolean {
  return nextShownStep(state) === undefined;
}

export function createPagination(setup: PaginationSetup): PaginationState {
  assertStepCount(setup.totalSteps);
  const base: PaginationState = {
    step: clampStep(setup.initialStep ?? 0, setup.totalSteps),
    totalSteps: setup.totalSteps,
    inlineValidation: setup.inlineValidation ?? false,
    cardTokenSteps: setup.cardTokenSteps ?? [],
    hiddenSteps: setup.hiddenSteps ?? [],
    finished: false,
    awaitingCardToken: false,
    outcome: 'ready',
  };
  const hashStep = setup.hash === undefined ? undefined : parseStepHash(setup.hash);
  return hashStep !== undefined && isStepShown(base, hashStep) ? { ...base, step: hashStep } : base;
}

function moveTo(state: PaginationState, step: number): PaginationState {
  return step === state.step
    ? { ...state, awaitingCardToken: false, outcome: 'unchanged' }
    : { ...state, step, awaitingCardToken: false, outcome: 'moved' };
}

function unchanged(state: PaginationState): PaginationState {
  return { ...state, outcome: 'unchanged' };
}

/** Past the current step: to the next shown step, or submit from the last one (PAGE-007). */
function advance(state: PaginationState): PaginationState {
  const next = nextShownStep(state);
  if (next !== undefined) return moveTo(state, next);
  if (state.finished) return { ...state, awaitingCardToken: false, outcome: 'unchanged' };
  return { ...state, awaitingCardToken: false, outcome: 'submit' };
}

function onNext(state: PaginationState, currentStepValid: boolean): PaginationState {
  if (state.awaitingCardToken) return unchanged(state);
  if (state.inlineValidation && !currentStepValid) return { ...state, outcome: 'blocked-invalid' };
  if (state.cardTokenSteps.includes(state.step)) {
    return { ...state, awaitingCardToken: true, outcome: 'awaiting-card-token' };
  }
  return advance(state);
}

function onCardToken(state: PaginationState, created: boolean): PaginationState {
  if (!state.awaitingCardToken) return unchanged(state);
  return created
    ? advance(state)
    : { ...state, awaitingCardToken: false, outcome: 'card-token-failed' };
}

function onGoToStep(
  state: PaginationState,
  target: number,
  stepValidity: readonly boolean[],
): PaginationState {
  if (!isStepShown(state, target)) return unchanged(state);
  if (state.inlineValidation && target > state.step) {
    const firstInvalid = visibleSteps(state).find(
      (step) => step < target && stepValidity[step] === false,
    );
    if (firstInvalid !== undefined) {
      return { ...moveTo(state, firstInvalid), outcome: 'blocked-invalid' };
    }
  }
  return moveTo(state, target);
}

function onFieldErrors(
  state: PaginationState,
  fields: readonly string[],
  fieldPages: Readonly<Record<string, number>>,
): PaginationState {
  const page = fields
    .map((field) => (Object.hasOwn(fieldPages, field) ? fieldPages[field] : undefined))
    .find((step) => step !== undefined && step >= 0 && step < state.totalSteps);
  return page === undefined ? unchanged(state) : moveTo(state, page);
}

export function paginate(state: PaginationState, event: PaginationEvent): PaginationState {
  switch (event.type) {
    case 'next':
      return onNext(state, event.currentStepValid);
    case 'card-token':
      return onCardToken(state, event.created);
    case 'back': {
      if (state.awaitingCardToken) return unchanged(state);
      const previous = previousShownStep(state);
      return previous === undefined ? unchanged(state) : moveTo(state, previous);
    }
    case 'go-to-step':
      if (state.awaitingCardToken) return unchanged(state);
      return onGoToStep(state, event.step, event.stepValidity);
    case 'open-hash': {
      if (state.awaitingCardToken) return unchanged(state);
      const step = parseStepHash(event.hash);
      return step !== undefined && isStepShown(state, step)
        ? moveTo(state, step)
        : unchanged(state);
    }
    case 'open-draft':
      return moveTo(state, clampStep(event.step, state.totalSteps));
    case 'field-errors':
      return onFieldErrors(state, event.fields, event.fieldPages);
    case 'set-hidden-steps':
      return { ...state, hiddenSteps: [...event.hiddenSteps], outcome: 'unchanged' };
    case 'finish':
      return { ...state, finished: true, awaitingCardToken: false, outcome: 'unchanged' };
    case 'reset':
      // PAGE-009: back to step 0 (or the first shown step, should conditions hide step 0).
      return { ...moveTo(state, visibleSteps(state)[0] ?? 0), finished: false };
  }
}
