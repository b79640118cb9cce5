import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  FORM_HAS_ERROR,
  REQUIRED,
  commissionForm,
  progress,
  buttons,
  openDayAhead,
  typedDate,
} from './commission-form';
import { expectNoSeriousAxeViolations } from './fixtures';

/**
 * Issue 12: the commission form from its first step to a sent request with the keyboard alone,
 * with no error shown on arrival at any step (only the visitor's own submit validates), and no
 * serious accessibility violation on any step.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Arriving on a step shows no error of any kind: nothing was submitted or validated yet. */
async function expectCleanArrival(page: Page, form: Locator, step: string) {
  await expect(progress(form)).toHaveAttribute('aria-valuetext', step);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(FORM_HAS_ERROR)).toHaveCount(0);
  await expect(form.getByText(REQUIRED)).toHaveCount(0);
  await expect(form.locator('.fui-page:not([hidden]) [aria-invalid="true"]')).toHaveCount(0);
  // Focus moved into the new step, so the keyboard carries on from there.
  await expect
    .poll(() =>
      form.evaluate((element) =>
        Boolean(element.querySelector('.fui-page:not([hidden])')?.contains(document.activeElement)),
      ),
    )
    .toBe(true);
}

test('issue 12: the commission form walked with the keyboard alone, no error on arrival at any step, no serious axe violation', async ({
  page,
}) => {
  // Four steps, each Tab walked key by key with an axe scan per step: about 25 s on a quiet
  // machine, and past the 60 s default when CI's two cores are shared with the server under test.
  test.setTimeout(120_000);
  await page.goto('/commission/');
  const form = commissionForm(page);
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(form.getByRole('button', { name: 'The work' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectNoSeriousAxeViolations(page);

  // Step 1: the medium (Space picks the focused radio), the size.
  const oil = form.getByRole('radio', { name: 'Oil on canvas' });
  await tabTo(page, oil);
  await page.keyboard.press('Space');
  await expect(oil).toBeChecked();
  await tabTo(page, form.getByLabel('Width (cm)'));
  await page.keyboard.type('60.5');
  await tabTo(page, form.getByLabel('Height (cm)'));
  await page.keyboard.type('80');
  await tabTo(page, buttons(form).getByRole('button', { name: 'Framing & delivery' }));
  await page.keyboard.press('Enter');

  // Step 2: framing keeps its default; the delivery date is typed.
  await expectCleanArrival(page, form, 'Step 2 of 4, 50%');
  await expectNoSeriousAxeViolations(page);
  await tabTo(page, form.getByLabel('Desired delivery date'));
  await page.keyboard.type(typedDate(openDayAhead()));
  await tabTo(page, buttons(form).getByRole('button', { name: 'See the estimate' }));
  await page.keyboard.press('Enter');

  // Step 3: the estimate; nothing is required here.
  await expectCleanArrival(page, form, 'Step 3 of 4, 75%');
  await expect(form.getByLabel('Price estimate')).toHaveText('€2,178');
  await expectNoSeriousAxeViolations(page);
  // The browser's Back returns to the previous step, and Forward comes back (issue 12).
  await page.goBack();
  await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 2 of 4, 50%');
  await expect(page).toHaveURL(/\/commission\/#step-1$/);
  await page.goForward();
  await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 3 of 4, 75%');
  // Enter on the button that opens the last step opens it, and submits nothing (issue 12).
  await tabTo(page, buttons(form).getByRole('button', { name: 'Your details' }));
  await page.keyboard.press('Enter');

  // Step 4: the details and the consent, then the request goes.
  await expectCleanArrival(page, form, 'Step 4 of 4, 100%');
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.type('Ana Ferreira');
  await tabTo(page, form.getByLabel('Email address'));
  await page.keyboard.type('ana@example.com');
  const consent = form.getByRole('checkbox', { name: /I agree that Atelier keeps this request/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/ajax') &&
      (response.request().postData() ?? '').includes('forminator_submit_form_custom-forms'),
  );
  await tabTo(page, buttons(form).getByRole('button', { name: 'Send the request' }));
  await page.keyboard.press('Enter');
  expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);

  // The thank-you stands in the form's place, with focus, and the estimate reads like a price.
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you, Ana Ferreira' });
  await expect(thanks).toContainText('Our first estimate for your commission is €2,178;');
  await expect(thanks).toBeFocused();
  await expect(form).toBeHidden();
  await expectNoSeriousAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Send another request' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await expectCleanArrival(page, form, 'Step 1 of 4, 25%');
});
