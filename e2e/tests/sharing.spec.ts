import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, firstPostPath, firstProductPath } from './fixtures';

/*
 * Issue 20 (ADR 0029): the page share overlay (NAV-012, MISC-013, DEC-16) on product pages,
 * journal posts and portfolio projects, driven by keyboard. Nothing reaches the internet: every
 * other host is refused, and share windows are never followed.
 */

const NETWORKS = ['Facebook', 'X (Twitter)', 'Pinterest', 'LinkedIn', 'WhatsApp'];

async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
}

async function hydrated(page: Page, path: string) {
  await offline(page);
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Share' });

/** The five share links, checked for the page's absolute location (and title where taken). */
async function expectShareLinks(page: Page, path: string, title: string) {
  const location = new URL(path, page.url()).href;
  const links = overlay(page).getByRole('link');
  await expect(links).toHaveCount(5);
  for (const [index, name] of NETWORKS.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(`${name} (opens a new window)`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const query = async (index: number) =>
    new URL((await links.nth(index).getAttribute('href')) ?? '').searchParams;
  expect((await query(0)).get('u')).toBe(location);
  expect((await query(1)).get('url')).toBe(location);
  expect((await query(1)).get('text')).toBe(title);
  expect((await query(2)).get('url')).toBe(location);
  expect((await query(2)).get('media')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/.+\.jpg$/);
  expect((await query(3)).get('url')).toBe(location);
  expect((await query(4)).get('text')).toBe(`${title}\n${location}`);
}

test.describe('share overlay (NAV-012, MISC-013, DEC-16)', () => {
  test('NAV-012 MISC-013 on a product page: opens by keyboard, five links, Tab stays inside, Escape closes and focus returns', async ({
    page,
  }) => {
    const path = await firstProductPath(page);
    const overlayChunk: string[] = [];
    page.on('request', (request) => {
      if (/share-overlay-[\w-]+\.js$/.test(request.url())) overlayChunk.push(request.url());
    });
    await hydrated(page, path);
    const title = (await page.locator('h1').textContent())?.trim() ?? '';
    // The overlay's code is not part of the page until it is first used.
    expect(overlayChunk).toEqual([]);

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-haspopup', 'dialog');
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toBeVisible();
    expect(overlayChunk).toHaveLength(1);
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    // Focus starts inside, on the first network.
    await expect(overlay(page).getByRole('link', { name: /^Facebook/ })).toBeFocused();
    await expectShareLinks(page, path, title);
    await expectNoSeriousAxeViolations(page);

    // Shift+Tab from the first control goes round to the last (the close control).
    await page.keyboard.press('Shift+Tab');
    await expect(overlay(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(overlay(page).getByRole('link', { name: /^Facebook/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  });

  test('NAV-012 "Copy link" puts the address on the clipboard and says so', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await firstPostPath(page);
    await hydrated(page, path);
    await page.getByRole('button', { name: 'Share', exact: true }).focus();
    await page.keyboard.press('Enter');
    await overlay(page).getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect(overlay(page).getByRole('status')).toHaveText('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(path, page.url()).href,
    );
  });

  test('NAV-012 a share link opens a 600 × 400 window, not a navigation of the page', async ({
    page,
  }) => {
    const path = await firstProductPath(page);
    await hydrated(page, path);
    await page.evaluate(() => {
      const opened: string[][] = [];
      (window as unknown as { __opened: string[][] }).__opened = opened;
      window.open = ((url: string, target: string, features: string) => {
        opened.push([url, target, features]);
        return { opener: window } as unknown as Window;
      }) as typeof window.open;
    });
    await page.getByRole('button', { name: 'Share', exact: true }).focus();
    await page.keyboard.press('Enter');
    await overlay(page)
      .getByRole('link', { name: /^LinkedIn/ })
      .focus();
    await page.keyboard.press('Enter');
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[][] }).__opened,
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]?.[0]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(opened[0]?.[2]).toMatch(/^width=600,height=400,left=\d+,top=\d+$/);
    expect(page.url()).toContain(path);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('NAV-012 on a portfolio project: opens, fits the screen, the close control closes it, focus returns', async ({
      page,
    }) => {
      await offline(page);
      await page.goto('/portfolio/');
      const href = await page.locator('.project-card__title a').first().getAttribute('href');
      expect(href).toMatch(/^\/portfolio\/[\w-]+\/$/);
      await hydrated(page, href ?? '/portfolio/');
      const title = (await page.locator('h1').textContent())?.trim() ?? '';
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await share.focus();
      await page.keyboard.press('Enter');
      await expect(overlay(page)).toBeVisible();
      await expectShareLinks(page, href ?? '', title);
      const box = await overlay(page).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxeViolations(page);
      await overlay(page).getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(overlay(page)).toHaveCount(0);
      await expect(share).toBeFocused();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('MISC-013 "Share" is a disclosure of the same five links, opening in a new window', async ({
      page,
    }) => {
      const path = await firstPostPath(page);
      await offline(page);
      await page.goto(path);
      const disclosure = page.locator('details.share');
      await disclosure.locator('summary').focus();
      await page.keyboard.press('Enter');
      const links = disclosure.getByRole('link');
      await expect(links).toHaveCount(5);
      for (const [index, name] of NETWORKS.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(`${name} (opens a new window)`);
        await expect(links.nth(index)).toHaveAttribute('target', '_blank');
        await expect(links.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const facebook = new URL((await links.first().getAttribute('href')) ?? '');
      expect(facebook.searchParams.get('u')).toBe(new URL(path, page.url()).href);
    });
  });
});
