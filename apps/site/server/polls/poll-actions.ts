import { FORM_NONCE_FIELD, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import { POLL_ACTIONS, pollVoteRequestSchema } from '@atelier/contracts/polls';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { PollVoteRefused, type PollService } from './poll-service';
import { pollVoterOf, rememberVoter } from './voter-cookie';

export interface PollActionOptions {
  /** Keys the hash of the voter's address (the session secret). */
  addressHashSecret: string;
}

/** A refused vote as the AJAX failure envelope: the message, its code and the field it is about. */
export function pollRefusalError(refused: PollVoteRefused): ApiError {
  return new ApiError(
    refused.status,
    refused.message,
    refused.code,
    refused.field === undefined ? [] : [{ field: refused.field, message: refused.message }],
  );
}

/**
 * POLL-003, POLL-004: a vote on the form AJAX endpoint, with the original's action name and the
 * custom forms' submit nonce (fetched with forminator_get_nonce, ADR 0012).
 */
export function pollActions(polls: PollService, options: PollActionOptions) {
  return [
    defineAjaxAction({
      action: POLL_ACTIONS.submit,
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: pollVoteRequestSchema,
      async handle(input, { request, reply }) {
        const voter = pollVoterOf(request, options.addressHashSecret);
        try {
          const answer = await polls.vote(input.form_id, input, voter);
          rememberVoter(request, reply, voter);
          return { json: answer };
        } catch (error) {
          if (error instanceof PollVoteRefused) {
            // ERR-015 tells the visitor to try again; the cause is ours to look into.
            if (error.code === 'vote_not_saved')
              request.log.error({ err: error.cause }, 'vote not saved');
            throw pollRefusalError(error);
          }
          throw error;
        }
      },
    }),
  ];
}
