import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, firstPostPath, firstProductPath } from './fixtures';

const fixedRoutes = [
  '/',
  '/shop/',
  '/shop/?category=painting',
  '/cart/',
  '/checkout/',
  '/contact/',
  '/commission/',
  '/framing-calculator/',
  '/portfolio/',
  '/albums/',
  '/media/',
  '/blog/',
  '/testimonials/',
  '/polls/favourite-frame/',
  '/quiz/',
  // Issue 15: the account pages a signed-out visitor sees.
  '/my-account/login/',
  '/my-account/register/',
  '/my-account/lost-password/',
  '/no/such/page/',
];

for (const route of fixedRoutes) {
  test(`no serious accessibility violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('no serious accessibility violations on a product page', async ({ page }) => {
  await page.goto(await firstProductPath(page));
  await expectNoSeriousAxeViolations(page);
});

test('no serious accessibility violations on a journal entry and its dated archive', async ({
  page,
}) => {
  await page.goto(await firstPostPath(page));
  await expectNoSeriousAxeViolations(page);
  const archive = await page.locator('.article__meta a').getAttribute('href');
  await page.goto(archive ?? '/');
  await expectNoSeriousAxeViolations(page);
});

test('no serious accessibility violations with the mobile menu and the search overlay open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Close the menu' }).click();
  await page.locator('.mini-search__submit').click();
  await expectNoSeriousAxeViolations(page);
});

test('MISC-007 the shell is keyboard-complete: skip link, menu, search, top bar toggle', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const toggle = page.locator('.top-bar__toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.locator('.mini-search__submit').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Search works, artists, the journal and projects')).toBeFocused();
});
