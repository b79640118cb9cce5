import { z } from 'zod';
import { MAX_PRECISION } from '../decimal/rounding';
import { isSupportedPhoneCountry } from '../validation/phone';
import { parseTimeOfDay } from '../validation/time';
import { fieldConditionsSchema } from './conditions';
import { fieldIdPattern, type FieldType } from './field-id';

function fieldId(type: FieldType) {
  return z.string().regex(fieldIdPattern(type), {
    error: `must be written ${type}-N with N a whole number from 1, e.g. ${type}-1`,
  });
}

/** The two keys every field starts with: its `{type}-{N}` id and its type. */
function identity<Type extends FieldType>(type: Type) {
  return { id: fieldId(type), type: z.literal(type) };
}

const fieldReference = z.string().min(1);

/** Every field: where it sits and when it shows. */
const layoutShape = {
  label: z.string().optional(),
  description: z.string().optional(),
  /** COND-001…COND-003: show/hide rules. `settings.conditions` may hold them too. */
  conditions: fieldConditionsSchema.optional(),
  /** The id of the group field this field belongs to. */
  group: fieldReference.optional(),
};

/** Fields a visitor fills in. */
const inputShape = {
  ...layoutShape,
  placeholder: z.string().optional(),
  required: z.boolean().default(false),
  /** VAL-021: validate this field even while it is hidden. */
  validate_hidden: z.boolean().default(false),
  /** Per-rule messages for this field (`required`, `email`, …), over the form's and the defaults. */
  messages: z.record(z.string(), z.string()).default({}),
};

/** DEC-01: how a hidden field counts in formulas. `zero` (default, CALC-005) or `neutral`. */
const hiddenBehavior = z.enum(['zero', 'neutral']).default('zero');

/** A number, or its text as a configuration file may write it ("2.5"). */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?(\d+\.?\d*|\.\d+)$/, { error: 'must be a number' })
    .transform(Number),
]);

const precision = z.number().int().min(0).max(MAX_PRECISION);

const DATE_FORMAT = /^(dd|mm|yy)([/.-])(dd|mm|yy)\2(dd|mm|yy)$/;

const dateFormat = z.string().refine(
  (format) => {
    const match = DATE_FORMAT.exec(format);
    return match !== null && new Set([match[1], match[3], match[4]]).size === 3;
  },
  { error: 'must use dd, mm and yy once each, joined by one of / . - (e.g. mm/dd/yy)' },
);

const TIME_LIMIT = /^(\d{1,2}):([0-5]\d)(\s*[ap]m)?$/i;

/** FORM-022: "hours:minutes" with an optional AM/PM, e.g. "09:30 AM" or "17:45". */
const timeLimit = z
  .string()
  .trim()
  .regex(TIME_LIMIT, {
    error: 'must be hours:minutes with an optional AM/PM, e.g. 09:30 AM or 17:45',
  })
  .refine((limit) => parseTimeOfDay(limit) !== undefined, {
    error: 'is not a time of day (hours 1–12 with AM/PM, or 0–23 without)',
  });

/** A choice of a radio, checkbox or select field. */
export const choiceSchema = z.strictObject({
  label: z.string(),
  value: z.string(),
  /** What the choice adds to a formula (CALC-003). */
  calculation: numeric.default(0),
});

const choices = z
  .array(choiceSchema)
  .min(1, { error: 'need at least one choice' })
  .superRefine((options, context) => {
    const seen = new Set<string>();
    for (const option of options) {
      if (seen.has(option.value)) {
        context.addIssue({
          code: 'custom',
          message: `two choices have the value '${option.value}'; each choice needs its own`,
        });
      }
      seen.add(option.value);
    }
  });

/** Single- and multi-line text: the same options, with a counter and a limit. */
const textShape = {
  ...inputShape,
  default_value: z.string().optional(),
  /** FORM-025: a counter and a limit, counted in characters or words. */
  limit: z.number().int().positive().optional(),
  limit_type: z.enum(['characters', 'words']).default('characters'),
};

export const textFieldSchema = z.strictObject({
  ...textShape,
  ...identity('text'),
});

export const textareaFieldSchema = z.strictObject({
  ...textShape,
  ...identity('textarea'),
});

export const emailFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('email'),
  default_value: z.string().optional(),
  /** Whether the address format is checked (CF-036 switches it off). */
  validation: z.boolean().default(true),
});

export const urlFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('url'),
  default_value: z.string().optional(),
});

export const passwordFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('password'),
  /** VAL-037 / DEC-06: require a strong password. */
  strength: z.boolean().default(true),
});

