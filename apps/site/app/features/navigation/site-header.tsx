import { lazy, memo, Suspense, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SiteLogo } from './site-logo';
import { SEARCH_PATH } from '~/shared/site-search';
import type { SearchOverlay as SearchOverlayComponent } from './search-overlay';
import { useMenuDisclosure } from './use-menu-disclosure';
import { LineIcon } from '~/shared/ui/line-icon';
import { useHydrated } from '~/shared/use-hydrated';

/**
 * The search overlay is its own chunk (issue 19, the first-load budget): a closed dialog nobody
 * sees, asked for when the pointer or focus reaches the search button and drawn on its first use.
 */
const loadSearchOverlay = () => import('./search-overlay');

/**
 * The main menu's code (its tree, sub-menus, touch rule) is a chunk of its own too, outside the
 * first-load scripts: the server renders the whole menu, and until the chunk arrives (it is
 * asked for during hydration) its links are the server's plain links, which work as they are.
 */
const MainMenu = lazy(() => import('./main-menu'));

/**
 * The menu's boundary, kept out of the header's own updates: the header re-renders the moment the
 * page is live (`useHydrated`), and an update reaching a boundary still waiting for its chunk makes
 * React drop the server's menu and show the fallback (nothing) until the chunk comes. Memoized
 * with no props, the header's re-render stops here, so the server's menu stays until it hydrates.
 */
const MainMenuSlot = memo(function MainMenuSlot() {
  return (
    <Suspense fallback={null}>
      <MainMenu idPrefix="main-nav" />
    </Suspense>
  );
});

/** The floating menu (NAV-009) is its own chunk too, mounted once the page is live. */
const FloatingMenu = lazy(() => import('./floating-menu'));

/** `cart` is the shop's header cart: the root layout composes it, so the frame knows no shop. */
export function SiteHeader({ cart }: { cart: React.ReactNode }) {
  const location = useLocation();
  // Each panel remembers the address it was opened on, so any navigation closes it.
  const here = `${location.pathname}${location.search}`;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === here;
  const searchOpen = searchOpenOn === here;
  const menu = useRef<HTMLElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  useMenuDisclosure({ open: menuOpen, menu, toggle: menuToggle, close: () => setMenuOpenOn(null) });
  const [SearchOverlay, setSearchOverlay] = useState<typeof SearchOverlayComponent>();
  const header = useRef<HTMLElement>(null);
  const live = useHydrated();
  const navigate = useNavigate();
  const openSearch = () => {
    setSearchOpenOn(here);
    if (SearchOverlay) return;
    void loadSearchOverlay().then(
      (module) => setSearchOverlay(() => module.SearchOverlay),
      // Without the overlay, the button does what it does without scripts: the search page.
      () => void navigate(SEARCH_PATH),
    );
  };

  return (
    <header className="site-header" ref={header}>
      <div className="site-header__inner container">
        <SiteLogo />

        <nav
          ref={menu}
          className={`main-nav${menuOpen ? ' main-nav--open' : ''}`}
          aria-label="Main"
          id="main-navigation"
        >
          <MainMenuSlot />
        </nav>

        <div className="site-header__tools">
          <form
            className="mini-search"
            action={SEARCH_PATH}
            method="get"
            role="search"
            onSubmit={(event) => {
              // The mini-search button opens the overlay rather than searching for nothing.
              event.preventDefault();
              openSearch();
            }}
          >
            <button
              type="submit"
              className="icon-button mini-search__submit"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadSearchOverlay()}
              onFocus={() => void loadSearchOverlay()}
            >
              <LineIcon>
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="M15.5 15.5 L21 21" />
              </LineIcon>
              <span className="visually-hidden">Search the collection</span>
            </button>
          </form>
          {/* Issue 15: the same link for everyone, so the shared header stays shared; the
              account page sends a signed-out visitor on to the login page. */}
          <Link to="/my-account/" className="icon-button header-account" prefetch="none">
            <LineIcon>
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </LineIcon>
            <span className="visually-hidden">Account</span>
          </Link>
          {cart}
          <button
            ref={menuToggle}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            onClick={() => setMenuOpenOn(menuOpen ? null : here)}
          >
            <LineIcon size={22}>
              <path d={menuOpen ? 'M5 5 L19 19 M19 5 L5 19' : 'M3 7h18M3 12h18M3 17h18'} />
            </LineIcon>
            <span className="visually-hidden">{menuOpen ? 'Close the menu' : 'Open the menu'}</span>
          </button>
        </div>
      </div>
      {live ? (
        <Suspense fallback={null}>
          <FloatingMenu header={header} onSearch={openSearch} />
        </Suspense>
      ) : null}
      {SearchOverlay ? (
        <SearchOverlay open={searchOpen} onClose={() => setSearchOpenOn(null)} />
      ) : null}
    </header>
  );
}
