import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/*
 * Popups (issue 16, ADR 0017). The private-viewing popup (32653) opens from the home page's
 * "Book a private viewing" link; the newsletter popup (32652) opens by its delay on the journal;
 * the enquiry popup (32651) opens from the footer's "Make an enquiry" link and holds the
 * contact-form room's enquiry form (DEC-11).
 */

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function home(page: Page) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const viewingLink = (page: Page) => page.getByRole('link', { name: 'Book a private viewing' });
const viewingDialog = (page: Page) => page.getByRole('dialog', { name: 'Book a private viewing' });

test('POP-003 POP-006 the private-viewing popup by keyboard only: Tab into it, Escape closes, focus back on the link', async ({
  page,
}) => {
  await home(page);
  const link = viewingLink(page);
  // Without JavaScript the link is the contact page.
  await expect(link).toHaveAttribute('href', '/contact/');
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = viewingDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Focus moved in; Tab walks the form and stays inside the dialog.
  await expect(dialog.getByLabel(/Your name/)).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('POP-006 a click on the overlay closes the popup; axe finds nothing serious with it open', async ({
  page,
}) => {
  await home(page);
  await viewingLink(page).click();
  const dialog = viewingDialog(page);
  await expect(dialog.getByLabel(/Your name/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A click inside does not close it; a click on the overlay (the page's corner) does.
  await dialog.getByRole('heading', { name: 'Book a private viewing' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('POP-013 POP-015 POP-016 POP-006 submit with errors beside their fields, then correctly: the message, then the popup closes', async ({
  page,
}) => {
  await home(page);
  await viewingLink(page).click();
  const dialog = viewingDialog(page);
  const name = dialog.getByLabel(/Your name/);
  await expect(name).toBeVisible();
  await dialog.getByLabel(/Email/).fill('not an address');
  await dialog.getByRole('button', { name: 'Request a viewing' }).click();

  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  await expect(dialog.getByLabel(/Email/)).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(dialog.getByLabel(/Preferred date/)).toHaveAccessibleDescription(
    'Please choose a preferred date.',
  );
  await expect(dialog.locator('form.pum-form')).toHaveClass(/pum-form--errors/);
  await expect(name).toBeFocused();

  await name.fill('Ada Lovelace');
  await dialog.getByLabel(/Email/).fill('ada@example.com');
  await dialog.getByLabel(/Preferred date/).fill(inAWeek());
  await dialog.getByRole('button', { name: 'Request a viewing' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you. We have your request and will confirm your viewing by email.',
  );
  await expect(name).not.toHaveAttribute('aria-invalid');
  // closedelay 2500 (milliseconds, POP-011), then the popup closes.
  await expect(dialog).toBeHidden({ timeout: 8000 });
});

test('POP-003 POP-020 the newsletter popup opens by its delay on the journal and, once closed, not again on reload', async ({
  page,
}) => {
  await page.goto('/blog/');
  const dialog = page.getByRole('dialog', { name: 'The Atelier letter' });
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 8000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'pum-32652'),
  ).toMatchObject({
    path: '/',
    sameSite: 'Lax',
  });
  await page.reload();
  await page.waitForTimeout(6000);
  await expect(dialog).toBeHidden();
});

test('POP-001 POP-006 POP-008 the enquiry popup holds the enquiry form: sent, then it closes by itself and focus returns', async ({
  page,
}) => {
  await page.goto('/shop/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const link = page.getByRole('link', { name: 'Make an enquiry' });
  // Without JavaScript the link is the contact page.
  await expect(link).toHaveAttribute('href', '/contact/');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Make an enquiry' });
  await expect(dialog).toBeVisible();
  const opened = Date.now();
  const form = dialog.locator('form.wpcf7-form');
  // The form's own code arrives with the first open; it then rests in init (CF-013).
  await expect(form).toHaveAttribute('data-status', 'init');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel('Your name *').fill('Ana Sousa');
  await dialog.getByLabel('Email *').fill('ana@example.org');
  await dialog
    .getByLabel('Your message *')
    .fill('Do you have more works by Inês Valadares in the gallery this month?');
  const send = dialog.getByRole('button', { name: 'Send enquiry' });
  // CF-014: the privacy box first.
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
  await expect(send).toBeEnabled();
  // A person takes a moment to write (the minimum fill time, ADR 0016).
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - opened)));
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you' }).first()).toBeVisible();
  // POP-008: the popup heard the form's wpcf7mailsent and closes after its delay.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(link).toBeFocused();
});

test('POP-014 POP-020 POP-012 signing up in the newsletter popup: the message, the year-long cookie, and the popup closes', async ({
  page,
}) => {
  await page.goto('/blog/');
  const dialog = page.getByRole('dialog', { name: 'The Atelier letter' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByLabel(/Email address/).fill(`reader-${Date.now()}@example.org`);
  await dialog.getByRole('checkbox', { name: /agree to receive/ }).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText(/check your inbox/i)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  const cookie = (await page.context().cookies()).find((each) => each.name === 'pum-32652');
  expect(cookie?.path).toBe('/');
  // A year, not the 30 days of a plain close (POP-020).
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
  await page.reload();
  await page.waitForTimeout(6000);
  await expect(dialog).toBeHidden();
});
