import { z } from 'zod';

/** A field-level problem, named so a client can attach it to the right input. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The failure body of every admin-ajax style call: the same `{ success, data }` envelope the
 * original site's clients read, with a human message and, for bad input, the offending fields.
 */
export const ajaxFailureSchema = z.object({
  success: z.literal(false),
  data: z.object({
    message: z.string(),
    code: z.string().optional(),
    field: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  }),
});
export type AjaxFailure = z.infer<typeof ajaxFailureSchema>;

export const ajaxSuccessSchema = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), data });

/** REST errors keep the WordPress REST shape: `{ code, message, data: { status } }`. */
export const restErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().int() }).catchall(z.unknown()),
});
export type RestError = z.infer<typeof restErrorSchema>;

export const nonceRefreshSchema = z.object({
  success: z.literal(true),
  data: z.object({ ajaxNonce: z.string(), restNonce: z.string() }),
});
