import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableHours,
  availableMeridiems,
  minutesOfDay,
  parseTimeOfDay,
  truncateTimeInput,
  validateTimeLimit,
  type TimeInput,
} from './time';

const OFFICE = { startLimit: '9:00 AM', endLimit: '5:30 PM' };
const OUTSIDE = 'Please choose a time between 9:00 AM and 5:30 PM.';

describe('reading times', () => {
  it.each<[TimeInput, number | undefined]>([
    [{ hours: '12', minutes: '00', meridiem: 'am' }, 0],
    [{ hours: '12', minutes: '30', meridiem: 'PM' }, 12 * 60 + 30],
    [{ hours: '1', minutes: '05', meridiem: 'pm' }, 13 * 60 + 5],
    [{ hours: 9, minutes: 0, meridiem: 'AM' }, 9 * 60],
    [{ hours: '23', minutes: '59' }, 23 * 60 + 59],
    [{ hours: '0', minutes: '0' }, 0],
    [{ hours: '13', minutes: '00', meridiem: 'pm' }, undefined],
    [{ hours: '0', minutes: '00', meridiem: 'am' }, undefined],
    [{ hours: '24', minutes: '00' }, undefined],
    [{ hours: '10', minutes: '60' }, undefined],
    [{ hours: 'x', minutes: '00' }, undefined],
  ])('VAL-044 %j is minute %s of the day', (time, expected) => {
    expect(minutesOfDay(time)).toBe(expected);
  });

  it.each([
    ['9:00 AM', 540],
    ['09:00am', 540],
    ['5:30 p.m.', 1050],
    ['17:30', 1050],
    ['noon', undefined],
  ])('FORM-022 the limit %j is minute %s', (text, expected) => {
    expect(parseTimeOfDay(text)).toBe(expected);
  });
});

describe('validateTimeLimit', () => {
  it.each<[string, TimeInput]>([
    ['the start limit itself (inclusive)', { hours: '9', minutes: '00', meridiem: 'am' }],
    ['the end limit itself (inclusive)', { hours: '5', minutes: '30', meridiem: 'pm' }],
    ['noon in 12 h', { hours: '12', minutes: '00', meridiem: 'pm' }],
    ['a 24 h time inside', { hours: '14', minutes: '15' }],
    ['an incomplete time (left to required)', { hours: '', minutes: '' }],
  ])('VAL-044 accepts %s', (_name, time) => {
    expect(validateTimeLimit(time, OFFICE)).toBeUndefined();
  });

  it.each<[string, TimeInput]>([
    ['one minute before the start', { hours: '8', minutes: '59', meridiem: 'am' }],
    ['one minute after the end', { hours: '5', minutes: '31', meridiem: 'pm' }],
    ['midnight (12 AM)', { hours: '12', minutes: '00', meridiem: 'am' }],
    ['a 24 h time after the end', { hours: '18', minutes: '00' }],
    ['an impossible time', { hours: '13', minutes: '00', meridiem: 'pm' }],
  ])('VAL-044 rejects %s', (_name, time) => {
    expect(validateTimeLimit(time, OFFICE)).toBe(OUTSIDE);
  });

  it('VAL-044 without limits any time is accepted', () => {
    expect(validateTimeLimit({ hours: '3', minutes: '00', meridiem: 'am' }, {})).toBeUndefined();
  });

  it('VAL-044 a start later than the end is a window across midnight', () => {
    const night = { startLimit: '10:00 PM', endLimit: '2:00 AM' };
    expect(
      validateTimeLimit({ hours: '11', minutes: '00', meridiem: 'pm' }, night),
    ).toBeUndefined();
    expect(validateTimeLimit({ hours: '1', minutes: '30', meridiem: 'am' }, night)).toBeUndefined();
    expect(validateTimeLimit({ hours: '3', minutes: '00', meridiem: 'am' }, night)).toMatch(
      /between/,
    );
  });

  it('FORM-022 an unreadable limit is a configuration error naming it', () => {
    expect(() =>
      validateTimeLimit({ hours: '1', minutes: '00' }, { startLimit: 'soon', endLimit: '5:00 PM' }),
    ).toThrow(/'soon'/);
  });

  it('VAL-044 12 h and 24 h inputs of the same moment get the same verdict (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (hour, minute) => {
          const twelve: TimeInput = {
            hours: String(hour % 12 === 0 ? 12 : hour % 12),
            minutes: String(minute),
            meridiem: hour < 12 ? 'am' : 'pm',
          };
          const twentyFour: TimeInput = { hours: String(hour), minutes: String(minute) };
          expect(validateTimeLimit(twelve, OFFICE)).toBe(validateTimeLimit(twentyFour, OFFICE));
          const inside = hour * 60 + minute >= 540 && hour * 60 + minute <= 1050;
          expect(validateTimeLimit(twentyFour, OFFICE) === undefined).toBe(inside);
        },
      ),
    );
  });
});

describe('time picker options', () => {
  it.each([
    ['09', '09'],
    ['123', '12'],
    ['5', '5'],
    ['', ''],
  ])('FORM-024 the time input %j is truncated to %j', (typed, kept) => {
    expect(truncateTimeInput(typed)).toBe(kept);
  });

  it('FORM-023 a morning-only window offers only AM', () => {
    expect(availableMeridiems({ startLimit: '8:00 AM', endLimit: '11:30 AM' })).toEqual(['am']);
  });

  it('FORM-023 a window across noon offers AM and PM; no limits offer both', () => {
    expect(availableMeridiems(OFFICE)).toEqual(['am', 'pm']);
    expect(availableMeridiems()).toEqual(['am', 'pm']);
  });

  it('FORM-023 12 h hours outside the limits are hidden, per AM/PM', () => {
    expect(availableHours({ format: 12, meridiem: 'am', ...OFFICE })).toEqual([9, 10, 11]);
    expect(availableHours({ format: 12, meridiem: 'pm', ...OFFICE })).toEqual([12, 1, 2, 3, 4, 5]);
  });

  it('FORM-023 24 h hours outside the limits are hidden', () => {
    expect(availableHours({ format: 24, ...OFFICE })).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('FORM-023 an hour is offered when any of its minutes is inside the limits', () => {
    expect(availableHours({ format: 24, startLimit: '9:45 AM', endLimit: '10:15 AM' })).toEqual([
      9, 10,
    ]);
  });

  it('FORM-023 every offered hour has an accepted time (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const text = (minutes: number) =>
          `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
        const limits = { startLimit: text(start), endLimit: text(end) };
        for (const hour of availableHours({ format: 24, ...limits })) {
          const accepted = Array.from({ length: 60 }, (_, minute) => minute).some(
            (minute) => validateTimeLimit({ hours: hour, minutes: minute }, limits) === undefined,
          );
          expect(accepted).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });
});
