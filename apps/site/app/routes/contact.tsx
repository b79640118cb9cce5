import { pageTitle } from '~/lib/page';
import { sitePage } from '~/lib/page.server';
import { siteDetails } from '~/lib/site.server';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const { page, title, summary } = await sitePage(context, 'contact', 'contact');
  return {
    page,
    title,
    summary,
    contact: siteDetails,
  };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Contact') }];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { title, summary, contact } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Visit, call or write</p>
        <h1 className="page__title">{title || 'Contact'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <div className="contact-layout">
        <section className="contact-layout__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="section__title section__title--small">
            The gallery
          </h2>
          <address className="contact-card">
            <p>{contact.address}</p>
            <p>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </address>
          <h3 className="contact-card__subtitle">Opening hours</h3>
          <p>{contact.openingHours}</p>
        </section>
        <section
          className="contact-layout__form"
          aria-labelledby="contact-form-title"
          id="contact-form"
        >
          <h2 id="contact-form-title" className="section__title section__title--small">
            Send us a message
          </h2>
          <p>
            Questions about a work, a commission or a visit? Write to{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a> and we will answer within two
            working days.
          </p>
        </section>
      </div>
    </main>
  );
}
