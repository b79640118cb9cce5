import type { SiteDetails } from '~/shared/site-details';
import { RouteFocus } from './route-focus';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

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
      <ScrollToTopButton />
      <RouteFocus />
    </>
  );
}
