import { FORM_ACTIONS, type FormSubmitRequest } from '@atelier/contracts/forms';

/** A submit call's body as the form runtime posts it; the endpoint checks the nonce, not these tests. */
export const submitRequest = (
  formId: number,
  fields: Record<string, unknown>,
): FormSubmitRequest => ({
  action: FORM_ACTIONS.submit,
  form_id: formId,
  render_id: 0,
  forminator_nonce: 'checked-by-the-endpoint',
  forminator_preview: false,
  ...fields,
});

/**
 * A day at least two weeks ahead on which the gallery is open (Tuesday to Saturday), typed as
 * the commission form takes it: dd/mm/yyyy.
 */
export function openDayAhead(): string {
  const day = new Date();
  day.setDate(day.getDate() + 14);
  while (day.getDay() === 0 || day.getDay() === 1) day.setDate(day.getDate() + 1);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`;
}
