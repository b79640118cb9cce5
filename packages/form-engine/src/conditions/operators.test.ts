import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, type ConditionOperator } from '../schema/conditions';
import type { FieldValue } from '../schema/field-value';
import { fixedClock } from './clock';
import { testCondition, type ConditionSubject } from './operators';

/** Wednesday 15 May 2024. */
const clock = fixedClock({ year: 2024, month: 5, day: 15 });

function visible(value: FieldValue, dateFormat?: string): ConditionSubject {
  return { visible: true, value, dateFormat };
}

function holds(
  operator: ConditionOperator,
  value: FieldValue,
  expected: string,
  dateFormat?: string,
) {
  return testCondition(operator, visible(value, dateFormat), expected, clock);
}

type Row = readonly [FieldValue, string, boolean];

function table(
  requirement: string,
  operator: ConditionOperator,
  rows: readonly Row[],
  dateFormat?: string,
) {
  it.each(rows)(`${requirement} ${operator}: %j against %j is %s`, (value, expected, result) => {
    expect(holds(operator, value, expected, dateFormat)).toBe(result);
  });
}

describe('text and number operators', () => {
  table('COND-004', 'is', [
    ['Blue', 'blue', true],
    ['blue ', 'blue', false],
    ['5', '5.0', true],
    [5, '05', true],
    ['5', 'five', false],
    ['', '', true],
    [['red', 'Blue'], 'BLUE', true],
    [['red'], 'blue', false],
    [true, 'checked', true],
    [null, 'x', false],
  ]);

  table('COND-004', 'is_not', [
    ['Blue', 'BLUE', false],
    ['10', '10.00', false],
    ['red', 'blue', true],
    [[], 'blue', true],
    [['red', 'blue'], 'blue', false],
  ]);

  table('COND-005', 'is_great', [
    ['10', '9', true],
    [10, '10', false],
    ['-1.5', '-2', true],
    ['abc', '1', false],
    ['10', 'abc', false],
    ['', '0', false],
    [['5', '6'], '1', false],
    [null, '0', false],
  ]);

  table('COND-005', 'is_less', [
    ['9', '10', true],
    ['10', '10', false],
    ['1e2', '101', true],
    ['ten', '11', false],
  ]);

  table('COND-006', 'contains', [
    ['Hello World', 'O W', true],
    ['Hello', 'xyz', false],
    [['alpha', 'beta'], 'ET', true],
  ]);

  table('COND-006', 'starts', [
    ['Hello World', 'hello', true],
    ['Hello World', 'world', false],
  ]);

  table('COND-006', 'ends', [
    ['Hello World', 'WORLD', true],
    ['Hello World', 'hello', false],
  ]);
});

describe('date operators (today is Wednesday 15 May 2024)', () => {
  table('COND-007', 'month_is', [
    ['2024-05-01', 'may', true],
    ['2024-05-01', 'MAY', true],
    ['2024-05-01', '5', true],
    ['2024-05-01', 'jun', false],
    ['2024-01-31', 'January', true],
    ['not a date', 'may', false],
    ['2024-05-01', 'mai', false],
  ]);

  table('COND-007', 'month_is_not', [
    ['2024-05-01', 'jun', true],
    ['2024-05-01', 'may', false],
    ['', 'may', false],
  ]);

  table('COND-008', 'day_is', [
    ['2024-05-15', 'we', true],
    ['2024-05-19', 'su', true],
    ['2024-05-18', 'sa', true],
    ['2024-05-18', 'Saturday', true],
    ['2024-05-18', '6', true],
    ['2024-05-15', 'th', false],
  ]);

  table('COND-008', 'day_is_not', [
    ['2024-05-15', 'mo', true],
    ['2024-05-15', 'WE', false],
  ]);

  table(
    'COND-009',
    'is_before',
    [
      ['14/05/2024', '15/05/2024', true],
      ['15/05/2024', '15/05/2024', false],
      ['14/05/2024', '2024-05-15', true],
      ['31/02/2024', '15/05/2024', false],
    ],
    'dd/mm/yy',
  );

  table(
    'COND-009',
    'is_after',
    [
      ['05/16/2024', '05/15/2024', true],
      ['05/15/2024', '05/15/2024', false],
    ],
    'mm/dd/yy',
  );

  table('COND-010', 'is_before_n_or_more_days', [
    ['2024-05-12', '3', true],
    ['2024-05-13', '3', false],
    ['2024-05-15', '0', true],
    ['2024-05-12', 'three', false],
  ]);

  table('COND-010', 'is_before_less_than_n_days', [
    ['2024-05-13', '3', true],
    ['2024-05-15', '3', true],
    ['2024-05-12', '3', false],
    ['2024-05-16', '3', false],
  ]);

  table('COND-010', 'is_after_n_or_more_days', [
    ['2024-05-18', '3', true],
    ['2024-05-17', '3', false],
  ]);

  table('COND-010', 'is_after_less_than_n_days', [
    ['2024-05-17', '3', true],
    ['2024-05-15', '3', true],
    ['2024-05-18', '3', false],
    ['2024-05-14', '3', false],
  ]);

  it('FORM-021 COND-010 counts calendar days across a month and a year end', () => {
    const newYear = fixedClock({ year: 2025, month: 1, day: 2 });
    const subject = visible('2024-12-30');
    expect(testCondition('is_before_n_or_more_days', subject, '3', newYear)).toBe(true);
    expect(testCondition('is_before_n_or_more_days', subject, '4', newYear)).toBe(false);
  });
});

