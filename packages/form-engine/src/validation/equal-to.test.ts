import { describe, expect, it } from 'vitest';
import { validateEqualTo } from './equal-to';

describe('validateEqualTo', () => {
  it.each([
    ['secret', 'secret'],
    ['', 'anything'],
  ])('VAL-011 %j repeating %j is valid', (value, expected) => {
    expect(validateEqualTo(value, expected)).toBeUndefined();
  });

  it.each([
    ['secret', 'Secret'],
    ['secret ', 'secret'],
    ['secret', ''],
  ])('VAL-011 %j does not repeat %j', (value, expected) => {
    expect(validateEqualTo(value, expected)).toBe('Please enter the same value again.');
  });
});
