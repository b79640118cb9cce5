import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/**
 * Tide Table is the demo print with known cases: A4 + Walnut is not made, A3 + Black has 3 left
 * (at or below the stock label threshold) and A4 + Unframed has 42.
 */
const PRINT = '/product/tide-table/';

const group = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });
const swatch = (page: Page, groupName: RegExp, itemName: string) =>
  group(page, groupName).getByRole('radio', { name: itemName, exact: true });
const cartCount = (page: Page) => page.locator('.header-cart .cart-count');
const price = (page: Page) => page.locator('.variation-form__price');

/** An original that is still for sale, as the shop lists it. */
async function availableOriginal(page: Page): Promise<string> {
  await page.goto('/shop/?category=painting');
  for (const href of await page
    .locator('.artwork-card a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    await page.goto(href);
    if ((await page.locator('.single-item-form').count()) > 0) return href;
  }
  throw new Error('No original is for sale in the painting category.');
}

/** Set on the window: still there after an action means the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('product page swatches', () => {
  test('SW-001 SW-003 SW-005 SW-006 SW-009 choosing swatches updates the label, the select, the price and the stock label', async ({
    page,
  }) => {
    await page.goto(PRINT);
    await expect(page.getByRole('radiogroup')).toHaveCount(2);
    await expect(price(page)).toHaveText(/^€\d+ – €\d+$/);
    const rangeBefore = await price(page).textContent();

    await swatch(page, /^Size/, 'A4').click();
    await expect(page.locator('#swatch-label-size')).toHaveText('Size: A4');
    await expect(page.locator('select[name="attribute_size"]')).toHaveValue('a4');
    await expect(swatch(page, /^Size/, 'A4')).toHaveAttribute('aria-checked', 'true');
    // SW-004 / SW-008: A4 is not framed in walnut.
    await expect(swatch(page, /^Frame/, 'Walnut')).toHaveClass(/swatch--unavailable/);

    await swatch(page, /^Frame/, 'Unframed').click();
    await expect(page.locator('#swatch-label-frame')).toHaveText('Frame: Unframed');
    await expect(price(page)).toHaveText(/^€\d+$/);
    expect(await price(page).textContent()).not.toBe(rangeBefore);
    await expect(page.locator('.variation-form__stock')).toHaveCount(0);
    const variationId = await page
      .locator('.single_add_to_cart_button')
      .getAttribute('data-variation_id');
    expect(variationId).toMatch(/^\d+$/);

    await swatch(page, /^Size/, 'A3').click();
    await swatch(page, /^Frame/, 'Black').click();
    await expect(page.locator('#swatch-label-frame')).toHaveText('Frame: Black');
    await expect(page.locator('.variation-form__stock')).toHaveText(/^[1-5] left$/);
    await expect(page.locator('.single_add_to_cart_button')).not.toHaveAttribute(
      'data-variation_id',
      variationId ?? '',
    );

    // SW-006: choosing walnut (not made in A4) after A4 keeps walnut and clears the size.
    await swatch(page, /^Size/, 'A4').click();
    await swatch(page, /^Frame/, 'Walnut').click();
    await expect(page.locator('#swatch-label-frame')).toHaveText('Frame: Walnut');
    await expect(page.locator('#swatch-label-size')).toHaveText('Size:');
  });

  test('SW-001 the swatches are a keyboard radio group: one tab stop, arrows choose, visible focus', async ({
    page,
  }) => {
    await page.goto(PRINT);
    await swatch(page, /^Size/, 'A3').click();
    await swatch(page, /^Frame/, 'Unframed').focus();
    await page.keyboard.press('ArrowRight');
    const black = swatch(page, /^Frame/, 'Black');
    await expect(black).toBeFocused();
    await expect(black).toHaveAttribute('aria-checked', 'true');
    await expect(black).toHaveAttribute('tabindex', '0');
    await expect(group(page, /^Frame/).locator('[tabindex="0"]')).toHaveCount(1);
    const outline = await black.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await expect(page.locator('#swatch-label-frame')).toHaveText('Frame: Black');
  });

  test('no serious accessibility violations on a print page, before and after adding to the cart', async ({
    page,
  }) => {
    await page.goto(PRINT);
    await expectNoSeriousAxeViolations(page);
    await swatch(page, /^Size/, 'A4').click();
    await swatch(page, /^Frame/, 'Unframed').click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('add to cart', () => {
  test('CART-002 CART-005 CART-006 SHOP-003 SHOP-004 adding updates the header count in place; View cart follows the button; removing from the mini cart drops the count', async ({
    page,
  }) => {
    await page.goto(PRINT);
    await markDocument(page);
    await expect(cartCount(page)).toHaveText('0');
    await swatch(page, /^Size/, 'A4').click();
    await swatch(page, /^Frame/, 'Unframed').click();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');

    const request = page.waitForRequest('**/api/shop-ajax');
    const button = page.locator('.single_add_to_cart_button');
    await button.click();
    const posted = new URLSearchParams((await request).postData() ?? '');
    expect(posted.get('action')).toBe('add_to_cart');
    expect(posted.get('product_id')).toBe(await button.getAttribute('data-product_id'));
    expect(posted.get('variation_id')).toBe(await button.getAttribute('data-variation_id'));
    expect(posted.get('quantity')).toBe('2');
    // The page is shared (ADR 0011): its button has no nonce, the call carries the visitor's.
    expect(await button.getAttribute('data-security')).toBe('');
    expect(posted.get('security')).toMatch(/^[\w-]{20}$/);
    expect(posted.get('attribute_size')).toBe('a4');

    await expect(button).toHaveText('Added to cart');
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.single_add_to_cart_button + a.added_to_cart')).toHaveText(
      'View cart',
    );
    await expect(cartCount(page)).toHaveText('2');
    expect(await sameDocument(page)).toBe(true);

    await page.locator('.header-cart').hover();
    const remove = page.locator('.header-cart a.remove_from_cart_button');
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(cartCount(page)).toHaveText('0');
    expect(await sameDocument(page)).toBe(true);
  });

  test('CART-007 a refused add shows its reason on the product page itself (one original, added twice)', async ({
    page,
  }) => {
    const path = await availableOriginal(page);
    await markDocument(page);
    const button = page.locator('.single_add_to_cart_button');
    await button.click();
    await expect(cartCount(page)).toHaveText('1');
    await button.click();
    await expect(page.getByRole('alert')).toContainText('You cannot add that amount');
    await expect(page).toHaveURL(path);
    await expect(cartCount(page)).toHaveText('1');
    expect(await sameDocument(page)).toBe(true);
  });

  test('CART-001 without JavaScript the form adds to the cart natively, and explains a refusal', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PRINT);
    // The swatches need JavaScript: the selects they mirror take their place.
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Size' }).selectOption('a3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please choose a size and frame before adding this print to your cart.',
    );
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveValue('a3');

    await page.getByRole('combobox', { name: 'Frame' }).selectOption('unframed');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(PRINT);
    await expect(page.locator('.shop-notice')).toContainText(
      '2 × “Tide Table” have been added to your cart.',
    );

    // The notice belongs to that one page view.
    await page.reload();
    await expect(page.locator('.shop-notice')).toHaveCount(0);
    // Shared pages show the cart count from a script (ADR 0011); without one, the cart page,
    // which is the visitor's own, shows what the cart holds.
    await page.goto('/cart/');
    await expect(page.locator('input[name^="quantity["]')).toHaveValue('2');
    await context.close();
  });
});

test.describe('shop page pieces', () => {
  test('SHOP-006 SHOP-007 SHOP-008 the store notice, once dismissed, stays hidden after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Store notice' });
    await expect(notice).toContainText('Free shipping in Portugal and the EU on orders over €300');
    await notice.getByRole('button', { name: /dismiss/i }).click();
    await expect(notice).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) =>
      candidate.name.startsWith('store_notice'),
    );
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.path).toBe('/');
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('SHOP-011 SHOP-012 a device pixel ratio of 2 is saved for 7 days and the page reloads exactly once', async ({
    browser,
  }) => {
    const context = await browser.newContext({ deviceScaleFactor: 2 });
    const page = await context.newPage();
    // Count navigations of the page itself: a reload can start before the first load event.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.goto(PRINT);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'devicePixelRatio')?.value)
      .toBe('2');
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(loads).toBe(2);
    const cookie = (await context.cookies()).find((c) => c.name === 'devicePixelRatio');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(7 * 86_400 - 120);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400);
    await context.close();
  });
});
