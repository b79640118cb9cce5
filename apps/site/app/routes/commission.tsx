import { COMMISSION_FORM_ID } from '@atelier/demo-content/forms';
import { Link } from 'react-router';
import { loadPageForm, submitPageForm } from '~/features/forms/form-page.server';
import { FormSection, formStylesheetLinks } from '~/features/forms/form-section';
import { siteDetails } from '~/shared/site.server';
import formsPagesStylesheet from '~/features/forms/forms-pages.css?url';
import type { Route } from './+types/commission';
import { seoMeta } from '~/shared/seo';

export const links: Route.LinksFunction = () => [
  ...formStylesheetLinks(),
  { rel: 'stylesheet', href: formsPagesStylesheet },
];

// No page row of its own: the theme settings keep the default page's post id (THEME-002).
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    form: await loadPageForm(context, COMMISSION_FORM_ID, request),
    email: siteDetails.email,
  };
}

/** SUB-012: the commission request posted natively, every step at once (no JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPageForm(request, context, COMMISSION_FORM_ID);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Commission a work',
    description:
      'Commission a painting, drawing or print from one of our artists: tell us about the work, meet the artist, approve sketches and a quote.',
  });

const STEPS = [
  {
    title: 'Tell us about the work',
    text: 'Size, medium, framing and where it will hang. The estimate follows your choices as you go.',
  },
  {
    title: 'Meet the artist',
    text: 'We suggest an artist whose work fits, and you can visit the studio or talk by email or phone.',
  },
  {
    title: 'Sketches and a quote',
    text: 'The artist sends first sketches; we confirm the price and the date before any work starts.',
  },
  {
    title: 'Delivered or collected',
    text: 'Framed in our workshop if you like, then collected at the gallery or delivered to your door.',
  },
] as const;

export default function Commission({ loaderData, actionData }: Route.ComponentProps) {
  const { form, email } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Commissions</p>
        <h1 className="page__title">{form?.title ?? 'Commission a work'}</h1>
        <p className="lead">
          A painting or a work on paper made for you by one of the artists we represent: tell us
          what you have in mind, and we will take it from there.
        </p>
      </header>
      <div className="form-page">
        <section className="form-page__aside" aria-labelledby="commission-steps-title">
          <h2 id="commission-steps-title" className="section__title section__title--small">
            How a commission works
          </h2>
          <ol className="form-page__steps">
            {STEPS.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
          <p>
            Already agreed on the work with us?{' '}
            <Link to="/commission/deposit/">Pay the commission deposit</Link> by card or PayPal.
          </p>
          <p>
            Framing a work you already own? Try the{' '}
            <Link to="/framing-calculator/">framing cost calculator</Link>.
          </p>
        </section>
        <FormSection
          id="commission-form"
          title="Your commission"
          className="form-page__form"
          form={form}
          outcome={actionData}
          fallback={
            <p>
              Commission requests are closed for the moment. Write to{' '}
              <a href={`mailto:${email}`}>{email}</a> and we will tell you when an artist is free.
            </p>
          }
        />
      </div>
    </main>
  );
}
