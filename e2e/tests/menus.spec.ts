import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/**
 * Issue 20, the menus (ADR 0025): the main menu's sub-menus on hover, click, keys and touch,
 * the phone panel's drill-down, the floating menu, the footer's select menu and the search
 * overlay, keyboard only where a visitor would use keys.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The page is live (hydrated), and so are the main menu and the select menu, whose code is in
 * chunks of their own that hydrate when they arrive: before that, clicks and keys reach no React
 * handler.
 */
async function gotoLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('#main-navigation .main-nav__list--live')).toBeAttached();
  // …and the footer's select menu, whose code is a chunk of its own too.
  await expect(page.locator('form.select-menu[data-live]')).toBeAttached();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });

/** The delays and durations of the CSS transitions running on an element, in ms. */
async function transitionTimings(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) =>
    element.getAnimations().map((animation) => {
      const timing = animation.effect?.getTiming();
      return {
        property: (animation as CSSTransition).transitionProperty,
        delay: Number(timing?.delay ?? 0),
        duration: Number(timing?.duration ?? 0),
      };
    }),
  );
}

test.describe('the desktop main menu', () => {
  test.use({ viewport: DESKTOP });

  test("NAV-001 the server's menu stays in place while the page goes live, however late the menu's code comes", async ({
    page,
  }) => {
    // The menu's chunk comes 1.5 s late: until then the server's links must stay, never a gap.
    await page.route('**/assets/main-menu-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { menuLinkCounts: number[] }).menuLinkCounts = seen;
      new MutationObserver(() => {
        seen.push(document.querySelectorAll('#main-navigation a').length);
      }).observe(document, { childList: true, subtree: true });
    });
    const menuCode = page.waitForResponse(/\/assets\/main-menu-[^/]*\.js$/);
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(mainMenu(page).getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await menuCode;
    await expect(page.locator('#main-navigation [aria-expanded]').first()).toBeVisible();
    const counts = await page.evaluate(
      () => (window as unknown as { menuLinkCounts: number[] }).menuLinkCounts,
    );
    const first = counts.findIndex((count) => count > 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(counts.slice(first)).not.toContain(0);
  });

  test('NAV-002 NAV-003 hover shows a sub-menu after 100 ms over 150 ms, and hides it 150 ms after the pointer leaves', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const sub = page.locator('#main-nav-sub-1');
    await expect(sub).toBeHidden();
    await mainMenu(page).getByRole('link', { name: 'Shop', exact: true }).hover();
    const showing = await transitionTimings(page, '#main-nav-sub-1');
    const opacityIn = showing.find((each) => each.property === 'opacity');
    // Read while the transition runs, or (on a slow machine) from the stylesheet once it ended.
    if (opacityIn) expect(opacityIn).toMatchObject({ delay: 100, duration: 150 });
    await expect(sub.getByRole('link', { name: 'Framing calculator' })).toBeVisible();
    // The stylesheet's own figures, whatever the machine's speed: shown after 100 ms over 150 ms.
    const style = () => sub.evaluate((element) => getComputedStyle(element).transition);
    expect(await style()).toMatch(/opacity 0\.15s (ease )?0\.1s/);
    // Leave once it has fully shown: a transition reversed midway is shortened by the browser
    // (CSS Transitions' reversing rule), which would hide the figures the stylesheet sets.
    await expect.poll(() => sub.evaluate((element) => element.getAnimations().length)).toBe(0);
    await page.mouse.move(5, 600);
    const hiding = await transitionTimings(page, '#main-nav-sub-1');
    const opacityOut = hiding.find((each) => each.property === 'opacity');
    if (opacityOut) expect(opacityOut).toMatchObject({ delay: 150, duration: 150 });
    await expect(sub).toBeHidden();
    // …and hidden 150 ms after the pointer left, over 150 ms.
    expect(await style()).toMatch(/opacity 0\.15s (ease )?0\.15s/);
  });

  test('NAV-001 NAV-002 keyboard only: the parent button opens its sub-menu, arrows move, Escape closes and returns focus, Tab leaves', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await page.getByRole('link', { name: 'Atelier, home' }).focus();
    await page.keyboard.press('Tab'); // Home
    await page.keyboard.press('Tab'); // Shop
    await expect(mainMenu(page).getByRole('link', { name: 'Shop', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const shopButton = mainMenu(page).getByRole('button', { name: 'Shop pages' });
    await expect(shopButton).toBeFocused();
    await expect(shopButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(shopButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'All works' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Framing calculator' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shopButton).toBeFocused();
    await expect(shopButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#main-nav-sub-1')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(
      mainMenu(page).getByRole('link', { name: 'Collection', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Portfolio' })).toBeFocused();
    // Tab walks the sub-menu and on out of it, which closes it.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Journal', exact: true })).toBeFocused();
    await expect(mainMenu(page).getByRole('button', { name: 'Collection pages' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('NAV-002 the current page and its parent are marked, on a top-level page after hydration too', async ({
    page,
  }) => {
    await gotoLive(page, '/shop/');
    const shop = mainMenu(page).getByRole('link', { name: 'Shop', exact: true });
    await expect(shop).toHaveAttribute('aria-current', 'page');
    await expect(shop).toHaveClass(/main-nav__link--active/);
    await gotoLive(page, '/albums/');
    const collection = mainMenu(page).getByRole('link', { name: 'Collection', exact: true });
    await expect(collection).toHaveClass(/main-nav__link--active/);
    await expect(collection).not.toHaveAttribute('aria-current', /.*/);
    await expect(
      mainMenu(page).getByRole('link', { name: 'Albums', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).not.toHaveClass(
      /main-nav__link--active/,
    );
  });

  test('NAV-002 axe with a sub-menu open', async ({ page }) => {
    await gotoLive(page, '/');
    await mainMenu(page).getByRole('button', { name: 'About pages' }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Visit us' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('NAV-009 NAV-010 DEC-21 the floating menu appears past the header, marks the page, and goes when scrolled back', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const floating = page.getByRole('navigation', { name: 'Main (floating)' });
    const html = page.locator('html');
    await expect(page.getByTestId('floating-menu')).toBeAttached();
    await expect(floating).toBeHidden();
    await expect(html).not.toHaveAttribute('data-floating-menu', /.*/);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(floating).toBeVisible();
    await expect(html).toHaveAttribute('data-floating-menu', 'shown');
    await expect(floating.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // The floating menu's search button opens the search overlay, by keyboard.
    await page
      .getByTestId('floating-menu')
      .getByRole('button', { name: 'Search the collection' })
      .focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Search works, artists, the journal and projects');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(floating).toBeHidden();
    await expect(html).not.toHaveAttribute('data-floating-menu', /.*/);
    // Hidden, it takes no focus.
    await expect(page.getByTestId('floating-menu')).toHaveAttribute('inert', '');
  });

  test('NAV-009 NAV-010 DEC-21 a link reached by Shift+Tab stops below the floating menu, not under it', async ({
    page,
  }) => {
    await gotoLive(page, '/shop/');
    const cards = page.locator('main a[href^="/product/"]');
    await cards.last().focus();
    await expect(page.locator('html')).toHaveAttribute('data-floating-menu', 'shown');
    // Back up the grid by keyboard: each link the browser scrolls to must clear the bar.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const top = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top);
      const barBottom = await page
        .getByTestId('floating-menu')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      if ((await page.locator('html').getAttribute('data-floating-menu')) === 'shown')
        expect(top).toBeGreaterThanOrEqual(barBottom);
    }
  });

  test('NAV-011 the search overlay opens from the mini-search button and closes with its close control, keyboard only', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await page.locator('.mini-search__submit').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the gallery' });
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Search works, artists, the journal and projects')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close search' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE });

  test('NAV-001 NAV-003 drill-down: a parent opens its level with Back at its top, Back and Escape close it, focus follows', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const shopButton = mainMenu(page).getByRole('button', { name: 'Shop pages' });
    await expect(shopButton).toBeFocused();
    await page.keyboard.press('Enter');
    const back = mainMenu(page).getByRole('button', { name: 'Back to the menu' });
    await expect(back).toBeFocused();
    await expect(mainMenu(page).getByRole('link', { name: 'Framing calculator' })).toBeVisible();
    await expect(
      mainMenu(page).getByRole('link', { name: 'Collection', exact: true }),
    ).toBeHidden();
    // The level slides in over 150 ms (NAV-003's menu scroll animation).
    const animation = await page
      .locator('.main-nav__item--open')
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(animation).toBe('0.15s');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(shopButton).toBeFocused();
    await expect(
      mainMenu(page).getByRole('link', { name: 'Collection', exact: true }),
    ).toBeVisible();
    // Escape closes the level first, then the menu.
    await page.keyboard.press('Enter');
    await expect(back).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shopButton).toBeFocused();
    await expect(mainMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  });

  test('NAV-001 axe with the phone menu open', async ({ page }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('NAV-001 the header keeps its mark, name, tools and menu button on one row', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const mark = await page.locator('.site-header__inner > .logo .logo__mark').boundingBox();
    expect(mark?.width).toBe(34);
    expect(mark?.height).toBe(34);
    const toggle = await page.getByRole('button', { name: 'Open the menu' }).boundingBox();
    expect((toggle?.x ?? 0) + (toggle?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(
      Math.abs((toggle?.y ?? 0) + (toggle?.height ?? 0) / 2 - ((mark?.y ?? 0) + 17)),
    ).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });

  test('NAV-011 the search overlay by keyboard on a phone: fits the screen, Escape closes it, focus returns', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const button = page.locator('.site-header .mini-search__submit');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the gallery' });
    await expect(dialog).toBeVisible();
    const field = page.getByLabel('Search works, artists, the journal and projects');
    await expect(field).toBeFocused();
    const box = await field.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('NAV-009 no floating menu on a phone: the header button is the menu there', async ({
    page,
  }) => {
    await gotoLive(page, '/shop/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // A frame for the scroll to be read, then still nothing.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(page.getByRole('navigation', { name: 'Main (floating)' })).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-floating-menu', /.*/);
  });
});

test.describe('touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('NAV-002 NAV-003 the first tap on a parent opens and marks it, the second follows its link', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).tap();
    const shop = mainMenu(page).getByRole('link', { name: 'Shop', exact: true });
    await shop.tap();
    await expect(mainMenu(page).getByRole('button', { name: 'Back to the menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      mainMenu(page).getByRole('button', { name: 'Shop pages', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await shop.tap();
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});

test.describe('the select menu', () => {
  test('NAV-016 NAV-017 DEC-19 lists the menu with a dash per level and goes to the chosen page', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const select = page.getByRole('combobox', { name: 'Go to a page' });
    await expect(select.locator('option', { hasText: /^Shop$/ })).toHaveCount(1);
    await expect(select.locator('option', { hasText: /^- Framing calculator$/ })).toHaveCount(1);
    await select.focus();
    await select.selectOption('/albums/');
    await expect(page).toHaveURL(/\/albums\/$/);
  });

  test('NAV-016 keyboard only: arrows on the closed select pick without leaving the page, Enter goes', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const select = page.getByRole('combobox', { name: 'Go to a page' });
    await select.focus();
    // Home, Shop, All works: each arrow changes the choice; none of them is a navigation.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('/shop/');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('/framing-calculator/');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/framing-calculator\/$/);
  });

  test('NAV-016 the Go button goes to the choice in the app, and asks for one when there is none', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    const go = page.getByRole('button', { name: 'Go', exact: true });
    await go.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(
      await page
        .getByRole('combobox', { name: 'Go to a page' })
        .evaluate((element) => (element as HTMLSelectElement).validity.valid),
    ).toBe(false);
    await page.getByRole('combobox', { name: 'Go to a page' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(go).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/$/);
    // A client-side navigation: the same document, no trip through /go/.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('NAV-016 NAV-017 a page chosen in the phone picker opens at once', async ({ page }) => {
      await gotoLive(page, '/');
      const select = page.getByRole('combobox', { name: 'Go to a page' });
      await select.scrollIntoViewIfNeeded();
      const box = await select.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      await expect(select.locator('option', { hasText: /^- Questions and answers$/ })).toHaveCount(
        1,
      );
      // The picker's choice arrives as a change with no key pressed on the select.
      await select.selectOption('/faq/');
      await expect(page).toHaveURL(/\/faq\/$/);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('NAV-016 the Go button submits the choice to a redirect that only knows the menu', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Go to a page' }).selectOption('/testimonials/');
      await page.getByRole('button', { name: 'Go', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/testimonials\/$/);
      expect((await page.request.get('/go/', { maxRedirects: 0 })).status()).toBe(400);
      expect(
        (
          await page.request.get('/go/?to=https%3A%2F%2Fevil.example%2F', { maxRedirects: 0 })
        ).status(),
      ).toBe(404);
      expect(
        (await page.request.get('/go/?to=%2F%2Fevil.example', { maxRedirects: 0 })).status(),
      ).toBe(404);
    });

    test('NAV-002 without scripts a sub-menu opens on hover and on keyboard focus', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/');
      await mainMenu(page).getByRole('link', { name: 'Shop', exact: true }).focus();
      await expect(mainMenu(page).getByRole('link', { name: 'Framing calculator' })).toBeVisible();
      await page.keyboard.press('Tab'); // the (inert without scripts) button
      await page.keyboard.press('Tab');
      await expect(mainMenu(page).getByRole('link', { name: 'All works' })).toBeFocused();
    });
  });
});
