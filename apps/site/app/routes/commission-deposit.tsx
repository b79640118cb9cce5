import { COMMISSION_DEPOSIT_FORM_ID } from '@atelier/demo-content/forms';
import { Link } from 'react-router';
import { loadPageForm, submitPageForm } from '~/features/forms/form-page.server';
import { FormSection, formStylesheetLinks } from '~/features/forms/form-section';
import { siteDetails } from '~/shared/site.server';
import formsPagesStylesheet from '~/features/forms/forms-pages.css?url';
import type { Route } from './+types/commission-deposit';
import { seoMeta } from '~/shared/seo';

export const links: Route.LinksFunction = () => [
  ...formStylesheetLinks(),
  { rel: 'stylesheet', href: formsPagesStylesheet },
];

// Issue 17: the commission deposit, paid by card or PayPal (the test gateway on a fresh install).
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    form: await loadPageForm(context, COMMISSION_DEPOSIT_FORM_ID, request),
    email: siteDetails.email,
  };
}

/** SUB-012: posted natively (no JavaScript) it is refused with the advice to turn it on. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPageForm(request, context, COMMISSION_DEPOSIT_FORM_ID);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Commission deposit',
    description:
      'Book an artist for your commission: a deposit of 30% of the estimate, paid by card or PayPal and deducted from the final price.',
  });

export default function CommissionDeposit({ loaderData, actionData }: Route.ComponentProps) {
  const { form, email } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Commissions</p>
        <h1 className="page__title">{form?.title ?? 'Commission deposit'}</h1>
        <p className="lead">
          Agreed on the work? A deposit of 30% of the estimate books the artist’s time. It is
          deducted from the final price, and refunded in full if we cannot agree on the work.
        </p>
      </header>
      <div className="form-page">
        <section className="form-page__aside" aria-labelledby="deposit-about-title">
          <h2 id="deposit-about-title" className="section__title section__title--small">
            How the deposit works
          </h2>
          <p>
            The estimate is the same as on the <Link to="/commission/">commission request</Link>:
            medium and size (at least €400) plus framing. Pay by card (your bank may ask you to
            confirm the payment) or with PayPal; we send a receipt to the address you give.
          </p>
        </section>
        <FormSection
          id="deposit-form"
          title="Your deposit"
          className="form-page__form"
          form={form}
          outcome={actionData}
          fallback={
            <p>
              Deposits cannot be paid online at the moment. Write to{' '}
              <a href={`mailto:${email}`}>{email}</a> and we will send you the details.
            </p>
          }
        />
      </div>
    </main>
  );
}
