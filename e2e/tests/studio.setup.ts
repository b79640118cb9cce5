import { expect, test as setup } from '@playwright/test';
import { OWNER_STATE, ownerTotpCode, STUDIO_OWNER } from './studio-owner';

/**
 * Issue 21: the owner signs in with two-factor login, as a person would, and lands in the
 * studio; the browser state is kept for the studio tests (a TOTP step is taken once only, so
 * signing in again in every test would wait for new codes).
 */
setup(
  'issue 21: the owner signs in with two-factor login and opens the studio',
  async ({ page }) => {
    // Signed out, the studio sends the visitor to the login page, which comes back after.
    await page.goto('/studio/');
    await expect(page).toHaveURL(/\/my-account\/login\/\?redirect_to=%2Fstudio%2F$/);
    const form = page.locator('form[data-form-id="33604"]');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Email address').fill(STUDIO_OWNER.email);
    await form.getByLabel('Password').fill(STUDIO_OWNER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByLabel('Authentication code').fill(ownerTotpCode());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // The login form posts the address's redirect_to, so the sign-in lands where the owner was
    // going; the account page also leads an owner to the studio.
    await expect(page).toHaveURL(/\/studio\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${STUDIO_OWNER.email}`)).toBeVisible();
    await page.context().storageState({ path: OWNER_STATE });
  },
);
