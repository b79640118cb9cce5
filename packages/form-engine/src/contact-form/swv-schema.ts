import { z } from 'zod';
import { SWV_MAX_NESTING, SWV_RULE_TYPES, type SwvRule, type SwvSchema } from './swv-rules';

/**
 * The zod schemas of an SWV document (CF-007, CF-017), for the server to check a schema before it
 * stores or serves it. The types and rule list live in `swv-rules.ts` (no zod, for the browser)
 * and are re-exported here, so `swv-schema` is the one place to import the whole API from.
 */
export {
  SWV_MAX_NESTING,
  SWV_RULE_TYPES,
  type SwvRule,
  type SwvRuleType,
  type SwvSchema,
} from './swv-rules';

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
export const swvSchemaSchema: z.ZodType<SwvSchema> = z.object({
  version: z.string().max(200),
  locale: z.string().max(50),
  rules: z.array(swvRuleSchema).max(2000),
});
