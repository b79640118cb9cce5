import {
  POPUP_FORM_ACTIONS,
  POPUP_FORM_NONCE_FIELD,
  POPUP_FORM_POPUP_FIELD,
} from '@atelier/contracts/popup-forms';
import { popupFormRequestSchema } from '@atelier/contracts/popups';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { NONCE_ACTIONS } from '../platform/security/nonces';
import { visitorOf } from '../platform/security/visitor-address';
import { PopupFormRefused, type PopupService } from './popup-service';

export interface PopupActionOptions {
  /** Keys the hash of the visitor's address (the session secret). */
  addressHashSecret: string;
}

/**
 * POP-013: the popup plugin's own form on the ajax endpoint (`pum_form`), guarded by the
 * visitor's ajax nonce in `pum_form_nonce`. A refusal is the failure envelope with one error per
 * field (`{ success: false, data: { message, errors: [{ field, message }] } }`).
 */
export function popupActions(popups: PopupService, options: PopupActionOptions) {
  return [
    defineAjaxAction({
      action: POPUP_FORM_ACTIONS.form,
      guard: { nonce: NONCE_ACTIONS.ajax, field: POPUP_FORM_NONCE_FIELD },
      input: popupFormRequestSchema,
      async handle(input, { request, session }) {
        const visitor = visitorOf(request, session, options.addressHashSecret);
        try {
          return { json: await popups.submitForm(input[POPUP_FORM_POPUP_FIELD], input, visitor) };
        } catch (error) {
          if (error instanceof PopupFormRefused)
            throw new ApiError(
              error.status,
              error.message,
              error.code,
              error.errors.map(({ field, message }) => ({ field: field ?? 'request', message })),
            );
          throw error;
        }
      },
    }),
  ];
}
