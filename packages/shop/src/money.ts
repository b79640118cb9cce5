/** Prices are whole cents everywhere; floats never hold money. */
export type Cents = number;

export const STORE_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

/** "€1,250" for whole amounts, "€89.50" otherwise, identically on server and browser. */
export function formatMoney(cents: Cents, currency: string = STORE_CURRENCY): string {
  const whole = cents % 100 === 0;
  const key = `${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/**
 * An amount a form computes in currency units with decimals (2460.5), rounded to the cent and
 * printed as `formatMoney` prints prices: the estimate on screen, in its thank-you and its mail.
 */
export function formatAmount(amount: number, currency: string = STORE_CURRENCY): string {
  return formatMoney(Math.round(amount * 100), currency);
}

/**
 * Euros as a person types them ("12", "12.5", "12,50", " 1250 ") to cents; undefined for anything
 * else (signs, thousands separators, three decimals, more than 9,999,999).
 */
export function centsOfTypedAmount(amount: string): Cents | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  if (!match?.[1]) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A single price, or "from – to" when variations differ. */
export function formatPriceRange(
  min: Cents,
  max: Cents,
  currency: string = STORE_CURRENCY,
): string {
  return min === max
    ? formatMoney(min, currency)
    : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
}
