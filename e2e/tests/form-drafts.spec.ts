import { expect, test, type Page } from '@playwright/test';
import {
  commissionForm,
  progress,
  buttons,
  openDayAhead,
  openHydrated,
  typedDate,
} from './commission-form';
import { expectNoSeriousAxeViolations } from './fixtures';

const EXPIRED_NOTICE = 'This saved form has expired or was already sent, so the form starts empty.';

function ajaxAnswer(page: Page, action: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/ajax') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(action),
  );
}

test.describe('save draft on the commission form', () => {
  test('DRAFT-002…DRAFT-011 PAGE-010 a saved draft is copied, emailed, opened in another browser on its page, finished and sent', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const form = await openHydrated(page);
    const save = buttons(form).getByRole('button', { name: 'Save as draft' });
    // DRAFT-002: an untouched form has nothing to save.
    await expect(save).toHaveAttribute('aria-disabled', 'true');

    await form.getByRole('radio', { name: 'Oil on canvas' }).check();
    await form.getByLabel('Width (cm)').fill('60');
    await form.getByLabel('Height (cm)').fill('80');
    await buttons(form).getByRole('button', { name: 'Framing & delivery' }).click();
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 2 of 4, 50%');
    await form.getByRole('radio', { name: 'Natural oak' }).check();
    await form.getByRole('checkbox', { name: 'Gift wrapping' }).check();
    await form.getByLabel('Gift message').fill('For Rui, with love');
    await form.getByLabel('Prints for').first().fill('My sister in Porto');
    await form.getByLabel('Number of prints').first().fill('2');
    // DRAFT-004: enabled once the change check has run.
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');

    // DRAFT-005, DRAFT-006: the whole form goes with the draft flag and its page.
    const saved = ajaxAnswer(page, 'save_draft');
    await save.click();
    const savedRequest = (await saved).request().postData() ?? '';
    expect(savedRequest).toContain('name="draft_page"\r\n\r\n1');
    const savedBody = (await (await saved).json()) as { data: { type: string; draft_id: string } };
    expect(savedBody.data.type).toBe('save_draft');

    // DRAFT-007: the form gives way to the draft screen, focus on its heading.
    const screen = page.getByRole('region', { name: 'Your answers are saved' });
    await expect(screen.getByRole('heading', { name: 'Your answers are saved' })).toBeFocused();
    await expect(form).toBeHidden();
    const link = screen.getByLabel('Your draft link');
    const address = await link.inputValue();
    expect(address).toMatch(new RegExp(`/commission/\\?draft=${savedBody.data.draft_id}$`));
    await expectNoSeriousAxeViolations(page);

    // DRAFT-008: the copy button puts the link on the clipboard.
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect(screen.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // DRAFT-010: a wrong address is refused on the field; DRAFT-009: a right one is queued.
    const emailField = screen.getByLabel('Email the link to yourself');
    await emailField.fill('ana@');
    await screen.getByRole('button', { name: 'Send link' }).click();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    await emailField.fill('ana@example.com');
    const mailed = ajaxAnswer(page, 'forminator_email_draft_link');
    await screen.getByRole('button', { name: 'Send link' }).click();
    expect(
      ((await (await mailed).json()) as { data: { draft_mail_sent: boolean } }).data,
    ).toMatchObject({ draft_mail_sent: true });
    await expect(screen.getByText(/We have sent the link to your email address/)).toBeVisible();
    // DRAFT-011: the resend action brings the email form back.
    await screen.getByRole('button', { name: 'Send it to another address' }).click();
    await expect(screen.getByLabel('Email the link to yourself')).toBeFocused();

    // PAGE-010: the link, opened in another browser, restores every value on the saved page.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const { pathname, search } = new URL(address);
    const resumed = await openHydrated(other, `${pathname}${search}`);
    await expect(progress(resumed)).toHaveAttribute('aria-valuetext', 'Step 2 of 4, 50%');
    await expect(resumed.getByRole('radio', { name: 'Natural oak' })).toBeChecked();
    await expect(resumed.getByRole('checkbox', { name: 'Gift wrapping' })).toBeChecked();
    await expect(resumed.getByLabel('Gift message')).toHaveValue('For Rui, with love');
    await expect(resumed.getByLabel('Number of prints').first()).toHaveValue('2');
    await buttons(resumed).getByRole('button', { name: 'Back to the work' }).click();
    await expect(resumed.getByRole('radio', { name: 'Oil on canvas' })).toBeChecked();
    await expect(resumed.getByLabel('Width (cm)')).toHaveValue('60');

    // Finished and sent: the entry is stored and the draft is gone.
    await buttons(resumed).getByRole('button', { name: 'Framing & delivery' }).click();
    await resumed.getByLabel('Desired delivery date').fill(typedDate(openDayAhead()));
    await buttons(resumed).getByRole('button', { name: 'See the estimate' }).click();
    await buttons(resumed).getByRole('button', { name: 'Your details' }).click();
    await resumed.getByLabel('Your name').fill('Ana Ferreira');
    await resumed.getByLabel('Email address').fill('ana@example.com');
    await resumed
      .getByRole('checkbox', { name: /I agree that Atelier keeps this request/ })
      .check();
    const sent = ajaxAnswer(other, 'forminator_submit_form_custom-forms');
    await resumed.getByRole('button', { name: 'Send the request' }).click();
    const sentRequest = (await sent).request().postData() ?? '';
    expect(sentRequest).toContain(`name="previous_draft_id"\r\n\r\n${savedBody.data.draft_id}`);
    const sentBody = (await (await sent).json()) as {
      success: boolean;
      data: { entry_id?: number };
    };
    expect(sentBody.success).toBe(true);
    expect(sentBody.data.entry_id).toBeGreaterThan(0);
    await expect(
      other.getByRole('status').filter({ hasText: 'Thank you, Ana Ferreira' }),
    ).toBeVisible();

    // The used link now opens the blank form with a notice, not an error page.
    const used = await openHydrated(other, `${pathname}${search}`);
    await expect(other.getByText(EXPIRED_NOTICE)).toBeVisible();
    await expect(progress(used)).toHaveAttribute('aria-valuetext', 'Step 1 of 4, 25%');
    await expect(used.getByLabel('Width (cm)')).toHaveValue('');
    await elsewhere.close();
  });

  test('an unknown draft link opens the blank form with a notice', async ({ page }) => {
    const response = await page.goto('/commission/?draft=NoSuchDraftNoSuchDraft');
    expect(response?.status()).toBe(200);
    await expect(page.getByText(EXPIRED_NOTICE)).toBeVisible();
    await expect(commissionForm(page).getByLabel('Width (cm)')).toHaveValue('');
  });

  test('unsent answers survive a reload: the form offers them back, by keyboard', async ({
    page,
  }) => {
    const form = await openHydrated(page);
    await form.getByRole('radio', { name: 'Watercolour on paper' }).check();
    await form.getByLabel('Width (cm)').fill('42');
    // Written a second after the last change.
    await page.waitForFunction(() => window.localStorage.getItem('atelier:form-answers:33601'));
    await page.reload();
    const reloaded = commissionForm(page);
    await expect(reloaded).toHaveAttribute('data-hydrated', 'true');
    const offer = page.getByRole('group', { name: /You have unsaved answers from/ });
    await expect(offer).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await offer.getByRole('button', { name: 'Restore' }).focus();
    await page.keyboard.press('Enter');
    await expect(offer).toHaveCount(0);
    await expect(reloaded.getByLabel('Width (cm)')).toHaveValue('42');
    await expect(reloaded.getByRole('radio', { name: 'Watercolour on paper' })).toBeChecked();
  });
});
