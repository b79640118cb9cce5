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

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`SHOP-002 the cart icon sits on the line of the search, account and menu icons (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/viewing-room/');
    await page.locator('html[data-hydrated]').waitFor();
    const middle = async (selector: string) => {
      const box = await page.locator(`.site-header ${selector} svg`).boundingBox();
      if (!box) throw new Error(`${selector} has no icon on screen`);
      return box.y + box.height / 2;
    };
    const cart = await middle('.header-cart__link');
    const others = ['.mini-search__submit', '.header-account'];
    // The menu toggle shows only on narrower screens.
    if (await page.locator('.site-header .menu-toggle').isVisible()) others.push('.menu-toggle');
    for (const selector of others) {
      expect(Math.abs(cart - (await middle(selector))), selector).toBeLessThanOrEqual(1);
    }
  });
}

test('SHOP-005 once focus leaves the header cart, its dropdown takes no click or focus while it fades, then hides', async ({
  page,
}) => {
  await page.goto('/viewing-room/');
  await page.locator('html[data-hydrated]').waitFor();
  // The fade slowed a hundredfold (15 s), so what the dropdown does while it fades is there to
  // be looked at, even on a loaded machine.
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
  const dropdown = page.locator('.header-cart__dropdown');
  await page.locator('.header-account').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.header-cart__link')).toBeFocused();
  await expect(dropdown).toBeVisible();
  await expect(dropdown).toContainText('No artworks in the cart yet.');
  await page.keyboard.press('Tab');
  await expect(page.locator('.header-cart__link')).not.toBeFocused();
  const whileFading = await dropdown.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const probe = document.createElement('a');
    probe.href = '#probe';
    probe.textContent = 'probe';
    element.append(probe);
    probe.focus();
    const focusable = document.activeElement === probe;
    probe.remove();
    return { clickable: hit !== null && element.contains(hit), focusable };
  });
  // Before the fix, both were true here: the panel, still visible while it faded, took both.
  expect(whileFading).toEqual({ clickable: false, focusable: false });
  await session.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await expect(dropdown).toBeHidden();
});
