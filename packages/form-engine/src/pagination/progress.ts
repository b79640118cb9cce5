import { visibleSteps, type PaginationState } from './pagination';

/**
 * PAGE-002 as refined by DEC-08: round((index among shown pages + 1) / shown pages × 100).
 * Pages hidden by conditions are not counted. Should the current page itself be hidden, its
 * position is that of the shown pages before it. With no page shown, the progress is 0.
 */
export function progressPercent(state: PaginationState): number {
  const shown = visibleSteps(state);
  if (shown.length === 0) return 0;
  const index = shown.filter((step) => step < state.step).length;
  const position = Math.min(index + 1, shown.length);
  return Math.round((position / shown.length) * 100);
}

/** "Step 2 of 4" style figures over the shown pages (1-based for display). */
export function stepPosition(state: PaginationState): {
  readonly current: number;
  readonly total: number;
} {
  const shown = visibleSteps(state);
  const index = shown.filter((step) => step < state.step).length;
  return { current: Math.min(index + 1, shown.length), total: shown.length };
}
