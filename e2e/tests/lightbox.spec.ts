import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const PRODUCT = '/product/tide-table/';

/** No test reaches the internet: every request to another host is aborted, and recorded. */
async function stayLocal(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

const lightboxChunks = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/lightbox-view-[^/]+\.(js|css)$/.test(request.url())) seen.push(request.url());
  });
  return seen;
};

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const counter = (box: Locator) => box.locator('.atelier-lightbox__counter');

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

test.describe('lightbox', () => {
  let outside: string[] = [];
  test.beforeEach(async ({ context }) => {
    outside = await stayLocal(context);
  });

  test('LBX-001 LBX-002 LBX-007 opens from the media page, moves with the keys, wraps, and Escape returns focus', async ({
    page,
  }) => {
    const chunks = lightboxChunks(page);
    await hydrated(page, '/media/');
    // Nothing of the lightbox before it is wanted.
    expect(chunks).toEqual([]);
    const trigger = page.locator('a.media-item__open').first();
    await trigger.focus();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');

    const box = dialog(page, 'Media gallery');
    await expect(box).toBeVisible();
    await expect(page).toHaveURL(/#lightbox-media-1$/);
    const total = Number((await counter(box).textContent())?.split(' of ')[1]);
    expect(total).toBeGreaterThan(2);
    await expect(counter(box)).toHaveText(`1 of ${total}`);
    await expect(counter(box)).toHaveAttribute('aria-live', 'polite');
    await expect(box.getByRole('button', { name: 'Close (Esc)' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Previous (Left arrow key)' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Next (Right arrow key)' })).toBeVisible();
    await expect(box.locator('.yarl__slide_current .atelier-lightbox__title')).not.toBeEmpty();

    await page.keyboard.press('ArrowLeft');
    await expect(counter(box)).toHaveText(`${total} of ${total}`);
    await expect(page).toHaveURL(new RegExp(`#lightbox-media-${total}$`));
    await page.keyboard.press('ArrowRight');
    await expect(counter(box)).toHaveText(`1 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(box)).toHaveText(`2 of ${total}`);

    // Tab stays inside the dialog.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const where = await box.evaluate((element) =>
        element.contains(document.activeElement)
          ? 'inside'
          : (document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing'),
      );
      expect(where).toBe('inside');
    }

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(/\/media\/$/);
    await expect(trigger).toBeFocused();
  });

  test('LBX-014 a film plays in a youtube-nocookie frame and a place opens on the map', async ({
    page,
  }) => {
    await hydrated(page, '/media/');
    const film = page.locator('a.media-item__video[href*="youtube.com"]').first();
    await film.click();
    const box = dialog(page, 'Media gallery');
    const frame = box.locator('.yarl__slide_current iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect
      .poll(() => outside.some((url) => url.startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();

    const map = page.getByRole('link', { name: /^Show on the map/ }).first();
    await map.click();
    await expect(box.locator('.yarl__slide_current iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/,
    );
  });

  test('LBX-001 opens from a product picture; Back closes it, Forward and a shared address open it; pages still navigate', async ({
    page,
  }) => {
    await hydrated(page, PRODUCT);
    const box = dialog(page, /^Larger pictures of /);

    await page.locator('.product-gallery__open').first().click();
    await expect(box).toBeVisible();
    await expect(counter(box)).toHaveText('1 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${PRODUCT}#lightbox-product-2`);
    const state = await page.evaluate(() => window.history.state as Record<string, unknown>);
    expect(state).toHaveProperty('key');
    expect(state).toHaveProperty('idx');

    // No page data is fetched again for the lightbox's history steps.
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(request.url());
    });
    await page.goBack();
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(PRODUCT);
    await page.goForward();
    await expect(box).toBeVisible();
    await expect(counter(box)).toHaveText('2 of 3');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    expect(dataRequests).toEqual([]);

    // Back and Forward between pages are the router's, as before: the breadcrumb's client-side
    // navigation to the shop, back to the work, forward to the shop again.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await page.goBack();
    await expect(page).toHaveURL(PRODUCT);
    await expect(page.locator('.product-gallery__open').first()).toBeVisible();
    await expect(box).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL(/\/shop\/$/);
    await page.goBack();
    await expect(page).toHaveURL(PRODUCT);

    // A shared address opens the lightbox at its picture.
    await page.goto('about:blank');
    await page.goto(`${PRODUCT}#lightbox-product-3`);
    await expect(box).toBeVisible();
    await expect(counter(box)).toHaveText('3 of 3');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(PRODUCT);
  });

  test('LBX-011 LBX-012 a picture that fails says so with a link to it; loading says which', async ({
    page,
  }) => {
    await hydrated(page, PRODUCT);
    const opens = page.locator('.product-gallery__open');
    const big = await opens.nth(1).getAttribute('href');
    expect(big).toMatch(/^\/images\//);
    /** Every file of a view's picture: its big image and each width of its WebP and JPEG. */
    const filesOf = (view: Locator) =>
      view.evaluate((link) => {
        const addresses = [link.getAttribute('href') ?? ''];
        for (const element of Array.from(link.querySelectorAll('source, img'))) {
          const srcset = element.getAttribute('srcset') ?? '';
          for (const candidate of srcset.split(','))
            addresses.push(candidate.trim().split(' ')[0] ?? '');
        }
        return addresses.filter(Boolean).map((address) => new URL(address, location.href).pathname);
      });
    const broken = new Set(await filesOf(opens.nth(1)));
    const slow = new Set(await filesOf(opens.nth(2)));
    // The second view's picture is gone; the third one is slow.
    await page.route(/\/images\//, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (broken.has(path)) return route.fulfill({ status: 404, body: '' });
      if (slow.has(path)) await new Promise((resolve) => setTimeout(resolve, 4000));
      return route.continue();
    });
    // Routing turns the HTTP cache off; a new document forgets the pictures it had.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await page.locator('.product-gallery__open').nth(1).click({ force: true });
    const box = dialog(page, /^Larger pictures of /);
    await expect(box.getByText('The image #2 could not be loaded.')).toBeVisible();
    await expect(box.getByRole('link', { name: 'Open the image' })).toHaveAttribute(
      'href',
      big ?? '',
    );
    await page.keyboard.press('ArrowRight');
    await expect(box.getByText('Loading image #3...')).toBeVisible();
  });

  test('swipes on a touch screen and pinches are the library’s; a swipe moves to the next picture', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await stayLocal(context);
    const page = await context.newPage();
    await hydrated(page, PRODUCT);
    await page.locator('.product-gallery__open').first().tap();
    const box = dialog(page, /^Larger pictures of /);
    await expect(counter(box)).toHaveText('1 of 3');
    // Real touches, as a finger makes them (the browser turns them into touch pointer events).
    const touch = await context.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y: 400 }],
      });
      for (let x = from; x !== to; x += Math.sign(to - from) * 20) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: 400 }],
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 60);
    await expect(counter(box)).toHaveText('2 of 3');
    await swipe(60, 320);
    await expect(counter(box)).toHaveText('1 of 3');
    await context.close();
  });

  test('LBX-013 "Shipping and returns" opens the page’s content; "Care and hanging" the page’s notes', async ({
    page,
  }) => {
    await hydrated(page, PRODUCT);
    const notes = page.locator('.product-notes');
    await notes.getByRole('link', { name: 'Shipping and returns' }).click();
    const box = dialog(page, 'About buying this work');
    await expect(
      box.locator('.atelier-lightbox__content h1, .atelier-lightbox__content h2').first(),
    ).toBeVisible();
    await expect(box.locator('.atelier-lightbox__content script')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await notes.getByRole('link', { name: 'Care and hanging' }).click();
    await expect(box.getByText(/Hang the work away from direct sunlight/)).toBeVisible();
  });

  test('axe finds nothing serious with the lightbox open', async ({ page }) => {
    await hydrated(page, PRODUCT);
    await page.locator('.product-gallery__open').first().click();
    await expect(counter(dialog(page, /^Larger pictures of /))).toHaveText('1 of 3');
    await expectNoSeriousAxeViolations(page);
    await hydrated(page, '/portfolio/');
    await page.locator('.project-card__open').first().click();
    await expect(page.getByRole('dialog', { name: /^Pictures of / })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('without JavaScript every trigger is a working link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await stayLocal(context);
    const page = await context.newPage();
    await page.goto('/media/');
    const picture = page.locator('a.media-item__open').first();
    const href = await picture.getAttribute('href');
    expect(href).toMatch(/^\/images\/.+\.jpg$/);
    const answer = await page.request.get(href ?? '');
    expect(answer.ok()).toBe(true);
    await page.goto(PRODUCT);
    await page.getByRole('link', { name: 'Care and hanging' }).click();
    await expect(page.getByText(/Hang the work away from direct sunlight/)).toBeVisible();
    await context.close();
  });
});
