import { expect, test, type Page } from '@playwright/test';

/** How many cards sit on each row of a grid, from their rendered positions. */
async function rowLengths(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`issue 12: the home page grids have no orphan rows at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const featured = await rowLengths(page, '.artwork-grid--featured > *');
    expect(featured.length).toBeGreaterThan(1);
    expect(new Set(featured).size, `featured rows ${featured.join(', ')}`).toBe(1);
    // Category tiles grow to fill their row: every row, the last too, spans the whole grid.
    const grid = await page.locator('.category-tiles').boundingBox();
    const tiles = await page
      .locator('.category-tiles > li')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map(({ top, right }) => ({ top, right })),
      );
    const lastOfRow = new Map<number, number>();
    for (const tile of tiles) lastOfRow.set(Math.round(tile.top), tile.right);
    for (const right of lastOfRow.values())
      expect(Math.abs(right - ((grid?.x ?? 0) + (grid?.width ?? 0)))).toBeLessThan(2);
    const journal = await rowLengths(page, '.post-grid > *');
    expect(new Set(journal).size, `journal rows ${journal.join(', ')}`).toBe(1);
  });
}

test('issue 12, issue 19: the opening offers two real links, and the slideshow names the work it shows', async ({
  page,
}) => {
  await page.goto('/');
  const opening = page.locator('.home-opening__intro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art for slow looking');
  await expect(opening.locator('.button-row a')).toHaveText([
    'Explore the collection',
    'Commission a work',
  ]);
  await expect(opening.getByRole('link', { name: 'Commission a work' })).toHaveAttribute(
    'href',
    '/commission/',
  );
  const shown = page.locator('.main-slideshow [aria-roledescription="slide"]:not([inert])');
  await expect(shown.getByRole('link')).toHaveAttribute('href', /^\/product\/[a-z0-9-]+\/$/);
});

test('issue 12: on load nothing at the top right looks like a scroll-to-top button; the top bar toggle says what it does', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.scroll-top')).toBeHidden();
  const toggle = page.locator('.top-bar__toggle');
  await expect(toggle).toHaveText(/Hide/);
  await expect(toggle).toHaveAccessibleName('Hide the contact details');
  await toggle.click();
  await expect(toggle).toHaveText(/Contact details/);
  await expect(toggle).toHaveAccessibleName('Contact details');
});

test('issue 12: journal cards and album pictures are pictures of the works they speak of', async ({
  page,
}) => {
  await page.goto('/albums/');
  const first = page.locator('.collage__item').first();
  await expect(first.locator('figcaption')).toContainText('Tide Table');
  await expect(first.locator('img')).toHaveAttribute('alt', /Tide Table/);
  await page.goto('/blog/');
  const cover = page.locator('.post-card img').first();
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});
