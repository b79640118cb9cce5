import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/**
 * Issue 20, ADR 0026: accordion and toggle blocks on "Questions and answers" (ACC-001…003): the
 * WAI-ARIA accordion by keyboard, the one-open rule, the out-of-range start index, the scroll to
 * an opened item on a phone, and native <details> without JavaScript.
 */

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

test.describe('accordions', () => {
  test('ACC-001 ACC-002 by keyboard: Enter and Space open and close, one answer open at a time', async ({
    page,
  }) => {
    await hydrated(page, '/faq/');
    const shipping = page.locator('section.faq-page__group').filter({
      has: page.getByRole('heading', { level: 2, name: 'Shipping' }),
    });
    const packed = shipping.getByRole('button', { name: 'How are works packed?' });
    const cost = shipping.getByRole('button', { name: 'What does shipping cost?' });
    // The enhanced accordion: a heading holding a button that says whether it is open.
    await expect(packed).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('heading', { level: 3, name: 'How are works packed?' }),
    ).toHaveCount(1);
    const panelId = await packed.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await packed.focus();
    await page.keyboard.press('Enter');
    await expect(packed).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(page.getByRole('region', { name: 'How are works packed?' })).toContainText(
      'crate',
    );

    // Tab to the next question and open it with Space: the first one closes (one open).
    await page.keyboard.press('Tab');
    await expect(cost).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(packed).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(shipping.locator('button[aria-expanded="true"]')).toHaveCount(1);

    // Space again closes it: none open.
    await page.keyboard.press('Space');
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await expect(shipping.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('ACC-002 a group whose start index is in range opens that item; out of range opens none', async ({
    page,
  }) => {
    await hydrated(page, '/faq/');
    const buying = page.locator('section.faq-page__group').filter({
      has: page.getByRole('heading', { level: 2, name: 'Buying a work' }),
    });
    await expect(buying.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await expect(
      buying.getByRole('button', {
        name: 'What is the difference between an original and an edition?',
      }),
    ).toHaveAttribute('aria-expanded', 'true');
    // The commissions group names item 7 of 3.
    const commissions = page.locator('section.faq-page__group').filter({
      has: page.getByRole('heading', { level: 2, name: 'Commissions' }),
    });
    await expect(commissions.locator('button[aria-expanded]')).toHaveCount(3);
    await expect(commissions.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('ACC-001 toggles open and close on their own', async ({ page }) => {
    await hydrated(page, '/faq/');
    const first = page.getByRole('button', { name: 'How do I hear about new exhibitions?' });
    const second = page.getByRole('button', { name: 'I am an artist. Can I show you my work?' });
    await first.focus();
    await page.keyboard.press('Enter');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test('ACC-003 an item opens over 600 ms', async ({ page }) => {
    await hydrated(page, '/faq/');
    const button = page.getByRole('button', { name: 'Which frames can I choose?' });
    const panelId = await button.getAttribute('aria-controls');
    const seen = await page.evaluate(async (id) => {
      const panel = document.getElementById(id ?? '');
      document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)?.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const durations = (panel?.getAnimations() ?? []).map(
        (animation) => animation.effect?.getComputedTiming().duration,
      );
      const early = panel?.getBoundingClientRect().height ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return { durations, early, full: panel?.getBoundingClientRect().height ?? 0 };
    }, panelId);
    // The panel's height animation is the spec's 600 ms; a frame in, it is still growing.
    expect(seen.durations).toEqual([600]);
    expect(seen.full).toBeGreaterThan(20);
    expect(seen.early).toBeLessThan(seen.full);
  });

  test('ACC-003 on a phone, an opened item whose heading went off screen is scrolled to', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 500 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await hydrated(page, '/faq/');
    const buying = page.locator('section.faq-page__group').filter({
      has: page.getByRole('heading', { level: 2, name: 'Buying a work' }),
    });
    // The first answer starts open; open the last one (the first closes), scroll past the
    // first question, then open it again: its heading is above the screen.
    const first = buying.getByRole('button', {
      name: 'What is the difference between an original and an edition?',
    });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const last = buying.getByRole('button', { name: 'How can I pay?' });
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    // Scroll so the first question's heading is above the viewport, then open it by keyboard.
    await page.evaluate(() => {
      const heading = document
        .querySelector('[aria-controls$="-original-or-edition-panel"]')
        ?.closest('h3');
      if (heading) window.scrollBy(0, heading.getBoundingClientRect().bottom + 200);
    });
    const headingTop = () =>
      page.evaluate(
        () =>
          document
            .querySelector('[aria-controls$="-original-or-edition-panel"]')
            ?.closest('h3')
            ?.getBoundingClientRect().top ?? Number.NaN,
      );
    expect(await headingTop()).toBeLessThan(0);
    await first.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // After the 600 ms animation, a 900 ms scroll brings the heading 40 px below the top.
    await expect
      .poll(async () => Math.abs((await headingTop()) - 40), { timeout: 5000 })
      .toBeLessThanOrEqual(3);
    await context.close();
  });

  test('ACC-001 without JavaScript the answers are native details: they open, one per group', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq/');
    const shipping = page.locator('section.faq-page__group').filter({
      has: page.getByRole('heading', { level: 2, name: 'Shipping' }),
    });
    const details = shipping.locator('details');
    await expect(details).toHaveCount(4);
    const packed = shipping.locator('summary', { hasText: 'How are works packed?' });
    await packed.focus();
    await page.keyboard.press('Enter');
    await expect(details.nth(0)).toHaveAttribute('open', '');
    await expect(shipping.getByText('insured for their full value')).toBeVisible();
    await shipping.locator('summary', { hasText: 'What does shipping cost?' }).click();
    await expect(details.nth(1)).toHaveAttribute('open', '');
    // The group shares a name: the browser closes the other one.
    await expect(details.nth(0)).not.toHaveAttribute('open', '');
    await context.close();
  });

  test('the FAQ page has no serious accessibility violations, closed and open', async ({
    page,
  }) => {
    await hydrated(page, '/faq/');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Is the gallery accessible?' }).click();
    await expectNoSeriousAxeViolations(page);
  });

  test('the FAQ page on a phone has no serious accessibility violations', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await hydrated(page, '/faq/');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
