import { fixedClock } from '../conditions/clock';
import type { FormDefinition, FormDefinitionInput } from '../schema/definition';
import type { FieldDefinitionInput } from '../schema/fields';
import { parseDefinition } from '../schema/parse-definition';
import { createFormState, type FieldValues, type FormState } from '../state/form-state';

/** Shared by the tests of the state, the validation glue and the submission check. */
export const testClock = fixedClock({ year: 2024, month: 5, day: 15 });

export function definitionOf(
  fields: readonly FieldDefinitionInput[],
  settings: FormDefinitionInput['settings'] = {},
): FormDefinition {
  return parseDefinition({ fields, settings });
}

export function stateOf(
  fields: readonly FieldDefinitionInput[],
  values: FieldValues = {},
  settings: FormDefinitionInput['settings'] = {},
): FormState {
  return createFormState(definitionOf(fields, settings), values, testClock);
}
