import type { NavigationItem } from './legal-navigation';

export type { NavigationItem };

/** An item of the main menu: a page, and for a parent the pages of its sub-menu. */
export interface MenuItem extends NavigationItem {
  children?: readonly MenuItem[];
}

/**
 * The main menu (issue 20, shared decisions): six top-level items, five with a sub-menu. The
 * addresses are fixed (other pages link to them); a parent's own address is its first child's
 * or its landing page. `#!/<id>` items are the "About the gallery" page's sections (one-page
 * navigation, DEC-13).
 */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Home', to: '/', end: true },
  {
    label: 'Shop',
    to: '/shop/',
    children: [
      { label: 'All works', to: '/shop/' },
      { label: 'Framing calculator', to: '/framing-calculator/' },
      { label: 'Commission a work', to: '/commission/' },
    ],
  },
  {
    label: 'Collection',
    to: '/portfolio/',
    children: [
      { label: 'Portfolio', to: '/portfolio/' },
      { label: 'Albums', to: '/albums/' },
      { label: 'Viewing room', to: '/viewing-room/' },
      { label: 'Media', to: '/media/' },
    ],
  },
  {
    label: 'Journal',
    to: '/blog/',
    children: [
      { label: 'All entries', to: '/blog/' },
      { label: 'Testimonials', to: '/testimonials/' },
    ],
  },
  {
    label: 'Quizzes',
    to: '/quiz/know-the-artists/',
    children: [
      // Issue 14: the demo quizzes, each on its own page.
      { label: 'Artist quiz', to: '/quiz/know-the-artists/' },
      { label: 'Print finder', to: '/quiz/which-print-suits-your-room/' },
    ],
  },
  {
    label: 'About',
    to: '/about/',
    children: [
      { label: 'Our story', to: '/about/#!/story' },
      { label: 'Artists', to: '/about/#!/artists' },
      { label: 'The studio', to: '/about/#!/studio' },
      { label: 'Visit us', to: '/about/#!/visit' },
      { label: 'Questions and answers', to: '/faq/' },
      { label: 'Contact', to: '/contact/' },
    ],
  },
];

/** Every item of the menu tree, a parent before its children. */
export function flattenMenu(tree: readonly MenuItem[]): MenuItem[] {
  return tree.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

/**
 * The menu's pages as a flat list, each address once and without the one-page sections (the
 * footer's "Explore" column, a way round the site that needs no script).
 */
export const MAIN_NAVIGATION: readonly NavigationItem[] = (() => {
  const seen = new Set<string>();
  return flattenMenu(MAIN_MENU)
    .filter((item) => !item.to.includes('#') && !seen.has(item.to) && seen.add(item.to))
    .map(({ label, to, end }) => ({ label, to, ...(end ? { end } : {}) }));
})();

/** Every address the menu offers (the select menu's `/go/` redirect goes only to these). */
export const MENU_ADDRESSES: ReadonlySet<string> = new Set(
  flattenMenu(MAIN_MENU).map((item) => item.to),
);

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** `/about` and `/about/` are one page. */
export const samePath = (a: string, b: string) =>
  withoutTrailingSlash(a) === withoutTrailingSlash(b);

/**
 * Whether the page at `pathname` is the item's page (`'page'`), inside it (`'section'`: a deeper
 * address, or one of a parent's sub-menu pages), or neither. Trailing slashes do not count: the
 * server renders `/shop` for `/shop/` (the request a cache shares), the browser `/shop/`, and
 * the item must be marked the same in both, or hydration would drop the mark. An address with a
 * one-page section (`#!/…`) is never the page: only its section being current marks it.
 */
export function menuItemMatch(item: MenuItem, pathname: string): 'page' | 'section' | null {
  const here = withoutTrailingSlash(pathname);
  if (!item.to.includes('#')) {
    const own = withoutTrailingSlash(item.to);
    if (here === own) return 'page';
    if (!item.end && own !== '/' && here.startsWith(`${own}/`)) return 'section';
  }
  return (item.children ?? []).some((child) => menuItemMatch(child, pathname) !== null)
    ? 'section'
    : null;
}

/** The page and one-page section of a `<path>#!/<id>` address, or undefined for another. */
export function onePageTarget(to: string): { path: string; section: string } | undefined {
  const match = /^([^#]*)#!\/(.+)$/.exec(to);
  return match ? { path: match[1] ?? '', section: match[2] ?? '' } : undefined;
}