const anyValue: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.string(),
  fc.constantFrom('5', '5.0', '05', '-2', 'Blue', 'BLUE', '2024-05-01', ''),
  fc.integer().map((value): FieldValue => value),
  fc.array(fc.constantFrom('red', 'Blue', '3', ''), { maxLength: 3 }),
  fc.boolean(),
  fc.constant(null),
);

const anyExpected = fc.oneof(
  fc.string(),
  fc.constantFrom('5', 'blue', 'may', 'we', '3', '2024-05-01'),
);

describe('condition properties', () => {
  it('COND-004 is and is_not are complements on a visible field', () => {
    fc.assert(
      fc.property(anyValue, anyExpected, (value, expected) => {
        expect(holds('is_not', value, expected)).toBe(!holds('is', value, expected));
      }),
    );
  });

  it('COND-013 no operator is ever true on a hidden field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONDITION_OPERATORS),
        anyValue,
        anyExpected,
        (operator, value, expected) => {
          expect(testCondition(operator, { visible: false, value }, expected, clock)).toBe(false);
        },
      ),
    );
  });

  it('COND-004 COND-006 text comparisons ignore case', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom<ConditionOperator>('is', 'contains', 'starts', 'ends'),
        (text, operator) => {
          expect(holds(operator, text.toLowerCase(), text.toUpperCase().toLowerCase())).toBe(true);
        },
      ),
    );
  });

  it('COND-005 for two different numbers exactly one of is_great and is_less holds', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (left, right) => {
          fc.pre(left !== right && String(left) !== String(right));
          const great = holds('is_great', String(left), String(right));
          const less = holds('is_less', String(left), String(right));
          expect(great !== less).toBe(true);
          expect(great).toBe(left > right);
        },
      ),
    );
  });

  it('COND-007 COND-008 month_is and month_is_not, day_is and day_is_not are complements for readable dates', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1950, 0, 1)),
          max: new Date(Date.UTC(2100, 0, 1)),
          noInvalidDate: true,
        }),
        fc.constantFrom(
          'jan',
          'feb',
          'mar',
          'apr',
          'may',
          'jun',
          'jul',
          'aug',
          'sep',
          'oct',
          'nov',
          'dec',
        ),
        fc.constantFrom('su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'),
        (date, month, day) => {
          const iso = date.toISOString().slice(0, 10);
          expect(holds('month_is_not', iso, month)).toBe(!holds('month_is', iso, month));
          expect(holds('day_is_not', iso, day)).toBe(!holds('day_is', iso, day));
          expect(
            holds(
              'day_is',
              iso,
              ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'][date.getUTCDay()] ?? '',
            ),
          ).toBe(true);
        },
      ),
    );
  });
});
