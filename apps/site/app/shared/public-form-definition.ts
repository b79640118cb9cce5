import type { FormDefinition } from '@atelier/form-engine/schema/definition';

/**
 * A form's definition as the browser may see it. The mail a stored entry sends
 * (`settings.notifications`: the gallery's inbox, subjects and bodies written for the owner) is
 * the server's business only; the runtime never reads it, and a page or a loaded form that
 * carried it would hand every visitor the owner's mail templates.
 */
export function publicDefinition(definition: FormDefinition): FormDefinition {
  if (definition.settings.notifications.length === 0) return definition;
  return { ...definition, settings: { ...definition.settings, notifications: [] } };
}
