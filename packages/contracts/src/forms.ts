import { z } from 'zod';

/**
 * The form builder's calls on the form AJAX endpoint (FORM-001), with the original's action and
 * field names so a client written against the original works once given our address.
 */
export const FORM_ACTIONS = {
  /** CF-044: issues the nonce a form puts in its nonce input. */
  getNonce: 'forminator_get_nonce',
  /** SUB-001: a custom form's submit. */
  submit: 'forminator_submit_form_custom-forms',
  /** LOAD-001: loads a form into any page by id. */
  load: 'forminator_load_form',
} as const;

/** The nonce action a submit is checked against; one for every form of the site. */
export const FORM_SUBMIT_NONCE = 'forminator_submit';
/** The form input that carries the submit nonce, named as the original form builder names it. */
export const FORM_NONCE_FIELD = 'forminator_nonce';
/** SUB-013: admin preview forms carry this field; their submissions are never stored. */
export const FORM_PREVIEW_MARKER = 'forminator_preview';

const formId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number');

const optionalWholeNumber = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .nonnegative('must not be negative');

const WITHHELD = new Set(['', '0', 'false', 'no', 'off']);

/**
 * A flag as a form posts it: a hidden input's text (`1`, `true`…) or a JSON boolean. Present and
 * not one of '', 0, false, no, off means set.
 */
export const formFlagSchema = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((flag) =>
    typeof flag === 'boolean' ? flag : !WITHHELD.has(String(flag).trim().toLowerCase()),
  );

/**
 * SUB-001, SUB-013: the multipart (or form-encoded) body of a custom form's submit. Beside these
 * keys the body holds the form's own fields by id (`text-1`, `checkbox-1[]`…), which pass
 * through untouched: the server checks them against the stored definition, not here.
 */
export const formSubmitRequestSchema = z
  .object({
    action: z.literal(FORM_ACTIONS.submit),
    form_id: formId,
    /** The page that hosts the form. */
    page_id: optionalWholeNumber.optional(),
    /** Which rendering of the form on the page posted (a page may show one form twice). */
    render_id: optionalWholeNumber.default(0),
    [FORM_NONCE_FIELD]: z.string({ error: 'is missing' }),
    [FORM_PREVIEW_MARKER]: formFlagSchema.default(false),
  })
  .catchall(z.unknown());
export type FormSubmitRequest = z.infer<typeof formSubmitRequestSchema>;

/** The request keys that are not the form's own fields. */
export const FORM_SUBMIT_REQUEST_KEYS: readonly string[] = Object.keys(
  formSubmitRequestSchema.shape,
);

/** SUB-002: one server error, a map of exactly one field id to its message. */
export const fieldErrorMapSchema = z
  .record(z.string(), z.string())
  .refine((map) => Object.keys(map).length === 1, {
    error: 'must name exactly one field',
  });
export type FieldErrorMap = z.infer<typeof fieldErrorMapSchema>;

/** What the form does after a successful submit (SUB-005…SUB-009). */
export const SUCCESS_BEHAVIOURS = [
  'behaviour-thankyou',
  'behaviour-hide',
  'behaviour-redirect',
] as const;
export type SuccessBehaviourName = (typeof SUCCESS_BEHAVIOURS)[number];

/** Where a redirect opens: this tab (SUB-007), a new tab (SUB-008), a new tab hiding the form (SUB-009). */
export const REDIRECT_TARGETS = ['sametab', 'newtab_thankyou', 'newtab_hide'] as const;
export type RedirectTarget = (typeof REDIRECT_TARGETS)[number];

/**
 * SUB-002: every field a submit answer's data may hold. Only `message` is always there; the
 * rest belong to the flows that use them (redirects, two-factor login, card payments, drafts).
 */
export const formSubmitDataSchema = z.object({
  /** Names a special outcome, e.g. `save_draft` for a saved draft, `preview` for a preview. */
  type: z.string().optional(),
  message: z.string(),
  /** SUB-011: the fields to mark, in display order. */
  errors: z.array(fieldErrorMapSchema).optional(),
  url: z.string().optional(),
  newtab: z.enum(REDIRECT_TARGETS).optional(),
  /** Whether the success message fades out, after `fadeout_time` milliseconds. */
  fadeout: z.boolean().optional(),
  fadeout_time: z.number().int().nonnegative().optional(),
  behav: z.enum(SUCCESS_BEHAVIOURS).optional(),
  entry_id: z.number().int().positive().optional(),
  authentication: z.string().optional(),
  auth_method: z.string().optional(),
  auth_token: z.string().optional(),
  auth_nav: z.string().optional(),
  lost_url: z.string().optional(),
  stripe3d: z.boolean().optional(),
  secret: z.string().optional(),
  subscription: z.string().optional(),
  select_field: z.string().optional(),
  draft_id: z.string().optional(),
  draft_mail_sent: z.boolean().optional(),
  draft_mail_message: z.string().optional(),
  field: z.string().optional(),
});
export type FormSubmitData = z.infer<typeof formSubmitDataSchema>;

