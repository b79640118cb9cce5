export interface NavigationItem {
  label: string;
  to: string;
  /** Only the exact address marks the item active (the home page). */
  end?: boolean;
}

export const MAIN_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'Shop', to: '/shop/' },
  { label: 'Portfolio', to: '/portfolio/' },
  { label: 'Albums', to: '/albums/' },
  { label: 'Viewing room', to: '/viewing-room/' },
  { label: 'Media', to: '/media/' },
  { label: 'Journal', to: '/blog/' },
  { label: 'Testimonials', to: '/testimonials/' },
  // Issue 14: the demo quizzes, each on its own page.
  { label: 'Artist quiz', to: '/quiz/know-the-artists/' },
  { label: 'Print finder', to: '/quiz/which-print-suits-your-room/' },
  { label: 'Contact', to: '/contact/' },
];

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
