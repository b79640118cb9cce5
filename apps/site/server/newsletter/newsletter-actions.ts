import { databaseId } from '@atelier/contracts/ids';
import { newsletterSignUpFieldsSchema } from '@atelier/contracts/newsletter';
import {
  POPUP_FORM_ACTIONS,
  POPUP_FORM_NONCE_FIELD,
  POPUP_FORM_POPUP_FIELD,
  type PopupSubscribeAnswer,
} from '@atelier/contracts/popup-forms';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { NONCE_ACTIONS } from '../platform/security/nonces';
import { visitorOf } from '../platform/security/visitor-address';
import type { NewsletterService } from './newsletter-service';

/** POP-011: as configured, in milliseconds; the popup runtime turns three or more digits into seconds. */
export const NEWSLETTER_CLOSE_DELAY_MS = 3000;
/** POP-020: a popup's cookie after a form success. */
export const NEWSLETTER_COOKIE_LIFETIME = '1 year';

/** The sign-up as posted by a popup: the form's fields and the popup it sits in. */
export const newsletterSubscribeRequestSchema = newsletterSignUpFieldsSchema.extend({
  [POPUP_FORM_POPUP_FIELD]: databaseId.optional(),
});

/** The cookie that keeps a popup closed for a year once its visitor signed up (POP-020). */
export const popupCookieAfterSignUp = (popupId: number) => ({
  name: `pum-${popupId}`,
  expires: NEWSLETTER_COOKIE_LIFETIME,
  sitewide: true,
});

/**
 * POP-014: the popup's newsletter sign-up on the ajax endpoint (`pum_sub_form`, the ajax nonce in
 * `pum_form_nonce`). A refusal answers the field errors in the original's `{ success: false }`
 * body, as a form validation answers, so the popup shows them (POP-015); a malformed request
 * (a repeated field, an impossible popup id) is a 400 from the endpoint.
 */
export function newsletterActions(
  newsletter: NewsletterService,
  options: { addressHashSecret: string },
) {
  return [
    defineAjaxAction({
      action: POPUP_FORM_ACTIONS.subscribe,
      guard: { nonce: NONCE_ACTIONS.ajax, field: POPUP_FORM_NONCE_FIELD },
      input: newsletterSubscribeRequestSchema,
      async handle(input, { request, session }) {
        const popupId = input[POPUP_FORM_POPUP_FIELD] ?? null;
        const answer = await newsletter.signUp(input, {
          popupId,
          visitor: visitorOf(request, session, options.addressHashSecret),
        });
        const json: PopupSubscribeAnswer = answer.ok
          ? {
              success: true,
              data: {
                message: answer.message,
                closepopup: true,
                closedelay: NEWSLETTER_CLOSE_DELAY_MS,
                openpopup: false,
                openpopup_id: 0,
                ...(popupId === null ? {} : { cookie: popupCookieAfterSignUp(popupId) }),
              },
            }
          : { success: false, data: { message: answer.message, errors: answer.errors } };
        return { json };
      },
    }),
  ];
}
