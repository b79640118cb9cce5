import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const PRINT = '/product/tide-table/';

test.describe('a form loaded into a page by id', () => {
  test('LOAD-001 LOAD-006 LOAD-007 LOAD-009 the framing calculator loads into a product page on demand and calculates live', async ({
    page,
  }) => {
    await page.goto(PRINT);
    await page.locator('html[data-hydrated]').waitFor();
    // Nothing of the calculator is on the page until the visitor asks for it.
    await expect(page.getByLabel('Width (cm)')).toHaveCount(0);
    await page.evaluate(() => {
      const events: string[] = [];
      (window as unknown as { loaderEvents: string[] }).loaderEvents = events;
      for (const name of ['before', 'success', 'error', 'after']) {
        document.addEventListener(`forminator:load:${name}`, () => events.push(name));
      }
    });
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/ajax') &&
        response.request().postData()?.includes('action=forminator_load_form') === true,
    );
    await page.getByText('Estimate the cost of framing').click();
    expect((await answer).status()).toBe(200);

    const width = page.getByLabel('Width (cm)');
    await expect(width).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { loaderEvents: string[] }).loaderEvents),
      )
      .toEqual(['before', 'success', 'after']);
    // The on-page link is no longer needed once the form is in place.
    await expect(page.getByRole('link', { name: 'Open the framing calculator' })).toHaveCount(0);

    // Hydrated: typing recalculates the estimate without a request.
    const estimate = page.getByLabel('Framing cost (€)');
    await expect(estimate).toHaveText('15,00');
    await width.fill('50');
    await page.getByLabel('Height (cm)').fill('70');
    await page.getByLabel('Frame moulding').selectOption({ label: 'Natural oak' });
    await expect(estimate).not.toHaveText('15,00');
    await expectNoSeriousAxeViolations(page);
  });

  test('without JavaScript the product page links to the calculator page instead', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PRINT);
    await page.getByText('Estimate the cost of framing').click();
    await page.getByRole('link', { name: 'Open the framing calculator' }).click();
    await expect(page).toHaveURL(/\/framing-calculator\/$/);
    await expect(page.getByLabel('Width (cm)')).toBeVisible();
    await context.close();
  });
});
