import { z } from 'zod';
import { numeric } from './fields';

const count = z.number().int().nonnegative();

/** One field's rules, aliases resolved; each key present only when the settings give it. */
export interface FieldRuleSettings {
  readonly required?: boolean;
  readonly trim?: boolean;
  readonly email?: boolean;
  readonly url?: boolean;
  readonly number?: boolean;
  readonly digits?: boolean;
  readonly dateISO?: boolean;
  readonly equalTo?: string;
  readonly minlength?: number;
  readonly maxlength?: number;
  readonly rangelength?: readonly [number, number];
  readonly maxwords?: number;
  readonly min?: number;
  readonly max?: number;
  readonly range?: readonly [number, number];
  readonly step?: number;
}

function ordered([low, high]: readonly [number, number]): boolean {
  return low <= high;
}

const ORDER = { error: 'the first bound must not exceed the second' };

/**
 * VAL-002: the validation rules of one field as the form settings send them (`settings.rules`),
 * named like the generic validation library's rules (VAL-003…VAL-018) plus trim and maxwords.
 * They override what the field's own options switch on: `required: false` makes a required field
 * optional, `maxlength: 20` replaces the field's character limit, `email: false` turns off the
 * address check. The form builder's aliases (emailWP, validurl, minNumber, maxNumber) are read
 * as the rule they stand for. An unknown rule is rejected, so a typo never silently validates
 * nothing (VAL-019: no remote rule exists).
 */
export const fieldRuleSettingsSchema = z
  .strictObject({
    required: z.boolean().optional(),
    trim: z.boolean().optional(),
    email: z.boolean().optional(),
    emailWP: z.boolean().optional(),
    url: z.boolean().optional(),
    validurl: z.boolean().optional(),
    number: z.boolean().optional(),
    digits: z.boolean().optional(),
    dateISO: z.boolean().optional(),
    /** The id of the field whose value this one must repeat. */
    equalTo: z.string().min(1).optional(),
    minlength: count.optional(),
    maxlength: count.optional(),
    rangelength: z.tuple([count, count]).refine(ordered, ORDER).optional(),
    maxwords: z.number().int().positive().optional(),
    min: numeric.optional(),
    minNumber: numeric.optional(),
    max: numeric.optional(),
    maxNumber: numeric.optional(),
    range: z.tuple([z.number(), z.number()]).refine(ordered, ORDER).optional(),
    step: z.number().positive().optional(),
  })
  .transform(({ emailWP, validurl, minNumber, maxNumber, ...rules }): FieldRuleSettings => {
    const withAliases = {
      ...rules,
      email: rules.email ?? emailWP,
      url: rules.url ?? validurl,
      min: rules.min ?? minNumber,
      max: rules.max ?? maxNumber,
    };
    // Only the rules actually given, so spreading them over a field's rules overrides nothing else.
    return Object.fromEntries(
      Object.entries(withAliases).filter(([, value]) => value !== undefined),
    ) as FieldRuleSettings;
  });

export type FieldRuleSettingsInput = z.input<typeof fieldRuleSettingsSchema>;
