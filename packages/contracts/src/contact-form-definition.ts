import type { SwvRule, SwvSchema } from '@atelier/form-engine/contact-form/swv-schema';
import { z } from 'zod';
import { CONTACT_FORM_PLUGIN_VERSION } from './contact-form-names';

/**
 * Issue 16 (CF): a contact form of the plugin flow as the owner configures it, checked before it
 * is stored in `contact_forms.definition`. The SWV schema the browser and the server validate
 * with is DERIVED from the fields (`swvSchemaOf`), as the original derives it from its form
 * tags, so the two can never disagree.
 */

const fieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a short name of letters, digits, - and _')
  .refine((name) => !name.startsWith('_wpcf7'), 'is reserved for the form context');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

const optionSchema = z.object({ value: z.string().min(1).max(200), label: z.string().max(200) });

const baseField = {
  name: fieldName,
  label: z.string().min(1).max(200),
  required: z.boolean().default(false),
  placeholder: z.string().max(200).optional(),
  /** A short help text shown under the control. */
  description: z.string().max(500).optional(),
};

const textLike = {
  ...baseField,
  minlength: z.number().int().positive().optional(),
  maxlength: z.number().int().positive().optional(),
};

export const contactFormFieldSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), ...textLike }),
  z.object({ type: z.literal('email'), ...textLike }),
  z.object({ type: z.literal('tel'), ...textLike }),
  z.object({ type: z.literal('url'), ...textLike }),
  z.object({
    type: z.literal('textarea'),
    ...textLike,
    /** CF-027: a `[count]` character counter under the box, counting down from maxlength. */
    counter: z.enum(['up', 'down']).optional(),
    rows: z.number().int().min(2).max(30).default(6),
  }),
  z.object({
    type: z.literal('number'),
    ...baseField,
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
  }),
  z.object({
    type: z.literal('date'),
    ...baseField,
    min: isoDate.optional(),
    max: isoDate.optional(),
    /** ISO weekdays allowed (1 = Monday … 7 = Sunday): a fixed rule, unlike "not before today". */
    daysOfWeek: z.array(z.number().int().min(1).max(7)).min(1).optional(),
  }),
  z.object({
    type: z.literal('select'),
    ...baseField,
    options: z.array(optionSchema).min(1),
    /** The first, empty choice ("Choose…"); absent, the first option is preselected. */
    includeBlank: z.string().max(200).optional(),
  }),
  z.object({ type: z.literal('radio'), ...baseField, options: z.array(optionSchema).min(1) }),
  z.object({
    type: z.literal('checkbox'),
    ...baseField,
    options: z.array(optionSchema).min(1),
    maxItems: z.number().int().positive().optional(),
  }),
  z.object({
    type: z.literal('acceptance'),
    name: fieldName,
    /** The statement the visitor accepts; `link` makes its words a link (the privacy policy). */
    label: z.string().min(1).max(500),
    link: z.object({ text: z.string().min(1), href: z.string().startsWith('/') }).optional(),
    /** The original's `optional` option: an optional box never blocks the submit. */
    optional: z.boolean().default(false),
  }),
  z.object({ type: z.literal('hidden'), name: fieldName, value: z.string().max(500).default('') }),
]);
export type ContactFormField = z.infer<typeof contactFormFieldSchema>;
export type ContactFormFieldType = ContactFormField['type'];

/** The messages, with the plugin's keys; the SWV `error` texts come from them (CF-018). */
export const CONTACT_FORM_MESSAGE_KEYS = [
  'mail_sent_ok',
  'mail_sent_ng',
  'validation_error',
  'spam',
  'accept_terms',
  'invalid_required',
  'invalid_too_long',
  'invalid_too_short',
  'invalid_email',
  'invalid_url',
  'invalid_tel',
  'invalid_number',
  'number_too_small',
  'number_too_large',
  'invalid_date',
  'date_too_early',
  'date_too_late',
  // Not among the original's editable messages (it hard-codes them): ours so they are the owner's.
  'invalid_enum',
  'invalid_day_of_week',
  'too_many_items',
] as const;
export type ContactFormMessageKey = (typeof CONTACT_FORM_MESSAGE_KEYS)[number];

