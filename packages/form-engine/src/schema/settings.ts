import { z } from 'zod';
import { DEFAULT_PAGINATION_LABELS } from '../pagination/labels';
import { fieldConditionsSchema } from './conditions';
import { FIELD_TYPES } from './field-id';
import { formNotificationsSchema } from './notifications';
import { fieldRuleSettingsSchema } from './rules';

/** ERR-001…ERR-004: the form builder's general messages, overridable per form. */
export const DEFAULT_GENERAL_MESSAGES = {
  calculation_error: 'Failed to calculate field.',
  payment_require_ssl_error: 'SSL required to submit this form, please check your URL.',
  paypal_require_amount_error: 'PayPal amount must be greater than 0.',
  form_has_error: 'Please correct the errors before submission.',
} as const;

const generalMessagesSchema = z.strictObject({
  calculation_error: z.string().default(DEFAULT_GENERAL_MESSAGES.calculation_error),
  payment_require_ssl_error: z.string().default(DEFAULT_GENERAL_MESSAGES.payment_require_ssl_error),
  paypal_require_amount_error: z
    .string()
    .default(DEFAULT_GENERAL_MESSAGES.paypal_require_amount_error),
  form_has_error: z.string().default(DEFAULT_GENERAL_MESSAGES.form_has_error),
});

const stepLabelsSchema = z.strictObject({
  'prev-text': z.string().optional(),
  'next-text': z.string().optional(),
});

/** PAGE-014, PAGE-015: the multi-page configuration. */
export const paginationConfigSchema = z.strictObject({
  /** `custom` turns on the per-step labels of `steps`. */
  'pagination-labels': z.enum(['default', 'custom']).default('default'),
  /**
   * Per-step labels, keyed by the id of the page break that closes the step (the page before
   * it). The last step, closed by no page break, uses `last-previous` and `last-next`.
   */
  steps: z.record(z.string(), stepLabelsSchema).default({}),
  /**
   * Issue 12: the first step's name in the step tabs. The other steps take the label of the page
   * break that opens them; the first has none, and "Step 1" beside named steps reads as a gap.
   */
  'first-step-label': z.string().optional(),
  'last-previous': z.string().default(DEFAULT_PAGINATION_LABELS.previous),
  /** The label of the last step's next button, which submits (PAGE-008). */
  'last-next': z.string().default(DEFAULT_PAGINATION_LABELS.submit),
  'has-paypal': z.boolean().default(false),
  /** The PayPal field shown on the last step. */
  'paypal-id': z.string().optional(),
});

/** PP-002…PP-007. */
export const paypalConfigSchema = z.strictObject({
  form_id: z.union([z.number(), z.string()]).optional(),
  sandbox_id: z.string().default(''),
  live_id: z.string().default(''),
  currency: z.string().default('USD'),
  mode: z.enum(['sandbox', 'live']).default('sandbox'),
  amount_type: z.enum(['fixed', 'variable']).default('fixed'),
  amount: z.number().nonnegative().default(0),
  /** The field that supplies a variable amount. */
  variable: z.string().optional(),
  color: z.enum(['gold', 'blue', 'silver', 'white', 'black']).default('gold'),
  shape: z.enum(['rect', 'pill']).default('rect'),
  label: z.enum(['checkout', 'pay', 'buynow', 'paypal']).default('checkout'),
  layout: z.enum(['vertical', 'horizontal']).default('vertical'),
  tagline: z.boolean().default(false),
  height: z.number().int().positive().default(55),
  locale: z.string().default('en_US'),
  redirect_url: z.string().optional(),
  debug_mode: z.boolean().default(false),
  shipping_address: z.enum(['enable', 'disable']).default('disable'),
  /** The fields that supply the payer's billing details. */
  billing_details: z
    .strictObject({
      name: z.string().optional(),
      email: z.string().optional(),
      address: z.string().optional(),
    })
    .default({}),
});

/** FORM-003…FORM-009: the form instance settings. */
/** reCAPTCHA's rule for action names: letters, digits, slashes and underscores. */
const botCheckAction = z
  .string()
  .regex(/^[A-Za-z0-9_/]{1,64}$/, 'must be letters, digits, slashes or underscores (at most 64)');

