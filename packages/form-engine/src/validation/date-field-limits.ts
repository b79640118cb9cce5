import { readDate } from '../conditions/calendar';
import type { FieldValue } from '../schema/field-value';
import type { FieldOf } from '../schema/fields';
import type { CalendarDate } from './date';
import { addToDate, type DateLimits, type DateOffset, type DateRange } from './date-limits';
import { yearRangeOf } from './date-years';

export interface DateLimitContext {
  /** Today in the clock's day: past-dates and the default year range count from it. */
  readonly today: CalendarDate;
  /** The current values of the fields named by start-field and end-field. */
  readonly startFieldValue?: FieldValue | undefined;
  readonly endFieldValue?: FieldValue | undefined;
}

type DateField = FieldOf<'date'>;

function readOptionDate(text: FieldValue | undefined, format: string): CalendarDate | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return readDate(text, format);
}

function shifted(
  date: CalendarDate | undefined,
  offset: DateOffset | undefined,
): CalendarDate | undefined {
  return date === undefined || offset === undefined ? date : addToDate(date, offset);
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function latestOf(dates: readonly (CalendarDate | undefined)[]): CalendarDate | undefined {
  return dates.reduce<CalendarDate | undefined>(
    (found, date) => (date === undefined || (found && compare(found, date) >= 0) ? found : date),
    undefined,
  );
}

function earliestOf(dates: readonly (CalendarDate | undefined)[]): CalendarDate | undefined {
  return dates.reduce<CalendarDate | undefined>(
    (found, date) => (date === undefined || (found && compare(found, date) <= 0) ? found : date),
    undefined,
  );
}

/**
 * FORM-019, FORM-020: the days a date field's options allow. Dates in the options (start-date,
 * end-date, disable-date, disable-range) are read in the field's format, or written yyyy-mm-dd;
 * one that reads as neither bounds nothing. A linked field (start-field, end-field) bounds the
 * range with its current value moved by its offset; while it is empty (or hidden) it bounds
 * nothing. past-dates 'disable' refuses the days before today; today stays open.
 */
export function dateLimitsOf(field: DateField, context: DateLimitContext): DateLimits {
  const { format } = field;
  const disabledRanges: DateRange[] = [];
  for (const range of field['disable-range']) {
    const start = readOptionDate(range.start, format);
    const end = readOptionDate(range.end, format);
    if (start !== undefined && end !== undefined) disabledRanges.push({ start, end });
  }
  return {
    ...yearRangeOf(field, context.today.year),
    earliest: latestOf([
      field['past-dates'] === 'disable' ? context.today : undefined,
      readOptionDate(field['start-date'], format),
      shifted(readOptionDate(context.startFieldValue, format), field['start-offset']),
    ]),
    latest: earliestOf([
      readOptionDate(field['end-date'], format),
      shifted(readOptionDate(context.endFieldValue, format), field['end-offset']),
    ]),
    restrictedWeekdays: field.restrict,
    disabledDays: field['disable-date']
      .map((text) => readOptionDate(text, format))
      .filter((date): date is CalendarDate => date !== undefined),
    disabledRanges,
  };
}
