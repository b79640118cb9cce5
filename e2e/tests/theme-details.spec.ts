import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, firstProductPath } from './fixtures';

/*
 * Issue 20 (ADR 0029): the theme's details. The pin script on demand (MISC-014), the custom
 * scrollbar (MISC-010), social icons (MISC-012), device flags and high-density pictures
 * (THEME-010), smooth scrolling off in the demo (THEME-009). Nothing reaches the internet.
 */

async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

test.describe('pin script on demand (MISC-014)', () => {
  test('MISC-014 Pinterest’s script is injected only when the visitor pins, then pins the tile', async ({
    page,
  }) => {
    await offline(page);
    const asked: string[] = [];
    // Registered last, so it answers before the refusal above: a stand-in for Pinterest's code.
    await page.route('https://assets.pinterest.com/js/pinit.js', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.PinUtils = { pinOne: function (pin) { window.__pinned = pin; } };',
      });
    });
    await hydrated(page, '/albums/');
    const tile = page.locator('.ftg-tile').first();
    await tile.scrollIntoViewIfNeeded();
    // The page has loaded (and waited a little): no pin script, no request for it.
    await page.waitForTimeout(500);
    await expect(page.locator('script[src*="pinterest"]')).toHaveCount(0);
    expect(asked).toEqual([]);

    const pin = tile.getByRole('link', { name: /^Pin “.+” on Pinterest/ });
    const href = new URL((await pin.getAttribute('href')) ?? '');
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('script[data-pin-script]')).toHaveCount(1);
    await expect(page.locator('script[data-pin-script]')).toHaveAttribute(
      'src',
      'https://assets.pinterest.com/js/pinit.js',
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pinned?: unknown }).__pinned))
      .toEqual({
        url: href.searchParams.get('url'),
        media: href.searchParams.get('media'),
        description: href.searchParams.get('description'),
      });
    expect(asked).toHaveLength(1);
    // The page stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/albums/');
  });
});

test.describe('custom scrollbar (MISC-010)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('MISC-010 a sideways photo row scrolls by keyboard, and a held arrow button steps 40 px at a time', async ({
    page,
  }) => {
    await offline(page);
    await hydrated(page, '/portfolio/');
    const card = page.locator('.project-card').first();
    await card.locator('summary').focus();
    await page.keyboard.press('Enter');
    const row = card.getByRole('region', { name: /^Photos of / });
    await expect(row).toBeVisible();
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
    const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(40);
    // The drawn bar is there, for the mouse only; the row keeps its own scrolling.
    const bar = card.locator('.custom-scrollbar__bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-hidden', 'true');

    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBe(0);

    // One press of the forward arrow: exactly one step.
    const forward = card.locator('.custom-scrollbar__button--forward');
    // The mouse can only press what is on the screen.
    await forward.scrollIntoViewIfNeeded();
    const box = await forward.boundingBox();
    if (!box) throw new Error('The forward button has no box.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(scrollLeft).toBe(40);
    // Held: it repeats (every 17 ms) until let go, in 40 px steps, up to the end.
    await page.mouse.down();
    await page.waitForTimeout(600);
    await page.mouse.up();
    const held = await scrollLeft();
    expect(held).toBeGreaterThan(80);
    expect(held === overflow || held % 40 === 0).toBe(true);
    // The thumb moved along with it.
    const thumb = await card
      .locator('.custom-scrollbar__thumb')
      .evaluate((element) => getComputedStyle(element).transform);
    expect(thumb).not.toBe('none');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('device flags and social icons on a phone (THEME-010, MISC-012)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('THEME-010 the page is marked a touch phone; THEME-009 no smooth scrolling with the demo’s off', async ({
    page,
  }) => {
    await offline(page);
    await hydrated(page, '/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-device', 'phone');
    await expect(root).toHaveAttribute('data-touch', 'true');
    await expect(root).not.toHaveAttribute('data-smooth-scroll', /.*/);
    expect(await root.evaluate((element) => getComputedStyle(element).scrollBehavior)).toBe('auto');
  });

  test('MISC-012 the footer lists the gallery’s accounts as named icon links from one sprite', async ({
    page,
  }) => {
    await offline(page);
    await hydrated(page, '/');
    const list = page.getByRole('list', { name: 'Atelier elsewhere' });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const name of ['Facebook', 'Instagram', 'X', 'Pinterest']) {
      const link = list.getByRole('link', { name: `Atelier on ${name}`, exact: true });
      await expect(link).toHaveAttribute('rel', 'me noopener');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const sprite = await list
      .locator('use')
      .first()
      .evaluate((element) => element.getAttribute('href') ?? '');
    expect(sprite).toMatch(/\/assets\/social-icons-[\w-]+\.svg#facebook$/);
    const answer = await page.request.get(sprite.split('#')[0] ?? '');
    expect(answer.status()).toBe(200);
    const body = await answer.text();
    expect(body.match(/<symbol /g)?.length).toBeGreaterThanOrEqual(27);
    // Drawn: every icon has a size on the page.
    const size = await list.locator('svg').first().boundingBox();
    expect(size?.width).toBe(20);
    await list.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('device flags on a desktop (THEME-010)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('THEME-010 a desktop is marked so, and one atelier:resize follows a burst of resizes', async ({
    page,
  }) => {
    await offline(page);
    await hydrated(page, '/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-device', 'desktop');
    await expect(root).toHaveAttribute('data-touch', 'false');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(root).toHaveAttribute('data-device', 'desktop');
    // Settled after the viewport change; then a burst of resizes 50 ms apart inside the page.
    await page.waitForTimeout(400);
    const heard = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const events: unknown[] = [];
          window.addEventListener('atelier:resize', (event) =>
            events.push((event as CustomEvent).detail),
          );
          let sent = 0;
          const burst = setInterval(() => {
            window.dispatchEvent(new Event('resize'));
            if (++sent === 4) clearInterval(burst);
          }, 50);
          // 150 ms of burst, then 200 ms of quiet, and a margin.
          setTimeout(() => resolve(events), 1000);
        }),
    );
    expect(heard).toEqual([{ device: 'desktop', width: 900 }]);
  });
});

test.describe('high-density pictures (THEME-010)', () => {
  test('THEME-010 a product picture is fetched wider for a denser screen, by its srcset alone', async ({
    browser,
  }) => {
    const chosen: Record<number, { file: number; shown: number }> = {};
    let path = '';
    for (const deviceScaleFactor of [1, 3]) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor,
      });
      const page = await context.newPage();
      await offline(page);
      path ||= await firstProductPath(page);
      await hydrated(page, path);
      const picture = page.locator('.product-gallery img').first();
      await expect(picture).toHaveAttribute('srcset', / \d+w,/);
      await expect(picture).toHaveAttribute('sizes', /100vw/);
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // The stored files are named by their width (`…-800-<hash>.webp`).
      chosen[deviceScaleFactor] = await picture.evaluate((image: HTMLImageElement) => ({
        file: Number(/-(\d+)-[0-9a-f]+\.(?:webp|jpg)$/.exec(image.currentSrc)?.[1] ?? 0),
        shown: image.getBoundingClientRect().width,
      }));
      await context.close();
    }
    // At 1× a file about as wide as the picture is shown; at 3× a wider one.
    expect(chosen[1]?.file).toBeGreaterThanOrEqual((chosen[1]?.shown ?? 0) * 0.9);
    expect(chosen[3]?.file).toBeGreaterThan(chosen[1]?.file ?? Infinity);
  });
});
