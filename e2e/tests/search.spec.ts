import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, firstProductPath } from './fixtures';

const OVERLAY_FIELD = 'Search works, artists, the journal and projects';

test('issue 12: search by keyboard from the overlay, which keeps focus inside, to grouped results', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.locator('.mini-search__submit').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search the gallery' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(OVERLAY_FIELD);
  await expect(field).toBeFocused();

  // Tab and Shift+Tab go round the overlay's controls, never out of it.
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await field.focus();
  await page.keyboard.type('giclee');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?s=giclee$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “giclee”');
  await expect(page.getByRole('heading', { level: 2, name: /^Works \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Journal \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quiet Harbour (Giclée Edition)' })).toBeVisible();
  await expect(page.locator('.search-page mark').first()).toHaveText(/Giclée/i);
  await expect(page.getByRole('searchbox', { name: OVERLAY_FIELD }).last()).toHaveValue('giclee');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Quiet Harbour (Giclée Edition)' }).click();
  await expect(page).toHaveURL(/\/product\/quiet-harbour-giclee\/$/);
});

test('issue 12: the overlay examples each find something; nothing found offers them', async ({
  page,
}) => {
  await page.goto('/search/?s=zzzzqqq');
  await expect(page.getByText('Nothing matched “zzzzqqq”.')).toBeVisible();
  const examples = page.getByRole('list', { name: 'Example searches' }).getByRole('link');
  const count = await examples.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    await page.goto('/search/?s=zzzzqqq');
    await page.getByRole('list', { name: 'Example searches' }).getByRole('link').nth(index).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for/);
    await expect(page.locator('.search-result').first()).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
});

test('issue 12: a product page carries sharing tags and valid Product JSON-LD', async ({
  page,
}) => {
  const path = await firstProductPath(page);
  await page.goto(path);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/.+\/images\/.+\.jpg$/,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string } })
    .find((data) => data['@type'] === 'Product');
  expect(product?.offers?.priceCurrency).toBe('EUR');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await page.request.get(new URL(image ?? '').pathname);
  expect(response.status()).toBe(200);
});
