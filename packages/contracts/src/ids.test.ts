import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATABASE_ID_MAX, databaseCount, databaseId, databaseIdFromPath } from './ids';

const messageFor = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('ids on the wire', () => {
  it('an id is a positive whole number up to 2147483647, as a number or as text', () => {
    for (const [value, id] of [
      [1, 1],
      ['1', 1],
      [' 42 ', 42],
      ['2147483647', DATABASE_ID_MAX],
      [DATABASE_ID_MAX, DATABASE_ID_MAX],
      ['7.0', 7],
    ] as const) {
      expect(databaseId.parse(value), JSON.stringify(value)).toBe(id);
    }
  });

  it('refuses what no row id can be, saying why, instead of letting the database fail', () => {
    const cases: [unknown, string][] = [
      [2_147_483_648, 'must be at most 2147483647'],
      ['2147483648', 'must be at most 2147483647'],
      ['99999999999999999999', 'must be a whole number'],
      ['1e300', 'must be a whole number'],
      [0, 'must be a positive number'],
      ['-1', 'must be a positive number'],
      [1.5, 'must be a whole number'],
      ['abc', 'must be a number'],
      ['', 'must be a number'],
      ['0x10', 'must be a number'],
      [[7], 'must be a number'],
      [true, 'must be a number'],
      [null, 'must be a number'],
      [{ toString: () => '7' }, 'must be a number'],
      [Number.NaN, 'must be a number'],
      [Number.POSITIVE_INFINITY, 'must be a number'],
    ];
    for (const [value, message] of cases) {
      expect(messageFor(databaseId, value), String(value)).toBe(message);
    }
  });

  it('a count may be 0 and is bounded like an id', () => {
    expect(databaseCount.parse('0')).toBe(0);
    expect(messageFor(databaseCount, -1)).toBe('must not be negative');
    expect(messageFor(databaseCount, '2147483648')).toBe('must be at most 2147483647');
  });

  it('an id in an address is plain digits in range, anything else none', () => {
    expect(databaseIdFromPath('123')).toBe(123);
    expect(databaseIdFromPath('2147483647')).toBe(DATABASE_ID_MAX);
    for (const segment of [
      '99999999999999999999',
      '2147483648',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 12',
      'abc',
      '',
      undefined,
    ]) {
      expect(databaseIdFromPath(segment), String(segment)).toBeUndefined();
    }
  });
});
