import type { CalendarDate } from '@atelier/form-engine/validation/date';

export type DatePart = 'dd' | 'mm' | 'yy';

export interface DateLayout {
  /** The parts in the order the format writes them. */
  readonly order: readonly DatePart[];
  readonly separator: string;
}

/**
 * Reads a date-picker format (`mm/dd/yy`: dd, mm and yy once each, one separator). The schema has
 * already refused any other, so an unreadable one falls back to the default rather than throwing
 * during render.
 */
export function dateLayout(format: string): DateLayout {
  const match = /^(dd|mm|yy)([/.-])(dd|mm|yy)\2(dd|mm|yy)$/.exec(format.trim().toLowerCase());
  if (!match) return { order: ['mm', 'dd', 'yy'], separator: '/' };
  return {
    order: [match[1], match[3], match[4]] as DatePart[],
    separator: match[2] ?? '/',
  };
}

const PART_PLACEHOLDERS: Readonly<Record<DatePart, string>> = { dd: 'dd', mm: 'mm', yy: 'yyyy' };

/** What the visitor is asked to type, e.g. `mm/dd/yyyy` (yy stands for a four-digit year). */
export function formatHint(format: string): string {
  const { order, separator } = dateLayout(format);
  return order.map((part) => PART_PLACEHOLDERS[part]).join(separator);
}

/** The date written in the field's format: 2025-05-07 in dd/mm/yy is `07/05/2025`. */
export function formatCalendarDate(date: CalendarDate, format: string): string {
  const { order, separator } = dateLayout(format);
  const parts: Record<DatePart, string> = {
    dd: String(date.day).padStart(2, '0'),
    mm: String(date.month).padStart(2, '0'),
    yy: String(date.year).padStart(4, '0'),
  };
  return order.map((part) => parts[part]).join(separator);
}

/** Midnight local time of a calendar date: the calendar widget counts days in local time. */
export function toLocalDate(date: CalendarDate): Date {
  const local = new Date(date.year, date.month - 1, date.day);
  // Years 0…99 would be read as 1900…1999 by the constructor.
  local.setFullYear(date.year);
  return local;
}

export function fromLocalDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}
