/**
 * Issue 16 (CF): the contact-form flow's names and texts the browser needs, kept free of zod so the
 * enquiry form's chunk does not carry it; the answers' schemas are in `contact-form.ts`.
 */

/** The plugin version our hidden `_wpcf7_version` field reports (the original's, 6.0.6). */
export const CONTACT_FORM_PLUGIN_VERSION = '6.0.6';

/** The REST namespace of the flow, under the site's REST root (CF-004). */
export const CONTACT_FORM_REST_NAMESPACE = 'contact-form-7/v1';

/** CF-003: the hidden fields carrying the form's context, with the original's names. */
export const CONTACT_FORM_HIDDEN_FIELDS = {
  formId: '_wpcf7',
  version: '_wpcf7_version',
  locale: '_wpcf7_locale',
  unitTag: '_wpcf7_unit_tag',
  containerPost: '_wpcf7_container_post',
  postedDataHash: '_wpcf7_posted_data_hash',
  /**
   * Ours, not the original's: the signed moment the form was opened (ADR 0016). The page is
   * cached and the same for everyone, so it cannot carry the moment; the browser fetches a
   * stamp with the refill call, and a native post gets one in the page its first post renders.
   */
  openedStamp: '_wpcf7_opened',
} as const;

/** The addresses of the three calls under the REST root (CF-004, CF-006, CF-007). */
export const contactFormRestPaths = (formId: number) => ({
  feedback: `${CONTACT_FORM_REST_NAMESPACE}/contact-forms/${formId}/feedback`,
  refill: `${CONTACT_FORM_REST_NAMESPACE}/contact-forms/${formId}/refill`,
  schema: `${CONTACT_FORM_REST_NAMESPACE}/contact-forms/${formId}/feedback/schema`,
});

/**
 * CF-029…CF-032: the browser's own failure texts, with the original's keys; the REST helper
 * (`app/shared/rest-client.ts`) answers its failures with them too.
 */
export const CONTACT_FORM_CLIENT_MESSAGES = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process:
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

/** CF-015: the error a form placed inside another form reports instead of starting. */
export const CONTACT_FORM_WRONG_PLACE_MESSAGE =
  'Error: This contact form is placed in the wrong place.';
