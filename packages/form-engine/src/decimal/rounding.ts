/**
 * Rounding and truncation on the decimal value, shared by the calculator (DEC-04), the number
 * validator (VAL-041, VAL-043), the browser and the server: one implementation, so a total and
 * the check of a typed amount never disagree by a cent.
 *
 * `Math.round(x * 100) / 100` rounds the binary approximation: 1.005 is stored as
 * 1.00499999999999989…, so it would give 1.00. Here the number is first written as its shortest
 * round-trip decimal ("1.005", what the visitor sees) and rounding happens on those digits.
 */

export const MAX_PRECISION = 20;

interface FixedDecimal {
  readonly negative: boolean;
  readonly integer: string;
  /** Exactly `precision` digits. */
  readonly fraction: string;
}

/** How the digits beyond the precision are dropped. */
type Direction = 'half-away-from-zero' | 'toward-zero';

/** `1.005` → digits "1005", point after 1 digit; `1e-7` → digits "1", point at -6. */
function splitDecimal(absolute: number): { digits: string; pointIndex: number } {
  const [mantissa = '', exponentText] = String(absolute).split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [integer = '', fraction = ''] = mantissa.split('.');
  return { digits: integer + fraction, pointIndex: integer.length + exponent };
}

/** Adds one to a string of decimal digits: "129" → "130", "99" → "100", "" → "1". */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] === '9') {
      chars[index] = '0';
    } else {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}

function checkFinite(value: number): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot read ${value} as a decimal: only finite numbers have one.`);
  }
}

function checkArguments(value: number, precision: number): void {
  checkFinite(value);
  if (!Number.isInteger(precision) || precision < 0 || precision > MAX_PRECISION) {
    throw new RangeError(
      `Precision must be a whole number from 0 to ${MAX_PRECISION}, got ${precision}.`,
    );
  }
}

function toFixedDecimal(
  value: number,
  precision: number,
  direction: Direction = 'half-away-from-zero',
): FixedDecimal {
  checkArguments(value, precision);
  const { digits, pointIndex } = splitDecimal(Math.abs(value));
  // `kept` counts units of 10^-precision once rounded.
  const keep = pointIndex + precision;
  let kept = '';
  if (keep >= 0) {
    const padded = digits.padEnd(keep + 1, '0');
    kept = padded.slice(0, keep);
    const roundsUp = direction === 'half-away-from-zero' && padded.charAt(keep) >= '5';
    if (roundsUp) kept = incrementDigits(kept);
  }
  const units = kept.replace(/^0+/, '').padStart(precision + 1, '0');
  const integer = units.slice(0, units.length - precision);
  const fraction = units.slice(units.length - precision);
  const isZero = /^0*$/.test(units);
  return { negative: value < 0 && !isZero, integer, fraction };
}

function join({ negative, integer, fraction }: FixedDecimal, decimalPoint: string): string {
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `${decimalPoint}${fraction}`}`;
}

/** DEC-04: 1.005 → 1.01 and -2.5 → -3 (precision 2 and 0). */
export function roundHalfAwayFromZero(value: number, precision: number): number {
  if (precision === 0 && Number.isFinite(value)) {
    // A number whose decimal form ends in exactly .5 is exactly k + 0.5 in binary too, so rounding
    // the binary value to a whole number agrees with rounding its decimal form. (+ 0 drops -0.)
    return Math.sign(value) * Math.round(Math.abs(value)) + 0;
  }
  return Number(join(toFixedDecimal(value, precision), '.'));
}

/**
 * VAL-041 ("number values floored to 2 decimals"): the digits beyond `precision` dropped, toward
 * zero (-1.239 → -1.23 at precision 2), on the decimal value: 1.13 stays 1.13 although 1.13 × 100
 * is 112.999… in binary.
 */
export function truncateTowardZero(value: number, precision: number): number {
  return Number(join(toFixedDecimal(value, precision, 'toward-zero'), '.'));
}

/**
 * The exact decimal a finite number prints as: `coefficient × 10^exponent` (0.3 → 3 × 10^-1, not
 * the binary 0.299999…). For exact arithmetic on what the visitor typed, such as step checks.
 */
export function exactDecimal(value: number): {
  readonly coefficient: bigint;
  readonly exponent: number;
} {
  checkFinite(value);
  const { digits, pointIndex } = splitDecimal(Math.abs(value));
  const magnitude = BigInt(digits === '' ? '0' : digits);
  return { coefficient: value < 0 ? -magnitude : magnitude, exponent: pointIndex - digits.length };
}

/**
 * CALC-020, CALC-021: the value rounded to `precision` decimals and written with exactly that many,
 * using the field's decimal-point character ("1,01" with a comma). A result that rounds to zero
 * is shown without a minus sign.
 */
export function formatDecimal(value: number, precision: number, decimalPoint = '.'): string {
  return join(toFixedDecimal(value, precision), decimalPoint);
}

/** The rounded value and its display text from one decimal conversion (CALC-020, CALC-021). */
export function roundForDisplay(
  value: number,
  precision: number,
  decimalPoint = '.',
): { readonly value: number; readonly display: string } {
  const fixed = toFixedDecimal(value, precision);
  return { value: Number(join(fixed, '.')), display: join(fixed, decimalPoint) };
}
