import { onePageAnchorId } from '@atelier/theme/one-page';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Tabs } from '~/shared/ui/tabs';
import { useWaypointReveal } from '~/shared/ui/waypoint-reveal';
import type { AboutPageData } from './about-page.server';

/**
 * The one-page "About the gallery": a title, a section menu (the route hands in the navigation
 * room's one-page menu) and four sections. Each section is focusable (tabindex -1) so the
 * one-page navigation can move focus there, and named by its heading; each heading also carries
 * the id `!/<section>` so `#!/<section>` links work without JavaScript. Sections below the
 * page builder's waypoint fade in as they reach it (MISC-017); the studio's section holds a tabs
 * block whose rotation interval the content gives in seconds (MISC-018). ADR 0040.
 */
export function AboutPage({
  about,
  sectionMenu,
}: {
  about: AboutPageData['about'];
  sectionMenu: React.ReactNode;
}) {
  const sections = useRef<HTMLDivElement>(null);
  useWaypointReveal(sections, '.about-page__section');
  return (
    <main id="main" tabIndex={-1} className="page about-page">
      <header className="page__header container about-page__header" id={onePageAnchorId('up')}>
        <p className="eyebrow">Atelier, Lisbon</p>
        <h1 className="page__title">{about.title}</h1>
        <p className="lead">{about.summary}</p>
      </header>
      <div className="container about-page__layout">
        <div className="about-page__menu">{sectionMenu}</div>
        <div className="about-page__sections" ref={sections}>
          {about.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              className="about-page__section"
              aria-labelledby={onePageAnchorId(section.id)}
            >
              <h2 className="about-page__section-title" id={onePageAnchorId(section.id)}>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.tabs ? (
                <Tabs
                  label={section.tabs.label}
                  intervalSeconds={section.tabs.intervalSeconds}
                  items={section.tabs.items.map((item) => ({
                    id: item.id,
                    title: item.title,
                    content: <p>{item.text}</p>,
                  }))}
                />
              ) : null}
              {section.id === 'artists' ? (
                <ul className="about-page__artists">
                  {about.artistNames.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              ) : null}
              {section.id === 'visit' ? (
                <dl className="about-page__visit">
                  <div>
                    <dt>Address</dt>
                    <dd>{about.visit.address}</dd>
                  </div>
                  <div>
                    <dt>Opening hours</dt>
                    <dd>{about.visit.openingHours}</dd>
                  </div>
                  <div>
                    <dt>Telephone</dt>
                    <dd>
                      <a href={`tel:${about.visit.phone.replace(/[^+\d]/g, '')}`}>
                        {about.visit.phone}
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt>E-mail</dt>
                    <dd>
                      <a href={`mailto:${about.visit.email}`}>{about.visit.email}</a>
                    </dd>
                  </div>
                </dl>
              ) : null}
              {section.id === 'visit' ? (
                <p>
                  <Link className="button" to="/contact/">
                    Write to us
                  </Link>{' '}
                  or read the <Link to="/faq/">questions and answers</Link>.
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
