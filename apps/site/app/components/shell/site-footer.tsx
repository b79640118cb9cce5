import { Link } from 'react-router';
import { MAIN_NAVIGATION } from '~/lib/navigation';
import type { RootData } from '~/root';

export function SiteFooter({ site }: { site: RootData['site'] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <section className="site-footer__column" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {site.name}
          </h2>
          <p>{site.tagline}</p>
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
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__title">
            Explore
          </h2>
          <ul className="site-footer__links">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__title">
            Follow
          </h2>
          <ul className="site-footer__links">
            {site.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} {site.name}. All artworks are shown with the artists’
        permission.
      </p>
    </footer>
  );
}
