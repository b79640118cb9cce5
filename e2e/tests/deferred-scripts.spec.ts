import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 19 (the 120 KB first-load budget): code no page needs to show loads when it is wanted.
 * The popup runtime arrives with the first click on a popup's trigger (or when the pointer or
 * focus reaches one); until then a small gate in the root layout holds such a click and hands it
 * over, so the visitor sees the same popup as before.
 */

const POPUP_RUNTIME = /\/assets\/popup-runtime-[\w-]+\.js$/;

/** The popup runtime's chunk, each time the page asks for it. */
function watchPopupRuntime(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (POPUP_RUNTIME.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('POP-003 the popup runtime is no part of the first load; "Book a private viewing" clicked right after it opens its popup', async ({
  page,
}) => {
  const runtime = watchPopupRuntime(page);
  await hydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(runtime).toEqual([]);
  const link = page.getByRole('link', { name: 'Book a private viewing' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Book a private viewing' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Your name/)).toBeVisible();
  // The click opened the popup instead of following the link.
  await expect(page).toHaveURL(/\/$/);
  expect(runtime).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('POP-003 by keyboard alone: Enter on "Make an enquiry" straight after the page loads opens the enquiry popup', async ({
  page,
}) => {
  const runtime = watchPopupRuntime(page);
  await hydrated(page, '/shop/');
  expect(runtime).toEqual([]);
  // Focus set by script, so no pointer passes over the link first: the keypress alone loads it.
  await page.getByRole('link', { name: 'Make an enquiry' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make an enquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('form.wpcf7-form')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/$/);
});

test('POP-003 should the popup runtime fail to load, "Make an enquiry" still leads to the contact page', async ({
  page,
}) => {
  await page.route(POPUP_RUNTIME, (route) => route.abort('failed'));
  await hydrated(page, '/shop/');
  await page.getByRole('link', { name: 'Make an enquiry' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/*
 * FORM-002: the third-party scripts of forms and payments (Stripe.js, PayPal's SDK, reCAPTCHA,
 * hCaptcha) are added by their widgets only where the site is configured for them and when they
 * are wanted; the phone utilities are this site's own chunk, fetched when a phone field is used.
 * The demo runs the test gateway and the self-hosted captcha, so its form and payment pages,
 * used by keyboard, ask nothing of any outside host, and their policy allows none of those hosts.
 * (Configured providers: the FORM-002 tests of payment-ui, form-ui and the site's page policy.)
 */
test.describe('third-party scripts (FORM-002)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('FORM-002 the demo’s form and payment pages, used by keyboard, load no outside script; the phone utilities wait for their field', async ({
    page,
  }) => {
    const outside: string[] = [];
    const phoneChunk: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    page.on('request', (request) => {
      if (/\/assets\/phone-library-[\w-]+\.js$/.test(new URL(request.url()).pathname))
        phoneChunk.push(request.url());
    });

    for (const path of ['/contact/', '/commission/', '/commission/deposit/']) {
      const answer = await page.goto(path);
      const scripts = /(?:^|; )script-src ([^;]*)/.exec(
        answer?.headers()['content-security-policy'] ?? '',
      )?.[1];
      expect(
        scripts?.split(' ').filter((source) => source.startsWith('https://')),
        path,
      ).toEqual(['https://assets.pinterest.com']);
      const form = page.locator('form[data-hydrated="true"]').first();
      await expect(form).toBeVisible();
      // The visitor starts on the form by keyboard: the captcha and bot-check start now.
      await form.locator('input:visible, textarea:visible').first().focus();
      await page.keyboard.type('Ana');
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() =>
          Array.from(document.scripts)
            .map((script) => script.src)
            .filter((src) => src !== '' && !src.startsWith(window.location.origin)),
        ),
        path,
      ).toEqual([]);
    }
    // The deposit's card and wallet are the test gateway's own.
    const deposit = page.locator('form[data-form-id="33605"]');
    await deposit.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await deposit.getByRole('radio', { name: 'Card', exact: true }).check();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    // Nobody reached a phone field: its utilities were never asked for.
    expect(phoneChunk).toEqual([]);
  });
});
