import {
  fieldSchema,
  type FieldDefinitionInput,
  type FieldOf,
} from '@atelier/form-engine/schema/fields';

/** A field definition as the parsed schema gives it (defaults filled in), for tests. */
export function fieldOf<Type extends FieldDefinitionInput['type']>(
  input: Extract<FieldDefinitionInput, { type: Type }>,
): FieldOf<Type> {
  return fieldSchema.parse(input) as FieldOf<Type>;
}
