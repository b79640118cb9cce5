import { DEFAULT_MESSAGES } from '@atelier/form-engine/validation/messages';

/**
 * ERR-018…ERR-022: the `cform` texts of the server strings table, under the original's keys, so
 * every flow that shows one takes it from here rather than from a copy of its wording. The spec
 * does not show the wording; these are the English texts the site uses.
 */
export const FORM_STRINGS = {
  /** ERR-018, DEC-12: the generic error, e.g. when no answer came back at all. */
  error: 'An error occurred while processing the form. Please try again',
  /** ERR-019, ERR-007: a form request refused with HTTP 400. */
  upload_error: 'An upload error occurred while processing the form. Please try again',
  /**
   * ERR-020: an upload the server answered but did not take, without a message of its own (a
   * network failure is the generic error instead, DEC-12). The spec gives no wording: this one
   * says what failed and what to do (ERR-009's 'Please try again'); Retry sits beside it.
   */
  process_error: 'The file could not be uploaded. Please try again',
  /** ERR-021, ERR-008: the same text the captcha rule refuses an unsolved captcha with. */
  captcha_error: DEFAULT_MESSAGES.captcha,
  /** ERR-022, ERR-010: beside a file input with nothing chosen. */
  no_file_chosen: 'No file chosen',
} as const;
