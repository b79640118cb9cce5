import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { PhoneRule } from '@atelier/form-engine/validation/validate-form';
import { onPhoneLibraryLoaded } from './phone-field';

export function hasPhoneField(definition: FormDefinition): boolean {
  return definition.fields.some((field) => field.type === 'phone');
}

/**
 * VAL-023…VAL-025 in the browser: hands the phone rule to `onLoaded` once the phone chunk (the
 * same one the phone field formats with) has arrived. The field asks for it when it is focused
 * or holds a number, so forms without a phone field, and visitors who never reach it, never
 * download it; until then an empty phone field has nothing to check, and the server checks every
 * number anyway. Returns a cancel for an effect's cleanup.
 */
export function whenPhoneRuleLoads(
  definition: FormDefinition,
  onLoaded: (phoneRule: PhoneRule) => void,
): () => void {
  if (!hasPhoneField(definition)) return () => {};
  return onPhoneLibraryLoaded((library) => onLoaded(library.validatePhone));
}
