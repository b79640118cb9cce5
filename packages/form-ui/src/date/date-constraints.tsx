import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { dateLimitsOf } from '@atelier/form-engine/validation/date-field-limits';
import { isDayAllowed, type DateLimits } from '@atelier/form-engine/validation/date-limits';
import { fromLocalDate, toLocalDate } from './date-format';

export interface DateConstraints {
  readonly startYear: number;
  readonly endYear: number;
  readonly weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** The bounds the options set (not the year range), as local midnights for the calendar. */
  readonly earliest: Date | undefined;
  readonly latest: Date | undefined;
  /** form-engine's limits: the one rule the picker, the browser's validation and the server share. */
  readonly limits: DateLimits;
}

export interface DateContext {
  /** Today, as the browser sees it; read when the picker opens, never while rendering. */
  readonly today: Date;
  /** The values of the fields named by start-field and end-field. */
  readonly startFieldValue?: FieldValue | undefined;
  readonly endFieldValue?: FieldValue | undefined;
}

/**
 * FORM-019, FORM-020: what a date field's options allow, for the calendar. The days themselves
 * are decided by form-engine's `dateLimitsOf` and `isDayAllowed`, so a day the picker greys out
 * is the day validation refuses when it is typed.
 */
export function dateConstraints(field: FieldOf<'date'>, context: DateContext): DateConstraints {
  const limits = dateLimitsOf(field, {
    today: fromLocalDate(context.today),
    startFieldValue: context.startFieldValue,
    endFieldValue: context.endFieldValue,
  });
  return {
    startYear: limits.startYear,
    endYear: limits.endYear,
    weekStartsOn: field['start-of-week'] as DateConstraints['weekStartsOn'],
    earliest: limits.earliest === undefined ? undefined : toLocalDate(limits.earliest),
    latest: limits.latest === undefined ? undefined : toLocalDate(limits.latest),
    limits,
  };
}

/** Whether the day cannot be picked: outside the bounds or the year range, or disabled. */
export function isDayDisabled(constraints: DateConstraints, day: Date): boolean {
  return !isDayAllowed(constraints.limits, fromLocalDate(day));
}
