import { isExists } from 'date-fns';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

/**
 * A date-picker format: the tokens `dd`, `mm` and `yy` (a four-digit year, as in the date picker's
 * own notation) in any order, joined by one separator: `dd/mm/yy`, `mm.dd.yy`, `yy-mm-dd`, …
 */
export type DateFormat = string;

export interface DateOptions extends RuleOptions {
  readonly format: DateFormat;
}

export interface CalendarDate {
  readonly year: number;
  /** 1…12 */
  readonly month: number;
  /** 1…31 */
  readonly day: number;
}

/** FORM-021: one day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01: calendar arithmetic without time zones or daylight saving. */
export function dayNumber(date: CalendarDate): number {
  // setUTCFullYear, unlike Date.UTC, keeps the years 0…99 as written (not 1900…1999).
  const moment = new Date(0);
  moment.setUTCFullYear(date.year, date.month - 1, date.day);
  return moment.getTime() / DAY_MS;
}

/** The calendar date `days` days after 1970-01-01 (the inverse of {@link dayNumber}). */
export function dateOfDayNumber(days: number): CalendarDate {
  const moment = new Date(days * DAY_MS);
  return {
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
  };
}

/** 0 (Sunday) … 6 (Saturday). */
export function weekdayOf(date: CalendarDate): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

type DateToken = 'dd' | 'mm' | 'yy';

interface ParsedFormat {
  readonly separator: string;
  readonly order: readonly DateToken[];
}

const TOKEN_DIGITS: Record<DateToken, string> = { dd: '\\d{1,2}', mm: '\\d{1,2}', yy: '\\d{4}' };

function parseFormat(format: DateFormat): ParsedFormat {
  const match = /^(dd|mm|yy)([/.-])(dd|mm|yy)\2(dd|mm|yy)$/.exec(format.trim().toLowerCase());
  const order = match ? [match[1], match[3], match[4]] : [];
  if (!match || new Set(order).size !== 3) {
    throw new Error(
      `Unsupported date format '${format}': expected dd, mm and yy joined by one of / . - (for example dd/mm/yy).`,
    );
  }
  return { separator: match[2] ?? '/', order: order as DateToken[] };
}

/**
 * Reads `value` in the configured format. The separator must be the configured one (a visitor
 * typing 12-05-2024 into a dd/mm/yy field is told, not silently reinterpreted), and the result
 * must exist on the calendar (no 31 April, 29 February only in leap years).
 */
export function parseDateInFormat(value: string, format: DateFormat): CalendarDate | undefined {
  const { separator, order } = parseFormat(format);
  const escaped = `\\${separator}`;
  const pattern = new RegExp(`^${order.map((token) => `(${TOKEN_DIGITS[token]})`).join(escaped)}$`);
  const match = pattern.exec(value.trim());
  if (!match) return undefined;
  const part = (token: DateToken) => Number(match[order.indexOf(token) + 1]);
  const date = { year: part('yy'), month: part('mm'), day: part('dd') };
  return isExists(date.year, date.month - 1, date.day) ? date : undefined;
}

/** VAL-007, VAL-028: matches the configured pattern and is a real calendar date. */
export function validateDate(value: string, options: DateOptions): ValidationResult {
  // Check the configuration even for an empty value, so a bad format surfaces at once.
  parseFormat(options.format);
  if (value.trim() === '') return undefined;
  return parseDateInFormat(value, options.format)
    ? undefined
    : resolveMessage('date', options.messages);
}

/** VAL-008: an ISO calendar date, `yyyy-mm-dd`. */
export function validateIsoDate(value: string, options: RuleOptions = {}): ValidationResult {
  const typed = value.trim();
  if (typed === '') return undefined;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(typed) && parseDateInFormat(typed, 'yy-mm-dd');
  return valid ? undefined : resolveMessage('dateISO', options.messages);
}