/** The original plugin's default English messages. */
export const DEFAULT_CONTACT_FORM_MESSAGES: Record<ContactFormMessageKey, string> = {
  mail_sent_ok: 'Thank you for your message. It has been sent.',
  mail_sent_ng: 'There was an error trying to send your message. Please try again later.',
  validation_error: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  accept_terms: 'You must accept the terms and conditions before sending your message.',
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_too_short: 'This field has a too short input.',
  invalid_email: 'Please enter an email address.',
  invalid_url: 'Please enter a URL.',
  invalid_tel: 'Please enter a telephone number.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'This field has a too small number.',
  number_too_large: 'This field has a too large number.',
  invalid_date: 'Please enter a date in YYYY-MM-DD format.',
  date_too_early: 'This field has a too early date.',
  date_too_late: 'This field has a too late date.',
  invalid_enum: 'Undefined value was submitted through this field.',
  invalid_day_of_week: 'Please choose a weekday from Monday to Friday.',
  too_many_items: 'Too many items are selected.',
};

/** A mail template: `[field-name]` tags are replaced by the posted values, as text. */
const mailTemplateSchema = z.object({
  /** `[your-email]` or a fixed address; absent on the gallery's mail (the shop address). */
  to: z.string().max(200).optional(),
  replyTo: z.string().max(200).optional(),
  subject: z.string().min(1).max(300),
  body: z.string().min(1).max(10_000),
});
export type ContactFormMailTemplate = z.infer<typeof mailTemplateSchema>;

export const contactFormDefinitionSchema = z
  .object({
    fields: z.array(contactFormFieldSchema).min(1).max(50),
    messages: z
      .partialRecord(z.enum(CONTACT_FORM_MESSAGE_KEYS), z.string().min(1).max(500))
      .default({}),
    submitLabel: z.string().min(1).max(60).default('Send'),
    /** To the gallery: `to` absent means the shop's address. */
    mail: mailTemplateSchema,
    /** An optional auto-reply to the visitor (`to: "[your-email]"`), limited per visitor. */
    autoReply: mailTemplateSchema.extend({ to: z.string().min(1).max(200) }).optional(),
    spam: z
      .object({
        /** A field no person fills in (hidden from sight and from assistive technology). */
        honeypot: fieldName.optional(),
        /** A submit sooner than this after the form opened is spam (ADR 0016). */
        minFillSeconds: z.number().int().min(0).max(600).default(3),
        /** The v3-style bot-check (CF-045…CF-049): its hidden field and its submit action. */
        botCheck: z
          .object({
            responseField: z.string().min(1).default('_wpcf7_recaptcha_response'),
            action: z.string().regex(/^[A-Za-z_/]{1,64}$/),
          })
          .optional(),
      })
      .default({ minFillSeconds: 3 }),
  })
  .superRefine((definition, context) => {
    const names = new Set<string>();
    definition.fields.forEach((field, index) => {
      if (names.has(field.name)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: `The field name ${field.name} is used twice.`,
        });
      }
      names.add(field.name);
    });
    if (definition.spam.honeypot && names.has(definition.spam.honeypot)) {
      context.addIssue({
        code: 'custom',
        path: ['spam', 'honeypot'],
        message: 'The honeypot must not be one of the fields.',
      });
    }
  });
export type ContactFormDefinition = z.infer<typeof contactFormDefinitionSchema>;
export type ContactFormDefinitionInput = z.input<typeof contactFormDefinitionSchema>;

export const messageOf = (definition: ContactFormDefinition, key: ContactFormMessageKey): string =>
  definition.messages[key] ?? DEFAULT_CONTACT_FORM_MESSAGES[key];

/**
 * The SWV schema of a form (CF-017, CF-018), derived from its fields as the original derives it
 * from its form tags: per field, required first, then the format, then the limits, each with its
 * message from the form's messages.
 */
