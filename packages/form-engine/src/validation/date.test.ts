import { describe, expect, it } from 'vitest';
import { parseDateInFormat, validateDate, validateIsoDate } from './date';

const INVALID = 'Please enter a valid date.';

describe('validateDate', () => {
  it.each([
    ['dd/mm/yy', '31/12/2024'],
    ['dd/mm/yy', '1/2/2024'],
    ['dd.mm.yy', '29.02.2024'],
    ['dd-mm-yy', '28-02-2023'],
    ['mm/dd/yy', '12/31/2024'],
    ['mm.dd.yy', '02.29.2000'],
    ['mm-dd-yy', '04-30-2024'],
    ['yy-mm-dd', '2024-12-31'],
    ['yy/mm/dd', '2024/2/29'],
    ['yy.mm.dd', '1999.01.01'],
  ])('VAL-028 %s accepts %s', (format, value) => {
    expect(validateDate(value, { format })).toBeUndefined();
  });

  it.each([
    ['dd/mm/yy', '31/04/2024', '31 April does not exist'],
    ['dd/mm/yy', '29/02/2023', '2023 is not a leap year'],
    ['mm/dd/yy', '02/29/1900', '1900 is not a leap year'],
    ['dd/mm/yy', '12/13/2024', 'month 13'],
    ['mm/dd/yy', '31/12/2024', 'day and month swapped'],
    ['dd/mm/yy', '12-05-2024', 'wrong separator'],
    ['dd/mm/yy', '12/05-2024', 'mixed separators'],
    ['dd/mm/yy', '12/05/24', 'two-digit year'],
    ['yy-mm-dd', '31-12-2024', 'wrong order'],
    ['dd/mm/yy', '00/05/2024', 'day zero'],
    ['dd/mm/yy', 'tomorrow', 'not a date'],
  ])('VAL-007 VAL-028 %s rejects %s (%s)', (format, value) => {
    expect(validateDate(value, { format })).toBe(INVALID);
  });

  it('VAL-028 the parsed parts follow the configured order', () => {
    expect(parseDateInFormat('03/04/2025', 'mm/dd/yy')).toEqual({ year: 2025, month: 3, day: 4 });
    expect(parseDateInFormat('03/04/2025', 'dd/mm/yy')).toEqual({ year: 2025, month: 4, day: 3 });
  });

  it('VAL-020 an empty optional date is valid', () => {
    expect(validateDate(' ', { format: 'dd/mm/yy' })).toBeUndefined();
  });

  it('FORM-019 an unsupported format is a configuration error naming the format', () => {
    expect(() => validateDate('', { format: 'd M yy' })).toThrow(/'d M yy'/);
    expect(() => validateDate('1/1/2024', { format: 'dd/dd/yy' })).toThrow(/Unsupported/);
  });
});

describe('validateIsoDate', () => {
  it('VAL-008 accepts a real yyyy-mm-dd date', () => {
    expect(validateIsoDate('2024-02-29')).toBeUndefined();
  });

  it.each(['2023-02-29', '2024-2-29', '29-02-2024', '2024/02/29'])(
    'VAL-008 rejects %s',
    (value) => {
      expect(validateIsoDate(value)).toBe('Please enter a valid date (ISO).');
    },
  );
});
