import { DRAFT_EMAIL_ACTION, draftEmailRequestSchema } from '@atelier/contracts/form-drafts';
import { FORM_NONCE_FIELD, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { DraftNotFound, type FormDraftsService } from './draft-service';
import { visitorOf } from '../platform/security/visitor-address';
import type { FormsService } from './form-service';

export interface DraftActionOptions {
  /** Keys the hash of the visitor's address the draft-mail limit counts by (the session secret). */
  addressHashSecret: string;
}

/**
 * DRAFT-009, DRAFT-010: the draft-email form of the draft-saved screen, posted as multipart with
 * the form's own submit nonce. Saving a draft is the form's submit with the draft flag
 * (`forminator_submit_form_custom-forms`), so it needs no action of its own.
 */
export function draftActions(
  forms: FormsService,
  drafts: FormDraftsService,
  options: DraftActionOptions,
) {
  return [
    defineAjaxAction({
      action: DRAFT_EMAIL_ACTION,
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: draftEmailRequestSchema,
      async handle(input, { request, session }) {
        const form = await forms.load(input.form_id);
        if (!form || form.status !== 'publish') {
          throw new ApiError(
            404,
            `There is no form with id ${input.form_id} on this site.`,
            'form_not_found',
          );
        }
        try {
          const visitor = visitorOf(request, session, options.addressHashSecret);
          return { json: await drafts.emailLink(form, input, visitor, request.log) };
        } catch (error) {
          if (error instanceof DraftNotFound) {
            throw new ApiError(404, error.message, 'draft_not_found');
          }
          throw error;
        }
      },
    }),
  ];
}
