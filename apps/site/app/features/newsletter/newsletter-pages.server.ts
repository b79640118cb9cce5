import { databaseId } from '@atelier/contracts/ids';
import {
  NEWSLETTER_TEXTS,
  NEWSLETTER_TOKEN_PATTERN,
  newsletterSignUpFieldsSchema,
} from '@atelier/contracts/newsletter';
import { POPUP_FORM_POPUP_FIELD } from '@atelier/contracts/popup-forms';
import { data, type AppLoadContext } from 'react-router';
import { formFields } from '~/shared/form-data';
import type { PageIdentity } from '~/shared/page';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import type { NewsletterLinkState, NewsletterPostOutcome } from './newsletter-paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

const PAGE: PageIdentity = { postId: 0, type: 'page', template: 'newsletter' };

export const NEWSLETTER_STALE_PAGE_MESSAGE =
  'The page was out of date, so nothing was sent. Please try again.';

const outcome = (answer: NewsletterPostOutcome, status: number) =>
  data<NewsletterPostOutcome>(answer, { status });

async function postedFields(request: Request): Promise<Record<string, string> | undefined> {
  try {
    return formFields(await request.formData());
  } catch {
    return undefined;
  }
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

// ---------------------------------------------------------------------------------------------
// The sign-up page: shared and cached (no nonce, nothing of the visitor).

export function loadNewsletterPage() {
  return { page: PAGE };
}

/**
 * The sign-up form's native post (no JavaScript, or a popup whose script did not take it over):
 * the same service as `pum_sub_form`. Accepted when the browser says it came from this site
 * (ADR 0012); a refusal keeps the values and names each field.
 */
export async function newsletterSignUpAction({ request, context }: PageArgs) {
  const stale = { kind: 'error' as const, message: NEWSLETTER_STALE_PAGE_MESSAGE, errors: {} };
  if (!postedFromThisSite(request)) return outcome(stale, 403);
  const posted = await postedFields(request);
  const fields = posted && newsletterSignUpFieldsSchema.safeParse(posted);
  if (!posted || !fields?.success) return outcome(stale, 400);
  const rawPopupId = posted[POPUP_FORM_POPUP_FIELD];
  const popupId = rawPopupId === undefined ? undefined : databaseId.safeParse(rawPopupId);
  if (popupId && !popupId.success) return outcome(stale, 400);
  const answer = await context.services.newsletter.signUp(fields.data, {
    popupId: popupId?.data ?? null,
    visitor: context.visitor,
  });
  if (answer.ok) return outcome({ kind: 'success', message: answer.message, errors: {} }, 200);
  return outcome(
    {
      kind: 'error',
      message: answer.message,
      errors: Object.fromEntries(
        answer.errors.map((error) => [error.field ?? 'form', error.message]),
      ),
      values: {
        name: fields.data.name ?? '',
        email: fields.data.email ?? '',
        consent: fields.data.consent === 'yes',
      },
    },
    400,
  );
}

// ---------------------------------------------------------------------------------------------
// The mailed links: a GET shows a button (mail scanners follow links), the POST uses the link.
// Each page names one visitor's token, so it is personal: never cached, never shared.

export async function loadConfirmPage({ request, context }: PageArgs) {
  void context.sessionId;
  const token = tokenOf(request);
  const state: NewsletterLinkState = !NEWSLETTER_TOKEN_PATTERN.test(token)
    ? 'incomplete'
    : (await context.services.newsletter.confirmLinkIsLive(token))
      ? 'live'
      : 'dead';
  return { page: PAGE, state };
}

/** The confirm button's post, from the confirm page only (the browser says where it came from). */
export async function confirmAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) {
    return outcome({ kind: 'error', message: NEWSLETTER_STALE_PAGE_MESSAGE, errors: {} }, 403);
  }
  const answer = await context.services.newsletter.confirm(tokenOf(request));
  return outcome(
    { kind: answer.ok ? 'success' : 'error', message: answer.message, errors: {} },
    answer.ok ? 200 : 400,
  );
}

export async function loadUnsubscribePage({ request, context }: PageArgs) {
  void context.sessionId;
  const token = tokenOf(request);
  const state: NewsletterLinkState = !NEWSLETTER_TOKEN_PATTERN.test(token)
    ? 'incomplete'
    : (await context.services.newsletter.unsubscribeLinkIsKnown(token))
      ? 'live'
      : 'dead';
  return { page: PAGE, state };
}

/**
 * The unsubscribe button's post, and a mail client's one-click unsubscribe (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click` to the link, from the mail provider's servers, with no nonce and
 * no word on where it came from). The token in the address is the whole authority: whoever holds
 * it may unsubscribe its address, which is all a post here can do.
 */
export async function unsubscribeAction({ request, context }: PageArgs) {
  const answer = await context.services.newsletter.unsubscribe(tokenOf(request));
  if (!answer.ok && !NEWSLETTER_TOKEN_PATTERN.test(tokenOf(request))) {
    return outcome({ kind: 'error', message: NEWSLETTER_TEXTS.linkIncomplete, errors: {} }, 400);
  }
  return outcome(
    { kind: answer.ok ? 'success' : 'error', message: answer.message, errors: {} },
    answer.ok ? 200 : 404,
  );
}
