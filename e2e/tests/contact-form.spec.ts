import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const REQUIRED = 'The field is required.';
/** DEC-11: the contact form redirects to the dated archive page after a success. */
const ARCHIVE_PATH = '/2025/06/18/';
/** Issue 13: the archive page is opened with the form's id, so it keeps the notice's room. */
const ARCHIVE_SENT_PATH = `${ARCHIVE_PATH}?sent=33568`;
/** The form's thank-you for Ana, shown on the archive page (issue 12). */
const SENT_NOTICE = 'Thank you for your message, Ana Ferreira. We will be in touch shortly.';
/** What the archive page says from its address alone (issue 13, ADR 0012). */
const FIXED_SENT_NOTICE = 'Thank you, your message was sent.';

function contactForm(page: Page) {
  return page.locator('form[data-form-id="33568"]');
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email Address').fill(values.email);
  await form.getByLabel('Message').fill(values.message);
}

test.describe('contact form with JavaScript', () => {
  test('VAL-020 ERR-004 SUB-007 DEC-11 required errors inline, fixed, submitted, lands on the dated archive', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/contact/');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    // The server HTML hydrates without a mismatch.
    expect(consoleErrors).toEqual([]);
    // Issue 12: three fields sent in one go offer no draft.
    await expect(form.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please correct the errors before submission.',
    );
    await expect(form.getByText(REQUIRED)).toHaveCount(3);
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await fill(page, {
      name: 'Ana Ferreira',
      email: 'ana@example.com',
      message: 'Is the harbour print still available?',
    });
    await expect(form.getByText(REQUIRED)).toHaveCount(0);
    await form.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(`**${ARCHIVE_SENT_PATH}`);
    await expect(page.locator('main')).toBeVisible();
    // Issue 12, CF-002: the archive page says the message went, in the form's words, once.
    await expect(page.getByRole('status').filter({ hasText: SENT_NOTICE })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: FIXED_SENT_NOTICE })).toBeVisible();
    await expect(page.getByText(SENT_NOTICE)).toHaveCount(0);
  });

  test('issue 13: CF-044 SUB-001 the page carries no nonce and the visitor no cookie: the form fetches a nonce, then submits', async ({
    page,
    context,
  }) => {
    await page.goto('/contact/');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    // The page is the same HTML for every visitor: no nonce in it, and no cookie to rely on.
    await expect(form.locator('input[name="forminator_nonce"]')).toHaveValue('');
    await context.clearCookies();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/ajax')) return;
      const body = request.postData() ?? '';
      calls.push(body.includes('forminator_get_nonce') ? 'get_nonce' : 'submit');
    });
    await fill(page, {
      name: 'Ana Ferreira',
      email: 'ana@example.com',
      message: 'Sent from a page without a nonce.',
    });
    await form.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(`**${ARCHIVE_SENT_PATH}`);
    await expect(page.getByRole('status').filter({ hasText: SENT_NOTICE })).toBeVisible();
    expect(calls).toEqual(['get_nonce', 'submit']);
  });

  test('no serious accessibility violations on /contact/ with the errors shown', async ({
    page,
  }) => {
    await page.goto('/contact/');
    await expect(contactForm(page)).toHaveAttribute('data-hydrated', 'true');
    await expectNoSeriousAxeViolations(page);
    await contactForm(page).getByRole('button', { name: 'Finish' }).click();
    await expect(contactForm(page).getByText(REQUIRED)).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('SUB-012 the native post shows server errors in the page, then redirects on success', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const form = contactForm(page);
    await form.getByLabel('Name').fill('Ana Ferreira');
    await form.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please correct the errors before submission.',
    );
    await expect(form.getByText(REQUIRED)).toHaveCount(2);
    await expect(form.getByLabel('Name')).toHaveValue('Ana Ferreira');
    await fill(page, {
      name: 'Ana Ferreira',
      email: 'ana@example.com',
      message: 'Hello from a browser without scripts.',
    });
    await form.getByRole('button', { name: 'Finish' }).click();
    // Issue 13: the page's form has no nonce; the browser says the post came from this site.
    await page.waitForURL(`**${ARCHIVE_SENT_PATH}`);
    await expect(page.locator('main')).toBeVisible();
    // Without JavaScript the shared page says the fixed thank-you its address asks for.
    await expect(page.getByRole('status').filter({ hasText: FIXED_SENT_NOTICE })).toBeVisible();
  });
});
