import {
  FORM_SUBMIT_NONCE,
  formSubmitRequestSchema,
  type FormSubmitAnswer,
} from '@atelier/contracts/forms';
import { CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import formUiStylesheet from '@atelier/form-ui/form-ui.css?url';
import { FormRuntime } from '@atelier/form-ui/runtime/form-runtime';
import { GENERIC_SUBMIT_ERROR } from '@atelier/form-ui/runtime/submit-form';
import { data, redirect } from 'react-router';
import { pageTitle } from '~/lib/page';
import { sitePage } from '~/lib/page.server';
import { siteDetails } from '~/lib/site.server';
import type { Route } from './+types/contact';

/** FORM-001: the form AJAX endpoint the live form posts to. */
const FORM_ENDPOINT = '/api/ajax';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: formUiStylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  const { page, title, summary } = await sitePage(context, 'contact', 'contact');
  // DEC-11: the contact page hosts form 33568, with the nonce forminator_get_nonce would issue.
  const form = await context.services.forms.load(CONTACT_FORM_ID);
  return {
    page,
    title,
    summary,
    contact: siteDetails,
    form:
      form && form.status === 'publish'
        ? {
            id: form.id,
            definition: form.definition,
            nonce: context.services.nonces.issue(FORM_SUBMIT_NONCE, context.sessionId),
            endpoint: FORM_ENDPOINT,
          }
        : null,
  };
}

/** A multipart or form-encoded body as the submit schema reads it: repeated names as lists. */
function bodyOf(formData: FormData): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    // No upload on this page's form; a file posted anyway is not a field it has.
    if (typeof value !== 'string') continue;
    const existing = body[name];
    body[name] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return body;
}

function visitorValues(body: Record<string, string | string[]>): Record<string, string | string[]> {
  const {
    action: _action,
    form_id: _formId,
    render_id: _renderId,
    forminator_nonce: _nonce,
    ...rest
  } = body;
  return rest;
}

/**
 * SUB-012: the contact form posted natively (no JavaScript). Checked by the same service as the
 * AJAX submit; field errors come back into the page, a success follows the form's redirect
 * (DEC-11: the dated archive page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = bodyOf(await request.formData());
  const values = visitorValues(body);
  const refused = (message: string, status: number) =>
    data({ message, errors: {} as Record<string, string>, values }, status);
  const parsed = formSubmitRequestSchema.safeParse(body);
  if (!parsed.success || parsed.data.form_id !== CONTACT_FORM_ID) {
    return refused(GENERIC_SUBMIT_ERROR, 400);
  }
  const { nonces, forms } = context.services;
  if (!nonces.verify(FORM_SUBMIT_NONCE, context.sessionId, parsed.data.forminator_nonce)) {
    return refused('Your session has expired. Please submit the form again.', 403);
  }
  let answer: FormSubmitAnswer;
  try {
    answer = await forms.submit(parsed.data, context.visitor);
  } catch (error) {
    if (error instanceof Error && ['FormNotFound', 'SubmissionRefused'].includes(error.name)) {
      return refused(error.message, 400);
    }
    throw error;
  }
  if (answer.success) {
    if (answer.data.url !== undefined) throw redirect(answer.data.url, 303);
    return data({ message: answer.data.message, errors: {}, values: {}, success: true }, 200);
  }
  const errors: Record<string, string> = Object.assign({}, ...(answer.data.errors ?? []));
  return data({ message: answer.data.message, errors, values }, 422);
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Contact') }];

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
        <section
          className="contact-layout__form"
          aria-labelledby="contact-form-title"
          id="contact-form"
        >
          <h2 id="contact-form-title" className="section__title section__title--small">
            Send us a message
          </h2>
          {form ? (
            <FormRuntime
              // A refused native post renders the form again with its values and errors.
              key={actionData ? 'posted' : 'fresh'}
              definition={form.definition}
              formId={form.id}
              nonce={form.nonce}
              endpoint={form.endpoint}
              layout="floating"
              initialValues={actionData?.values}
              initialErrors={actionData?.errors}
              initialNotice={
                actionData && {
                  kind: 'success' in actionData ? 'success' : 'error',
                  message: actionData.message,
                }
              }
            />
          ) : (
            <p>
              Questions about a work, a commission or a visit? Write to{' '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a> and we will answer within two
              working days.
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