/** SUB-001: `{ success, data }`; a failed submit with field errors is `success: false`. */
export const formSubmitAnswerSchema = z.object({
  success: z.boolean(),
  data: formSubmitDataSchema,
});
export type FormSubmitAnswer = z.infer<typeof formSubmitAnswerSchema>;

/** CF-044: the rest of the payload is not specified; any other fields are ignored. */
export const formNonceRequestSchema = z.object({
  action: z.literal(FORM_ACTIONS.getNonce),
});

/** CF-044: the nonce itself is the data, ready for the form's nonce input. */
export const formNonceAnswerSchema = z.object({
  success: z.literal(true),
  data: z.string().min(1),
});
export type FormNonceAnswer = z.infer<typeof formNonceAnswerSchema>;

/** LOAD-001: which kind of module to load. */
export const FORM_MODULE_TYPES = [
  'forminator_forms',
  'forminator_polls',
  'forminator_quizzes',
] as const;

/**
 * LOAD-001…LOAD-003: the loader's form-encoded request. Every query parameter of the page the
 * form loads into is added too (LOAD-003), so other keys pass through.
 */
export const formLoadRequestSchema = z
  .object({
    action: z.literal(FORM_ACTIONS.load),
    type: z.enum(FORM_MODULE_TYPES).default('forminator_forms'),
    id: formId,
    render_id: optionalWholeNumber.default(0),
    is_preview: formFlagSchema.default(false),
    /** The unsaved definition an admin previews, as posted. */
    preview_data: z.unknown().optional(),
    /** The values of the last submit, to show them again. */
    last_submit_data: z.unknown().optional(),
    extra: z.unknown().optional(),
    nonce: z.string({ error: 'is missing' }),
    /** LOAD-002: present when a lead form is used. */
    has_lead: formFlagSchema.optional(),
    leads_id: optionalWholeNumber.optional(),
  })
  .catchall(z.unknown());
export type FormLoadRequest = z.infer<typeof formLoadRequestSchema>;

/** LOAD-005: one external style or script; `on` is where it attaches, `load` what it provides. */
export const formAssetSchema = z.object({
  src: z.string(),
  on: z.string(),
  load: z.string(),
});
export type FormAsset = z.infer<typeof formAssetSchema>;

/** Assets keyed by handle, so a script already on the page is recognised (LOAD-008). */
const formAssetsSchema = z.record(z.string(), formAssetSchema);

/**
 * FORM-003…FORM-009: the form instance settings the runtime reads. Their full shape is the
 * form engine's settings schema; here only what the loader itself relies on is required.
 */
export const formLoadOptionsSchema = z.looseObject({
  form_id: z.number().int().positive().optional(),
  render_id: z.number().int().nonnegative().optional(),
  pagination_config: z.looseObject({}),
});

/** LOAD-004: the loader's answer. */
export const formLoadAnswerSchema = z.object({
  success: z.boolean(),
  data: z.object({
    is_ajax_load: z.boolean(),
    html: z.string(),
    style: z.string(),
    script: z.string(),
    styles: formAssetsSchema,
    scripts: formAssetsSchema,
    options: formLoadOptionsSchema,
    lead_options: z.looseObject({}),
  }),
});
export type FormLoadAnswer = z.infer<typeof formLoadAnswerSchema>;

/** A path of this site (`/…`, not `//host`) or an absolute http(s) address with a host. */
const REDIRECT_TARGET = /^(\/(?!\/)|https?:\/\/[^\s/?#]+)\S*$/i;

const successMessage = z.string().min(1, 'must not be empty');
const fadeoutShape = {
  fadeout: z.boolean().default(false),
  /** Milliseconds the success message stays before it fades (SUB-009 hides the form after it). */
  fadeout_time: z.number().int().nonnegative().default(5000),
};

/**
 * A form's stored success behaviour, which the submit answer turns into `behav`, `message`,
 * `url`, `newtab` and `fadeout` (SUB-005…SUB-009). Messages are the owner's HTML with `{field-id}`
 * merge tags (FORM-017), which the server fills in as escaped text.
 */
export const formSuccessBehaviourSchema = z.discriminatedUnion('behav', [
  z.strictObject({
    behav: z.literal('behaviour-thankyou'),
    message: successMessage,
    ...fadeoutShape,
  }),
  z.strictObject({
    behav: z.literal('behaviour-hide'),
    message: successMessage,
    ...fadeoutShape,
  }),
  z.strictObject({
    behav: z.literal('behaviour-redirect'),
    url: z.string().regex(REDIRECT_TARGET, {
      error: 'must be a path of this site (/…) or an http(s) address',
    }),
    newtab: z.enum(REDIRECT_TARGETS).default('sametab'),
    /** Shown while the redirect happens, or beside the form when the url opens in a new tab. */
    message: z.string().default(''),
    ...fadeoutShape,
  }),
]);
export type FormSuccessBehaviour = z.output<typeof formSuccessBehaviourSchema>;
export type FormSuccessBehaviourInput = z.input<typeof formSuccessBehaviourSchema>;
