import { expect, test, type Page } from '@playwright/test';

/**
 * The page is live (hydrated): before that, clicks and keys reach no React handler. Issue 20:
 * the main menu's code is a chunk of its own that hydrates when it arrives, so wait for it too.
 */
async function gotoLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('#main-navigation .main-nav__list--live')).toBeAttached();
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('issue 12: opening moves focus into the menu and Tab walks its links (and sub-level buttons) in order', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Issue 20: each parent's link is followed by the button that opens its sub-level.
    const controls = menu.locator('a[href]:visible, button:visible');
    await expect(controls.first()).toBeFocused();
    const count = await controls.count();
    expect(count).toBe(11);
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(controls.nth(index)).toBeFocused();
    }
  });

  test('issue 12: Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('issue 12: a tap outside closes the menu and returns focus to the toggle', async ({
    page,
  }) => {
    // The albums page: pictures and captions, plenty of page that is no control.
    await gotoLive(page, '/albums/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    // Below the open panel, a spot of the page that is no control (a tap there focuses nothing).
    const panel = await menu.boundingBox();
    const spot = await page.evaluate(
      (top) => {
        for (let y = Math.ceil(top) + 12; y < window.innerHeight - 4; y += 8) {
          const target = document.elementFromPoint(8, y);
          if (target && !target.closest('a, button, input, select, textarea, label, summary'))
            return { x: 8, y };
        }
        return null;
      },
      (panel?.y ?? 0) + (panel?.height ?? 0),
    );
    expect(spot).not.toBeNull();
    await page.mouse.click(spot?.x ?? 0, spot?.y ?? 0);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  });

  test('issue 12: Tab past the last link closes the menu instead of leaving it over the page', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    // Issue 20: the last control is the last parent's sub-level button.
    await menu.locator('a[href]:visible, button:visible').last().focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
  });

  test('issue 12: following a menu link closes it and focuses the new page heading', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Journal' })
      .press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test('issue 12: after a client-side navigation focus goes to the new page heading, and the page is announced', async ({
  page,
}) => {
  await gotoLive(page, '/');
  // Not on the first load: the document starts where the browser starts it.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journal' })
    .click();
  await expect(page).toHaveURL(/\/blog\/$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /Journal/ })).toHaveCount(1);
  // Keyboard users continue from the heading, into the page's own content.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() =>
    document.getElementById('main')?.contains(document.activeElement),
  );
  expect(next).toBe(true);
});

test('issue 12: a query change that keeps the focused control leaves focus where it is', async ({
  page,
}) => {
  await gotoLive(page, '/shop/');
  const ordering = page.getByRole('combobox', { name: /sort|order/i }).first();
  await ordering.focus();
  await ordering.selectOption({ index: 2 });
  await expect(page).toHaveURL(/orderby=/);
  await expect(ordering).toBeFocused();
});
