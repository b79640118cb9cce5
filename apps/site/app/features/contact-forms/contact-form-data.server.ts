import { CONTACT_FORM_HIDDEN_FIELDS } from '@atelier/contracts/contact-form-names';
import { data, type AppLoadContext } from 'react-router';
import { formBody } from '~/shared/form-data';
import { pageShows } from '~/shared/page-dependencies.server';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import type { ContactFormPostOutcome, PageContactForm } from './contact-form-page';

/**
 * A contact form for a page (issue 16), by id: public, the same for every visitor, so the page
 * stays shared and cached (ADR 0011). The page is tagged `contact-forms:<id>`, so an owner's
 * change reaches it at once. `null` when there is no such published form.
 */
export async function loadPublicContactForm(
  context: AppLoadContext,
  id: number,
): Promise<PageContactForm | null> {
  pageShows(context, `contact-forms:${id}`);
  const form = await context.services.contactForms.load(id);
  if (!form) return null;
  const captcha = context.services.captcha;
  return {
    form: form.public,
    captcha: { widgets: captcha.widgetConfig(), botCheck: captcha.botCheckConfig() },
  };
}

/** Whether a page post is a contact form's (it carries `_wpcf7`): the route sends it here. */
export async function isContactFormPost(request: Request): Promise<boolean> {
  try {
    return (await request.clone().formData()).has(CONTACT_FORM_HIDDEN_FIELDS.formId);
  } catch {
    return false;
  }
}

/** The message a native post gets when the browser cannot vouch for where it came from. */
export const CONTACT_FORM_FOREIGN_POST_MESSAGE =
  'This form was sent from another site. Please send it again from this page.';

/**
 * A contact form posted natively (no JavaScript) to the page it sits on: the same service as the
 * REST feedback, so the rules cannot differ. Only a post the browser says came from this site
 * is taken (page-post-origin.server.ts; the page carries no nonce). The page is rendered again
 * with the answer and the values kept; a first post gets its opening stamp (ADR 0016).
 */
export async function postContactForm(
  request: Request,
  context: AppLoadContext,
  expected: { formId: number; containerPostId: number },
) {
  let body: Record<string, string | string[]>;
  try {
    body = formBody(await request.formData());
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
  const formId = Number(body[CONTACT_FORM_HIDDEN_FIELDS.formId]);
  const form =
    formId === expected.formId ? await context.services.contactForms.load(formId) : undefined;
  if (!form) throw data('There is no such form on this page.', { status: 400 });
  if (!postedFromThisSite(request)) {
    throw data(CONTACT_FORM_FOREIGN_POST_MESSAGE, { status: 403 });
  }
  const entries = Object.entries(body).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((single): [string, string] => [name, single]),
  );
  // The container post is the page's own, never the client's word.
  const pinned = entries
    .filter(([name]) => name !== CONTACT_FORM_HIDDEN_FIELDS.containerPost)
    .concat([[CONTACT_FORM_HIDDEN_FIELDS.containerPost, String(expected.containerPostId)]]);
  const visitor = context.visitor;
  try {
    const outcome = await context.services.contactForms.submit(form, pinned, 'page', {
      sessionId: visitor.sessionId,
      ipHash: visitor.ipHash,
      userAgent: visitor.userAgent,
      remoteIp: context.remoteAddress ?? '',
    });
    const result: ContactFormPostOutcome = {
      kind: 'contact-form',
      formId: form.id,
      answer: outcome.answer,
      values: outcome.answer.status === 'mail_sent' ? {} : outcome.values,
      ...(outcome.openedStamp !== undefined && { openedStamp: outcome.openedStamp }),
    };
    return data(result, 200);
  } catch (error) {
    // The service's refusals of hostile input (ApiError) keep their 4xx.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      throw data((error as Error).message, { status });
    }
    throw error;
  }
}
