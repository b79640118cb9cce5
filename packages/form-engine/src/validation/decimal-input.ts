import type { FormDefinition } from '../schema/definition';

/** A decimal point as a form shows or reads it. */
export type DecimalSeparator = '.' | ',';

/** Issue 12: a form that never shows a decimal comma reads the point only (VAL-040). */
const POINT_ONLY: readonly DecimalSeparator[] = ['.'];
/** Issue 12: a form that shows a decimal comma reads what the visitor types: comma or point. */
const COMMA_OR_POINT: readonly DecimalSeparator[] = ['.', ','];

const separatorCache = new WeakMap<FormDefinition, readonly DecimalSeparator[]>();

/**
 * Issue 12: the decimal separators a form's number inputs accept. Wherever the form displays a
 * decimal comma (a calculation whose decimal-point is a comma), a visitor may type '50,5' as
 * well as '50.5'; the browser and the server ask this same function, so they cannot disagree.
 */
export function acceptedDecimalSeparators(definition: FormDefinition): readonly DecimalSeparator[] {
  const cached = separatorCache.get(definition);
  if (cached !== undefined) return cached;
  const showsComma = definition.fields.some(
    (field) => field.type === 'calculation' && field['decimal-point'] === ',',
  );
  const separators = showsComma ? COMMA_OR_POINT : POINT_ONLY;
  separatorCache.set(definition, separators);
  return separators;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Issue 12, VAL-040: a typed number (optional sign, digits, at most one decimal separator out of
 * `separators` followed by digits or nothing, optional exponent) as a number; `undefined` when it
 * is not one, or too large to hold. No digit grouping: with a comma accepted as decimal point,
 * '1,234' is 1.234, never a thousand and more.
 */
export function parseTypedDecimal(
  value: string,
  separators: readonly DecimalSeparator[] = POINT_ONLY,
): number | undefined {
  const points = separators.map(escapeForPattern).join('|');
  const typed = value.trim();
  const match = new RegExp(`^([-+]?\\d+)(?:(?:${points})(\\d*))?([eE][-+]?\\d+)?$`).exec(typed);
  if (match === null) return undefined;
  const [, whole = '', decimals = '', exponent = ''] = match;
  const number = Number(`${whole}${decimals === '' ? '' : `.${decimals}`}${exponent}`);
  return Number.isFinite(number) ? number : undefined;
}
