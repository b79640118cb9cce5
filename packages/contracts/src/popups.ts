import type { BrowserCondition } from '@atelier/popups/popup-conditions';
import { POPUP_DEFAULTS } from '@atelier/popups/popup-constants';
import { POPUP_SIZE_WIDTHS, type PopupSize } from '@atelier/popups/popup-layout';
import { z } from 'zod';
import { POPUP_FORM_ACTIONS, POPUP_FORM_NONCE_FIELD, POPUP_FORM_POPUP_FIELD } from './popup-forms';
import { databaseId } from './ids';
import { storableText } from './stored-text';

/**
 * Issue 16 (POP-002, POP-003, ADR 0017): a popup's settings with the original plugin's names
 * (`pum_vars.popups[id]`), as stored in `popups.settings` and sent to the browser. Types the
 * rules do not know (an animation, a trigger, a cookie event, a condition target) are accepted
 * here, so the runtime can warn about them (POP-018) instead of the page failing.
 */
const typeName = z.string().min(1).max(64);

export const popupTriggerSchema = z.object({
  type: typeName,
  settings: z.record(z.string(), z.unknown()).default({}),
});
export const popupCookieSchema = z.object({
  event: typeName,
  settings: z
    .object({
      name: z.string().max(100).optional(),
      time: z.string().max(40).optional(),
      path: z.union([z.boolean(), z.string()]).optional(),
      session: z.boolean().optional(),
    })
    .default({}),
});
export const popupConditionSchema = z.object({
  target: typeName,
  not_operand: z.boolean().default(false),
  settings: z.record(z.string(), z.unknown()).default({}),
});

const SIZES = ['auto', 'custom', ...Object.keys(POPUP_SIZE_WIDTHS)] as [PopupSize, ...PopupSize[]];

export const popupSettingsSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  theme_id: z.number().int().nonnegative().default(0),
  size: z.enum(SIZES).default('medium'),
  responsive_min_width: z.string().default(POPUP_DEFAULTS.responsiveMinWidth),
  responsive_max_width: z.string().default(POPUP_DEFAULTS.responsiveMaxWidth),
  custom_width: z.string().default(POPUP_DEFAULTS.customWidth),
  custom_height: z.string().default(POPUP_DEFAULTS.customHeight),
  animation_type: z.string().default('fade'),
  animation_speed: z.number().int().nonnegative().default(POPUP_DEFAULTS.animationSpeed),
  animation_origin: z.string().default('center top'),
  location: z.string().default('center'),
  position_top: z.number().int().default(POPUP_DEFAULTS.positionTop),
  position_left: z.number().int().default(0),
  position_bottom: z.number().int().default(0),
  position_right: z.number().int().default(0),
  position_fixed: z.boolean().default(false),
  overlay_disabled: z.boolean().default(false),
  stackable: z.boolean().default(false),
  disable_reposition: z.boolean().default(false),
  zindex: z.number().int().default(POPUP_DEFAULTS.zIndex),
  /** Seconds before the close button is shown. */
  close_button_delay: z.number().nonnegative().default(0),
  close_on_form_submission: z.boolean().default(false),
  /** Milliseconds, or seconds when written with fewer than three digits (POP-011). */
  close_on_form_submission_delay: z.number().nonnegative().default(0),
  close_on_overlay_click: z.boolean().default(true),
  close_on_esc_press: z.boolean().default(true),
  close_on_f4_press: z.boolean().default(false),
  cookies: z.array(popupCookieSchema).default([]),
  triggers: z.array(popupTriggerSchema).default([]),
  /** OR-groups of AND-lists (POP-003). */
  conditions: z.array(z.array(popupConditionSchema)).default([]),
});
export type PopupSettingsInput = z.input<typeof popupSettingsSchema>;
export type PopupSettings = z.infer<typeof popupSettingsSchema>;

/** Success settings a form in a popup carries (POP-010), as `data-settings` of the form. */
const successSettingsSchema = z.object({
  openpopup: z.boolean().default(false),
  openpopup_id: z.number().int().nonnegative().default(0),
  closepopup: z.boolean().default(false),
  closedelay: z.number().nonnegative().default(0),
  redirect: z.string().default(''),
});

