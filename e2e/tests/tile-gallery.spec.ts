import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';
import { layoutShiftTotal, recordLayoutShifts } from './layout-shift';

/*
 * Issue 18: the albums page's tile gallery "From the gallery" (76 tiles in four sets, two films;
 * 20 on the page, then chunks of 12). Nothing here reaches the internet: every other host is
 * refused (share windows, film embeds).
 */

const ALBUMS = '/albums/';
const TOTAL_TILES = 76;
const FIRST_CHUNK = 20;

const gallery = (page: Page) => page.getByRole('region', { name: 'From the gallery' });
const tiles = (page: Page) => gallery(page).locator('.ftg-tile');
const filterLink = (page: Page, name: string) =>
  gallery(page).getByRole('navigation').getByRole('link', { name, exact: true });

async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
}

async function hydrated(page: Page, path = ALBUMS) {
  await offline(page);
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

/** Every tile shown carries the set it is filtered by. */
async function setsOfTiles(page: Page): Promise<string[]> {
  return tiles(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-sets') ?? ''),
  );
}

test.describe('tile gallery (GAL)', () => {
  test('GAL-002 filters by click in place, updating the address, and "All" clears it', async ({
    page,
  }) => {
    await hydrated(page);
    await expect(filterLink(page, 'All')).toHaveAttribute('aria-current', 'true');
    await filterLink(page, 'Prints').click();
    await expect(page).toHaveURL(/\?ftg-set=prints$/);
    await expect(filterLink(page, 'Prints')).toHaveAttribute('aria-current', 'true');
    await expect(filterLink(page, 'All')).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await setsOfTiles(page)).length).toBeGreaterThan(0);
    expect((await setsOfTiles(page)).every((sets) => sets.split(' ').includes('prints'))).toBe(
      true,
    );
    await filterLink(page, 'All').click();
    await expect(page).toHaveURL(/\/albums\/$/);
    // Every tile again, in order (the next chunk may already have come, well before the end).
    const positions = await tiles(page).evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute('data-position'))),
    );
    expect(positions.length).toBeGreaterThanOrEqual(FIRST_CHUNK);
    expect(positions).toEqual(positions.map((_, index) => index));
  });

  test('GAL-002 a link with ?ftg-set= or #ftg-set- selects the filter on arrival', async ({
    page,
  }) => {
    await hydrated(page, `${ALBUMS}?ftg-set=photography`);
    await expect(filterLink(page, 'Photography')).toHaveAttribute('aria-current', 'true');
    expect((await setsOfTiles(page)).every((sets) => sets.includes('photography'))).toBe(true);

    await hydrated(page, `${ALBUMS}#ftg-set-studio`);
    await expect(filterLink(page, 'Studio')).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await setsOfTiles(page)).length).toBeGreaterThan(0);
    expect((await setsOfTiles(page)).every((sets) => sets.includes('studio'))).toBe(true);
  });

  test('GAL-005 GAL-006 scrolling loads every chunk once, and the empty answer stops the calls', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ajax') && request.postData()?.includes('load_chunk')) {
        calls.push(request.postData() ?? '');
      }
    });
    await hydrated(page);
    const end = gallery(page).getByText(`All ${TOTAL_TILES} pictures shown.`);
    // A reader scrolling to the gallery's end, again and again, until it says it has no more.
    for (let step = 0; step < 40 && !(await end.isVisible()); step++) {
      await gallery(page).locator('.ftg__more').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    const positions = await tiles(page).evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute('data-position'))),
    );
    expect(positions).toEqual(Array.from({ length: TOTAL_TILES }, (_, index) => index));
    // Pages 2…6 brought tiles, page 7 was the empty answer; then nothing more is asked.
    expect(calls.map((body) => new URLSearchParams(body).get('page'))).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(800);
    expect(calls).toHaveLength(6);
    for (const body of calls) {
      const fields = new URLSearchParams(body);
      expect(fields.get('action')).toBe('load_chunk');
      expect(fields.get('pageSize')).toBe('12');
      expect(fields.get('finaltilesgallery')).toMatch(/^[\w-]{20}$/);
      expect(fields.get('gallery')).toMatch(/^\d+$/);
    }
  });

  test('GAL-009 a tile whose picture fails is logged and skipped', async ({ page, request }) => {
    // The third tile's files, read from the page as the server sends it.
    const html = await (await request.get(ALBUMS)).text();
    const third = /<li[^>]*id="ftg-tile-3"[\s\S]*?<\/li>/.exec(html)?.[0] ?? '';
    const files = [...third.matchAll(/\/images\/([^\s",]+)/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(0);
    await page.route(
      (url) => files.some((file) => url.pathname === `/images/${file}`),
      (route) => route.fulfill({ status: 404, body: 'gone' }),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await hydrated(page);
    await expect(page.locator('#ftg-tile-3')).toHaveCount(0);
    await expect(page.locator('#ftg-tile-4')).toBeVisible();
    await expect(page.locator('#ftg-tile-2')).toBeVisible();
    // The others stay, in order, and are laid out again without the gap.
    const positions = await tiles(page).evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute('data-position'))),
    );
    expect(positions.slice(0, 4)).toEqual([0, 1, 3, 4]);
    expect(warnings.some((text) => text.includes('tile 3 could not be loaded'))).toBe(true);
  });

  test('CLS 0 while the tiles load and more chunks arrive on scroll', async ({ page }) => {
    await recordLayoutShifts(page);
    await hydrated(page);
    await page.waitForLoadState('load');
    // A quick reader: 400 px every 300 ms, past the first chunks.
    for (let step = 0; step < 16; step++) {
      await page.evaluate(() => window.scrollBy(0, 400));
      await page.waitForTimeout(300);
    }
    await page.waitForTimeout(500);
    const total = await layoutShiftTotal(page);
    expect(total).toBe(0);
  });

  test('GAL-003 GAL-014 share buttons are named links; the pin button sits bottom-left, 54 × 54', async ({
    page,
  }) => {
    await hydrated(page);
    const first = tiles(page).first();
    await first.hover();
    const pin = first.getByRole('link', { name: /^Pin “.+” on Pinterest/ });
    await expect(pin).toBeVisible();
    const [tileBox, pinBox] = await Promise.all([first.boundingBox(), pin.boundingBox()]);
    expect(pinBox?.width).toBe(54);
    expect(pinBox?.height).toBe(54);
    expect((pinBox?.x ?? 0) - (tileBox?.x ?? 0)).toBeCloseTo(10, 0);
    expect(
      (tileBox?.y ?? 0) + (tileBox?.height ?? 0) - ((pinBox?.y ?? 0) + (pinBox?.height ?? 0)),
    ).toBeCloseTo(50, 0);
    const facebook = first.getByRole('link', { name: /on Facebook/ });
    await expect(facebook).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
    await expect(facebook).toHaveAttribute('target', '_blank');
    // A plain click opens a 600 × 400 window (its page is refused: no test reaches the internet).
    const popup = page.waitForEvent('popup');
    await facebook.click();
    const opened = await popup;
    expect(opened.viewportSize()).toEqual({ width: 600, height: 400 });
    await opened.close();
  });

  test('opens the lightbox from a tile: keys move, Escape closes, focus returns, Back closes', async ({
    page,
  }) => {
    await hydrated(page);
    const link = tiles(page).nth(1).locator('.ftg-tile__link');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'From the gallery gallery' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#lightbox-from-the-gallery-2$/);
    await expect(dialog.getByText(/^2 of \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/#lightbox-from-the-gallery-3$/);
    await expect(dialog.getByText(/^3 of \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/#lightbox-from-the-gallery-2$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/#lightbox-from-the-gallery-1$/);
    await expect(dialog.getByText(/^1 of \d+$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).not.toHaveURL(/#lightbox/);

    await tiles(page).nth(3).locator('.ftg-tile__link').click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#lightbox-from-the-gallery-4$/);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/albums\/$/);
  });

  test('the lightbox holds the tiles of the filter shown, chunk tiles included', async ({
    page,
  }) => {
    await hydrated(page);
    await filterLink(page, 'Studio').click();
    // The studio set's 22 tiles: the known ones at once, the rest from its next chunk.
    await expect(tiles(page)).toHaveCount(22);
    await tiles(page).first().locator('.ftg-tile__link').click();
    const dialog = page.getByRole('dialog', { name: 'From the gallery gallery' });
    await expect(dialog.getByText(/^1 of 22$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(/^22 of 22$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an album’s pictures open that album’s lightbox', async ({ page }) => {
    await hydrated(page);
    const album = page.getByRole('region', { name: 'Summer in the Alentejo' });
    await album.getByRole('link').first().click();
    const dialog = page.getByRole('dialog', { name: 'Summer in the Alentejo: photographs' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 of 7')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('axe: no serious violations on the page', async ({ page }) => {
    await hydrated(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('tile gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('GAL-002 GAL-005 filter links and "Show more" work as plain links', async ({ page }) => {
    await offline(page);
    await page.goto(ALBUMS);
    await expect(tiles(page)).toHaveCount(FIRST_CHUNK);
    // At once, not after the 6 s safety net for a script that fails.
    await expect(tiles(page).first()).toHaveCSS('opacity', '1', { timeout: 2_000 });
    await filterLink(page, 'Prints').click();
    await expect(page).toHaveURL(/\?ftg-set=prints$/);
    await expect(filterLink(page, 'Prints')).toHaveAttribute('aria-current', 'true');
    expect((await setsOfTiles(page)).every((sets) => sets.includes('prints'))).toBe(true);

    await page.goto(ALBUMS);
    await gallery(page).getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\?ftg-page=2$/);
    await expect(tiles(page)).toHaveCount(FIRST_CHUNK + 12);
    await expect(page.locator('#ftg-tile-32')).toBeVisible();
  });
});
