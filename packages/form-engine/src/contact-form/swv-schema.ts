import { z } from 'zod';

/**
 * Schema-Woven Validation (SWV): the per-form validation schema of the contact-form plugin flow
 * (CF-007, CF-017, CF-018), as the original (Contact Form 7 ≥ 5.6) serves it at
 * `GET contact-forms/{id}/feedback/schema`. The JSON names are the original's (`rule`, `field`,
 * `error`, `threshold`, `accept`, `rules`), so the original browser script could read our schema
 * and we can read one it exported:
 *
 * ```json
 * { "version": "Contact Form 7 SWV Schema 2024-10", "locale": "en_GB", "rules": [
 *   { "rule": "required", "field": "your-name", "error": "Please fill out this field." },
 *   { "rule": "maxlength", "field": "your-name", "threshold": "400", "error": "…" } ] }
 * ```
 */

/** CF-017: the rule types, in the spec's order. */
export const SWV_RULE_TYPES = [
  'required',
  'requiredfile',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'file',
  'enum',
  'dayofweek',
  'minitems',
  'maxitems',
  'minlength',
  'maxlength',
  'minnumber',
  'maxnumber',
  'mindate',
  'maxdate',
  'minfilesize',
  'maxfilesize',
  'all',
  'any',
] as const;
export type SwvRuleType = (typeof SWV_RULE_TYPES)[number];

/** Rules that hold other rules instead of checking a field themselves. */
export const SWV_COMPOSITE_RULE_TYPES = ['all', 'any'] as const satisfies readonly SwvRuleType[];

/** Rules whose `threshold` is a count: characters, items or bytes (a non-negative integer). */
export const SWV_COUNT_THRESHOLD_RULE_TYPES = [
  'minitems',
  'maxitems',
  'minlength',
  'maxlength',
  'minfilesize',
  'maxfilesize',
] as const satisfies readonly SwvRuleType[];

/**
 * How deep `all`/`any` may nest. The original sets no limit; a schema is the owner's, but a bound
 * keeps parsing and validating a hostile document from exhausting the stack.
 */
export const SWV_MAX_NESTING = 8;

/**
 * One rule. Which keys a type uses, as in the original:
 * - every rule but `all`/`any`: `field` (the input's name, without a trailing `[]`); `error` is the
 *   message shown when the rule fails (CF-018; the original omits nothing, but a rule without one
 *   reports an empty message rather than inventing words);
 * - `threshold`: minitems/maxitems, minlength/maxlength (characters), minnumber/maxnumber (a
 *   number), mindate/maxdate (`YYYY-MM-DD`), minfilesize/maxfilesize (bytes). The original writes it
 *   as a string (`"400"`); a JSON number is read the same;
 * - `accept`: enum (the allowed values), dayofweek (ISO weekdays 1 = Monday … 7 = Sunday), file
 *   (`.ext` or MIME patterns such as `image/*`, `application/pdf`);
 * - `rules`: the sub-rules of `all` and `any`, which may name a `field` and `error` of their own.
 */
export interface SwvRule {
  rule: SwvRuleType;
  field?: string;
  error?: string;
  threshold?: number | string;
  accept?: string[] | number[];
  rules?: SwvRule[];
}

/** The original's meta-schema pattern for a field name. */
const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:]*$/;
const ISO_DATE = /^[0-9]{4,}-[0-9]{2}-[0-9]{2}$/;
const INTEGER_TEXT = /^\s*[0-9]+\s*$/;
const NUMBER_TEXT = /^\s*[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?\s*$/;

const countThreshold = (threshold: number | string): boolean =>
  typeof threshold === 'number'
    ? Number.isSafeInteger(threshold) && threshold >= 0
    : INTEGER_TEXT.test(threshold);

const numberThreshold = (threshold: number | string): boolean =>
  typeof threshold === 'number'
    ? Number.isFinite(threshold)
    : NUMBER_TEXT.test(threshold) && Number.isFinite(Number.parseFloat(threshold));

function nestingDepth(rule: SwvRule): number {
  let deepest = 0;
  for (const child of rule.rules ?? []) deepest = Math.max(deepest, nestingDepth(child));
  return deepest + 1;
}

function checkRule(rule: SwvRule, context: z.RefinementCtx): void {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  const composite = rule.rule === 'all' || rule.rule === 'any';

  if (composite) {
    if (rule.rules === undefined) problem('rules', `an ${rule.rule} rule holds its sub-rules`);
  } else {
    if (rule.field === undefined) problem('field', `a ${rule.rule} rule names its field`);
    if (rule.rules !== undefined) problem('rules', `only all and any hold sub-rules`);
  }

  const threshold = rule.threshold;
  switch (rule.rule) {
    case 'minitems':
    case 'maxitems':
    case 'minlength':
    case 'maxlength':
    case 'minfilesize':
    case 'maxfilesize':
      if (threshold === undefined || !countThreshold(threshold))
        problem('threshold', `a ${rule.rule} threshold is a whole number, 0 or more`);
      break;
    case 'minnumber':
    case 'maxnumber':
      if (threshold === undefined || !numberThreshold(threshold))
        problem('threshold', `a ${rule.rule} threshold is a number`);
      break;
    case 'mindate':
    case 'maxdate':
      if (typeof threshold !== 'string' || !ISO_DATE.test(threshold.trim()))
        problem('threshold', `a ${rule.rule} threshold is a date written YYYY-MM-DD`);
      break;
    case 'enum':
      if (rule.accept === undefined) problem('accept', 'an enum rule lists the accepted values');
      break;
    case 'dayofweek':
      if (
        rule.accept === undefined ||
        !rule.accept.every((day) => Number.isInteger(Number(day)) && +day >= 1 && +day <= 7)
      )
        problem('accept', 'a dayofweek rule lists ISO weekdays, 1 (Monday) to 7 (Sunday)');
      break;
    case 'file':
      if (rule.accept === undefined || !rule.accept.every((type) => typeof type === 'string'))
        problem('accept', 'a file rule lists extensions (.pdf) or MIME types (image/*)');
      break;
    default:
      break;
  }

  if (composite && nestingDepth(rule) > SWV_MAX_NESTING)
    problem('rules', `all and any nest at most ${SWV_MAX_NESTING} deep`);
}

export const swvRuleSchema: z.ZodType<SwvRule> = z.lazy(() =>
  z
    .object({
      rule: z.enum(SWV_RULE_TYPES),
      field: z
        .string()
        .max(200)
        .regex(FIELD_NAME, { error: 'must be a field name such as your-email or checkbox-1' })
        .optional(),
      error: z.string().max(2000).optional(),
      threshold: z.union([z.number(), z.string().max(100)]).optional(),
      accept: z
        .union([z.array(z.string().max(500)).max(1000), z.array(z.number()).max(1000)])
        .optional(),
      rules: z.array(swvRuleSchema).max(200).optional(),
    })
    .superRefine(checkRule),
);

/** CF-007: the document `GET contact-forms/{id}/feedback/schema` answers. */
export const swvSchemaSchema = z.object({
  version: z.string().max(200),
  locale: z.string().max(50),
  rules: z.array(swvRuleSchema).max(2000),
});
export type SwvSchema = z.infer<typeof swvSchemaSchema>;
