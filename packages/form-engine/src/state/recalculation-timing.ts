import type { FieldType } from '../schema/field-id';
import type { FormSettings } from '../schema/settings';

/** CALC-025, DEC-05: the debounce of a full recalculation after bulk changes. */
export const FULL_RECALCULATION_DEBOUNCE_MS = 1000;

/**
 * CALC-022, DEC-05: how long the browser waits after a change before recalculating. Radio and
 * checkbox changes recalculate at once; typing elsewhere waits for the trailing edge of the
 * memoize window. The engine itself always recomputes at once: timing is the runtime's concern.
 */
export function recalculationDelay(changedType: FieldType, settings: FormSettings): number {
  return changedType === 'radio' || changedType === 'checkbox' ? 0 : settings.calcs_memoize_time;
}
