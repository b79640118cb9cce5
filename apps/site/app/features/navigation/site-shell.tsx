import { Suspense } from 'react';
import type { SiteDetails } from '~/shared/site-details';
import { preloadableLazy } from '~/shared/ui/preloadable-lazy';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

/**
 * Two parts of every page that nothing needs in its first moments, so their code is a chunk
 * after the first load (the shell's 120 KB budget, issues 13 and 20), asked for as soon as this
 * module runs: the way back to the top, which shows only past 500 px of scrolling (the server
 * renders it hidden; it hydrates when the chunk comes), and the focus and announcement after a
 * client-side move, which has nothing to do until the visitor's first move.
 */
const { Component: ScrollToTopButton, preload: loadScrollToTop } = preloadableLazy(
  async () => (await import('./scroll-to-top-button')).ScrollToTopButton,
);
const { Component: RouteFocus, preload: loadRouteFocus } = preloadableLazy(
  async () => (await import('./route-focus')).RouteFocus,
);
if (typeof document !== 'undefined') {
  void loadScrollToTop();
  void loadRouteFocus();
}

export function SiteShell({
  site,
  cart,
  notice,
  children,
}: {
  site: SiteDetails;
  /** The header's cart (the shop's), composed by the root layout. */
  cart: React.ReactNode;
  /** The store notice bar (SHOP-006), after the skip link so that stays the first Tab stop. */
  notice: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {notice}
      <TopBar site={site} />
      <SiteHeader cart={cart} />
      <div className="site-content">{children}</div>
      <SiteFooter site={site} />
      <Suspense fallback={null}>
        <ScrollToTopButton />
      </Suspense>
      <Suspense fallback={null}>
        <RouteFocus />
      </Suspense>
    </>
  );
}
