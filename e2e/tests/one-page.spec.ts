import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/**
 * Issue 20, ADR 0026: the one-page "About the gallery" (NAV-004…008, DEC-13, DEC-21): its section
 * menu by keyboard, the scroll spy, arriving with `#!/visit`, a phone, reduced motion, and the
 * same links without JavaScript.
 */

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'Sections of this page' });

/** Where a section's top sits in the viewport, in px. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN,
    id,
  );

/** Where a section's heading (the no-JavaScript target of `#!/<id>`) sits in the viewport. */
const headingTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) =>
      document.getElementById(`!/${sectionId}`)?.getBoundingClientRect().top ?? Number.NaN,
    id,
  );

/** DEC-21: an anchor scroll leaves 40 px, or 68 px while the floating menu shows. */
const anchorOffset = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.getAttribute('data-floating-menu') === 'shown' ? 68 : 40,
  );

async function expectSectionAtOffset(page: Page, id: string) {
  await expect
    .poll(async () => Math.abs((await sectionTop(page, id)) - (await anchorOffset(page))), {
      message: `section ${id} sits at the anchor offset`,
    })
    .toBeLessThanOrEqual(3);
}

/** Tabs until the link named `name` in the section menu has focus. */
async function tabTo(page: Page, name: string) {
  const link = sectionMenu(page).getByRole('link', { name, exact: true });
  for (let step = 0; step < 60; step += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) return link;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

test.describe('one-page navigation', () => {
  test('NAV-004 NAV-006 DEC-13 DEC-21 a section link by keyboard scrolls to the section, writes #!/<id>, marks the item and moves focus', async ({
    page,
  }) => {
    await hydrated(page, '/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the gallery');
    const studio = await tabTo(page, 'The studio');
    await expect(studio).toHaveAttribute('href', '#!/studio');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/#!\/studio$/);
    await expect(studio).toHaveAttribute('aria-current', 'location');
    await expect(studio).toHaveClass(/one-page-menu__link--active/);
    await expect(page.locator('#studio')).toBeFocused();
    await expectSectionAtOffset(page, 'studio');
    // The other items are not marked.
    await expect(sectionMenu(page).locator('[aria-current]')).toHaveCount(1);
    // Tab continues from the section the visitor asked for, not from the menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const studio = document.getElementById('studio');
        const active = document.activeElement;
        return Boolean(
          studio &&
          active &&
          studio.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);
  });

  test('NAV-005 DEC-13 #!/up scrolls back to the top and marks Up', async ({ page }) => {
    await hydrated(page, '/about/');
    await sectionMenu(page).getByRole('link', { name: 'Visit us', exact: true }).click();
    await expectSectionAtOffset(page, 'visit');
    const up = sectionMenu(page).getByRole('link', { name: 'Up', exact: true });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/#!\/up$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(up).toHaveAttribute('aria-current', 'location');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('NAV-007 while scrolling, the marked item follows the section in view with a 100 px offset; Up above the first', async ({
    page,
  }) => {
    await hydrated(page, '/about/');
    const current = () =>
      sectionMenu(page)
        .locator('[aria-current="location"]')
        .textContent()
        .catch(() => null);
    await expect.poll(current).toBe('Up');
    const documentTop = (id: string) =>
      page.evaluate(
        (sectionId) =>
          (document.getElementById(sectionId)?.getBoundingClientRect().top ?? 0) + window.scrollY,
        id,
      );
    const artistsTop = await documentTop('artists');
    // 110 px above the viewport's top + 100 px: still the story.
    await page.evaluate((top) => window.scrollTo(0, top - 110), artistsTop);
    await expect.poll(current).toBe('Our story');
    // Within the 100 px line: the artists.
    await page.evaluate((top) => window.scrollTo(0, top - 90), artistsTop);
    await expect.poll(current).toBe('Artists');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(current).toBe('Visit us');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toBe('Up');
    // The address is only written by a click (NAV-006), not by scrolling.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('NAV-004 arriving at /about/#!/visit scrolls to the visit section after load', async ({
    page,
  }) => {
    await hydrated(page, '/about/#!/visit');
    await expectSectionAtOffset(page, 'visit');
    await expect(
      sectionMenu(page).getByRole('link', { name: 'Visit us', exact: true }),
    ).toHaveAttribute('aria-current', 'location');
    await expect(page.locator('#visit')).toBeFocused();
  });

  test('NAV-004 a link to /about/#!/visit from another page lands on the section', async ({
    page,
  }) => {
    await hydrated(page, '/faq/');
    await page.getByRole('link', { name: 'come and see us' }).click();
    await expect(page).toHaveURL(/\/about\/#!\/visit$/);
    await expectSectionAtOffset(page, 'visit');
  });

  test('NAV-006 Back after section jumps leaves the page (the hash is replaced, not stacked)', async ({
    page,
  }) => {
    await hydrated(page, '/faq/');
    await page.getByRole('link', { name: 'come and see us' }).click();
    await expect(page).toHaveURL(/\/about\/#!\/visit$/);
    await sectionMenu(page).getByRole('link', { name: 'Our story', exact: true }).click();
    await expect(page).toHaveURL(/#!\/story$/);
    await sectionMenu(page).getByRole('link', { name: 'Artists', exact: true }).click();
    await expect(page).toHaveURL(/#!\/artists$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions and answers');
  });

  test('NAV-008 a one-page scroll is animated and takes no longer than 600 ms', async ({
    page,
  }) => {
    // The page's clock is the test's, so the scroll's length is read in the page's own time
    // whatever the machine's load (the scroll runs on requestAnimationFrame and performance.now).
    await page.clock.install();
    await hydrated(page, '/about/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const distance = await page.evaluate(
      () => (document.getElementById('visit')?.getBoundingClientRect().top ?? 0) - 40,
    );
    // Far enough that the 600 ms cap applies (600 ms per 1000 px below that).
    expect(distance).toBeGreaterThan(1000);
    const topOfVisit = () =>
      page.evaluate(() => document.getElementById('visit')?.getBoundingClientRect().top ?? 0);
    const start = await topOfVisit();
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a.one-page-menu__link[href="#!/visit"]')?.click(),
    );
    await page.clock.runFor(300);
    // Under way, not a jump: well past the start and well short of the end.
    const halfway = await topOfVisit();
    expect(halfway).toBeLessThan(start - 0.2 * distance);
    expect(halfway).toBeGreaterThan(40 + 0.2 * distance);
    await page.clock.runFor(250);
    const at550 = await topOfVisit();
    // There by 600 ms (and two frames): 40 px below the top, 68 px once the floating menu shows
    // (DEC-21), and it stays.
    await page.clock.runFor(84);
    const settled = await topOfVisit();
    expect(settled).toBeGreaterThanOrEqual(38);
    expect(settled).toBeLessThanOrEqual(70);
    // Still moving at 550 ms: the swing curve is slow at its end, not done early.
    expect(at550 - settled).toBeGreaterThan(2);
    await page.clock.runFor(500);
    expect(Math.abs((await topOfVisit()) - settled)).toBeLessThanOrEqual(30);
    await page.clock.resume();
  });

  test('NAV-004 reduced motion: a section link jumps at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await hydrated(page, '/about/');
    const jumped = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('a.one-page-menu__link[href="#!/studio"]')?.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return document.getElementById('studio')?.getBoundingClientRect().top ?? Number.NaN;
    });
    expect(Math.abs(jumped - 40)).toBeLessThanOrEqual(30);
    await context.close();
  });

  test('NAV-004 NAV-007 on a phone, a section link scrolls there and the item is marked', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await hydrated(page, '/about/');
    const artists = sectionMenu(page).getByRole('link', { name: 'Artists', exact: true });
    await artists.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#!\/artists$/);
    await expectSectionAtOffset(page, 'artists');
    await expect(artists).toHaveAttribute('aria-current', 'location');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  test('NAV-004 without JavaScript the section links still reach their sections', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/');
    const visit = sectionMenu(page).getByRole('link', { name: 'Visit us', exact: true });
    await expect(visit).toHaveAttribute('href', '#!/visit');
    await visit.click();
    await expect(page).toHaveURL(/#!\/visit$/);
    // The browser jumps to the heading that carries the id `!/visit`, leaving its 40 px margin.
    await expect.poll(() => headingTop(page, 'visit')).toBeCloseTo(40, -1);
    await sectionMenu(page).getByRole('link', { name: 'Up', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Arriving from elsewhere with the address works too.
    await page.goto('/about/#!/studio');
    await expect.poll(() => headingTop(page, 'studio')).toBeCloseTo(40, -1);
    await context.close();
  });

  test('the about page has no serious accessibility violations', async ({ page }) => {
    await hydrated(page, '/about/');
    await expectNoSeriousAxeViolations(page);
    await sectionMenu(page).getByRole('link', { name: 'The studio', exact: true }).click();
    await expectSectionAtOffset(page, 'studio');
    await expectNoSeriousAxeViolations(page);
  });
});
