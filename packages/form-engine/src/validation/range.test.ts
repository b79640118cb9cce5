import { describe, expect, it } from 'vitest';
import { validateStep, validateValueRange } from './range';

describe('validateValueRange', () => {
  it.each([0, 50, 100, 0.5])('VAL-015 FORM-012 %d lies within 0…100', (value) => {
    expect(validateValueRange(value, { min: 0, max: 100 })).toBeUndefined();
  });

  it.each([-1, 100.01, 101, -0.001])('VAL-015 FORM-012 %d is outside 0…100', (value) => {
    expect(validateValueRange(value, { min: 0, max: 100 })).toBe(
      'Please enter a value between 0 and 100.',
    );
  });

  it('VAL-001 VAL-015 the message is overridable and its placeholders filled', () => {
    expect(
      validateValueRange(7, { min: 1, max: 5, messages: { field: { range: 'From {0} to {1}!' } } }),
    ).toBe('From 1 to 5!');
  });
});

describe('validateStep', () => {
  it.each([
    [3, 1, 0],
    [0.3, 0.1, 0],
    [15, 5, 0],
    [7, 5, 2],
  ])('VAL-018 %d is a multiple of %d from %d', (value, step, base) => {
    expect(validateStep(value, { step, base })).toBeUndefined();
  });

  it.each([
    [2.5, 1, 0, 'Please enter a multiple of 1.'],
    [0.35, 0.1, 0, 'Please enter a multiple of 0.1.'],
    [15, 5, 2, 'Please enter a multiple of 5.'],
  ])('VAL-018 %d is not a multiple of %d from %d', (value, step, base, message) => {
    expect(validateStep(value, { step, base })).toBe(message);
  });
});