/** What a popup shows. `contact-form` and `newsletter` are drawn by other rooms' components. */
export const popupContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    title: z.string().min(1),
    paragraphs: z.array(z.string()).default([]),
    link: z.object({ href: z.string().min(1), label: z.string().min(1) }).optional(),
  }),
  z.object({
    kind: z.literal('contact-form'),
    title: z.string().min(1),
    intro: z.string().optional(),
    contactFormId: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('newsletter'),
    title: z.string().min(1),
    text: z.string().default(''),
    consent: z.string().min(1),
    success: successSettingsSchema.default({
      openpopup: false,
      openpopup_id: 0,
      closepopup: true,
      closedelay: 3,
      redirect: '',
    }),
  }),
  z.object({
    kind: z.literal('viewing-request'),
    title: z.string().min(1),
    intro: z.string().default(''),
    submitLabel: z.string().default('Request a viewing'),
    success: successSettingsSchema.default({
      openpopup: false,
      openpopup_id: 0,
      closepopup: true,
      closedelay: 3,
      redirect: '',
    }),
  }),
]);
export type PopupContentInput = z.input<typeof popupContentSchema>;
export type PopupContent = z.infer<typeof popupContentSchema>;
export type PopupContentKind = PopupContent['kind'];

/**
 * A popup as a page carries it (the root loader): its settings and content, and the conditions
 * left for the browser once the server has decided the page conditions from the path.
 */
export interface PagePopup {
  id: number;
  slug: string;
  title: string;
  settings: PopupSettings;
  content: PopupContent;
  browserConditions: BrowserCondition[][];
}

/** The private-viewing request's fields (a `pum_form`), in the order the form shows them. */
export const VIEWING_REQUEST_FIELDS = {
  name: 'viewing_name',
  email: 'viewing_email',
  phone: 'viewing_phone',
  date: 'viewing_date',
  message: 'viewing_message',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const trimmedText = (max: number) =>
  storableText
    .transform((text) => text.trim())
    .pipe(z.string().max(max, `must be at most ${max} characters`));

/**
 * The viewing request as the server checks it (POP-013), and the browser before sending: clear
 * words per field. `today` (YYYY-MM-DD) is the earliest preferred date.
 */
export function viewingRequestSchema(today: string) {
  return z.object({
    [VIEWING_REQUEST_FIELDS.name]: trimmedText(120).pipe(
      z.string().min(1, 'Please enter your name.'),
    ),
    [VIEWING_REQUEST_FIELDS.email]: trimmedText(254).pipe(
      z
        .string()
        .min(1, 'Please enter your email address.')
        .pipe(z.email('Please enter a valid email address.')),
    ),
    [VIEWING_REQUEST_FIELDS.phone]: trimmedText(40)
      .pipe(
        z
          .string()
          .regex(
            /^[0-9+()\-.\s]*$/,
            'Please enter a phone number using digits, spaces and + ( ) - only.',
          ),
      )
      .default(''),
    [VIEWING_REQUEST_FIELDS.date]: trimmedText(10).pipe(
      z
        .string()
        .min(1, 'Please choose a preferred date.')
        .refine(isRealDate, 'Please choose a real date.')
        .refine((date) => date >= today, 'Please choose a date from today on.'),
    ),
    [VIEWING_REQUEST_FIELDS.message]: trimmedText(2000).default(''),
  });
}
export type ViewingRequest = z.infer<ReturnType<typeof viewingRequestSchema>>;

/** The `pum_form` request: the form's fields besides these are checked per popup. */
export const popupFormRequestSchema = z
  .object({
    action: z.literal(POPUP_FORM_ACTIONS.form),
    [POPUP_FORM_NONCE_FIELD]: z.string({ error: 'is missing' }).max(100),
    [POPUP_FORM_POPUP_FIELD]: databaseId,
  })
  .catchall(z.unknown());
export type PopupFormRequest = z.infer<typeof popupFormRequestSchema>;
