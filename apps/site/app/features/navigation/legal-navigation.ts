export interface NavigationItem {
  label: string;
  to: string;
  /** Only the exact address marks the item active (the home page). */
  end?: boolean;
}

/**
 * The pages a shop must have (content pages from the pages table). The checkout's terms box and
 * the sitemap use the same addresses.
 */
export const LEGAL_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Terms and conditions', to: '/terms-and-conditions/' },
  { label: 'Privacy policy', to: '/privacy-policy/' },
  { label: 'Shipping and returns', to: '/shipping-and-returns/' },
  { label: 'Imprint', to: '/imprint/' },
];
