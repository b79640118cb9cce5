import { FRAMING_CALCULATOR_ID } from '@atelier/demo-content/forms';
import { Link } from 'react-router';
import { loadPageForm, submitPageForm } from '~/features/forms/form-page.server';
import { FormSection, formStylesheetLinks } from '~/features/forms/form-section';
import { siteDetails } from '~/shared/site.server';
import formsPagesStylesheet from '~/features/forms/forms-pages.css?url';
import type { Route } from './+types/framing-calculator';
import { seoMeta } from '~/shared/seo';

export const links: Route.LinksFunction = () => [
  ...formStylesheetLinks(),
  { rel: 'stylesheet', href: formsPagesStylesheet },
];

// No page row of its own: the theme settings keep the default page's post id (THEME-002).
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    form: await loadPageForm(context, FRAMING_CALCULATOR_ID, request),
    email: siteDetails.email,
    openingHours: siteDetails.openingHours,
  };
}

/** SUB-012: the quote request posted natively (no JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPageForm(request, context, FRAMING_CALCULATOR_ID);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Framing cost calculator',
    description:
      'Work out the cost of a hand-made frame for your artwork: moulding, glazing and mount, cut and fitted in the workshop behind the gallery.',
  });

export default function FramingCalculator({ loaderData, actionData }: Route.ComponentProps) {
  const { form, email, openingHours } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">The framing workshop</p>
        <h1 className="page__title">{form?.title ?? 'Framing cost calculator'}</h1>
        <p className="lead">
          Every frame is cut, joined and fitted by hand in the workshop behind the gallery. Enter
          the size of your work and choose a moulding and glass: the cost follows as you type.
        </p>
      </header>
      <div className="form-page">
        <section className="form-page__aside" aria-labelledby="framing-workshop-title">
          <h2 id="framing-workshop-title" className="section__title section__title--small">
            In the workshop
          </h2>
          <p>
            The price includes acid-free mounting and hanging fittings. Most frames are ready within
            ten days; bring the work in during opening hours ({openingHours}).
          </p>
          <p>
            Would you rather have a new work made to measure? See how to{' '}
            <Link to="/commission/">commission a work</Link>.
          </p>
          <p>
            Which frame finish do you choose most often? Tell us in{' '}
            <Link to="/polls/favourite-frame/">our frame poll</Link>.
          </p>
        </section>
        <FormSection
          id="framing-form"
          title="Your frame"
          className="form-page__form"
          form={form}
          outcome={actionData}
          fallback={
            <p>
              The calculator is resting. Write to <a href={`mailto:${email}`}>{email}</a> with the
              size of your work and we will send you a quote.
            </p>
          }
        />
      </div>
    </main>
  );
}
