import { exactDecimal } from './rounding';

/**
 * VAL-018: whether `value` lies on the grid `base + k × step` (k a whole number), computed on the
 * decimal values, so 0.3 is a multiple of 0.1 although 0.3 / 0.1 is 2.9999999999999996 in binary.
 * Like an HTML number input, the grid starts at the field's minimum (`base`).
 */
export function isMultipleOf(value: number, step: number, base = 0): boolean {
  if (!(step > 0) || !Number.isFinite(step)) {
    throw new RangeError(`A step must be a positive finite number, got ${step}.`);
  }
  const parts = [exactDecimal(value), exactDecimal(base), exactDecimal(step)];
  const exponent = Math.min(...parts.map((part) => part.exponent));
  const [scaledValue = 0n, scaledBase = 0n, scaledStep = 1n] = parts.map(
    (part) => part.coefficient * 10n ** BigInt(part.exponent - exponent),
  );
  return (scaledValue - scaledBase) % scaledStep === 0n;
}
