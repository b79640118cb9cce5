import { parseDateInFormat, type CalendarDate } from '../validation/date';

/** FORM-021: one day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01: calendar arithmetic without time zones or daylight saving. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/** 0 (Sunday) … 6 (Saturday). */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

function wholeNumber(text: string): number | undefined {
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
}

/** COND-007, FORM-021: `jan`…`dec`, full names, or 1…12; 1-based. */
export function readMonth(text: string): number | undefined {
  const name = text.trim().toLowerCase();
  const index = MONTH_NAMES.findIndex((month, number) => name === month || name === MONTHS[number]);
  if (index >= 0) return index + 1;
  const number = wholeNumber(name);
  return number !== undefined && number >= 1 && number <= 12 ? number : undefined;
}

/** COND-008: `su`…`sa`, names of three letters or more, or 0 (Sunday) … 6 (Saturday). */
export function readWeekday(text: string): number | undefined {
  const name = text.trim().toLowerCase();
  const index = WEEKDAY_NAMES.findIndex(
    (day, weekday) => name === WEEKDAYS[weekday] || (name.length >= 3 && day.startsWith(name)),
  );
  if (index >= 0) return index;
  const number = wholeNumber(name);
  return number !== undefined && number <= 6 ? number : undefined;
}

function readInFormat(text: string, format: string): CalendarDate | undefined {
  try {
    return parseDateInFormat(text, format);
  } catch {
    // An unsupported format reads nothing; the definition schema rejects such formats anyway.
    return undefined;
  }
}

/** A date typed in the field's format, or written yyyy-mm-dd. */
export function readDate(text: string, format?: string): CalendarDate | undefined {
  const inFieldFormat = format === undefined ? undefined : readInFormat(text, format);
  return inFieldFormat ?? readInFormat(text, 'yy-mm-dd');
}
