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

interface SeenTransition {
  from: string;
  to: string;
  duration: number;
}

/**
 * Records each transform transition of a card's overlay as it starts (`transitionrun`): its
 * from and to values and its length. Read with `overlayTransitions`.
 */
async function watchOverlayTransitions(page: Page) {
  await page.evaluate(() => {
    const seen: SeenTransition[] = [];
    (window as unknown as { __overlayTransitions: SeenTransition[] }).__overlayTransitions = seen;
    document.addEventListener('transitionrun', (event) => {
      const target = event.target as Element;
      if (event.propertyName !== 'transform') return;
      if (!target.classList.contains('project-card__overlay')) return;
      const running = target
        .getAnimations()
        .find((animation) => (animation as CSSTransition).transitionProperty === 'transform');
      const effect = running?.effect as KeyframeEffect | undefined;
      const frames = effect?.getKeyframes() ?? [];
      seen.push({
        from: String(frames[0]?.transform ?? ''),
        to: String(frames.at(-1)?.transform ?? ''),
        duration: Number(effect?.getTiming().duration ?? 0),
      });
    });
  });
}

/** The overlay transitions seen so far, in order. */
async function overlayTransitions(page: Page): Promise<SeenTransition[]> {
  return page.evaluate(
    () => (window as unknown as { __overlayTransitions: SeenTransition[] }).__overlayTransitions,
  );
}

test.describe('hover-direction overlays (MISC-009)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('MISC-009 the overlay slides in over 300 ms from the side the pointer entered, and out by the side it left', async ({
    page,
  }) => {
    await offline(page);
    await hydrated(page, '/portfolio/');
    const cover = page.locator('.project-card__open').first();
    const overlay = cover.locator('.project-card__overlay');
    await cover.scrollIntoViewIfNeeded();
    const box = await cover.boundingBox();
    if (!box) throw new Error('The cover has no box.');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await watchOverlayTransitions(page);

    // In from the left: from translateX(-100%) (the cover's width) to its place, over 300 ms.
    await page.mouse.move(box.x - 20, middle.y);
    await page.mouse.move(box.x + 3, middle.y);
    await expect(cover).toHaveAttribute('data-hover-from', 'left');
    // (A transition the hover started a frame before the overlay was put on its side is
    // cancelled at once; the last one is the slide.)
    await expect
      .poll(async () => (await overlayTransitions(page)).at(-1))
      .toEqual({
        from: expect.stringMatching(/^translateX?\(-100%(, 0(px)?)?\)$/),
        to: 'none',
        duration: 300,
      });
    await expect(overlay).toHaveCSS('opacity', '1');

    // Out by the bottom: it slides away downwards.
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.move(middle.x, box.y + box.height - 2);
    await page.mouse.move(middle.x, box.y + box.height + 20);
    await expect(cover).toHaveAttribute('data-hover-from', 'bottom');
    await expect
      .poll(async () => (await overlayTransitions(page)).at(-1))
      .toEqual({
        // From where it stands (the slide in ends on an identity translation).
        from: expect.stringMatching(/^(none|translate\(0px(, 0px)?\))$/),
        to: expect.stringMatching(/^translateY?\((0(px)?, )?100%\)$/),
        duration: 300,
      });

    // In again from the top: it starts above, not where it last left.
    await expect(overlay).toHaveCSS('opacity', '0');
    await page.mouse.move(middle.x, box.y - 20);
    await page.mouse.move(middle.x, box.y + 3);
    await expect(cover).toHaveAttribute('data-hover-from', 'top');
    await expect
      .poll(async () => (await overlayTransitions(page)).at(-1))
      .toEqual({
        from: expect.stringMatching(/^translateY?\((0(px)?, )?-100%\)$/),
        to: 'none',
        duration: 300,
      });
  });

  test('MISC-009 by keyboard the overlay shows on focus; under reduced motion it never moves', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await offline(page);
    await hydrated(page, '/portfolio/');
    const cover = page.locator('.project-card__open').first();
    const overlay = cover.locator('.project-card__overlay');
    await expect(overlay).toHaveCSS('transform', 'none');
    await cover.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(cover).toBeFocused();
    await expect(overlay).toHaveCSS('opacity', '1');
    await expect(overlay).toHaveCSS('transform', 'none');
    const box = await cover.boundingBox();
    if (!box) throw new Error('The cover has no box.');
    await page.mouse.move(box.x - 20, box.y + box.height / 2);
    await page.mouse.move(box.x + 3, box.y + box.height / 2);
    await expect(cover).toHaveAttribute('data-hover-from', 'left');
    // No transform transition ran: the overlay only fades (at once, in this browser's setting).
    await expect(overlay).toHaveCSS('transition-property', 'opacity');
    await expectNoSeriousAxeViolations(page);
  });
});