export const phoneFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('phone'),
  default_value: z.string().optional(),
  /** FORM-018: national mode on (the country is fixed) or off; `enabled`/`disabled` accepted. */
  national_mode: z
    .union([z.boolean(), z.enum(['enabled', 'disabled'])])
    .transform((mode) => mode === true || mode === 'enabled')
    .default(false),
  /** ISO 3166-1 alpha-2 country, default `us`; checked here so validation never meets a bad one. */
  country: z
    .string()
    .regex(/^[a-z]{2}$/i, { error: 'must be a two-letter country code such as us' })
    .refine(isSupportedPhoneCountry, { error: 'is not a country the phone library knows' })
    .transform((country) => country.toLowerCase())
    .default('us'),
  validation: z.enum(['standard', 'international']).default('standard'),
});

const numberShape = {
  ...inputShape,
  default_value: numeric.optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  /** VAL-043: the number of decimals the input is forced to. */
  precision: precision.optional(),
  'hidden-behavior': hiddenBehavior,
};

function minBelowMax(field: { readonly min?: number; readonly max?: number }): boolean {
  return field.min === undefined || field.max === undefined || field.min <= field.max;
}

const MIN_ABOVE_MAX = { error: 'max must not be below min', path: ['max'] };

export const numberFieldSchema = z
  .strictObject({
    ...numberShape,
    ...identity('number'),
  })
  .refine(minBelowMax, MIN_ABOVE_MAX);

export const currencyFieldSchema = z
  .strictObject({
    ...numberShape,
    ...identity('currency'),
    /** ISO 4217 code shown next to the amount. */
    currency: z.string().optional(),
  })
  .refine(minBelowMax, MIN_ABOVE_MAX);

export const sliderFieldSchema = z
  .strictObject({
    ...inputShape,
    ...identity('slider'),
    /** FORM-012: min 0, max 100, step 1 by default. */
    min: z.number().default(0),
    max: z.number().default(100),
    step: z.number().positive().default(1),
    /** A range slider has two handles, read in formulas with -min and -max. */
    slider_type: z.enum(['single', 'range']).default('single'),
    default_value: z.union([z.number(), z.tuple([z.number(), z.number()])]).optional(),
    'hidden-behavior': hiddenBehavior,
  })
  .refine(minBelowMax, MIN_ABOVE_MAX);

export const radioFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('radio'),
  options: choices,
  default_value: z.string().optional(),
  'hidden-behavior': hiddenBehavior,
});

export const checkboxFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('checkbox'),
  options: choices,
  default_value: z.array(z.string()).optional(),
  'hidden-behavior': hiddenBehavior,
});

export const selectFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('select'),
  options: choices,
  /** A multi-select holds a list of values, like a checkbox field. */
  multiple: z.boolean().default(false),
  /** FORM-013…FORM-016: a searchable dropdown. */
  search: z.boolean().default(false),
  default_value: z.union([z.string(), z.array(z.string())]).optional(),
  'hidden-behavior': hiddenBehavior,
});

const dateOffset = z.strictObject({
  value: z.number().int(),
  unit: z.enum(['days', 'weeks', 'months', 'years']).default('days'),
});

/** FORM-019: the date-picker options, under the spec's names. */
export const dateFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('date'),
  default_value: z.string().optional(),
  /** The picker's notation: dd, mm and yy (a four-digit year), e.g. mm/dd/yy. */
  format: dateFormat.default('mm/dd/yy'),
  field_type: z.enum(['picker', 'select', 'input']).default('picker'),
  /** Weekdays that cannot be picked, 0 (Sunday) … 6 (Saturday). */
  restrict: z.array(z.number().int().min(0).max(6)).default([]),
  /** FORM-020: by default the current year ± 95, decided when the picker opens. */
  'start-year': z.number().int().optional(),
  'end-year': z.number().int().optional(),
  'past-dates': z.enum(['enable', 'disable']).default('enable'),
  'start-of-week': z.number().int().min(0).max(6).default(0),
  'start-date': z.string().optional(),
  'end-date': z.string().optional(),
  /** Another date field whose value bounds this one. */
  'start-field': fieldReference.optional(),
  'end-field': fieldReference.optional(),
  'start-offset': dateOffset.optional(),
  'end-offset': dateOffset.optional(),
  'disable-date': z.array(z.string()).default([]),
  'disable-range': z.array(z.strictObject({ start: z.string(), end: z.string() })).default([]),
});

export const timeFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('time'),
  default_value: z.string().optional(),
  time_format: z.enum(['12', '24']).default('12'),
  /** FORM-022, VAL-044: the earliest and latest time accepted, inclusive. */
  start_limit: timeLimit.optional(),
  end_limit: timeLimit.optional(),
});

export const uploadFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('upload'),
  multiple: z.boolean().default(false),
  /** VAL-039, UPL-008: allowed extensions without the dot, e.g. ["jpg", "pdf"]; empty allows all. */
  file_types: z.array(z.string().regex(/^[a-z0-9]+$/i)).default([]),
  /** UPL-007: the largest accepted file in bytes (DEC-10: a file of exactly this size passes). */
  max_file_size: z.number().int().positive().optional(),
  /** UPL-009: the most files a multiple upload accepts. */
  max_files: z.number().int().positive().optional(),
});

