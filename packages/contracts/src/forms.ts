import { z } from 'zod';
import { databaseCount, databaseId } from './ids';

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
    form_id: databaseId,
    /** The page that hosts the form. */
    page_id: databaseCount.optional(),
    /** Which rendering of the form on the page posted (a page may show one form twice). */
    render_id: databaseCount.default(0),
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

/**
 * LOAD-001: which kind of module to load. The spec's form types, and the original's module post
 * types as aliases of them, so a client written against the original works unchanged.
 */
export const FORM_LOAD_TYPES = ['custom-form', 'poll', 'quiz'] as const;
export type FormLoadType = (typeof FORM_LOAD_TYPES)[number];
const FORM_LOAD_TYPE_NAMES = {
  'custom-form': 'custom-form',
  poll: 'poll',
  quiz: 'quiz',
  forminator_forms: 'custom-form',
  forminator_polls: 'poll',
  forminator_quizzes: 'quiz',
} as const satisfies Record<string, FormLoadType>;

const formLoadType = z
  .enum(
    ['custom-form', 'poll', 'quiz', 'forminator_forms', 'forminator_polls', 'forminator_quizzes'],
    { error: `must be one of ${FORM_LOAD_TYPES.join(', ')}` },
  )
  .default('custom-form')
  .transform((type) => FORM_LOAD_TYPE_NAMES[type]);

/**
 * A structured value posted in one form-encoded field (preview_data, last_submit_data, extra):
 * JSON text is read as JSON, anything else is kept as posted. A JSON body gives the value itself.
 */
const postedJson = z.unknown().transform((value): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
});

/**
 * LOAD-001…LOAD-003: the loader's form-encoded request. `nonce` is the page's ajax nonce (the
 * theme settings' `ajaxNonce`). Every query parameter of the page the form loads into is added
 * too (LOAD-003), so other keys pass through; the server does not prefill fields from them, as
 * no field declares a query parameter as its source.
 */
export const formLoadRequestSchema = z
  .object({
    action: z.literal(FORM_ACTIONS.load),
    type: formLoadType,
    id: databaseId,
    render_id: databaseCount.default(0),
    is_preview: formFlagSchema.default(false),
    /** The unsaved definition an admin previews, as posted (never rendered from a visitor). */
    preview_data: postedJson.optional(),
    /** The values of the last submit, to show them again. */
    last_submit_data: postedJson.optional(),
    /** Loader options; `{ "layout": "floating" }` asks for floating labels (FORM-011). */
    extra: postedJson.optional(),
    nonce: z.string({ error: 'is missing' }),
    /** LOAD-002: present when a lead form is used. */
    has_lead: formFlagSchema.optional(),
    leads_id: databaseCount.optional(),
  })
  .catchall(z.unknown());
export type FormLoadRequest = z.infer<typeof formLoadRequestSchema>;

/**
 * Where an asset shows it is already on the page (LOAD-008): `window` when `load` names a global
 * the script defines (`intlTelInput`), `document` when `load` is the id of the element that
 * carries it (a stylesheet's `<link id>`). An asset whose address is already on the page counts
 * as present either way.
 */
export const FORM_ASSET_TARGETS = ['window', 'document'] as const;

/** LOAD-005: one external style or script; `on` and `load` say how to tell it is present. */
export const formAssetSchema = z.object({
  src: z.string().min(1),
  on: z.enum(FORM_ASSET_TARGETS),
  load: z.string(),
});
export type FormAsset = z.infer<typeof formAssetSchema>;

/** Assets keyed by handle, as the original answers them, so one handle is loaded once (LOAD-008). */
export const formAssetsSchema = z.record(z.string(), formAssetSchema);
export type FormAssets = z.infer<typeof formAssetsSchema>;

/** How a loaded form lays out its labels (FORM-011). */
export const FORM_LAYOUTS = ['default', 'floating'] as const;
export type FormLayout = (typeof FORM_LAYOUTS)[number];

/**
 * FORM-003…FORM-009: the form instance settings the runtime reads (the form engine's parsed
 * settings, pagination_config included), with the ids of this rendering, the submit nonce the
 * form posts and the endpoint it posts to, as the original's front-end options carry them.
 */
export const formLoadOptionsSchema = z.looseObject({
  form_id: z.number().int().positive(),
  render_id: z.number().int().nonnegative(),
  form_type: z.enum(FORM_LOAD_TYPES),
  /** The nonce the form's submit carries (FORM_SUBMIT_NONCE). */
  nonce: z.string().min(1),
  /** The form AJAX endpoint (FORM-001). */
  ajax_url: z.string().min(1),
  pagination_config: z.looseObject({}),
});
export type FormLoadOptions = z.infer<typeof formLoadOptionsSchema>;

/**
 * LOAD-006: what the browser initialises the loaded form with, sent as JSON text in `script`.
 * The original sends inline JavaScript there; the site's CSP runs no inline script and no eval,
 * so the loader parses this text instead and hydrates the form's runtime with it. The server
 * renders `html` from this same payload, so the two cannot disagree.
 */
export const formLoadScriptSchema = z.object({
  form_id: z.number().int().positive(),
  render_id: z.number().int().nonnegative(),
  nonce: z.string().min(1),
  ajax_url: z.string().min(1),
  layout: z.enum(FORM_LAYOUTS),
  /** The parsed form definition (form-engine's FormDefinition, as JSON). */
  definition: z.looseObject({
    fields: z.array(z.looseObject({ id: z.string(), type: z.string() })),
    settings: z.looseObject({}),
  }),
});
export type FormLoadScript = z.infer<typeof formLoadScriptSchema>;

/** LOAD-004: the loader's answer. A failure is the ajax failure envelope (`ajaxFailureSchema`). */
export const formLoadAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    is_ajax_load: z.literal(true),
    /** The form's markup, server-rendered by the runtime the browser hydrates. */
    html: z.string().min(1),
    /** The form's own CSS text; '' when it has none. */
    style: z.string(),
    /** JSON text of `formLoadScriptSchema`. */
    script: z.string().min(1),
    styles: formAssetsSchema,
    scripts: formAssetsSchema,
    options: formLoadOptionsSchema,
    /** LOAD-002: the lead form's options when a quiz has one; custom forms have none. */
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
