import { CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { loadPageForm, submitPageForm } from '~/features/forms/form-page.server';
import { FormSection, formStylesheetLinks } from '~/features/forms/form-section';
import { sitePage } from '~/shared/page.server';
import { siteDetails } from '~/shared/site.server';
import type { Route } from './+types/contact';
import { seoMeta } from '~/shared/seo';

export const links: Route.LinksFunction = () => formStylesheetLinks();

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, title, summary } = await sitePage(context, 'contact', 'contact');
  return {
    page,
    title,
    summary,
    contact: siteDetails,
    // DEC-11: the contact page hosts form 33568.
    form: await loadPageForm(context, CONTACT_FORM_ID, request),
  };
}

/**
 * SUB-012: the contact form posted natively (no JavaScript); a success follows the form's
 * redirect (DEC-11: the dated archive page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPageForm(request, context, CONTACT_FORM_ID);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Contact',
    description:
      args.data?.summary ||
      'Come and see the works in person, ask about a piece, or talk to us about a commission.',
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { title, summary, contact, form } = loaderData;
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
        <FormSection
          id="contact-form"
          title="Send us a message"
          className="contact-layout__form"
          form={form}
          outcome={actionData}
          layout="floating"
          fallback={
            <p>
              Questions about a work, a commission or a visit? Write to{' '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a> and we will answer within two
              working days.
            </p>
          }
        />
      </div>
    </main>
  );
}
