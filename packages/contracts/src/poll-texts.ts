/**
 * The action name and texts of a vote's flow, shared by the server and the browser's poll. Plain constants with
 * no zod, so the browser's poll code imports them without loading the schema library.
 */

/** ERR-014: shown while a vote is sent. */
export const POLL_SUBMITTING_MESSAGE = 'Submitting vote, please wait';
/** ERR-015: a vote the server could not save. */
export const POLL_SAVE_ERROR_MESSAGE = 'An error occurred saving the vote. Please try again.';
/** ERR-009, DEC-20: a failed vote whose answer carries no message of its own. */
export const POLL_RETRY_MESSAGE = 'Please try again';
/** ERR-016: the view-results label. */
export const POLL_VIEW_RESULTS_LABEL = 'View Results';
/** The original's answer to a second vote by the same visitor. */
export const POLL_ALREADY_VOTED_MESSAGE = 'You have already submitted a vote to this poll';
/** A disabled or unpublished poll (POLL-002); the original's words for an unpublished one. */
export const POLL_CLOSED_MESSAGE = 'Poll submissions disabled.';
/** POLL-008: how long the message after a vote stays, in milliseconds. */
export const POLL_MESSAGE_CLEAR_MS = 2500;

/**
 * POLL-003: a vote is a form-serialised POST to the form AJAX endpoint, with the original form
 * builder's action name. It carries the same submit nonce as custom forms (FORM_SUBMIT_NONCE in
 * FORM_NONCE_FIELD), fetched with forminator_get_nonce just before the first vote (ADR 0012).
 */
export const POLL_ACTIONS = {
  submit: 'forminator_submit_form_polls',
} as const;
