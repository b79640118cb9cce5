import type { FormDefinition } from './schema/definition';

/**
 * TFA-001 (issue 15): a form of kind `login` signs a customer in. It differs from other forms in
 * what it must not do with what the visitor types:
 * - its password is the one the account already has, so it is checked as required only: the
 *   strength check and the form's own format rules are for choosing a new password, and an older
 *   password that passes none of them must still be typable (see `validateField`);
 * - it keeps nothing: no draft on the server and no copy of the answers in the browser's storage,
 *   since the answers are credentials and a shared computer must not offer them to the next visitor.
 */
export function isLoginForm(definition: FormDefinition): boolean {
  return definition.settings.form_type === 'login';
}

/** Whether the form may keep the visitor's unsent answers (a draft, the browser's copy). */
export function keepsAnswers(definition: FormDefinition): boolean {
  return !isLoginForm(definition);
}
