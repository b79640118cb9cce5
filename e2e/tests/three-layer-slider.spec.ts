import {
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';
import { layoutShiftTotal, recordLayoutShifts } from './layout-shift';

/*
 * Issue 19: the three-layer slider of the viewing room (SLD-011, SLD-012, SLD-025, SLD-030,
 * SLD-031). Nothing here reaches the internet: every request to another host is refused.
 */

const ROOM = '/viewing-room/';

async function stayLocal(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}

const slider = (page: Page) => page.getByRole('region', { name: 'Works in the viewing room' });
const works = (page: Page) => slider(page).locator('a.three-layer__open');
const lightbox = (page: Page) => page.locator('dialog.three-layer-lightbox');
const position = (page: Page) => lightbox(page).locator('.three-layer-lightbox__position');
/**
 * The works a pointer picks: the near layer (works 3, 6, 9…), never under another work; a far
 * one may hang behind a nearer one, as in a room (the keyboard reaches every work).
 */
const nearWork = (page: Page, nth: number) => works(page).nth(2 + 3 * nth);
const counter = (page: Page) => slider(page).getByRole('progressbar', { name: 'Pictures loaded' });

async function hydrated(page: Page) {
  await page.goto(ROOM);
  await page.locator('html[data-hydrated]').waitFor();
  // The works open the lightbox once the slider's own code has arrived.
  await expect(works(page).first()).toHaveAttribute('aria-haspopup', 'dialog');
}

/** "Title, Artist" of a work, as its link names it. */
async function workName(work: Locator): Promise<{ title: string; artist: string }> {
  const name = ((await work.textContent()) ?? '').trim();
  const split = name.lastIndexOf(', ');
  return { title: name.slice(0, split), artist: name.slice(split + 2) };
}

test.describe('three-layer slider (SLD)', () => {
  test.beforeEach(async ({ context }) => {
    await stayLocal(context);
  });

  test('SLD-030 the works hang on three layers, far ones smaller, each linked to its page', async ({
    page,
  }) => {
    await hydrated(page);
    const total = await works(page).count();
    expect(total).toBeGreaterThanOrEqual(12);
    expect(total).toBeLessThanOrEqual(24);
    await expect(
      // Issue 20: the link is in the Collection sub-menu, hidden until it opens.
      page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Viewing room', includeHidden: true }),
    ).toHaveAttribute('href', ROOM);
    const groups = slider(page).locator('[aria-roledescription="slide"]');
    await expect(groups.first()).toHaveAttribute('aria-label', `1 of ${total}`);
    await expect(groups.last()).toHaveAttribute('aria-label', `${total} of ${total}`);
    for (const href of await works(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/product\/[\w-]+\/$/);
    }
    // The mean size on screen of each layer's works: the far layer smallest, the near largest.
    const sizes = await slider(page)
      .locator('.three-layer__work')
      .evaluateAll((elements) => {
        const byLayer: Record<string, number[]> = {};
        for (const element of elements) {
          const layer = element.getAttribute('data-layer') ?? '';
          const box = element.getBoundingClientRect();
          (byLayer[layer] ??= []).push(Math.max(box.width, box.height));
        }
        const mean = (values: number[] = []) =>
          values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
        return { far: mean(byLayer.far), middle: mean(byLayer.middle), near: mean(byLayer.near) };
      });
    expect(sizes.far).toBeGreaterThan(0);
    expect(sizes.middle).toBeGreaterThan(sizes.far);
    expect(sizes.near).toBeGreaterThan(sizes.middle);
  });

  test('a gentle parallax follows the pointer, near works most; none under reduced motion', async ({
    page,
  }) => {
    await hydrated(page);
    // The whole room on screen (the pointer moves in the window's coordinates).
    await slider(page).scrollIntoViewIfNeeded();
    const stage = await slider(page).locator('.three-layer__stage').boundingBox();
    if (!stage) throw new Error('The stage is not on screen.');
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    /** How far the parallax has moved the first work of a layer sideways, px. */
    const shift = (layer: string) =>
      slider(page)
        .locator(`.three-layer__work[data-layer="${layer}"]`)
        .first()
        .evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);
    const middle = stage.y + stage.height / 2;
    await page.mouse.move(stage.x + 4, middle, { steps: 4 });
    // Looking to the left, the room moves right: the near layer 26 px, the far one 6 px.
    await expect.poll(() => shift('near')).toBeCloseTo(25.5, 0);
    await expect.poll(() => shift('far')).toBeCloseTo(5.9, 0);
    await page.mouse.move(stage.x + stage.width - 4, middle, { steps: 4 });
    await expect.poll(() => shift('near')).toBeCloseTo(-25.5, 0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.mouse.move(stage.x + 4, middle, { steps: 4 });
    await page.waitForTimeout(800);
    expect(await shift('near')).toBe(0);
    expect(await shift('far')).toBe(0);
  });

  test('SLD-011 the loading counter counts the pictures in, reaches the total and hides', async ({
    page,
  }) => {
    // The pictures are held back until the counter has been seen waiting for them.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/images/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(ROOM, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor();
    const total = await works(page).count();
    await expect(counter(page)).toBeVisible();
    await expect(counter(page)).toHaveText(`0 / ${total}`);
    await expect(counter(page)).toHaveAttribute('aria-valuemax', String(total));
    release();
    await expect(counter(page)).toHaveAttribute('aria-valuenow', String(total));
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    await expect(counter(page)).toBeHidden();
  });

  test('SLD-012 SLD-025 a click turns the lightbox on: the work large, its alt text as caption, close, "n of N"', async ({
    page,
  }) => {
    await hydrated(page);
    const total = await works(page).count();
    const third = works(page).nth(2);
    const { title, artist } = await workName(third);
    await third.click();
    const box = lightbox(page);
    await expect(box).toBeVisible();
    await expect(slider(page)).toHaveAttribute('data-lightbox', 'on');
    // The caption is the picture's alt text ("Title by Artist: medium"), and names the dialog.
    const caption = box.locator('figcaption > span');
    await expect(caption).toHaveText(new RegExp(`^${escape(title)} by ${escape(artist)}: \\S`));
    await expect(
      page.getByRole('dialog', { name: (await caption.textContent()) ?? '' }),
    ).toBeVisible();
    await expect(box.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(position(page)).toHaveText(`3 of ${total}`);
    await expect(box.getByRole('link', { name: /^View the work/ })).toHaveAttribute(
      'href',
      (await third.getAttribute('href')) ?? '',
    );
    // The picture is large: most of the screen's width or height, once its opening animation and
    // the large file have arrived (read as it settles, a loaded CI machine is slower).
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const picture = await box.locator('.three-layer-lightbox__frame img').boundingBox();
        return Math.max(
          (picture?.width ?? 0) / (viewport?.width ?? 1),
          (picture?.height ?? 0) / (viewport?.height ?? 1),
        );
      })
      .toBeGreaterThan(0.5);
    // SLD-030: four corner marks, 3 px wide and 30 px long.
    const corners = box.locator('.three-layer-lightbox__corner');
    await expect(corners).toHaveCount(4);
    const corner = await corners.first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, border: style.borderTopWidth };
    });
    expect(corner).toEqual({ width: '30px', border: '3px' });

    await box.getByRole('button', { name: 'Close' }).click();
    await expect(box).toBeHidden();
    await expect(slider(page)).toHaveAttribute('data-lightbox', 'off');
    await expect(third).toBeFocused();
  });

  test('SLD-011 SLD-012 next, previous and the keys 37/39 move; it wraps; Escape closes and focus returns', async ({
    page,
  }) => {
    await hydrated(page);
    const total = await works(page).count();
    const opener = nearWork(page, 0);
    await opener.click();
    const box = lightbox(page);
    await expect(position(page)).toHaveText(`3 of ${total}`);
    const captionOf = () => box.locator('figcaption > span').textContent();
    const openedCaption = await captionOf();
    await box.getByRole('button', { name: 'Next slide' }).click();
    await expect(position(page)).toHaveText(`4 of ${total}`);
    expect(await captionOf()).not.toBe(openedCaption);
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(`5 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`4 of ${total}`);
    await box.getByRole('button', { name: 'Previous slide' }).click();
    await expect(position(page)).toHaveText(`3 of ${total}`);
    expect(await captionOf()).toBe(openedCaption);
    // From the first work, previous wraps to the last.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`${total} of ${total}`);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(slider(page)).toHaveAttribute('data-lightbox', 'off');
    await expect(opener).toBeFocused();
  });

  test('SLD-012 keyboard only: Tab to a work, Enter, arrows, Tab stays inside, Escape; Space opens too', async ({
    page,
  }) => {
    await hydrated(page);
    const total = await works(page).count();
    // From the top of the page, Tab until a work has focus (the header's links come first).
    let reached = false;
    for (let presses = 0; presses < 80 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.classList.contains('three-layer__open') ?? false,
      );
    }
    expect(reached).toBe(true);
    const work = works(page).first();
    await expect(work).toBeFocused();
    await page.keyboard.press('Enter');
    const box = lightbox(page);
    await expect(box).toBeVisible();
    await expect(position(page)).toHaveText(`1 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(`2 of ${total}`);
    // Focus stays in the lightbox, however often Tab is pressed.
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab');
      expect(await box.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(work).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeVisible();
    await expect(position(page)).toHaveText(`1 of ${total}`);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(work).toBeFocused();
    // Enter did not follow the link: the visitor is still in the viewing room.
    await expect(page).toHaveURL(new RegExp(`${ROOM}$`));
  });

  test('SLD-012 keyboard only: each work Tab focuses lands wholly below the floating menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await hydrated(page);
    const total = await works(page).count();
    await page.locator('.header-cart__link').focus();
    for (let index = 0; index < total; index++) {
      await page.keyboard.press('Tab');
      await expect(works(page).nth(index)).toBeFocused();
      // Once the focused work has grown and the menu has come in, and the page stands still.
      await page.waitForFunction(() => {
        const work = document.activeElement;
        const moving = [
          work,
          work?.closest('.three-layer__work'),
          document.querySelector('.floating-menu'),
        ].some((element) => element && element.getAnimations().length > 0);
        return !moving;
      });
      const place = await page.evaluate(() => {
        const work = document.activeElement as HTMLElement;
        const style = getComputedStyle(work);
        const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const menu = document.querySelector('.floating-menu--shown');
        const header = document.querySelector('.site-header');
        return {
          top: work.getBoundingClientRect().top - ring,
          headerBottom: Math.max(
            menu ? menu.getBoundingClientRect().bottom : 0,
            header ? header.getBoundingClientRect().bottom : 0,
          ),
        };
      });
      expect(place.top, `work ${index + 1}`).toBeGreaterThanOrEqual(place.headerBottom);
    }
  });

  test('SLD-031 on a phone a swipe of 20 px or more moves, a smaller one does not', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await stayLocal(context);
    const page = await context.newPage();
    await hydrated(page);
    const total = await works(page).count();
    // The phone's layout: every work inside the screen's width, the near ones large enough to tap.
    const boxes = await slider(page)
      .locator('.three-layer__work')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            size: Math.max(box.width, box.height),
            layer: element.getAttribute('data-layer'),
          };
        }),
      );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    const near = boxes.filter((box) => box.layer === 'near');
    expect(Math.min(...near.map((box) => box.size))).toBeGreaterThanOrEqual(44);

    await nearWork(page, 0).tap();
    await expect(position(page)).toHaveText(`3 of ${total}`);
    const touch = await context.newCDPSession(page);
    const picture = await lightbox(page).locator('.three-layer-lightbox__frame').boundingBox();
    const y = Math.round((picture?.y ?? 300) + (picture?.height ?? 200) / 2);
    // 60 px to the left: the next work.
    await swipe(touch, 260, 200, y);
    await expect(position(page)).toHaveText(`4 of ${total}`);
    // 12 px: under the 20 px threshold, nothing moves.
    await swipe(touch, 200, 188, y);
    await page.waitForTimeout(400);
    await expect(position(page)).toHaveText(`4 of ${total}`);
    // Exactly 20 px to the right: the previous work.
    await swipe(touch, 180, 200, y);
    await expect(position(page)).toHaveText(`3 of ${total}`);
    await context.close();
  });

  test('without JavaScript every work is a link to its page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await stayLocal(context);
    const page = await context.newPage();
    await page.goto(ROOM);
    const total = await works(page).count();
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(counter(page)).toHaveCount(0);
    const href = await nearWork(page, 1).getAttribute('href');
    await nearWork(page, 1).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await context.close();
  });

  test('no layout shift while the slider loads and comes to life', async ({ page }) => {
    await recordLayoutShifts(page);
    await hydrated(page);
    await expect(counter(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('no serious accessibility violations, lightbox off and on', async ({ page }) => {
    await hydrated(page);
    await expect(counter(page)).toBeHidden();
    await expectNoSeriousAxeViolations(page);
    await nearWork(page, 1).click();
    await expect(lightbox(page)).toBeVisible();
    // Once the opening has settled.
    await page.waitForTimeout(700);
    await expectNoSeriousAxeViolations(page);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A finger moving sideways from `from` to `to` at height `y`, in 4 px steps. */
async function swipe(touch: CDPSession, from: number, to: number, y: number) {
  await touch.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  const direction = Math.sign(to - from);
  for (let x = from + direction * 4; direction * (to - x) >= 0; x += direction * 4) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
