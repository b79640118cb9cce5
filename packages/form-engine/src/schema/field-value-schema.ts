/**
 * The zod schemas of field values, apart from `field-value.ts` so that the browser runtime, which
 * only handles values it made itself, never loads zod.
 */
import { z } from 'zod';
import type { FieldValue } from './field-value';

export const fileValueSchema = z.strictObject({
  name: z.string(),
  size: z.number().nonnegative(),
  type: z.string().optional(),
});

/** For code that receives values from outside (a submitted payload, a saved draft). */
export const fieldValueSchema: z.ZodType<FieldValue> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  z.array(z.number()),
  z.array(fileValueSchema),
  z.record(z.string(), z.string()),
]);
