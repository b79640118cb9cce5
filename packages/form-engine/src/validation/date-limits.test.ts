import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDefinitionInput, FieldOf } from '../schema/fields';
import { definitionOf } from '../testing/forms';
import { dateOfDayNumber, dayNumber, weekdayOf, type CalendarDate } from './date';
import { dateLimitsOf, type DateLimitContext } from './date-field-limits';
import {
  addToDate,
  dateLimitFailure,
  describeDate,
  describeWeekdays,
  isDayAllowed,
  validateDateLimits,
  type DateLimits,
} from './date-limits';
import { DEFAULT_YEAR_SPAN, yearRangeOf } from './date-years';

/** Wednesday 15 May 2024, the day the tests' clock reads. */
const today: CalendarDate = { year: 2024, month: 5, day: 15 };

function dateFieldOf(
  options: Omit<Extract<FieldDefinitionInput, { type: 'date' }>, 'id' | 'type'>,
) {
  const [field] = definitionOf([
    { id: 'date-1', type: 'date', format: 'dd/mm/yy', ...options },
    // The fields start-field and end-field may name.
    { id: 'date-2', type: 'date', format: 'dd/mm/yy' },
    { id: 'date-3', type: 'date', format: 'dd/mm/yy' },
  ]).fields;
  return field as FieldOf<'date'>;
}

/** The message a visitor typing `typed` into the field sees, or undefined when it is accepted. */
function messageFor(
  options: Parameters<typeof dateFieldOf>[0],
  typed: string,
  context: Partial<DateLimitContext> = {},
): string | undefined {
  const field = dateFieldOf(options);
  const limits = dateLimitsOf(field, { today, ...context });
  return validateDateLimits(typed, { format: field.format, limits });
}

const unbounded: DateLimits = {
  startYear: 1900,
  endYear: 2100,
  earliest: undefined,
  latest: undefined,
  restrictedWeekdays: [],
  disabledDays: [],
  disabledRanges: [],
};

const calendarDate = fc
  .integer({
    min: dayNumber({ year: 1900, month: 1, day: 1 }),
    max: dayNumber({ year: 2200, month: 12, day: 31 }),
  })
  .map(dateOfDayNumber);

