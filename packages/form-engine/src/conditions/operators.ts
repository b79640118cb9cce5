import type { ConditionOperator } from '../schema/conditions';
import type { FieldValue } from '../schema/field-value';
import { dayNumber, weekdayOf, type CalendarDate } from '../validation/date';
import { readDate, readMonth, readWeekday } from './calendar';
import type { Clock } from './clock';

/** What a condition looks at: the tested field as the visitor currently sees it. */
export interface ConditionSubject {
  readonly visible: boolean;
  readonly value: FieldValue | undefined;
  /** The date field's format, so date operators read the value as the visitor typed it. */
  readonly dateFormat?: string;
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function asNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMERIC.test(trimmed) ? Number(trimmed) : undefined;
}

/** The texts a value offers to comparisons: one per chosen option, file, or the text itself. */
function textsOf(value: FieldValue | undefined): string[] {
  if (value === null || value === undefined) return [''];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  // A ticked consent box reads as "checked", the word the form builder uses for it.
  if (typeof value === 'boolean') return [value ? 'checked' : ''];
  if (Array.isArray(value)) {
    return value.map((item: string | number | { readonly name: string }) =>
      typeof item === 'object' ? item.name : String(item),
    );
  }
  return [
    Object.values(value)
      .filter((part) => part !== '')
      .join(' '),
  ];
}

/** COND-004: numerically when both sides are numbers, else text without regard to case. */
function isEqual(actual: string, expected: string): boolean {
  const actualNumber = asNumber(actual);
  const expectedNumber = asNumber(expected);
  if (actualNumber !== undefined && expectedNumber !== undefined) {
    return actualNumber === expectedNumber;
  }
  return actual.toLowerCase() === expected.toLowerCase();
}

/** COND-005: only when the field holds exactly one number and the condition gives a number. */
function compareNumbers(
  texts: readonly string[],
  expected: string,
  holds: (actual: number, expected: number) => boolean,
): boolean {
  const expectedNumber = asNumber(expected);
  const only = texts.length === 1 ? texts[0] : undefined;
  const actualNumber = only === undefined ? undefined : asNumber(only);
  return actualNumber !== undefined && expectedNumber !== undefined
    ? holds(actualNumber, expectedNumber)
    : false;
}

function matchesText(
  texts: readonly string[],
  expected: string,
  holds: (actual: string, expected: string) => boolean,
): boolean {
  const needle = expected.toLowerCase();
  return texts.some((text) => holds(text.toLowerCase(), needle));
}

function daysCount(text: string): number | undefined {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

type DateTest = (
  date: CalendarDate,
  expected: string,
  subject: ConditionSubject,
  clock: Clock,
) => boolean;

/** Compares the month/weekday only when both sides can be read; an unreadable side never matches. */
function compareParts(
  part: (date: CalendarDate) => number,
  read: (text: string) => number | undefined,
  wantEqual: boolean,
): DateTest {
  return (date, expected) => {
    const wanted = read(expected);
    return wanted !== undefined && (part(date) === wanted) === wantEqual;
  };
}

function compareWithDate(holds: (actual: number, target: number) => boolean): DateTest {
  return (date, expected, subject) => {
    const target = readDate(expected, subject.dateFormat);
    return target !== undefined && holds(dayNumber(date), dayNumber(target));
  };
}

/** COND-010: `today` and `n` are whole days; the window ends are as the form builder sets them. */
function compareWithToday(holds: (day: number, today: number, days: number) => boolean): DateTest {
  return (date, expected, _subject, clock) => {
    const days = daysCount(expected);
    return days !== undefined && holds(dayNumber(date), dayNumber(clock.today()), days);
  };
}

const DATE_TESTS: Partial<Record<ConditionOperator, DateTest>> = {
  month_is: compareParts((date) => date.month, readMonth, true),
  month_is_not: compareParts((date) => date.month, readMonth, false),
  day_is: compareParts(weekdayOf, readWeekday, true),
  day_is_not: compareParts(weekdayOf, readWeekday, false),
  is_before: compareWithDate((actual, target) => actual < target),
  is_after: compareWithDate((actual, target) => actual > target),
  is_before_n_or_more_days: compareWithToday((day, today, days) => day <= today - days),
  is_before_less_than_n_days: compareWithToday(
    (day, today, days) => day > today - days && day <= today,
  ),
  is_after_n_or_more_days: compareWithToday((day, today, days) => day >= today + days),
  is_after_less_than_n_days: compareWithToday(
    (day, today, days) => day >= today && day < today + days,
  ),
};

/**
 * Whether one condition holds for `subject`. A hidden field never satisfies any condition, not
 * even `is_not` (COND-013): whatever depends on it hides or shows as if it had no value, which
 * makes show/hide cascade down chains of conditions.
 */
export function testCondition(
  operator: ConditionOperator,
  subject: ConditionSubject,
  expected: string,
  clock: Clock,
): boolean {
  if (!subject.visible) return false;
  const texts = textsOf(subject.value);
  switch (operator) {
    case 'is':
      return texts.some((text) => isEqual(text, expected));
    case 'is_not':
      return !texts.some((text) => isEqual(text, expected));
    case 'is_great':
      return compareNumbers(texts, expected, (actual, wanted) => actual > wanted);
    case 'is_less':
      return compareNumbers(texts, expected, (actual, wanted) => actual < wanted);
    case 'contains':
      return matchesText(texts, expected, (actual, wanted) => actual.includes(wanted));
    case 'starts':
      return matchesText(texts, expected, (actual, wanted) => actual.startsWith(wanted));
    case 'ends':
      return matchesText(texts, expected, (actual, wanted) => actual.endsWith(wanted));
    default: {
      const test = DATE_TESTS[operator];
      const first = texts[0];
      const date = first === undefined ? undefined : readDate(first, subject.dateFormat);
      return test !== undefined && date !== undefined && test(date, expected, subject, clock);
    }
  }
}
