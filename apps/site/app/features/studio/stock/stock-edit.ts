import { z } from 'zod';

/** The largest stock a row may hold: more is a typing slip, not a gallery's stock. */
export const STOCK_MAX = 100_000;

export type StockTarget = { kind: 'product' | 'variation'; id: number };

/** One row's change: the number the owner saw (`was`) and the one they want. */
export interface StockChange {
  /** The row's key in the form (`product:12`, `variation:34`), for its message. */
  key: string;
  target: StockTarget;
  was: number | null;
  stock: number;
}

export const stockRowKey = (target: StockTarget) => `${target.kind}:${target.id}`;
/** The field of a row's number, and of the number it showed when the page was drawn. */
export const stockField = (key: string) => `stock:${key}`;
export const wasField = (key: string) => `was:${key}`;
/** The button of one row posts the whole table with `row=<key>`: only that row is saved. */
export const STOCK_ROW_BUTTON = 'row';

const keySchema = z.string().regex(/^(product|variation):[1-9]\d{0,9}$/);
const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, `Please enter a whole number from 0 to ${STOCK_MAX}.`)
  .transform(Number)
  .refine((value) => value <= STOCK_MAX, `Please enter a whole number from 0 to ${STOCK_MAX}.`);
const wasSchema = z.union([z.literal('').transform(() => null), wholeNumber]);

const targetOf = (key: string): StockTarget | undefined => {
  if (!keySchema.safeParse(key).success) return undefined;
  const [kind, id] = key.split(':');
  const value = Number(id);
  if ((kind !== 'product' && kind !== 'variation') || value > 2_147_483_647) return undefined;
  return { kind, id: value };
};

export type StockEditRequest =
  | { ok: true; changes: StockChange[] }
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * Issue 21: a stock post read: every `stock:<key>` field whose number differs from its
 * `was:<key>` (or only the row whose button was pressed). Every row is checked: one bad number
 * and nothing is saved. The model tracks every row's stock, so empty is not allowed.
 */
export function stockEditOf(fields: Readonly<Record<string, string>>): StockEditRequest {
  const only = fields[STOCK_ROW_BUTTON];
  const changes: StockChange[] = [];
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith('stock:')) continue;
    const key = name.slice('stock:'.length);
    if (only !== undefined && key !== only) continue;
    const target = targetOf(key);
    if (!target) continue;
    const stock = wholeNumber.safeParse(value);
    const was = wasSchema.safeParse(fields[wasField(key)] ?? '');
    if (!was.success) {
      errors[key] = 'This row came without the number it showed: reload the page.';
      continue;
    }
    if (!stock.success) {
      errors[key] = stock.error.issues[0]?.message ?? 'Please enter a whole number.';
      continue;
    }
    if (stock.data !== was.data) changes.push({ key, target, was: was.data, stock: stock.data });
  }
  if (only !== undefined && targetOf(only) === undefined)
    return { ok: false, message: 'That row is not one this page shows.', errors };
  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      message: 'Nothing was saved: please correct the numbers marked below.',
      errors,
    };
  }
  return { ok: true, changes };
}
