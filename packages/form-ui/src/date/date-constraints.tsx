import { readDate } from '@atelier/form-engine/conditions/calendar';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { add } from 'date-fns';
import type { Matcher } from 'react-day-picker';
import { DEFAULT_YEAR_SPAN, fromLocalDate, toLocalDate } from './date-format';

export interface DateConstraints {
  readonly startYear: number;
  readonly endYear: number;
  readonly weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** The first and last days that can be picked, once every bound is applied. */
  readonly earliest: Date | undefined;
  readonly latest: Date | undefined;
  /** Days inside the bounds that still cannot be picked. */
  readonly disabled: readonly Matcher[];
}

export interface DateContext {
  /** Today, as the browser sees it; read when the picker opens, never while rendering. */
  readonly today: Date;
  /** The values of the fields named by start-field and end-field. */
  readonly startFieldValue?: FieldValue | undefined;
  readonly endFieldValue?: FieldValue | undefined;
}

type DateField = FieldOf<'date'>;
type Offset = NonNullable<DateField['start-offset']>;

function readLocalDate(text: FieldValue | undefined, format: string): Date | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const date = readDate(text, format);
  return date === undefined ? undefined : toLocalDate(date);
}

function shifted(date: Date | undefined, offset: Offset | undefined): Date | undefined {
  if (date === undefined || offset === undefined) return date;
  return add(date, { [offset.unit]: offset.value });
}

function startOfDay(date: Date): Date {
  return toLocalDate(fromLocalDate(date));
}

function latestOf(dates: readonly (Date | undefined)[]): Date | undefined {
  const known = dates.filter((date): date is Date => date !== undefined);
  return known.length === 0 ? undefined : new Date(Math.max(...known.map(Number)));
}

function earliestOf(dates: readonly (Date | undefined)[]): Date | undefined {
  const known = dates.filter((date): date is Date => date !== undefined);
  return known.length === 0 ? undefined : new Date(Math.min(...known.map(Number)));
}

/**
 * FORM-019, FORM-020: what a date field's options allow. Dates in the options (start-date,
 * end-date, disable-date, disable-range) are read in the field's format, or written yyyy-mm-dd.
 * A linked field (start-field, end-field) bounds the range with its current value moved by its
 * offset (a signed number of days, weeks, months or years). The tightest bound wins.
 */
export function dateConstraints(field: DateField, context: DateContext): DateConstraints {
  const format = field.format;
  const today = startOfDay(context.today);
  const year = today.getFullYear();
  const earliest = latestOf([
    field['past-dates'] === 'disable' ? today : undefined,
    readLocalDate(field['start-date'], format),
    shifted(readLocalDate(context.startFieldValue, format), field['start-offset']),
  ]);
  const latest = earliestOf([
    readLocalDate(field['end-date'], format),
    shifted(readLocalDate(context.endFieldValue, format), field['end-offset']),
  ]);
  const disabled: Matcher[] = [];
  if (field.restrict.length > 0) disabled.push({ dayOfWeek: [...field.restrict] });
  const days = field['disable-date']
    .map((text) => readLocalDate(text, format))
    .filter((date): date is Date => date !== undefined);
  if (days.length > 0) disabled.push(days);
  for (const range of field['disable-range']) {
    const from = readLocalDate(range.start, format);
    const to = readLocalDate(range.end, format);
    if (from !== undefined && to !== undefined) disabled.push({ from, to });
  }
  return {
    startYear: field['start-year'] ?? year - DEFAULT_YEAR_SPAN,
    endYear: field['end-year'] ?? year + DEFAULT_YEAR_SPAN,
    weekStartsOn: field['start-of-week'] as DateConstraints['weekStartsOn'],
    earliest,
    latest,
    disabled,
  };
}

function matches(matcher: Matcher, date: Date): boolean {
  const time = date.getTime();
  if (Array.isArray(matcher)) return matcher.some((day) => day.getTime() === time);
  if (typeof matcher === 'object' && 'dayOfWeek' in matcher) {
    return ([] as number[]).concat(matcher.dayOfWeek).includes(date.getDay());
  }
  if (typeof matcher === 'object' && 'from' in matcher) {
    const { from, to } = matcher;
    return from !== undefined && to !== undefined && time >= from.getTime() && time <= to.getTime();
  }
  return false;
}

/** Whether the day cannot be picked: outside the bounds or the year range, or disabled. */
export function isDayDisabled(constraints: DateConstraints, day: Date): boolean {
  const date = startOfDay(day);
  if (date.getFullYear() < constraints.startYear || date.getFullYear() > constraints.endYear) {
    return true;
  }
  if (constraints.earliest !== undefined && date < constraints.earliest) return true;
  if (constraints.latest !== undefined && date > constraints.latest) return true;
  return constraints.disabled.some((matcher) => matches(matcher, date));
}
