import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';
import { layoutShiftTotal, recordLayoutShifts } from './layout-shift';

/*
 * Issue 19: the home page's main slideshow, "In the gallery now" (five slides: the second keeps
 * a 10 s delay of its own, the third plays a YouTube film). Nothing here reaches the internet:
 * every other host is refused, and the film's address is only read from its frame. Time is
 * Playwright's clock, paused once the page is live, so "after 5 s" means exactly that.
 */

const SLIDES = 5;

const slideshow = (page: Page) => page.getByRole('region', { name: 'In the gallery now' });
const shownSlide = (page: Page) =>
  slideshow(page).locator('[aria-roledescription="slide"]:not([inert])');
const button = (page: Page, name: string) =>
  slideshow(page).getByRole('button', { name, exact: true });

/** Blocks every host but the site, and lists what was asked of them. */
async function offline(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    refused.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  return refused;
}

/** The home page, hydrated and with the slideshow's live part loaded. */
async function live(page: Page) {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await button(page, 'Next slide').waitFor();
}

/** Stops time, then starts the shown slide's wait afresh (a hover in and out restarts it). */
async function pausedClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await restartWait(page);
}

async function restartWait(page: Page) {
  await slideshow(page).hover();
  await page.mouse.move(2, 2);
}

const expectShown = (page: Page, label: string) =>
  expect(shownSlide(page)).toHaveAttribute('aria-label', label);

