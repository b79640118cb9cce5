import {
  FORM_ACTIONS,
  FORM_NONCE_FIELD,
  FORM_SUBMIT_NONCE,
  formNonceRequestSchema,
  formSubmitRequestSchema,
  type FormNonceAnswer,
} from '@atelier/contracts/forms';
import { defineAjaxAction } from '../http/ajax-endpoint';
import { ApiError } from '../http/api-errors';
import type { NonceService } from '../security/nonces';
import { FormNotFound, SubmissionRefused, visitorOf, type FormsService } from '../services/forms';

export interface FormActionOptions {
  /** Keys the hash of the visitor's address stored with an entry (the session secret). */
  addressHashSecret: string;
}

/**
 * The form builder's calls on the form AJAX endpoint: the nonce a form puts in its nonce input
 * (CF-044) and a custom form's submit (SUB-001, SUB-002, SUB-013), with the original's names.
 */
export function formActions(forms: FormsService, nonces: NonceService, options: FormActionOptions) {
  return [
    defineAjaxAction({
      action: FORM_ACTIONS.getNonce,
      // Issuing a nonce to the caller's own session reveals nothing and changes nothing.
      guard: 'read-only',
      input: formNonceRequestSchema,
      async handle(_input, { session }) {
        const answer: FormNonceAnswer = {
          success: true,
          data: nonces.issue(FORM_SUBMIT_NONCE, session.id),
        };
        return { json: answer };
      },
    }),
    defineAjaxAction({
      action: FORM_ACTIONS.submit,
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: formSubmitRequestSchema,
      async handle(input, { request, session }) {
        try {
          const visitor = visitorOf(request, session, options.addressHashSecret);
          return { json: await forms.submit(input, visitor) };
        } catch (error) {
          if (error instanceof FormNotFound) {
            throw new ApiError(404, error.message, 'form_not_found');
          }
          if (error instanceof SubmissionRefused)
            throw new ApiError(400, error.message, error.code);
          throw error;
        }
      },
    }),
  ];
}
