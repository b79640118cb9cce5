import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addPlentifulPrintEdition,
  addToCartThroughApi,
  availableOriginals,
  fillBilling,
  typeTestCard,
} from './checkout-steps';
import { expectNoSeriousAxeViolations } from './fixtures';
import { OWNER_STATE } from './studio-owner';

/**
 * Issue 21: what the owner does in the studio, in Chromium: refund an order a visitor placed,
 * export a form's entries, with axe on the screens. The owner is signed in once by the setup
 * project (OWNER_STATE); each visitor is a fresh browser context of their own.
 */
test.use({ storageState: OWNER_STATE });

/** Works on paper, dearest first: no other spec orders from this listing. */
const PAPER_DEAREST = '/shop/?category=works-on-paper&orderby=price-desc';

async function asVisitor<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test('issue 21: the owner refunds an order placed by a visitor; the work is for sale again', async ({
  page,
  browser,
}) => {
  const { number, productPath } = await asVisitor(browser, async (visitor) => {
    const [path] = await availableOriginals(visitor, PAPER_DEAREST);
    if (!path) throw new Error('Need an available work on paper.');
    await addToCartThroughApi(visitor, path);
    await visitor.goto('/checkout/');
    await fillBilling(visitor, 'refund.me@example.com');
    await visitor.getByLabel('Pay on collection').check();
    await visitor
      .getByRole('checkbox', {
        name: /I have read and agree to the website’s terms and conditions/,
      })
      .check();
    await visitor.getByRole('button', { name: /Place order/ }).click();
    await expect(visitor).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=order_/);
    const placed = (await visitor.getByTestId('order-number').textContent())?.trim() ?? '';
    await visitor.goto(path);
    await expect(visitor.locator('.product__price')).toHaveText('Sold out');
    return { number: placed, productPath: path };
  });

  await page.goto('/studio/orders/');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search').fill(number);
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: /^Refund / }).click();
  await expect(page.locator('.studio-notice-region')).toContainText(`${number} refunded`);
  await expect(page.getByText('Refunded').first()).toBeVisible();

  // The audit log names the refund; the work is back in the shop.
  await page.goto('/studio/audit/?action=order.refund');
  await expect(page.getByRole('table')).toContainText('order.refund');
  await expectNoSeriousAxeViolations(page);
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(productPath);
    await expect(visitor.locator('.product__price')).not.toHaveText('Sold out');
  });
});

test('issue 21: the owner exports a form’s entries as CSV with the field labels as columns', async ({
  page,
  browser,
}) => {
  const message = `Studio export check ${Date.now()}`;
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/contact/');
    const form = visitor.locator('form[data-form-id="33568"]');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Name').fill('Rita Export');
    await form.getByLabel('Email Address').fill('rita.export@example.com');
    await form.getByLabel('Message').fill(message);
    const widget = form.locator('altcha-widget');
    await widget.getByText("I'm not a robot").click();
    await expect(widget.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Finish' }).click();
    await visitor.waitForURL('**/?sent=33568');
  });

  await page.goto('/studio/entries/');
  await expect(page.getByRole('heading', { level: 1, name: 'Form entries' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('link', { name: /Contact/ })
    .first()
    .click();
  await expect(page.getByRole('table')).toContainText('rita.export@example.com');
  await expectNoSeriousAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header] = csv.split(/\r?\n/);
  expect(header).toContain('Name');
  expect(header).toContain('Email Address');
  expect(header).toContain('Message');
  expect(csv).toContain(message);
});

test('issue 21: the stock screen has no serious axe violations', async ({ page }) => {
  await page.goto('/studio/stock/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('issue 21: the account page leads a signed-in owner to the studio', async ({ page }) => {
  await page.goto('/my-account/');
  await page.getByRole('link', { name: 'Open the studio' }).click();
  await expect(page).toHaveURL(/\/studio\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
});

test('issue 21: the owner gives part of a card payment back, then the rest, which refunds the order', async ({
  page,
  browser,
}) => {
  const number = await asVisitor(browser, async (visitor) => {
    await addPlentifulPrintEdition(visitor);
    await expect(visitor.locator('.header-cart .cart-count')).toHaveText('1');
    await visitor.goto('/checkout/');
    await fillBilling(visitor, 'part.refund@example.com');
    await visitor
      .getByRole('checkbox', {
        name: /I have read and agree to the website’s terms and conditions/,
      })
      .check();
    await visitor.getByLabel('Credit or debit card').check();
    await typeTestCard(visitor, '4242 4242 4242 4242');
    await visitor.getByRole('button', { name: /^Pay · €/ }).click();
    await expect(visitor).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=order_/);
    return (await visitor.getByTestId('order-number').textContent())?.trim() ?? '';
  });

  await page.goto(`/studio/orders/?q=${number}`);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Nothing yet')).toBeVisible();

  // A word instead of an amount is refused with what to type; nothing moves.
  const amount = page.getByLabel('Refund part of the payment (€)');
  await amount.fill('ten');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Refund this amount' }).click();
  await expect(page.locator('.studio-notice-region')).toContainText(
    '“ten” is not an amount to refund: type euros such as 25 or 12.50.',
  );

  await amount.fill('10');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Refund this amount' }).click();
  await expect(page.locator('.studio-notice-region')).toContainText('A part refund');
  expect(asked).toContain(`Give 10 € of ${number} back`);
  await expect(payment).toContainText(/Refunded\s*€10 of €/);
  // The amount just refunded is not left in the field to be sent twice.
  await expect(amount).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: /^Refund the rest, €/ }).click();
  await expect(page.locator('.studio-notice-region')).toContainText(`${number} refunded`);
  await expect(page.getByLabel('Refund part of the payment (€)')).toHaveCount(0);

  await page.goto('/studio/audit/?action=order.refund-part');
  await expect(page.getByRole('table')).toContainText('order.refund-part');
});