export function swvSchemaOf(definition: ContactFormDefinition, locale: string): SwvSchema {
  const message = (key: ContactFormMessageKey) => messageOf(definition, key);
  const rules: SwvRule[] = [];
  for (const field of definition.fields) {
    const { name: fieldName } = field;
    const add = (rule: Omit<SwvRule, 'field'>) =>
      rules.push({ ...rule, field: fieldName } as SwvRule);
    switch (field.type) {
      case 'hidden':
      case 'acceptance':
        // The acceptance box is checked by its own rule (acceptance_missing), as in the original.
        break;
      case 'text':
      case 'email':
      case 'tel':
      case 'url':
      case 'textarea':
        if (field.required) add({ rule: 'required', error: message('invalid_required') });
        if (field.type === 'email') add({ rule: 'email', error: message('invalid_email') });
        if (field.type === 'url') add({ rule: 'url', error: message('invalid_url') });
        if (field.type === 'tel') add({ rule: 'tel', error: message('invalid_tel') });
        if (field.minlength !== undefined)
          add({
            rule: 'minlength',
            threshold: field.minlength,
            error: message('invalid_too_short'),
          });
        if (field.maxlength !== undefined)
          add({
            rule: 'maxlength',
            threshold: field.maxlength,
            error: message('invalid_too_long'),
          });
        break;
      case 'number':
        if (field.required) add({ rule: 'required', error: message('invalid_required') });
        add({ rule: 'number', error: message('invalid_number') });
        if (field.min !== undefined)
          add({ rule: 'minnumber', threshold: field.min, error: message('number_too_small') });
        if (field.max !== undefined)
          add({ rule: 'maxnumber', threshold: field.max, error: message('number_too_large') });
        break;
      case 'date':
        if (field.required) add({ rule: 'required', error: message('invalid_required') });
        add({ rule: 'date', error: message('invalid_date') });
        if (field.min !== undefined)
          add({ rule: 'mindate', threshold: field.min, error: message('date_too_early') });
        if (field.max !== undefined)
          add({ rule: 'maxdate', threshold: field.max, error: message('date_too_late') });
        if (field.daysOfWeek !== undefined)
          add({
            rule: 'dayofweek',
            accept: field.daysOfWeek,
            error: message('invalid_day_of_week'),
          });
        break;
      case 'select':
      case 'radio':
      case 'checkbox':
        if (field.required) add({ rule: 'required', error: message('invalid_required') });
        add({
          rule: 'enum',
          accept: field.options.map((option) => option.value),
          error: message('invalid_enum'),
        });
        if (field.type === 'checkbox' && field.maxItems !== undefined)
          add({ rule: 'maxitems', threshold: field.maxItems, error: message('too_many_items') });
        break;
    }
  }
  return { version: CONTACT_FORM_PLUGIN_VERSION, locale, rules };
}

/** A contact form as the browser gets it: no mail templates, no spam thresholds beyond names. */
export const publicContactFormSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  locale: z.string(),
  fields: z.array(contactFormFieldSchema),
  submitLabel: z.string(),
  /** The texts the browser shows itself (validation_error, accept_terms…). */
  messages: z.record(z.string(), z.string()),
  honeypot: z.string().optional(),
  botCheck: z.object({ responseField: z.string(), action: z.string() }).optional(),
  schema: z.custom<SwvSchema>((value) => typeof value === 'object' && value !== null),
});
export type PublicContactForm = z.infer<typeof publicContactFormSchema>;

export function publicContactFormOf(form: {
  id: number;
  slug: string;
  title: string;
  locale: string;
  definition: ContactFormDefinition;
}): PublicContactForm {
  const { definition } = form;
  return {
    id: form.id,
    slug: form.slug,
    title: form.title,
    locale: form.locale,
    fields: definition.fields,
    submitLabel: definition.submitLabel,
    messages: Object.fromEntries(
      CONTACT_FORM_MESSAGE_KEYS.map((key) => [key, messageOf(definition, key)]),
    ),
    ...(definition.spam.honeypot !== undefined && { honeypot: definition.spam.honeypot }),
    ...(definition.spam.botCheck !== undefined && { botCheck: definition.spam.botCheck }),
    schema: swvSchemaOf(definition, form.locale),
  };
}
