import type { Page } from '@playwright/test';
import { visitorAjaxNonce } from './fixtures';

/** The shop's steps the checkout specs share: finding an original, carting it, billing. */

/** Product pages name their product id as the theme settings' postID (THEME-002). */
export async function productIdOf(page: Page): Promise<number> {
  const settings = JSON.parse(
    (await page.locator('#atelier-theme-settings').textContent()) ?? '{}',
  );
  return Number(settings.postID);
}

/**
 * The available originals (one of a kind) of a shop listing, as links in page order. Each spec
 * lists its own way (dearest first, cheapest paintings…), so they never race for the same work.
 */
export async function availableOriginals(page: Page, listing: string): Promise<string[]> {
  await page.goto(listing);
  return page
    .locator('.artwork-card')
    .filter({ hasNot: page.locator('.badge') })
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Adds the product of a page to the visitor's cart through the cart call; its title and cart. */
export async function addToCartThroughApi(
  page: Page,
  productPath: string,
): Promise<{ title: string; itemCount: number }> {
  await page.goto(productPath);
  const productId = await productIdOf(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const nonce = await visitorAjaxNonce(page);
  const answer = await page.evaluate(
    async ({ id, security }) => {
      const response = await fetch('/api/shop-ajax', {
        method: 'POST',
        body: new URLSearchParams({ action: 'add_to_cart', product_id: String(id), security }),
      });
      return response.json();
    },
    { id: productId, security: nonce },
  );
  return { title, itemCount: Number(answer.cart.itemCount) };
}

/** A buyer in Lisbon, with the given address. */
export async function fillBilling(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Country / Region').selectOption('PT');
  await page.getByLabel('Street address').fill('Rua da Rosa 112');
  await page.getByLabel('Postcode').fill('1200-389');
  await page.getByLabel('Town / City').fill('Lisboa');
  await page.getByLabel('Phone').fill('912 345 678');
  await page.getByLabel('Email address').fill(email);
}

/** Tide Table is the demo print whose A4 unframed edition has plenty of stock. */
export const PLENTIFUL_PRINT = '/product/tide-table/';

/** Adds Tide Table's A4 unframed edition to the cart the way a visitor does: swatches, button. */
export async function addPlentifulPrintEdition(page: Page) {
  await page.goto(PLENTIFUL_PRINT);
  const swatch = (group: RegExp, name: string) =>
    page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });
  await swatch(/^Size/, 'A4').click();
  await swatch(/^Frame/, 'Unframed').click();
  await page.locator('.single_add_to_cart_button').click();
}

/** Types a test gateway card (`@atelier/contracts/test-cards`) with a future expiry and a CVC. */
export async function typeTestCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('Security code (CVC)').fill('123');
}
