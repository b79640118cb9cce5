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
  { label: 'Media', to: '/media/' },
  { label: 'Journal', to: '/blog/' },
  { label: 'Testimonials', to: '/testimonials/' },
  { label: 'Contact', to: '/contact/' },
];
