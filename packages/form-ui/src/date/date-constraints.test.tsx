import { dateLimitsOf } from '@atelier/form-engine/validation/date-field-limits';
import { validateDateLimits } from '@atelier/form-engine/validation/date-limits';
import { describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { dateConstraints, isDayDisabled } from './date-constraints';
import { formatCalendarDate, formatHint, fromLocalDate, toLocalDate } from './date-format';

const today = new Date(2025, 4, 14, 15, 30); // Wednesday 14 May 2025, mid-afternoon

function day(year: number, month: number, date: number): Date {
  return toLocalDate({ year, month, day: date });
}

function disabledDays(
  input: Parameters<typeof fieldOf<'date'>>[0],
  days: readonly Date[],
  context: { startFieldValue?: string; endFieldValue?: string } = {},
): boolean[] {
  const constraints = dateConstraints(fieldOf(input), { today, ...context });
  return days.map((date) => isDayDisabled(constraints, date));
}

const base = { id: 'date-1', type: 'date' } as const;

describe('dateConstraints', () => {
  it('FORM-020 the year range defaults to the current year ± 95', () => {
    const constraints = dateConstraints(fieldOf(base), { today });
    expect([constraints.startYear, constraints.endYear]).toEqual([1930, 2120]);
    expect(isDayDisabled(constraints, day(1929, 12, 31))).toBe(true);
    expect(isDayDisabled(constraints, day(1930, 1, 1))).toBe(false);
    expect(isDayDisabled(constraints, day(2120, 12, 31))).toBe(false);
    expect(isDayDisabled(constraints, day(2121, 1, 1))).toBe(true);
  });

  it('FORM-019 start-year and end-year bound the years offered', () => {
    const constraints = dateConstraints(
      fieldOf({ ...base, 'start-year': 2020, 'end-year': 2030 }),
      {
        today,
      },
    );
    expect([constraints.startYear, constraints.endYear]).toEqual([2020, 2030]);
  });

  it('FORM-019 restrict disables the listed weekdays', () => {
    // 17 May 2025 is a Saturday, 18 a Sunday, 19 a Monday.
    expect(
      disabledDays({ ...base, restrict: [0, 6] }, [
        day(2025, 5, 17),
        day(2025, 5, 18),
        day(2025, 5, 19),
      ]),
    ).toEqual([true, true, false]);
  });

  it('FORM-019 past-dates disable refuses days before today, today itself stays open', () => {
    expect(
      disabledDays({ ...base, 'past-dates': 'disable' }, [day(2025, 5, 13), day(2025, 5, 14)]),
    ).toEqual([true, false]);
    expect(disabledDays(base, [day(2025, 5, 13)])).toEqual([false]);
  });

  it('FORM-019 start-of-week is handed to the calendar', () => {
    expect(dateConstraints(fieldOf({ ...base, 'start-of-week': 1 }), { today }).weekStartsOn).toBe(
      1,
    );
  });

  it('FORM-019 start-date and end-date bound the range, read in the field format or yyyy-mm-dd', () => {
    expect(
      disabledDays(
        { ...base, format: 'dd/mm/yy', 'start-date': '10/06/2025', 'end-date': '2025-06-20' },
        [day(2025, 6, 9), day(2025, 6, 10), day(2025, 6, 20), day(2025, 6, 21)],
      ),
    ).toEqual([true, false, false, true]);
  });

  it('FORM-019 disable-date and disable-range refuse those days, ranges inclusive', () => {
    expect(
      disabledDays(
        {
          ...base,
          'disable-date': ['05/20/2025', 'not a date'],
          'disable-range': [{ start: '2025-05-24', end: '2025-05-26' }],
        },
        [day(2025, 5, 20), day(2025, 5, 21), day(2025, 5, 24), day(2025, 5, 26), day(2025, 5, 27)],
      ),
    ).toEqual([true, false, true, true, false]);
  });

  it('FORM-019 a linked start field moved by its offset sets the first day', () => {
    const field = {
      ...base,
      'start-field': 'date-2',
      'start-offset': { value: 2, unit: 'days' as const },
    };
    expect(
      disabledDays(field, [day(2025, 6, 2), day(2025, 6, 3)], { startFieldValue: '06/01/2025' }),
    ).toEqual([true, false]);
    expect(disabledDays(field, [day(2025, 1, 1)], {})).toEqual([false]);
  });

  it('FORM-019 a linked end field moved by a negative offset sets the last day', () => {
    const field = {
      ...base,
      'end-field': 'date-3',
      'end-offset': { value: -1, unit: 'weeks' as const },
    };
    expect(
      disabledDays(field, [day(2025, 6, 8), day(2025, 6, 9)], { endFieldValue: '06/15/2025' }),
    ).toEqual([false, true]);
  });

  it('FORM-019 the tightest of several lower bounds wins', () => {
    const field = { ...base, 'past-dates': 'disable' as const, 'start-date': '2025-05-01' };
    expect(disabledDays(field, [day(2025, 5, 13)])).toEqual([true]);
  });

  it('FORM-019 VAL-028 the picker greys out exactly the days validation refuses when typed', () => {
    const field = fieldOf({
      ...base,
      format: 'dd/mm/yy',
      'past-dates': 'disable',
      restrict: [0, 1],
      'end-date': '2025-07-31',
      'disable-date': ['04/06/2025'],
      'disable-range': [{ start: '2025-06-10', end: '2025-06-12' }],
    });
    const constraints = dateConstraints(field, { today });
    const limits = dateLimitsOf(field, { today: fromLocalDate(today) });
    for (let offset = -20; offset <= 100; offset += 1) {
      const date = day(2025, 5, 14 + offset);
      const typed = formatCalendarDate(fromLocalDate(date), field.format);
      const refused = validateDateLimits(typed, { format: field.format, limits }) !== undefined;
      expect(isDayDisabled(constraints, date), typed).toBe(refused);
    }
  });

  it('FORM-019 a day is written in the field format, yy being the four-digit year', () => {
    const date = { year: 2025, month: 5, day: 7 };
    expect(formatCalendarDate(date, 'mm/dd/yy')).toBe('05/07/2025');
    expect(formatCalendarDate(date, 'dd.mm.yy')).toBe('07.05.2025');
    expect(formatCalendarDate(date, 'yy-mm-dd')).toBe('2025-05-07');
    expect(formatHint('dd/mm/yy')).toBe('dd/mm/yyyy');
  });
});
