import { z } from 'zod';

/** COND-004…COND-010: every operator a condition may use. */
export const CONDITION_OPERATORS = [
  'is',
  'is_not',
  'is_great',
  'is_less',
  'contains',
  'starts',
  'ends',
  'month_is',
  'month_is_not',
  'day_is',
  'day_is_not',
  'is_before',
  'is_after',
  'is_before_n_or_more_days',
  'is_before_less_than_n_days',
  'is_after_n_or_more_days',
  'is_after_less_than_n_days',
] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** COND-002: one test on another field's value. */
export const conditionSchema = z.strictObject({
  /** The id of the field whose value is tested. */
  field: z.string().min(1),
  operator: z.enum(CONDITION_OPERATORS),
  /** Compared with the field's value; numbers are accepted and read as their text. */
  value: z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .default(''),
  /** A repeatable group the field belongs to: the condition then holds when any copy matches. */
  group: z.string().min(1).optional(),
});

/** COND-002, COND-003: show or hide the field when all / any of the conditions hold. */
export const fieldConditionsSchema = z.strictObject({
  action: z.enum(['show', 'hide']).default('show'),
  rule: z.enum(['all', 'any']).default('all'),
  conditions: z.array(conditionSchema).default([]),
});

export type Condition = z.output<typeof conditionSchema>;
export type FieldConditions = z.output<typeof fieldConditionsSchema>;