describe('the days a date field allows (FORM-019), refused when typed', () => {
  it('FORM-019 VAL-028 past-dates disable: a typed day before today is refused, naming the first allowed day', () => {
    expect(messageFor({ 'past-dates': 'disable' }, '01/01/2020')).toBe(
      'Please choose a date from 15 May 2024 on.',
    );
    expect(messageFor({ 'past-dates': 'disable' }, '14/05/2024')).toBe(
      'Please choose a date from 15 May 2024 on.',
    );
    expect(messageFor({ 'past-dates': 'disable' }, '15/05/2024')).toBeUndefined();
    expect(messageFor({}, '01/01/2020')).toBeUndefined();
  });

  it('FORM-019 restrict: a typed day on a restricted weekday is refused, naming the weekdays', () => {
    // 19 May 2024 is a Sunday, 20 May a Monday, 21 May a Tuesday.
    expect(messageFor({ restrict: [1, 0] }, '19/05/2024')).toBe(
      'Sundays and Mondays cannot be chosen: please choose another day.',
    );
    expect(messageFor({ restrict: [0, 1] }, '20/05/2024')).toBe(
      'Sundays and Mondays cannot be chosen: please choose another day.',
    );
    expect(messageFor({ restrict: [0, 1] }, '21/05/2024')).toBeUndefined();
  });

  it('FORM-019 disable-date: a disabled day is refused, read in the field format or yyyy-mm-dd', () => {
    const options = { 'disable-date': ['24/12/2024', '2024-12-25', 'not a date'] };
    expect(messageFor(options, '24/12/2024')).toBe(
      '24 December 2024 cannot be chosen: please choose another day.',
    );
    expect(messageFor(options, '25/12/2024')).toBe(
      '25 December 2024 cannot be chosen: please choose another day.',
    );
    expect(messageFor(options, '26/12/2024')).toBeUndefined();
  });

  it('FORM-019 disable-range: every day of the range is refused, both ends included', () => {
    const options = { 'disable-range': [{ start: '01/08/2024', end: '2024-08-15' }] };
    expect(messageFor(options, '31/07/2024')).toBeUndefined();
    expect(messageFor(options, '01/08/2024')).toBe(
      '1 August 2024 cannot be chosen: please choose another day.',
    );
    expect(messageFor(options, '10/08/2024')).toBe(
      '10 August 2024 cannot be chosen: please choose another day.',
    );
    expect(messageFor(options, '15/08/2024')).toBe(
      '15 August 2024 cannot be chosen: please choose another day.',
    );
    expect(messageFor(options, '16/08/2024')).toBeUndefined();
  });

  it('FORM-019 start-date and end-date: days outside are refused, the message names the bound', () => {
    const options = { 'start-date': '10/06/2024', 'end-date': '2024-06-20' };
    expect(messageFor(options, '09/06/2024')).toBe('Please choose a date from 10 June 2024 on.');
    expect(messageFor(options, '10/06/2024')).toBeUndefined();
    expect(messageFor(options, '20/06/2024')).toBeUndefined();
    expect(messageFor(options, '21/06/2024')).toBe(
      'Please choose a date no later than 20 June 2024.',
    );
  });

  it('FORM-019 the tightest lower bound wins: past-dates beats an older start-date', () => {
    const options = { 'past-dates': 'disable' as const, 'start-date': '01/01/2024' };
    expect(messageFor(options, '02/01/2024')).toBe('Please choose a date from 15 May 2024 on.');
  });

  it('FORM-019 start-field with start-offset: the other field’s value, moved, is the first day', () => {
    const options = {
      'start-field': 'date-2',
      'start-offset': { value: 2, unit: 'days' as const },
    };
    const context = { startFieldValue: '01/06/2024' };
    expect(messageFor(options, '02/06/2024', context)).toBe(
      'Please choose a date from 3 June 2024 on.',
    );
    expect(messageFor(options, '03/06/2024', context)).toBeUndefined();
    // An empty linked field bounds nothing.
    expect(messageFor(options, '01/01/2000', { startFieldValue: '' })).toBeUndefined();
    expect(messageFor(options, '01/01/2000', { startFieldValue: null })).toBeUndefined();
  });

  it('FORM-019 end-field with a negative end-offset: the other field’s value, moved back, is the last day', () => {
    const options = {
      'end-field': 'date-3',
      'end-offset': { value: -1, unit: 'weeks' as const },
    };
    const context = { endFieldValue: '15/06/2024' };
    expect(messageFor(options, '08/06/2024', context)).toBeUndefined();
    expect(messageFor(options, '09/06/2024', context)).toBe(
      'Please choose a date no later than 8 June 2024.',
    );
  });

  it('FORM-019 a linked field without an offset bounds the range with its own value', () => {
    expect(
      messageFor({ 'start-field': 'date-2' }, '31/05/2024', { startFieldValue: '2024-06-01' }),
    ).toBe('Please choose a date from 1 June 2024 on.');
  });

  it('FORM-020 start-year and end-year, by default today’s year ± 95, bound what may be typed', () => {
    expect(messageFor({}, '31/12/1928')).toBe('Please choose a date from 1 January 1929 on.');
    expect(messageFor({}, '01/01/1929')).toBeUndefined();
    expect(messageFor({}, '01/01/2120')).toBe(
      'Please choose a date no later than 31 December 2119.',
    );
    expect(messageFor({ 'start-year': 2024, 'end-year': 2025 }, '31/12/2023')).toBe(
      'Please choose a date from 1 January 2024 on.',
    );
    expect(yearRangeOf({}, 2024)).toEqual({
      startYear: 2024 - DEFAULT_YEAR_SPAN,
      endYear: 2024 + DEFAULT_YEAR_SPAN,
    });
  });

  it('VAL-001 the field’s own message for a limit wins, with the same parameters', () => {
    const field = dateFieldOf({ restrict: [0, 1] });
    const limits = dateLimitsOf(field, { today });
    expect(
      validateDateLimits('19/05/2024', {
        format: field.format,
        limits,
        messages: {
          field: { dateWeekday: 'The gallery is closed on {0}: please choose another day.' },
        },
      }),
    ).toBe('The gallery is closed on Sundays and Mondays: please choose another day.');
  });

  it('VAL-028 empty and unreadable values are left to required and the date format', () => {
    expect(messageFor({ 'past-dates': 'disable' }, '')).toBeUndefined();
    expect(messageFor({ 'past-dates': 'disable' }, '   ')).toBeUndefined();
    expect(messageFor({ 'past-dates': 'disable' }, '31/02/2020')).toBeUndefined();
  });
});

