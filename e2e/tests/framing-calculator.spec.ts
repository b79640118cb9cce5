import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const REQUIRED = 'This field is required.';

function framingForm(page: Page) {
  return page.locator('form[data-form-id="33602"]');
}

test.describe('the framing cost calculator with JavaScript', () => {
  test('CALC-001 CALC-002 CALC-021 SUB-006 the cost follows the size, moulding and glass; the quote is stored and the form hides', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/framing-calculator/');
    const form = framingForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    expect(consoleErrors).toEqual([]);
    const cost = form.getByLabel('Framing cost (€)');
    // Only the mounting before a size is known.
    await expect(cost).toHaveText('15,00');

    await form.getByLabel('Width (cm)').fill('50');
    await form.getByLabel('Height (cm)').fill('70');
    // Float glass over 0.35 m² (12.25) and the mounting, still without a moulding.
    await expect(cost).toHaveText('27,25');
    await form.getByLabel('Frame moulding').selectOption({ label: 'Natural oak' });
    // 2 × (50 + 70) / 100 × 42 + 50 × 70 / 10000 × 35 + 15, with the form's decimal comma.
    await expect(cost).toHaveText('128,05');
    await form.getByRole('radio', { name: 'Museum glass' }).check();
    await expect(cost).toHaveText('168,30');
    await form.getByLabel('Width (cm)').fill('40');
    // 2 × 110 / 100 × 42 + 0.28 × 150 + 15.
    await expect(cost).toHaveText('149,40');

    // The quote needs an address to go to.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please correct the errors before submission.',
    );
    const email = form.getByLabel('Where should we send this quote?');
    await expect(email).toBeFocused();
    await expect(form.getByText(REQUIRED)).toHaveCount(1);
    await email.fill('rui@example.com');
    await expect(form.getByText(REQUIRED)).toHaveCount(0);

    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/ajax') &&
        (response.request().postData() ?? '').includes('forminator_submit_form_custom-forms'),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    const body = (await (await answer).json()) as {
      success: boolean;
      data: { entry_id?: number };
    };
    expect(body.success).toBe(true);
    expect(body.data.entry_id).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you. Your framing quote of €149,40 is on its way to rui@example.com; bring the work in whenever suits you.',
    );
    await expect(form).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('issue 12: the width takes the decimal comma the form shows ("50,5" as "50.5"), and no draft is offered', async ({
    page,
  }) => {
    await page.goto('/framing-calculator/');
    const form = framingForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
    const cost = form.getByLabel('Framing cost (€)');
    await form.getByLabel('Frame moulding').selectOption({ label: 'Natural oak' });
    const width = form.getByLabel('Width (cm)');
    await form.getByLabel('Height (cm)').fill('70');
    await width.fill('50,5');
    await width.blur();
    // 2 × 120.5 / 100 × 42 + 50.5 × 70 / 10000 × 35 + 15 = 128.5925.
    await expect(cost).toHaveText('128,59');
    await expect(width).not.toHaveAttribute('aria-invalid', 'true');
    await width.fill('50.5');
    await width.blur();
    await expect(cost).toHaveText('128,59');
    await width.fill('50,5');
    await form.getByLabel('Where should we send this quote?').fill('rui@example.com');
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/ajax') &&
        (response.request().postData() ?? '').includes('forminator_submit_form_custom-forms'),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      '€128,59',
    );
  });

  test('no serious accessibility violations on /framing-calculator/, with an error shown', async ({
    page,
  }) => {
    await page.goto('/framing-calculator/');
    const form = framingForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(4);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the framing cost calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('SUB-006 SUB-012 the native post answers the quote the server computed, in place of the form', async ({
    page,
  }) => {
    await page.goto('/framing-calculator/');
    const form = framingForm(page);
    await form.getByLabel('Width (cm)').fill('50');
    await form.getByLabel('Height (cm)').fill('70');
    await form.getByLabel('Frame moulding').selectOption({ label: 'Natural oak' });
    await form.getByLabel('Where should we send this quote?').fill('rui@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you. Your framing quote of €128,05 is on its way to rui@example.com; bring the work in whenever suits you.',
    );
    await expect(framingForm(page)).toHaveCount(0);
  });
});
