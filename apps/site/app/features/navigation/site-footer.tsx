import { ENQUIRY_POPUP_ID } from '@atelier/demo-content/popups';
import { Link } from 'react-router';
import { FooterLinks } from './footer-links';
import { lazy, Suspense } from 'react';
import { LEGAL_NAVIGATION } from './legal-navigation';

/**
 * The footer's menus read the main menu's tree, which lives in the menu's own chunk (not in the
 * first-load scripts); the server renders them whole, and they hydrate when it arrives.
 */
const ExploreLinks = lazy(() =>
  import('./footer-menus').then((module) => ({ default: module.ExploreLinks })),
);
const SelectMenu = lazy(() =>
  import('./select-menu').then((module) => ({ default: module.SelectMenu })),
);
/** The social marks, the same way: rendered whole by the server, hydrated when their code comes. */
const SocialIcons = lazy(() =>
  import('~/shared/ui/social-icons').then((module) => ({ default: module.SocialIcons })),
);
import type { SiteDetails } from '~/shared/site-details';

/** The pages built around the gallery's own forms, found from every page's footer. */
const SERVICE_LINKS = [
  { label: 'Commission a work', to: '/commission/' },
  { label: 'Framing cost calculator', to: '/framing-calculator/' },
] as const;

export function SiteFooter({ site }: { site: SiteDetails }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <section className="site-footer__column" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {site.name}
          </h2>
          <p>{site.tagline}</p>
          <Suspense fallback={null}>
            <SelectMenu />
          </Suspense>
        </section>
        <section className="site-footer__column" aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="site-footer__title">
            Visit
          </h2>
          <address>
            {site.address}
            <br />
            <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p>{site.openingHours}</p>
          <p>
            {/* Opens the enquiry popup (its click trigger); without JavaScript, the contact page. */}
            <Link to="/contact/" className={`popmake-${ENQUIRY_POPUP_ID}`}>
              Make an enquiry
            </Link>
          </p>
        </section>
        <Suspense fallback={null}>
          <ExploreLinks />
        </Suspense>
        <FooterLinks id="footer-commissions" title="Commissions" links={SERVICE_LINKS} />
        <section className="site-footer__column" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__title">
            Follow
          </h2>
          <Suspense fallback={null}>
            <SocialIcons links={site.social} owner={site.name} />
          </Suspense>
          <ul className="site-footer__links">
            <li>
              <Link to="/newsletter/">Newsletter</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer__legal container">
        <p>
          © {new Date().getFullYear()} {site.name}. All artworks are shown with the artists’
          permission.
        </p>
        <nav aria-label="Legal">
          <ul className="site-footer__legal-links">
            {LEGAL_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
