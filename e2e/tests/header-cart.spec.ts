import { expect, test } from '@playwright/test';
import { visitorAjaxNonce } from './fixtures';

test('CART-012 CART-014 removing from the mini cart blocks the row with a fading overlay, then refreshes in place', async ({
  page,
}) => {
  await page.goto('/shop/?orderby=price-desc');
  const productPath = await page
    .locator('.artwork-card')
    .filter({ hasNot: page.locator('.badge') })
    .locator('a[href^="/product/"]')
    .first()
    .getAttribute('href');
  await page.goto(productPath ?? '/');
  const nonce = await visitorAjaxNonce(page);
  const added = await page.evaluate(async (security) => {
    const response = await fetch('/api/shop-ajax', {
      method: 'POST',
      body: new URLSearchParams({
        action: 'add_to_cart',
        product_id: window.dtLocal?.postID ?? '',
        security,
      }),
    });
    return (await response.json()).cart.itemCount as number;
  }, nonce);
  expect(added).toBe(1);
  await page.reload();
  await expect(page.locator('.header-cart .cart-count')).toHaveText('1');

  // Hold the removal so the blocked state can be looked at. One gate for every held request,
  // made before any arrives: a resolver assigned by the route handler was a no-op when the
  // release came before the request reached the route (or was overwritten by a second request),
  // and the removal then hung.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop-ajax', async (route) => {
    await released;
    await route.continue();
  });
  await page.locator('.header-cart').hover();
  const row = page.locator('.header-cart .mini-cart__item').first();
  await expect(row).toBeVisible();
  const overlay = () =>
    row.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return {
        duration: style.transitionDuration.split(',')[0],
        zIndex: style.zIndex,
        opacity: style.opacity,
      };
    });
  expect(await overlay()).toMatchObject({ duration: '0.4s', zIndex: '1000', opacity: '0' });
  await row.locator('a.remove_from_cart_button').click();
  await expect(row).toHaveClass(/is-blocked/);
  expect((await overlay()).duration).toBe('0.2s');
  await expect.poll(async () => (await overlay()).opacity).toBe('1');

  release();
  await expect(page.locator('.header-cart .cart-count')).toHaveText('0');
  await expect(page.locator('.header-cart .mini-cart__empty')).toHaveText(
    'No artworks in the cart yet.',
  );
  expect(page.url()).toContain(productPath ?? '');
});
