import { z } from 'zod';
import { fieldSchema, type FieldDefinition } from './fields';
import { formSettingsSchema, type FormSettings } from './settings';

/** A form as a site owner writes it: its fields in display order, and its settings. */
export const formDefinitionSchema = z.strictObject({
  id: z.union([z.number().int(), z.string()]).optional(),
  name: z.string().optional(),
  /** In display order; `page-break` fields split them into pages. */
  fields: z.array(fieldSchema),
  settings: formSettingsSchema.prefault({}),
});

export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** A definition accepted by `parseDefinition`: every reference resolves, nothing depends on itself. */
export interface FormDefinition {
  readonly id?: number | string;
  readonly name?: string;
  readonly fields: readonly FieldDefinition[];
  readonly settings: FormSettings;
}
