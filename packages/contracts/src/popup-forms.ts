import { z } from 'zod';

/**
 * Issue 16 (POP-010…017): the popup plugin's two form calls on the ajax endpoint, shared by the
 * popups' browser runtime and the server. Both are form-encoded posts of the serialised form
 * values plus `action`, the popup's id and the visitor's ajax nonce; both answer `{ success,
 * data }` with the original's field names.
 */
export const POPUP_FORM_ACTIONS = {
  /** POP-013: a form the popup plugin handles itself (the private-viewing request). */
  form: 'pum_form',
  /** POP-014: the newsletter sign-up. */
  subscribe: 'pum_sub_form',
} as const;

/** The field carrying the visitor's ajax nonce in both calls. */
export const POPUP_FORM_NONCE_FIELD = 'pum_form_nonce';
/** The field naming the popup the form sits in (its settings decide what success does). */
export const POPUP_FORM_POPUP_FIELD = 'pum_form_popup_id';

/** POP-015: one error, shown next to the field it names, or in the list when it names none. */
export const popupFormErrorSchema = z.object({
  field: z.string().optional(),
  message: z.string(),
});
export type PopupFormError = z.infer<typeof popupFormErrorSchema>;

/**
 * POP-020: the cookie a success sets, so the popup stays closed (a year after a sign-up); `false`
 * sets none. `expires` is a lifetime in the original's notation ('1 year', '30 days').
 */
export const popupSuccessCookieSchema = z.union([
  z.literal(false),
  z.object({
    name: z.string().min(1),
    expires: z.string().min(1),
    /** The whole site (path /) rather than the page. */
    sitewide: z.boolean(),
  }),
]);
export type PopupSuccessCookie = z.infer<typeof popupSuccessCookieSchema>;

/**
 * POP-010/POP-011: what a success does next. `closedelay` is as configured: a number of three or
 * more digits is milliseconds (the popups package converts it to seconds).
 */
export const popupSuccessSettingsSchema = z.object({
  openpopup: z.boolean(),
  openpopup_id: z.number().int().nonnegative(),
  closepopup: z.boolean(),
  closedelay: z.number().nonnegative(),
});
export type PopupSuccessSettings = z.infer<typeof popupSuccessSettingsSchema>;

/** POP-013: the answer to `pum_form`. A refusal has `success: false` and the errors. */
export const popupFormAnswerSchema = z.object({
  success: z.boolean(),
  data: z
    .object({
      message: z.string().optional(),
      errors: z.array(popupFormErrorSchema).optional(),
      /** Where to send the visitor after a success ('' or absent: stay). */
      redirect: z.string().optional(),
    })
    .optional(),
});
export type PopupFormAnswer = z.infer<typeof popupFormAnswerSchema>;

/** POP-014: the answer to `pum_sub_form`; on success `data` carries what happens next. */
export const popupSubscribeAnswerSchema = z.object({
  success: z.boolean(),
  data: popupSuccessSettingsSchema
    .partial()
    .extend({
      message: z.string().optional(),
      errors: z.array(popupFormErrorSchema).optional(),
      redirect: z.string().optional(),
      cookie: popupSuccessCookieSchema.optional(),
    })
    .optional(),
});
export type PopupSubscribeAnswer = z.infer<typeof popupSubscribeAnswerSchema>;

/**
 * The newsletter sign-up's fields (besides action, nonce and popup id). `consent` is 'yes' when
 * the box is ticked; `consent_text` is the wording shown, kept with the subscriber.
 */
export const NEWSLETTER_FIELDS = {
  name: 'name',
  email: 'email',
  consent: 'consent',
  consentText: 'consent_text',
} as const;