/**
 * CF-045…CF-049 (issue 15): a v3-style bot-check. The browser runs `page_action` when the page is
 * ready and `submit_action` before a submit and on any change, writing each token into the hidden
 * `response_field`; the server checks the `submit_action` token before storing anything.
 */
export const botCheckSettingsSchema = z.strictObject({
  response_field: z.string().min(1),
  page_action: botCheckAction.default('homepage'),
  submit_action: botCheckAction.default('contactform'),
});
export type BotCheckSettings = z.output<typeof botCheckSettingsSchema>;

export const formSettingsSchema = z.strictObject({
  /**
   * What the form is. A `login` form (TFA-001, issue 15) signs a customer in: its submit goes to
   * the accounts service, which may answer with the two-factor step instead of an entry.
   */
  form_type: z.enum(['custom-form', 'poll', 'quiz', 'login']).default('custom-form'),
  /** Validate as the visitor goes (VAL-002, PAGE-005, PAGE-012). */
  inline_validation: z.boolean().default(true),
  print_value: z.boolean().default(false),
  /**
   * VAL-002: validation rules per field id, over the ones the field's options switch on
   * (`{ "text-1": { "maxlength": 20 } }`); see `rules.ts`.
   */
  rules: z.record(z.string(), fieldRuleSettingsSchema).default({}),
  /** Per-field, per-rule messages (VAL-001, VAL-002): `{ "email-1": { "required": "…" } }`. */
  messages: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  general_messages: generalMessagesSchema.prefault({}),
  /** Show/hide rules keyed by field id; merged into the fields by `parseDefinition`. */
  conditions: z.record(z.string(), fieldConditionsSchema).default({}),
  chart_design: z.enum(['bar', 'horizontal-bar', 'pie', 'doughnut']).default('bar'),
  /** FORM-004: the spec leaves its shape open. */
  chart_options: z.record(z.string(), z.unknown()).default({}),
  forminator_fields: z.array(z.enum(FIELD_TYPES)).default([]),
  payment_require_ssl: z.boolean().default(false),
  has_stripe: z.boolean().default(false),
  has_paypal: z.boolean().default(false),
  paypal_config: paypalConfigSchema.optional(),
  /** Date-picker localisation (month and day names); its shape follows the picker. */
  calendar: z.record(z.string(), z.unknown()).default({}),
  has_loader: z.boolean().default(true),
  loader_label: z.string().default('Submitting...'),
  is_reset_enabled: z.boolean().default(true),
  /**
   * DRAFT-001, issue 12: whether the form offers save-draft ("save and continue later"). On by
   * default as the spec has it; off for a form sent in one go, where a draft only gets in the way.
   */
  use_save_and_continue: z.boolean().default(true),
  /** Issue 12: the action under a thank-you that replaced the form, to fill it in again. */
  send_another_label: z.string().min(1).default('Send another response'),
  hasLeads: z.boolean().default(false),
  leads_id: z.union([z.number(), z.string()]).optional(),
  quiz_id: z.union([z.number(), z.string()]).optional(),
  form_placement: z.enum(['beginning', 'end']).default('beginning'),
  skip_form: z.boolean().default(false),
  /** CALC-024: the memoize window in ms. */
  calcs_memoize_time: z.number().int().nonnegative().default(300),
  submit_button_class: z.string().default(''),
  text_next: z.string().default(DEFAULT_PAGINATION_LABELS.next),
  text_prev: z.string().default(DEFAULT_PAGINATION_LABELS.previous),
  pagination_config: paginationConfigSchema.prefault({}),
  /** The mail each stored submission sends (see `notifications.ts`); none by default. */
  notifications: formNotificationsSchema,
  /** CF-045: the form's bot-check, when it has one. */
  bot_check: botCheckSettingsSchema.optional(),
});

export type FormSettingsInput = z.input<typeof formSettingsSchema>;
/** The settings once parsed; their `conditions` have moved onto the fields. */
export type FormSettings = Omit<z.output<typeof formSettingsSchema>, 'conditions'>;
export type PaginationConfig = z.output<typeof paginationConfigSchema>;
export type PaypalConfig = z.output<typeof paypalConfigSchema>;
export type GeneralMessages = z.output<typeof generalMessagesSchema>;
