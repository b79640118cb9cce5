import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const PRINT = '/product/tide-table/';

const gallery = (page: Page) => page.getByRole('region', { name: /^Pictures of / });
const thumbs = (page: Page) =>
  gallery(page).getByRole('list', { name: 'Choose a picture' }).getByRole('link');
const slide = (page: Page, name: RegExp) => gallery(page).getByRole('figure', { name });

/** The slide the strip shows: its left edge lines up with the strip's. */
async function shownSlide(page: Page): Promise<string | null> {
  return page.locator('.product-gallery__strip').evaluate((strip) => {
    const left = strip.getBoundingClientRect().left;
    const shown = Array.from(strip.children).find(
      (child) => Math.abs(child.getBoundingClientRect().left - left) < 2,
    );
    return shown?.getAttribute('aria-label') ?? null;
  });
}

test.describe('product gallery', () => {
  test('shows the work, its close-up and the room view; the keyboard and the buttons move between them', async ({
    page,
  }) => {
    await page.goto(PRINT);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(thumbs(page)).toHaveCount(3);
    await expect(slide(page, /^1 of 3/).locator('img')).toBeVisible();
    // The generated views really load: a decoded picture, not a broken one.
    for (const name of [/^2 of 3: Detail/, /^3 of 3: In a room/]) {
      const width = await slide(page, name)
        .locator('img')
        .evaluate(async (image: HTMLImageElement) => {
          image.loading = 'eager';
          await image.decode();
          return image.naturalWidth;
        });
      expect(width).toBeGreaterThan(0);
    }

    await thumbs(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs(page).nth(1)).toBeFocused();
    await expect(thumbs(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => shownSlide(page)).toBe('2 of 3: Detail of the surface');
    await expect(gallery(page).getByText('Picture 2 of 3: Detail of the surface')).toBeAttached();

    await page.keyboard.press('End');
    await expect.poll(() => shownSlide(page)).toBe('3 of 3: In a room, to scale');

    // Two quick clicks go two views on, even while the strip is still gliding.
    await page.keyboard.press('Home');
    await expect.poll(() => shownSlide(page)).toBe('1 of 3: The whole work');
    const next = gallery(page).getByRole('button', { name: 'Next picture' });
    await next.click();
    await next.click();
    await expect.poll(() => shownSlide(page)).toBe('3 of 3: In a room, to scale');
    await expect(thumbs(page).nth(2)).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousAxeViolations(page);
  });

  test('without JavaScript the thumbnails still show their view', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PRINT);
    await expect(gallery(page).getByRole('button')).toHaveCount(0);
    await thumbs(page).nth(2).click();
    await expect(page).toHaveURL(/#product-view-3$/);
    await expect.poll(() => shownSlide(page)).toBe('3 of 3: In a room, to scale');
    await context.close();
  });
});