describe('date arithmetic behind the limits', () => {
  it('FORM-019 offsets in months and years land on the month’s last day when the day is missing', () => {
    expect(addToDate({ year: 2024, month: 1, day: 31 }, { value: 1, unit: 'months' })).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addToDate({ year: 2024, month: 2, day: 29 }, { value: 1, unit: 'years' })).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
    expect(addToDate({ year: 2024, month: 1, day: 15 }, { value: -2, unit: 'months' })).toEqual({
      year: 2023,
      month: 11,
      day: 15,
    });
    expect(addToDate({ year: 2024, month: 12, day: 30 }, { value: 3, unit: 'days' })).toEqual({
      year: 2025,
      month: 1,
      day: 2,
    });
  });

  it('FORM-021 dates are written for people: "5 December 2026", "Sundays, Mondays and Saturdays"', () => {
    expect(describeDate({ year: 2026, month: 12, day: 5 })).toBe('5 December 2026');
    expect(describeWeekdays([6, 0, 1])).toBe('Sundays, Mondays and Saturdays');
    expect(describeWeekdays([3])).toBe('Wednesdays');
  });

  it('FORM-021 day numbers and weekdays agree with the calendar, early years included', () => {
    expect(weekdayOf({ year: 2024, month: 5, day: 15 })).toBe(3);
    const yearFifty = { year: 50, month: 3, day: 1 };
    expect(dateOfDayNumber(dayNumber(yearFifty))).toEqual(yearFifty);
  });

  it('FORM-021 moving a date by n days and back returns it, and moves it n day numbers (property)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const moved = addToDate(date, { value: days, unit: 'days' });
        expect(dayNumber(moved) - dayNumber(date)).toBe(days);
        expect(addToDate(moved, { value: -days, unit: 'days' })).toEqual(date);
      }),
    );
  });

  it('FORM-019 a month offset always gives a real date in the target month (property)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -240, max: 240 }), (date, months) => {
        const moved = addToDate(date, { value: months, unit: 'months' });
        expect(dateOfDayNumber(dayNumber(moved))).toEqual(moved);
        expect(moved.year * 12 + moved.month - (date.year * 12 + date.month)).toBe(months);
        expect(moved.day).toBeLessThanOrEqual(date.day);
      }),
    );
  });
});

describe('isDayAllowed: one rule for the picker and validation (properties)', () => {
  it('FORM-019 past-dates disable allows exactly today and the days after it', () => {
    const limits: DateLimits = { ...unbounded, earliest: today };
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(isDayAllowed(limits, date)).toBe(
          dayNumber(date) >= dayNumber(today) && date.year <= limits.endYear,
        );
      }),
    );
  });

  it('FORM-019 a restricted weekday is never allowed, any other weekday always is', () => {
    fc.assert(
      fc.property(
        calendarDate.filter((date) => date.year >= 1900 && date.year <= 2100),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }),
        (date, restricted) => {
          const limits: DateLimits = { ...unbounded, restrictedWeekdays: restricted };
          expect(isDayAllowed(limits, date)).toBe(!restricted.includes(weekdayOf(date)));
        },
      ),
    );
  });

  it('FORM-019 every refusal names a rule whose message has all its parameters', () => {
    const limitsArbitrary = fc.record({
      startYear: fc.integer({ min: 1900, max: 2050 }),
      endYear: fc.integer({ min: 2050, max: 2200 }),
      earliest: fc.option(calendarDate, { nil: undefined }),
      latest: fc.option(calendarDate, { nil: undefined }),
      restrictedWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      disabledDays: fc.array(calendarDate, { maxLength: 3 }),
      disabledRanges: fc.array(fc.record({ start: calendarDate, end: calendarDate }), {
        maxLength: 2,
      }),
    });
    fc.assert(
      fc.property(limitsArbitrary, calendarDate, (limits, date) => {
        const failure = dateLimitFailure(limits, date);
        expect(isDayAllowed(limits, date)).toBe(failure === undefined);
        if (failure !== undefined) {
          const typed = `${date.day}/${date.month}/${String(date.year).padStart(4, '0')}`;
          const message = validateDateLimits(typed, { format: 'dd/mm/yy', limits });
          expect(message).toBeDefined();
          expect(message).not.toMatch(/\{\d\}/);
        }
      }),
    );
  });
});
