import type { FormDefinition } from '@atelier/form-engine/schema/definition';

/**
 * The login form's own fields (TFA-001): its first email field and its first password field, so
 * the native post and the AJAX submit read the same two values whatever the owner named them.
 */
export function loginFieldsOf(definition: Pick<FormDefinition, 'fields'>) {
  const email = definition.fields.find((field) => field.type === 'email')?.id ?? 'email-1';
  const password = definition.fields.find((field) => field.type === 'password')?.id ?? 'password-1';
  return { email, password };
}
