import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMultipleOf } from './step';

describe('VAL-018 isMultipleOf works on the decimal values', () => {
  it.each([
    [0.3, 0.1, 0, true],
    [0.7, 0.1, 0, true],
    [0.35, 0.1, 0, false],
    [10, 5, 0, true],
    [12, 5, 0, false],
    [12, 5, 2, true],
    [-7.5, 2.5, 0, true],
    [1.01, 0.01, 0, true],
    [100, 1, 0, true],
    [99.5, 1, 0, false],
    [0.5, 0.25, 0.25, true],
  ])('VAL-018 %d on steps of %d from %d: %s', (value, step, base, expected) => {
    expect(isMultipleOf(value, step, base)).toBe(expected);
  });

  it('VAL-018 refuses a step that is not a positive finite number', () => {
    expect(() => isMultipleOf(1, 0)).toThrow('A step must be a positive finite number, got 0.');
    expect(() => isMultipleOf(1, Number.NaN)).toThrow(/positive finite number/);
  });

  it('VAL-018 property: base + k × step is on the grid, and a hundredth of a step off is not', () => {
    // Steps and bases with up to two decimals, drawn as whole hundredths so the expected grid
    // point is an exact decimal, independent of binary floating point.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (stepHundredths, baseHundredths, k) => {
          // In ten-thousandths: the grid point, and the same point moved by 1/100 of a step.
          const point = baseHundredths * 100 + k * stepHundredths * 100;
          const step = stepHundredths / 100;
          const base = baseHundredths / 100;
          expect(isMultipleOf(point / 10_000, step, base)).toBe(true);
          expect(isMultipleOf((point + stepHundredths) / 10_000, step, base)).toBe(false);
        },
      ),
    );
  });
});
