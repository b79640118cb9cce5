/**
 * The shop's ordering choices, with the query values the original shop uses for `orderby`
 * (SHOP-001). The choice lives in the URL so it survives reloads and can be shared.
 */
/** Works shown on one page of the shop. */
export const SHOP_PAGE_SIZE = 12;

export const ORDERING_CHOICES = [
  { value: 'menu_order', label: 'Default sorting' },
  { value: 'popularity', label: 'Sort by popularity' },
  { value: 'date', label: 'Sort by latest' },
  { value: 'price', label: 'Sort by price: low to high' },
  { value: 'price-desc', label: 'Sort by price: high to low' },
] as const;

export type OrderingValue = (typeof ORDERING_CHOICES)[number]['value'];

export function orderingFromSearch(search: URLSearchParams): OrderingValue {
  const value = search.get('orderby');
  return ORDERING_CHOICES.find((choice) => choice.value === value)?.value ?? 'menu_order';
}
