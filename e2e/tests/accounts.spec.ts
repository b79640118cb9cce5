import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousAxeViolations } from './fixtures';

/**
 * Issue 15: customer accounts and the two-factor login, as a visitor uses them in Chromium. The
 * demo customer's password and TOTP secret are public demo values (README, `npm run db:seed`);
 * the code is computed here with otpauth, as an authenticator app would.
 */
const DEMO = {
  email: 'collector@atelier.example',
  password: 'Gallery-Visit-2026!',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/**
 * A code the server has not taken yet: the code of the next 30-second step (the ±1 window
 * accepts it), so a test run right after another one's sign-in still has a fresh code.
 */
function nextTotpCode(offsetSteps = 1) {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(DEMO.totpSecret),
  }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

function loginForm(page: Page) {
  return page.locator('form[data-form-id="33604"]');
}

test.describe('customer accounts', () => {
  test('issue 15: the header links to the account; signed out, it leads to the login page, which has no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/my-account\/login\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(loginForm(page)).toHaveAttribute('data-hydrated', 'true');
    await expectNoSeriousAxeViolations(page);
  });

  test('issue 15: register → the account page, signed in; sign out', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/my-account/register/');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Harbour-Lights-2026!');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/my-account/');
    await expect(page).toHaveURL(/\/my-account\/login\/$/);
  });

  test('TFA-002 TFA-004 login with two-factor: the dialog opens on the app code, a wrong code shows an error (TFA-003), the right one signs in', async ({
    page,
  }) => {
    await page.goto('/my-account/login/');
    const form = loginForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Email address').fill(DEMO.email);
    await form.getByLabel('Password').fill(DEMO.password);
    await form.getByRole('button', { name: 'Sign in' }).click();

    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await expect(dialog).toBeVisible();
    const codeBox = dialog.getByLabel('Authentication code');
    await expect(codeBox).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    // TFA-005: the other ways are offered by link.
    await expect(dialog.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();

    await codeBox.fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(
      dialog.getByText('That code is not right. Please check it and try again.'),
    ).toBeVisible();

    await codeBox.fill(nextTotpCode());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByText(`Signed in as ${DEMO.email}`)).toBeVisible();
    await expect(page.getByText(/Two-factor login is on\./)).toBeVisible();
  });
});

test.describe('customer accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('TFA-001 set up two-factor login on the account page, then sign in through the second step the server renders', async ({
    page,
  }) => {
    const email = `e2e-nojs-${Date.now()}@example.com`;
    await page.goto('/my-account/register/');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Harbour-Lights-2026!');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('button', { name: 'Set up two-factor login' }).click();
    // The QR code and, for typing in, the key.
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret =
      (await page.locator('.account-setup__manual dd code').first().textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeOf = (offsetSteps: number) =>
      new TOTP({
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
        secret: Secret.fromBase32(secret),
      }).generate({
        timestamp: Date.now() + offsetSteps * 30_000,
      });
    await page.getByLabel('Code from the app').fill(codeOf(0));
    await page.getByRole('button', { name: 'Turn two-factor login on' }).click();
    await expect(page.locator('.account-codes__list li')).toHaveCount(10);
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.goto('/my-account/login/');
    await loginForm(page).getByLabel('Email address').fill(email);
    await loginForm(page).getByLabel('Password').fill('Harbour-Lights-2026!');
    await loginForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    // The code that confirmed the set-up is used; the next step's code is new.
    await page.getByLabel('Code from your authenticator app').fill(codeOf(1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });
});
