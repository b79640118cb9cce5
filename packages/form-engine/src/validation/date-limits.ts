import { MONTH_NAMES, WEEKDAY_NAMES } from './calendar-names';
import {
  dateOfDayNumber,
  dayNumber,
  parseDateInFormat,
  weekdayOf,
  type CalendarDate,
  type DateFormat,
} from './date';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';
import type { YearRange } from './date-years';

/**
 * FORM-019: which days a date field lets the visitor choose. One rule for the picker (which greys
 * out what it refuses), the browser's validation of a typed date and the server's re-check.
 */
export interface DateLimits extends YearRange {
  /**
   * The first and last days past-dates, start-date/end-date and the linked fields allow, the
   * tightest bound winning; `undefined` when only the year range bounds that side.
   */
  readonly earliest: CalendarDate | undefined;
  readonly latest: CalendarDate | undefined;
  /** Weekdays that cannot be chosen, 0 (Sunday) … 6 (Saturday). */
  readonly restrictedWeekdays: readonly number[];
  readonly disabledDays: readonly CalendarDate[];
  /** Inclusive at both ends; a range ending before it starts disables nothing. */
  readonly disabledRanges: readonly DateRange[];
}

export interface DateRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

export type DateOffsetUnit = 'days' | 'weeks' | 'months' | 'years';

/** A signed distance, as start-offset and end-offset give it. */
export interface DateOffset {
  readonly value: number;
  readonly unit: DateOffsetUnit;
}

function daysInMonth(year: number, month: number): number {
  const next =
    month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  return dayNumber(next) - dayNumber({ year, month, day: 1 });
}

/**
 * The date moved by the offset. Months and years keep the day of the month where it exists and
 * otherwise land on the month's last day (31 January + 1 month is 28 or 29 February), as the
 * date picker's own arithmetic does.
 */
export function addToDate(date: CalendarDate, offset: DateOffset): CalendarDate {
  if (offset.unit === 'days' || offset.unit === 'weeks') {
    const days = offset.unit === 'weeks' ? offset.value * 7 : offset.value;
    return dateOfDayNumber(dayNumber(date) + days);
  }
  const months = offset.unit === 'years' ? offset.value * 12 : offset.value;
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function later(a: CalendarDate, b: CalendarDate | undefined): CalendarDate {
  return b !== undefined && dayNumber(b) > dayNumber(a) ? b : a;
}

function sooner(a: CalendarDate, b: CalendarDate | undefined): CalendarDate {
  return b !== undefined && dayNumber(b) < dayNumber(a) ? b : a;
}

/** The first day that can be chosen: the later of the year range's first day and `earliest`. */
export function firstAllowedDay(limits: DateLimits): CalendarDate {
  return later({ year: limits.startYear, month: 1, day: 1 }, limits.earliest);
}

/** The last day that can be chosen: the sooner of the year range's last day and `latest`. */
export function lastAllowedDay(limits: DateLimits): CalendarDate {
  return sooner({ year: limits.endYear, month: 12, day: 31 }, limits.latest);
}

/** A day as the messages write it: "5 December 2026". */
export function describeDate(date: CalendarDate): string {
  return `${date.day} ${MONTH_NAMES[date.month - 1] ?? ''} ${date.year}`;
}

/** Weekdays as the messages write them: "Sundays and Mondays", in week order from Sunday. */
export function describeWeekdays(weekdays: readonly number[]): string {
  const names = [...new Set(weekdays)]
    .sort((a, b) => a - b)
    .map((weekday) => `${WEEKDAY_NAMES[weekday] ?? ''}s`);
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}

export type DateLimitRule = 'dateMin' | 'dateMax' | 'dateWeekday' | 'dateUnavailable';

/** Why a day cannot be chosen: the rule it breaks and the parameters of its message. */
export interface DateLimitFailure {
  readonly rule: DateLimitRule;
  readonly params: readonly string[];
}

function isDisabledDay(limits: DateLimits, day: number): boolean {
  return (
    limits.disabledDays.some((disabled) => dayNumber(disabled) === day) ||
    limits.disabledRanges.some(
      (range) => dayNumber(range.start) <= day && day <= dayNumber(range.end),
    )
  );
}

/**
 * FORM-019: why the day cannot be chosen, or `undefined` when it can. Bounds are checked first
 * (the message names the first or last day allowed), then the restricted weekdays, then the
 * disabled days and ranges.
 */
export function dateLimitFailure(
  limits: DateLimits,
  date: CalendarDate,
): DateLimitFailure | undefined {
  const day = dayNumber(date);
  const first = firstAllowedDay(limits);
  if (day < dayNumber(first)) return { rule: 'dateMin', params: [describeDate(first)] };
  const last = lastAllowedDay(limits);
  if (day > dayNumber(last)) return { rule: 'dateMax', params: [describeDate(last)] };
  if (limits.restrictedWeekdays.includes(weekdayOf(date))) {
    return { rule: 'dateWeekday', params: [describeWeekdays(limits.restrictedWeekdays)] };
  }
  if (isDisabledDay(limits, day)) return { rule: 'dateUnavailable', params: [describeDate(date)] };
  return undefined;
}

/** FORM-019: whether the picker offers the day; what it greys out is refused when typed too. */
export function isDayAllowed(limits: DateLimits, date: CalendarDate): boolean {
  return dateLimitFailure(limits, date) === undefined;
}

export interface DateLimitOptions extends RuleOptions {
  readonly format: DateFormat;
  readonly limits: DateLimits;
}

/**
 * FORM-019, VAL-028: a typed date the picker would not offer is refused with a message naming
 * what is wrong. Empty and unreadable values pass: required and the date format report those.
 */
export function validateDateLimits(value: string, options: DateLimitOptions): ValidationResult {
  if (value.trim() === '') return undefined;
  const date = parseDateInFormat(value, options.format);
  if (date === undefined) return undefined;
  const failure = dateLimitFailure(options.limits, date);
  return failure === undefined
    ? undefined
    : resolveMessage(failure.rule, options.messages, failure.params);
}