test.describe('main slideshow (SLD)', () => {
  test.beforeEach(async ({ page }) => {
    await offline(page);
    await page.clock.install();
  });

  test('SLD-033 DEC-15 SLD-020 autoplay turns after 5 s, and a slide with its own delay keeps it', async ({
    page,
  }) => {
    await live(page);
    await pausedClock(page);
    await expectShown(page, `1 of ${SLIDES}`);
    await page.clock.runFor(4800);
    await expectShown(page, `1 of ${SLIDES}`);
    await page.clock.runFor(400);
    await expectShown(page, `2 of ${SLIDES}`);
    // The second slide's own delay is 10 s.
    await page.clock.runFor(9000);
    await expectShown(page, `2 of ${SLIDES}`);
    await page.clock.runFor(1200);
    await expectShown(page, `3 of ${SLIDES}`);
    // SLD-028: the shown slide's blocks enter again, one after the other.
    const blocks = shownSlide(page).locator('.main-slideshow__block');
    await expect(blocks).toHaveCount(4);
    expect(
      await blocks.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).animationDelay),
      ),
    ).toEqual(['0s', '0.2s', '0.4s', '0.6s']);
  });

  test('SLD-007 autoplay pauses while the pointer is over the slideshow', async ({ page }) => {
    await live(page);
    await pausedClock(page);
    await slideshow(page).hover();
    await page.clock.runFor(12_000);
    await expectShown(page, `1 of ${SLIDES}`);
    await page.mouse.move(2, 2);
    await page.clock.runFor(5200);
    await expectShown(page, `2 of ${SLIDES}`);
  });

  test('WCAG 2.2.2 the pause button stops the rotation until it is started again', async ({
    page,
  }) => {
    await live(page);
    await pausedClock(page);
    const stop = button(page, 'Stop slide rotation');
    // The pause button comes first in the slideshow.
    const first = slideshow(page).locator('button').first();
    await expect(first).toHaveAccessibleName('Stop slide rotation');
    // While it rotates, screen readers are not told of every change; once stopped, they are.
    const liveRegion = slideshow(page).locator('.main-slideshow__track');
    await expect(liveRegion).toHaveAttribute('aria-live', 'off');
    await stop.click();
    await page.mouse.move(2, 2);
    await expect(liveRegion).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(12_000);
    await expectShown(page, `1 of ${SLIDES}`);
    await button(page, 'Start slide rotation').click();
    await page.mouse.move(2, 2);
    await page.clock.runFor(5200);
    await expectShown(page, `2 of ${SLIDES}`);
    await expect(button(page, 'Stop slide rotation')).toBeVisible();
  });

  test('SLD-004 ← and → change the slide, and a held key steps every 700 ms', async ({ page }) => {
    await live(page);
    await pausedClock(page);
    await button(page, 'Next slide').focus();
    await page.keyboard.press('ArrowRight');
    await expectShown(page, `2 of ${SLIDES}`);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, `1 of ${SLIDES}`);
    await page.keyboard.down('ArrowRight');
    await expectShown(page, `2 of ${SLIDES}`);
    await page.clock.runFor(700);
    await expectShown(page, `3 of ${SLIDES}`);
    await page.clock.runFor(700);
    await expectShown(page, `4 of ${SLIDES}`);
    await page.keyboard.up('ArrowRight');
    await page.clock.runFor(2100);
    // Released, and keyboard focus inside holds the rotation too (WAI-ARIA carousel).
    await expectShown(page, `4 of ${SLIDES}`);
    await expect(button(page, 'Next slide')).toBeFocused();
  });

  test('SLD-003 previous, next and a dot change the slide, and the looping slideshow wraps', async ({
    page,
  }) => {
    await live(page);
    await pausedClock(page);
    await button(page, 'Previous slide').click();
    await expectShown(page, `${SLIDES} of ${SLIDES}`);
    await button(page, 'Next slide').click();
    await expectShown(page, `1 of ${SLIDES}`);
    await button(page, `Show slide 4 of ${SLIDES}`).click();
    await expectShown(page, `4 of ${SLIDES}`);
    await expect(button(page, `Show slide 4 of ${SLIDES}`)).toHaveAttribute('aria-current', 'true');
    // The shown slide's own link is the one to follow (this one leads to the shop).
    await expect(
      shownSlide(page).getByRole('link', { name: 'Explore the collection' }),
    ).toHaveAttribute('href', '/shop/');
  });

  test('SLD-009 SLD-019 the film starts only when asked, in a youtube-nocookie frame, and stops', async ({
    page,
  }) => {
    const refused = await offline(page);
    await live(page);
    await pausedClock(page);
    await button(page, `Show slide 3 of ${SLIDES}`).click();
    await expectShown(page, `3 of ${SLIDES}`);
    await expect(slideshow(page).locator('iframe')).toHaveCount(0);
    expect(refused.filter((url) => /youtube|ytimg|vimeo/.test(url))).toEqual([]);

    await shownSlide(page)
      .getByRole('button', { name: /^Play the film/ })
      .click();
    const frame = shownSlide(page).locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Qm7xL2pW4sA\?/,
    );
    // SLD-007: the rotation waits while the film plays.
    await page.mouse.move(2, 2);
    await page.clock.runFor(12_000);
    await expectShown(page, `3 of ${SLIDES}`);
    const stop = shownSlide(page).getByRole('button', { name: 'Stop the film' });
    await expect(stop).toBeFocused();
    await stop.click();
    await expect(frame).toHaveCount(0);
    await expect(shownSlide(page).getByRole('button', { name: /^Play the film/ })).toBeFocused();

    // A change of slide stops the film too.
    await shownSlide(page)
      .getByRole('button', { name: /^Play the film/ })
      .click();
    await expect(shownSlide(page).locator('iframe')).toHaveCount(1);
    await button(page, 'Next slide').click();
    await expectShown(page, `4 of ${SLIDES}`);
    await expect(slideshow(page).locator('iframe')).toHaveCount(0);
  });

  test('reduced motion: the slideshow never turns by itself, and says so', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await live(page);
    await pausedClock(page);
    await page.clock.runFor(15_000);
    await expectShown(page, `1 of ${SLIDES}`);
    await expect(button(page, 'Start slide rotation')).toBeVisible();
    // Moves still work, without the glide.
    await button(page, 'Next slide').click();
    await expectShown(page, `2 of ${SLIDES}`);
  });

  test('axe: no serious violations on the home page with the slideshow live', async ({ page }) => {
    await live(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('main slideshow on a phone (SLD-017, SLD-032)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger on the shown picture moving by (dx, dy) in small steps, through the browser's input. */
  async function swipe(page: Page, dx: number, dy: number) {
    const frame = shownSlide(page).locator('.main-slideshow__frame');
    // Below the page's title on a phone: brought on screen, where a finger can reach it.
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    if (!box) throw new Error('The slideshow is not on the screen.');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const session = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) => session.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    const steps = 8;
    for (let step = 1; step <= steps; step++) {
      await touch('touchMove', [{ x: x + (dx * step) / steps, y: y + (dy * step) / steps }]);
    }
    await touch('touchEnd', []);
    await session.detach();
  }

  test('SLD-017 a swipe past 10 px changes the slide; a short or vertical move does not', async ({
    page,
  }) => {
    await offline(page);
    await live(page);
    await expectShown(page, `1 of ${SLIDES}`);
    await swipe(page, -80, 0);
    await expectShown(page, `2 of ${SLIDES}`);
    await swipe(page, 80, 4);
    await expectShown(page, `1 of ${SLIDES}`);
    // Below the 10 px a swipe needs.
    await swipe(page, -8, 0);
    await page.waitForTimeout(300);
    await expectShown(page, `1 of ${SLIDES}`);
    // Mostly vertical: the page's scroll, not the slideshow's.
    await swipe(page, -12, 90);
    await page.waitForTimeout(300);
    await expectShown(page, `1 of ${SLIDES}`);
  });

  test('SLD-032 below 740 px the slideshow does not turn by itself', async ({ page }) => {
    await offline(page);
    await page.clock.install();
    await live(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.clock.runFor(15_000);
    await expectShown(page, `1 of ${SLIDES}`);
    await expect(button(page, 'Start slide rotation')).toBeVisible();
  });
});

test('CLS 0 on the home page while it loads and the slideshow comes alive', async ({ page }) => {
  await offline(page);
  await recordLayoutShifts(page);
  await live(page);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const total = await layoutShiftTotal(page);
  expect(total).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('SLD-033 the first slide is shown with its caption, and its link leads to the work', async ({
    page,
  }) => {
    await offline(page);
    await page.goto('/');
    await expectShown(page, `1 of ${SLIDES}`);
    await expect(shownSlide(page)).toBeVisible();
    await expect(shownSlide(page).locator('img')).toBeVisible();
    await expect(shownSlide(page)).toContainText('Quiet Harbour No. 3');
    await expect(slideshow(page).getByRole('button')).toHaveCount(0);
    await shownSlide(page).getByRole('link', { name: 'View the work' }).click();
    await expect(page).toHaveURL(/\/product\/quiet-harbour-no-3\/$/);
  });
});
