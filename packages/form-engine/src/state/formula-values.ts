import type { ReferenceSelector } from '../calculator/field-reference';
import type { FieldValue } from '../schema/field-value';

/**
 * A typed number as a formula sees it. A comma stands for the decimal point when there is no
 * period ("2,5" is 2.5); anything unreadable counts as 0 (issue 3: "an unreadable value is 0").
 */
export function readNumber(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const trimmed = value.trim();
  const normalised = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return 0;
  return Number(normalised);
}

/** The separate numbers a value holds: one, none, or several (chosen options, slider handles). */
export function numbersOf(
  value: FieldValue | undefined,
  choiceCalculations: ReadonlyMap<string, number> | null,
): number[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  const numbers: number[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    if (choiceCalculations === null) {
      if (item !== '') numbers.push(readNumber(item));
    } else {
      // CALC-003: a choice contributes its calculation value, not its label or value.
      numbers.push(choiceCalculations.get(String(item)) ?? 0);
    }
  }
  return numbers;
}

/**
 * DEC-02: `value` (and each copy of `copies`) sums a field's numbers, so multi-select and
 * checkbox add their chosen options up; `min` and `max` pick the lowest and highest. A field
 * without any number counts as 0.
 */
export function selectNumber(numbers: readonly number[], selector: ReferenceSelector): number {
  if (numbers.length === 0) return 0;
  if (selector === 'min') return Math.min(...numbers);
  if (selector === 'max') return Math.max(...numbers);
  let sum = 0;
  for (const number of numbers) sum += number;
  return sum;
}
