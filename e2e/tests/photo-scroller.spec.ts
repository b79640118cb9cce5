import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';
import { layoutShiftTotal, recordLayoutShifts } from './layout-shift';

/*
 * Issue 19: the photo scroller on a portfolio project's page. "Lines of the Tide" is the
 * portfolio's first project: its cover and four pictures, five photos in all, followed by
 * "Colour and Silence". Nothing here reaches the internet: every other host is refused.
 */

const PROJECT = '/portfolio/lines-of-the-tide/';
const PHOTOS = 5;

const offlineRule = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
async function offline(target: Page | BrowserContext) {
  await target.route(offlineRule, (route) => route.abort('blockedbyclient'));
}

const scroller = (page: Page) => page.getByRole('region', { name: 'Photos of Lines of the Tide' });
const currentPhoto = (page: Page) =>
  scroller(page).locator('[aria-roledescription="slide"][aria-current="true"]');
const button = (page: Page, name: string) =>
  scroller(page).getByRole('button', { name, exact: true });
const thumbnails = (page: Page) => scroller(page).getByRole('navigation', { name: 'Thumbnails' });

/** The project page with the scroller's interactive code loaded (it comes after hydration). */
async function interactive(page: Page, path = PROJECT) {
  await offline(page);
  await page.goto(path);
  await page.locator('section.photo-scroller[data-interactive="true"]').waitFor();
}

async function expectCurrent(page: Page, position: number) {
  await expect(currentPhoto(page)).toHaveAttribute('aria-label', `${position} of ${PHOTOS}`);
}

