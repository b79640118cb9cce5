import {
  MONTH_NAMES as MONTH_DISPLAY_NAMES,
  WEEKDAY_NAMES as WEEKDAY_DISPLAY_NAMES,
} from '../validation/calendar-names';
import { parseDateInFormat, type CalendarDate } from '../validation/date';

const MONTH_NAMES = MONTH_DISPLAY_NAMES.map((name) => name.toLowerCase());
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const WEEKDAY_NAMES = WEEKDAY_DISPLAY_NAMES.map((name) => name.toLowerCase());
const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 2));

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