/** CALC-002: formula, isHidden, precision and decimal-point. */
export const calculationFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('calculation'),
  formula: z.string(),
  precision: precision.default(2),
  'decimal-point': z.string().min(1).max(1).default('.'),
  /**
   * Issue 12: the result is an amount in the shop's currency, so it is shown, and merged into
   * messages, the way the shop prints prices (€2,760, €89.50) rather than as a bare decimal.
   */
  money: z.boolean().default(false),
  /** Computed but not displayed. This is not hidden by a condition: formulas still read it. */
  isHidden: z.boolean().default(false),
  'hidden-behavior': hiddenBehavior,
});

export const hiddenFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('hidden'),
  default_value: z.string().default(''),
});

export const nameFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('name'),
  /** The parts asked for separately; none means a single input. */
  parts: z.array(z.enum(['prefix', 'first-name', 'middle-name', 'last-name'])).default([]),
});

export const addressFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('address'),
  parts: z
    .array(z.enum(['street_address', 'address_line', 'city', 'state', 'zip', 'country']))
    .default(['street_address', 'city', 'zip', 'country']),
});

export const consentFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('consent'),
  consent_description: z.string().optional(),
});

export const signatureFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('signature'),
});

/**
 * CAP-001, CAP-002: a reCAPTCHA- or hCaptcha-style widget, or (issue 15) the self-hosted proof
 * of work (`altcha`); `default` is whichever the site is set up with. A definition without a
 * provider stays the reCAPTCHA-style one it always was.
 */
export const captchaFieldSchema = z.strictObject({
  ...inputShape,
  ...identity('captcha'),
  provider: z.enum(['recaptcha', 'hcaptcha', 'altcha', 'default']).default('recaptcha'),
  sitekey: z.string().optional(),
  theme: z.enum(['light', 'dark']).default('light'),
  size: z.enum(['invisible', 'normal', 'compact']).default('normal'),
  badge: z.enum(['bottomright', 'bottomleft', 'inline']).default('bottomright'),
});

/** PAY-002…PAY-005: the card field (keys and secrets come from the server, not from here). */
export const stripeFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('stripe'),
  currency: z.string().default('USD'),
  amount_type: z.enum(['fixed', 'variable']).default('fixed'),
  amount: z.number().nonnegative().default(0),
  /** The field that supplies a variable amount. */
  variable: fieldReference.optional(),
  language: z.string().optional(),
  cardIcon: z.boolean().default(true),
  /** Spelled so in the spec (PAY-002). */
  veifyZip: z.boolean().default(false),
  zipField: fieldReference.optional(),
  billing: z.boolean().default(false),
  billingName: fieldReference.optional(),
  billingEmail: fieldReference.optional(),
  billingAddress: fieldReference.optional(),
  receipt: z.boolean().default(false),
  receiptEmail: fieldReference.optional(),
  styling: z.record(z.string(), z.unknown()).default({}),
});

/** PP-001: the PayPal button; its configuration is `settings.paypal_config`. */
export const paypalFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('paypal'),
});

/** Starts a new page; its conditions hide that whole page (DEC-08). */
export const pageBreakFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('page-break'),
});

export const htmlFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('html'),
  content: z.string().default(''),
});

export const sectionFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('section'),
});

/** Holds the fields whose `group` names it; hiding it hides them. A repeater lets them be copied. */
export const groupFieldSchema = z.strictObject({
  ...layoutShape,
  ...identity('group'),
  repeater: z.boolean().default(false),
  max_copies: z.number().int().positive().optional(),
});

export const fieldSchema = z.discriminatedUnion('type', [
  textFieldSchema,
  textareaFieldSchema,
  emailFieldSchema,
  urlFieldSchema,
  passwordFieldSchema,
  phoneFieldSchema,
  numberFieldSchema,
  currencyFieldSchema,
  sliderFieldSchema,
  radioFieldSchema,
  checkboxFieldSchema,
  selectFieldSchema,
  dateFieldSchema,
  timeFieldSchema,
  uploadFieldSchema,
  calculationFieldSchema,
  hiddenFieldSchema,
  nameFieldSchema,
  addressFieldSchema,
  consentFieldSchema,
  signatureFieldSchema,
  captchaFieldSchema,
  stripeFieldSchema,
  paypalFieldSchema,
  pageBreakFieldSchema,
  htmlFieldSchema,
  sectionFieldSchema,
  groupFieldSchema,
]);

export type FieldDefinition = z.output<typeof fieldSchema>;
export type FieldDefinitionInput = z.input<typeof fieldSchema>;
export type Choice = z.output<typeof choiceSchema>;

/** The definition of one field type, e.g. `FieldOf<'calculation'>`. */
export type FieldOf<Type extends FieldDefinition['type']> = Extract<
  FieldDefinition,
  { type: Type }
>;