test.describe('photo scroller (SLD)', () => {
  test('a project opens from the portfolio: its story, its photos and the way on', async ({
    page,
  }) => {
    await offline(page);
    await page.goto('/portfolio/');
    await page.getByRole('heading', { name: 'Lines of the Tide' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${PROJECT}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lines of the Tide' })).toBeVisible();
    await expect(page.getByText('Atelier, Lisbon')).toBeVisible();
    await expect(page.getByText('2025', { exact: true })).toBeVisible();
    await expect(page.getByText(/a single horizon line running around the gallery/)).toBeVisible();
    await expect(scroller(page).locator('[aria-roledescription="slide"]')).toHaveCount(PHOTOS);
    await expectCurrent(page, 1);
    await expect(page.getByRole('link', { name: '← Back to the portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
    const more = page.getByRole('navigation', { name: 'More projects' });
    await expect(more.getByRole('link', { name: /Next project/ })).toHaveAttribute(
      'href',
      '/portfolio/colour-and-silence/',
    );
    await expect(more.getByRole('link', { name: /Previous project/ })).toHaveCount(0);
  });

  test('a project page tells search engines and sharers what it is', async ({ page }) => {
    await offline(page);
    await page.goto(PROJECT);
    await expect(page).toHaveTitle(/^Lines of the Tide · Atelier$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${PROJECT}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Screenprints, pen drawings and long-exposure photographs/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/portfolio-lines-of-the-tide-1200-[0-9a-f]+\.jpg$/,
    );
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
      );
    const work = data.find((item) => item['@type'] === 'CreativeWork');
    expect(work).toMatchObject({ name: 'Lines of the Tide', genre: 'Exhibitions' });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string }[] } | undefined;
    expect(trail?.itemListElement.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Portfolio',
      'Lines of the Tide',
    ]);
  });

  test('SLD-003 SLD-035: the buttons and keys 37/39 move the current photo', async ({ page }) => {
    await interactive(page);
    await button(page, 'Next photo').click();
    await expectCurrent(page, 2);
    await button(page, 'Next photo').click();
    await expectCurrent(page, 3);
    await button(page, 'Previous photo').click();
    await expectCurrent(page, 2);
    // Focus is on the Previous button, inside the scroller: the arrows are the scroller's.
    await page.keyboard.press('ArrowRight');
    await expectCurrent(page, 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectCurrent(page, 1);
    // The current photo sits in the middle of the strip.
    const strip = await scroller(page).locator('.photo-scroller__viewport').boundingBox();
    await expect
      .poll(async () => {
        const photo = await currentPhoto(page).boundingBox();
        // Within half a pixel either way (Math.abs: a rounded -0.3 is -0, not 0).
        return photo && strip
          ? Math.abs(Math.round(photo.x + photo.width / 2 - (strip.x + strip.width / 2)))
          : NaN;
      })
      .toBe(0);
  });

  test('SLD-005: without loop, the first photo stays first, and keys do nothing with focus elsewhere', async ({
    page,
  }) => {
    await interactive(page);
    await button(page, 'Previous photo').click();
    await expectCurrent(page, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    await expectCurrent(page, 1);
  });

  test('SLD-004: a held arrow key moves again every 700 ms until it is let go', async ({
    page,
  }) => {
    // Playwright's clock, paused once the scroller is live: "700 ms" is exact, whatever the
    // machine's load (a real-time hold raced the repeat under load in CI).
    await page.clock.install();
    await interactive(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.evaluate(() => {
      const moves: number[] = [];
      (window as unknown as { __moves: number[] }).__moves = moves;
      const region = document.querySelector('section.photo-scroller');
      new MutationObserver((records) => {
        if (records.some((record) => (record.target as Element).getAttribute('aria-current'))) {
          moves.push(performance.now());
        }
      }).observe(region ?? document, {
        subtree: true,
        attributeFilter: ['aria-current'],
      });
    });
    await button(page, 'Thumbnails').focus();
    // Held for 1000 ms: the press moves at once, the repeat once at 700 ms; the next repeat
    // (1400 ms) never comes, and nothing moves after the key is let go.
    await page.keyboard.down('ArrowRight');
    await expectCurrent(page, 2);
    await page.clock.runFor(699);
    await expectCurrent(page, 2);
    await page.clock.runFor(301);
    await expectCurrent(page, 3);
    await page.keyboard.up('ArrowRight');
    await page.clock.runFor(2000);
    await expectCurrent(page, 3);
    const moves = await page.evaluate(() =>
      (window as unknown as { __moves: number[] }).__moves.filter(
        // Each move marks a slide and its thumbnail: one time per move.
        (at, index, all) => index === 0 || at - (all[index - 1] ?? 0) > 50,
      ),
    );
    expect(moves).toHaveLength(2);
    // React draws each move a moment after its timer: the gap is 700 ms and a few.
    const gap = (moves[1] ?? 0) - (moves[0] ?? 0);
    expect(gap).toBeGreaterThanOrEqual(700);
    expect(gap).toBeLessThan(800);
  });

  test('SLD-014 SLD-034: thumbnails hide and show, the current one is marked, a click goes to its photo', async ({
    page,
  }) => {
    await interactive(page);
    const toggle = button(page, 'Thumbnails');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbnails(page)).toBeVisible();
    const first = thumbnails(page).getByRole('button', { name: `Show photo 1 of ${PHOTOS}` });
    await expect(first).toHaveAttribute('aria-current', 'true');
    expect((await first.boundingBox())?.height).toBe(80);
    const strip = await thumbnails(page).boundingBox();
    expect(strip?.height).toBe(90);

    await thumbnails(page)
      .getByRole('button', { name: `Show photo 4 of ${PHOTOS}` })
      .click();
    await expectCurrent(page, 4);
    await expect(
      thumbnails(page).getByRole('button', { name: `Show photo 4 of ${PHOTOS}` }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current', 'true');

    const photoHeight = (await currentPhoto(page).boundingBox())?.height ?? 0;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(thumbnails(page)).toHaveCount(0);
    // The 90 px the thumbnails took go to the photos.
    await expect
      .poll(async () => (await currentPhoto(page).boundingBox())?.height ?? 0)
      .toBeGreaterThan(photoHeight);
    await toggle.click();
    await expect(thumbnails(page)).toBeVisible();
    await expect(
      thumbnails(page).getByRole('button', { name: `Show photo 4 of ${PHOTOS}` }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('SLD-014 SLD-007: autoplay is off until play is pressed, pauses on hover, and stops again', async ({
    page,
  }) => {
    await interactive(page);
    const region = scroller(page);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await button(page, 'Start slide rotation').click();
    await expect(button(page, 'Stop slide rotation')).toBeVisible();
    // The pointer is still over the scroller: hovering pauses it.
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(2, 2);
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await expectCurrent(page, 2);
    await button(page, 'Stop slide rotation').click();
    await expect(button(page, 'Start slide rotation')).toBeVisible();
    await page.mouse.move(2, 2);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const now = await currentPhoto(page).getAttribute('aria-label');
    await page.waitForTimeout(2600);
    await expect(currentPhoto(page)).toHaveAttribute('aria-label', now ?? '');
  });

  test('WCAG 2.2.2: under reduced motion pressing play never starts the rotation', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await interactive(page);
    await button(page, 'Start slide rotation').click();
    await page.mouse.move(2, 2);
    await page.waitForTimeout(2600);
    await expect(scroller(page)).toHaveAttribute('data-autoplay', 'paused');
    await expectCurrent(page, 1);
  });

  test('SLD-010 SLD-013: full screen shows the big images; Escape and the button leave it, following fullscreenchange', async ({
    page,
  }) => {
    await interactive(page);
    const toggle = button(page, 'Full screen');
    const fullScreenIsScroller = () =>
      page.evaluate(
        () => document.fullscreenElement?.getAttribute('aria-roledescription') === 'carousel',
      );
    const currentImage = currentPhoto(page).locator('img');

    await expect(currentImage).not.toHaveAttribute('sizes', '100vw');
    await toggle.click();
    await expect.poll(fullScreenIsScroller).toBe(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(scroller(page)).toHaveAttribute('data-full-screen', 'true');
    await expect(currentImage).toHaveAttribute('sizes', '100vw');
    await expect
      .poll(() => currentImage.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/-1200-[0-9a-f]+\.webp$/);
    // The keys work in full screen too.
    await page.keyboard.press('ArrowRight');
    await expectCurrent(page, 2);

    await page.keyboard.press('Escape');
    await expect.poll(fullScreenIsScroller).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(currentImage).not.toHaveAttribute('sizes', '100vw');

    await toggle.click();
    await expect.poll(fullScreenIsScroller).toBe(true);
    await toggle.click();
    await expect.poll(fullScreenIsScroller).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Leaving full screen by the browser's own way (not ours) is followed too.
    await toggle.click();
    await expect.poll(fullScreenIsScroller).toBe(true);
    await page.evaluate(() => document.exitFullscreen());
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(scroller(page)).not.toHaveAttribute('data-full-screen', 'true');
  });

  test('SLD-017: on a phone a swipe after 10 px moves the photo; shorter or upright moves do not', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await offline(context);
    const page = await context.newPage();
    await interactive(page);
    await scroller(page).scrollIntoViewIfNeeded();
    const box = await scroller(page).locator('.photo-scroller__viewport').boundingBox();
    if (!box) throw new Error('The scroller has no box.');
    const y = Math.round(box.y + box.height / 2);
    const touch = await context.newCDPSession(page);
    const drag = async (points: { x: number; y: number }[]) => {
      const [first, ...rest] = points;
      if (!first) return;
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [first],
      });
      for (const point of rest) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const line = (fromX: number, toX: number, fromY = y, toY = y, steps = 8) =>
      Array.from({ length: steps + 1 }, (_, step) => ({
        x: Math.round(fromX + ((toX - fromX) * step) / steps),
        y: Math.round(fromY + ((toY - fromY) * step) / steps),
      }));

    await drag(line(300, 80));
    await expectCurrent(page, 2);
    await drag(line(80, 300));
    await expectCurrent(page, 1);
    // 8 px is not a swipe.
    await drag(line(200, 192, y, y, 4));
    await page.waitForTimeout(400);
    await expectCurrent(page, 1);
    // Upright: the page scrolls, the photo stays.
    await drag(line(200, 180, y + 100, y - 100));
    await page.waitForTimeout(400);
    await expectCurrent(page, 1);
    await context.close();
  });

  test('keyboard only: every control is reached with Tab, shows its focus and works', async ({
    page,
  }) => {
    await interactive(page);
    const region = scroller(page);
    // The page's Share control (issue 20) is the last stop before the scroller.
    await page.locator('.project-page__header .share__button').focus();
    // The rotation control comes first (WCAG 2.2.2); starting it with focus inside does not
    // rotate yet: keyboard focus inside the carousel holds it (WAI-ARIA carousel).
    await page.keyboard.press('Tab');
    await expect(button(page, 'Start slide rotation')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button(page, 'Stop slide rotation')).toBeFocused();
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    for (const name of ['Thumbnails', 'Full screen', 'Previous photo', 'Next photo']) {
      await page.keyboard.press('Tab');
      await expect(button(page, name)).toBeFocused();
      const outline = await button(page, name).evaluate(
        (element) => getComputedStyle(element).outlineStyle,
      );
      expect(outline, name).not.toBe('none');
    }
    await page.keyboard.press('Enter');
    await expectCurrent(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectCurrent(page, 3);
    await page.keyboard.press('Tab');
    const firstThumbnail = thumbnails(page).getByRole('button', {
      name: `Show photo 1 of ${PHOTOS}`,
    });
    await expect(firstThumbnail).toBeFocused();
    await page.keyboard.press('Enter');
    await expectCurrent(page, 1);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    // Focus leaves the scroller: the rotation the visitor started runs.
    await page.getByRole('link', { name: '← Back to the portfolio' }).focus();
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await expectCurrent(page, 2);
  });

  test('SLD-034 keyboard only: a focused thumbnail shows its whole focus ring inside the clipping strip', async ({
    page,
  }) => {
    await interactive(page);
    await button(page, 'Next photo').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The second thumbnail: not the current photo's, which is marked in full already.
    const thumb = thumbnails(page).getByRole('button', { name: `Show photo 2 of ${PHOTOS}` });
    await expect(thumb).toBeFocused();
    await expect(thumb).not.toHaveAttribute('aria-current', 'true');
    // The thumbnails' viewport clips its strip (the carousel moves it inside): a ring drawn
    // outside the thumbnail would be cut off, so it must lie within the thumbnail's own box, and
    // that box within the viewport's.
    const ring = await thumb.evaluate((element) => {
      const own = getComputedStyle(element);
      const inner = getComputedStyle(element, '::after');
      const box = element.getBoundingClientRect();
      const clip = element.closest('.photo-scroller__thumbs-viewport')?.getBoundingClientRect();
      return {
        outward: Number.parseFloat(own.outlineWidth) + Number.parseFloat(own.outlineOffset),
        outline: own.outlineStyle,
        innerBorder: inner.borderTopStyle,
        inside:
          clip !== undefined &&
          box.top >= clip.top - 0.5 &&
          box.bottom <= clip.bottom + 0.5 &&
          box.left >= clip.left - 0.5 &&
          box.right <= clip.right + 0.5,
      };
    });
    expect(ring.outline).not.toBe('none');
    expect(ring.outward).toBeLessThanOrEqual(0);
    expect(ring.innerBorder).toBe('solid');
    // Not dimmed like the thumbnails around it, so the ring keeps its contrast (once the
    // thumbnail's opacity transition from the dimmed state has run).
    await expect
      .poll(() => thumb.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    expect(ring.inside).toBe(true);
  });

  test('axe finds nothing serious on a project page, with thumbnails and without', async ({
    page,
  }) => {
    await interactive(page);
    await expectNoSeriousAxeViolations(page);
    await button(page, 'Thumbnails').click();
    await expectNoSeriousAxeViolations(page);
  });

  test('the interactive scroller draws every photo where the server’s scroller drew it', async ({
    browser,
  }) => {
    const boxesOf = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 1280, height: 800 },
      });
      await offline(context);
      const page = await context.newPage();
      await page.goto(PROJECT);
      if (javaScriptEnabled) {
        await page.locator('section.photo-scroller[data-interactive="true"]').waitFor();
        await page.waitForTimeout(300);
      }
      const boxes = await scroller(page)
        .locator('.photo-scroller__slide')
        .evaluateAll((slides) =>
          slides.map((slide) => {
            const box = slide.getBoundingClientRect();
            return [box.x, box.y, box.width, box.height];
          }),
        );
      await context.close();
      return boxes;
    };
    const server = await boxesOf(false);
    const interactive = await boxesOf(true);
    expect(interactive).toHaveLength(server.length);
    // The engine sizes in whole pixels, the server's CSS exactly: at most a pixel apart each.
    interactive.forEach((box, index) =>
      box.forEach((value, side) =>
        expect(Math.abs(value - (server[index]?.[side] ?? NaN)), `photo ${index + 1}`).toBeLessThan(
          1.01 * (index + 1),
        ),
      ),
    );
  });

  test('no layout shift while the photos load and the scroller becomes interactive', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await interactive(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const total = await layoutShiftTotal(page);
    expect(total).toBeLessThan(0.001);
  });

  test('without JavaScript the photos are links to the big images and the page is complete', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await offline(context);
    const page = await context.newPage();
    await page.goto(PROJECT);
    await expect(page.getByRole('heading', { level: 1, name: 'Lines of the Tide' })).toBeVisible();
    const links = scroller(page).locator('.photo-scroller__photo');
    await expect(links).toHaveCount(PHOTOS);
    const href = await links.nth(2).getAttribute('href');
    expect(href).toMatch(/^\/images\/portfolio-lines-of-the-tide-.+-1200-[0-9a-f]+\.jpg$/);
    expect((await page.request.get(href ?? '')).ok()).toBe(true);
    await expect(scroller(page).getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('an unknown project answers 404 with the not-found page', async ({ page }) => {
    await offline(page);
    const response = await page.goto('/portfolio/no-such-project/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This room of the gallery is empty' }),
    ).toBeVisible();
  });
});
