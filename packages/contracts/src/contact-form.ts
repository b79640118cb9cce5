import { SERVER_STATUSES } from '@atelier/form-engine/contact-form/status';
import { z } from 'zod';

/**
 * Issue 16 (CF, DEC-11): the contact-form plugin's flow on the wire, with the original plugin's
 * (Contact Form 7) names throughout, so its own browser script, given our REST root and nonce,
 * could drive our server. The form's definition and the SWV schema derived from it are in
 * `contact-form-definition.ts`; the names and texts the browser needs, without zod, in
 * `contact-form-names.ts`.
 */

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
export const contactFormAnswerStatusSchema = z.enum(SERVER_STATUSES);
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
