import { expect, type Locator, type Page } from '@playwright/test';

/** What the commission form's specs share: its locators, its messages and its date format. */

export const FORM_HAS_ERROR = 'Please correct the errors before submission.';
export const REQUIRED = 'This field is required.';

export function commissionForm(page: Page) {
  return page.locator('form[data-form-id="33601"]');
}

/** The visible step of the multi-step form, as the progress bar announces it. */
export function progress(form: Locator) {
  return form.getByRole('progressbar', { name: 'Form progress' });
}

/** The back/next/submit buttons under the form (the step tabs carry the same names). */
export function buttons(form: Locator) {
  return form.locator('.fui-form__buttons');
}

/** Opens the form and waits until the runtime has taken it over. */
export async function openHydrated(page: Page, address = '/commission/') {
  await page.goto(address);
  const form = commissionForm(page);
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** A day at least `weeks` ahead on which the gallery is open (Tuesday to Saturday). */
export function openDayAhead(weeks = 2): Date {
  const day = new Date();
  day.setDate(day.getDate() + weeks * 7);
  while (day.getDay() === 0 || day.getDay() === 1) day.setDate(day.getDate() + 1);
  return day;
}

const pad = (part: number) => String(part).padStart(2, '0');

/** The commission form's date format, dd/mm/yy, where yy is the four-digit year. */
export const typedDate = (day: Date) =>
  `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`;

/** A day as the date input's value and the stored entry hold it, yyyy-mm-dd. */
export const isoDay = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
