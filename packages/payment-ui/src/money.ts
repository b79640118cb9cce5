/**
 * Shows an amount in minor units (cents) as money, with the currency's own number of decimals
 * (JPY has none) as Intl knows it.
 */
export function formatMinorUnits(amount: number, currency: string, locale?: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** decimals);
  } catch {
    // An unknown currency code or locale: still show something the buyer can read.
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Shows a decimal string amount (PayPal's `"12.50"`) as money. */
export function formatDecimal(value: string, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(value));
  } catch {
    return `${value} ${currency.toUpperCase()}`;
  }
}

/** BCP 47 (`en-GB`) from the `en_GB` form PayPal and the form settings use. */
export function toBcp47(locale: string | undefined): string | undefined {
  if (locale === undefined || locale.trim() === '') return undefined;
  const tag = locale.replace('_', '-');
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
