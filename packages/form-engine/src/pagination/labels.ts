import { canGoBack, isLastStep, type PaginationState } from './pagination';

/**
 * ERR-017: the pagination labels used when nothing else is configured. The single source: the
 * settings schema takes its defaults (text_prev, text_next, last-previous, last-next) from here.
 */
export const DEFAULT_PAGINATION_LABELS = {
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
} as const;

export interface StepLabels {
  /** PAGE-014 prev-text */
  readonly prevText?: string;
  /** PAGE-014 next-text */
  readonly nextText?: string;
}

export interface PaginationLabelConfig {
  /** PAGE-014 pagination-labels: `custom` enables the per-step labels. */
  readonly mode?: 'default' | 'custom';
  /** PAGE-014: labels per step, by step index. */
  readonly steps?: ReadonlyArray<StepLabels | undefined>;
  /** PAGE-015 last-previous: the previous button's label on the last step (custom mode). */
  readonly lastPrevious?: string;
  /** FORM-009 text_prev: the form's own default previous label. */
  readonly previous?: string;
  /** FORM-009 text_next: the form's own default next label. */
  readonly next?: string;
  /** The submit button's label, which the next button takes on the last step. */
  readonly submit?: string;
}

export interface PaginationButtons {
  readonly previous: { readonly label: string; readonly visible: boolean };
  /** PAGE-008: on the last step the next button is the submit button. */
  readonly next: { readonly label: string; readonly isSubmit: boolean };
}

function pick(...candidates: ReadonlyArray<string | undefined>): string {
  // Blank labels would leave an empty button: the first non-blank candidate wins.
  return candidates.find((label) => label !== undefined && label.trim() !== '') ?? '';
}

export function paginationButtons(
  state: PaginationState,
  config: PaginationLabelConfig = {},
): PaginationButtons {
  const custom = config.mode === 'custom';
  const stepLabels = custom ? config.steps?.[state.step] : undefined;
  const last = isLastStep(state);
  const previous = pick(
    custom && last ? config.lastPrevious : undefined,
    stepLabels?.prevText,
    config.previous,
    DEFAULT_PAGINATION_LABELS.previous,
  );
  const next = last
    ? pick(config.submit, DEFAULT_PAGINATION_LABELS.submit)
    : pick(stepLabels?.nextText, config.next, DEFAULT_PAGINATION_LABELS.next);
  return {
    previous: { label: previous, visible: canGoBack(state) },
    next: { label: next, isSubmit: last },
  };
}
