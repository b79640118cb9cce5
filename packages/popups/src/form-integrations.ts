/**
 * POP-007…009: the popup plugin's form integrations. A form inside a popup reports a success
 * through a browser event (POP-008: integrations listen to events, they never wrap the forms'
 * code); its payload names the provider and form. The payload is used only if it parses to an
 * object (POP-007): a string is parsed as JSON, anything else (a number, an array, broken JSON)
 * is ignored.
 */
export const FORM_PROVIDERS = [
  'gravityforms',
  'mc4wp',
  'ninjaforms',
  'wpforms',
  'wsforms',
  // The original also integrates Contact Form 7 (the site's enquiry form, `wpcf7mailsent`).
  'contactform7',
] as const;
export type FormProvider = (typeof FORM_PROVIDERS)[number];

export interface FormIntegrationPayload {
  formProvider: FormProvider;
  formId: string;
  formInstanceId: string;
  /** Anything else the provider sent along (kept, never interpreted). */
  extras: Record<string, unknown>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

export function parseFormIntegrationPayload(raw: unknown): FormIntegrationPayload | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(value)) return undefined;
  const { formProvider, formId, formInstanceId, ...extras } = value;
  if (
    typeof formProvider !== 'string' ||
    !(FORM_PROVIDERS as readonly string[]).includes(formProvider)
  )
    return undefined;
  const id = idText(formId);
  if (id === undefined) return undefined;
  return {
    formProvider: formProvider as FormProvider,
    formId: id,
    formInstanceId: idText(formInstanceId) ?? '',
    extras,
  };
}

/**
 * POP-009: Ninja Forms reports every answer; the integration notifies only an answer without
 * errors (an errors object with no keys, an empty list, or none at all).
 */
export function ninjaFormsShouldNotify(response: unknown): boolean {
  if (!isPlainObject(response)) return false;
  const errors = response['errors'];
  if (errors === undefined || errors === null || errors === false) return true;
  if (Array.isArray(errors)) return errors.length === 0;
  if (isPlainObject(errors)) return Object.keys(errors).length === 0;
  return false;
}