/*
 * The "all motion respects prefers-reduced-motion": under emulated reduced motion, on
 * every page the theme's moving parts are on, nothing on the page moves: no transition of a
 * position or size lasts, no animation runs longer than an instant or repeats (a spinner stands
 * still), no scroll is smoothed by the stylesheet, and the timed scrolls jump.
 */
const MOVING_PROPERTY =
  /^(all|transform|translate|scale|rotate|top|left|right|bottom|inset|margin.*|height|width|max-height|max-width|grid-template.*|background-position)$/;

async function motionOnPage(page: Page) {
  return page.evaluate((pattern) => {
    const moving = new RegExp(pattern);
    const found: string[] = [];
    const seconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value));
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const durations = seconds(style.transitionDuration);
        style.transitionProperty.split(',').forEach((property, index) => {
          const duration = durations[index % durations.length] ?? 0;
          if (duration > 0.001 && moving.test(property.trim()))
            found.push(`${element.tagName}.${element.className} ${property} ${duration}s`);
        });
        if (style.animationName !== 'none') {
          const longest = Math.max(...seconds(style.animationDuration));
          if (longest > 0.001 || style.animationIterationCount.includes('infinite'))
            found.push(`${element.tagName}.${element.className} animation ${style.animationName}`);
        }
        if (style.scrollBehavior === 'smooth') found.push(`${element.tagName} smooth scrolling`);
      }
    }
    return found;
  }, MOVING_PROPERTY.source);
}

test.describe('reduced motion across the theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    '/',
    '/portfolio/',
    '/blog/',
    '/shop/',
    '/albums/',
    '/about/',
    '/faq/',
    '/commission/',
  ]) {
    test(`all motion respects prefers-reduced-motion on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await offline(page);
      await hydrated(page, path);
      expect(await motionOnPage(page)).toEqual([]);
    });
  }

  test('all motion respects prefers-reduced-motion: a spinner stands still, the way back to the top jumps', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await offline(page);
    await hydrated(page, '/about/');
    // A loader as the forms and the cart draw it, while they wait.
    await page.evaluate(() => {
      const loader = document.createElement('span');
      loader.className = 'fui-loader';
      loader.id = 'probe-loader';
      document.body.append(loader);
    });
    await expect(page.locator('#probe-loader')).toHaveCSS('animation-iteration-count', '1');
    expect(await motionOnPage(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    const back = page.getByRole('button', { name: 'Back to top' });
    await expect(back).toBeVisible();
    await back.focus();
    await page.keyboard.press('Enter');
    // No 600 ms on the way: at the top as soon as the scroll's code has run.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1500 }).toBe(0);
    // Again, watching every scroll on the way: one step, straight to the top.
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(back).toBeVisible();
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          window.addEventListener('scroll', () => seen.push(window.scrollY));
          document.querySelector<HTMLButtonElement>('.scroll-top')?.click();
          setTimeout(() => resolve(seen), 1000);
        }),
    );
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.every((top) => top === 0)).toBe(true);
  });
});
