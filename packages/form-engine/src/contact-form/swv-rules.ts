/**
 * The rule types and shapes of Schema-Woven Validation, without zod, so the browser's contact-form
 * client can validate without loading the parser (`swv-schema.ts` holds the zod schemas and
 * re-exports these).
 *
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

/** CF-007: the document `GET contact-forms/{id}/feedback/schema` answers. */
export interface SwvSchema {
  version: string;
  locale: string;
  rules: SwvRule[];
}
