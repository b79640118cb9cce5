import { z } from 'zod';

/**
 * Issue 16 (CF, DEC-11): the contact-form plugin's flow on the wire, with the original plugin's
 * (Contact Form 7) names throughout, so its own browser script, given our REST root and nonce,
 * could drive our server. The form's definition and the SWV schema derived from it are in
 * `contact-form-definition.ts`.
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

/** One field's error in a feedback answer (CF-005), as the original's `invalid_fields`. */
export const contactFormInvalidFieldSchema = z.object({
  /** The field's name (`your-email`). */
  field: z.string(),
  message: z.string(),
  /** The id of the field's control, or null when it has none. */
  idref: z.string().nullable(),
  /** The id of the element holding the error text (`<unit tag>-ve-<field>`). */
  error_id: z.string(),
});
export type ContactFormInvalidField = z.infer<typeof contactFormInvalidFieldSchema>;

/** The statuses a feedback answer may carry (the engine's SERVER_STATUSES). */
export const contactFormAnswerStatusSchema = z.enum([
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
  'mail_sent',
  'mail_failed',
  'payment_required',
]);
export type ContactFormAnswerStatus = z.infer<typeof contactFormAnswerStatusSchema>;

/** Refill data of a captcha or quiz field: field name → new value (image address, question). */
const refillDataSchema = z.record(z.string(), z.unknown());

/** CF-005: the answer to `POST contact-forms/{id}/feedback`. */
export const contactFormFeedbackAnswerSchema = z.object({
  contact_form_id: z.number().int(),
  status: contactFormAnswerStatusSchema,
  message: z.string(),
  /** Present on validation_failed: each field's first error. */
  invalid_fields: z.array(contactFormInvalidFieldSchema).optional(),
  posted_data_hash: z.string(),
  /** The selector of the form's container: `#` + the unit tag. */
  into: z.string(),
  captcha: refillDataSchema.optional(),
  quiz: refillDataSchema.optional(),
});
export type ContactFormFeedbackAnswer = z.infer<typeof contactFormFeedbackAnswerSchema>;

/**
 * CF-006: the answer to `GET contact-forms/{id}/refill`: captcha and quiz data when the form has
 * such fields, and (ours) a fresh signed opening stamp for `_wpcf7_opened` (ADR 0016).
 */
export const contactFormRefillAnswerSchema = z.object({
  captcha: refillDataSchema.optional(),
  quiz: refillDataSchema.optional(),
  opened: z.string().optional(),
});
export type ContactFormRefillAnswer = z.infer<typeof contactFormRefillAnswerSchema>;

/** The REST root's error shape (WordPress's WP_Error as JSON). */
export const restErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().int() }),
});
export type RestError = z.infer<typeof restErrorSchema>;

/** CF-029…CF-032: the browser's own failure texts, with the original's keys. */
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
