import { expect, test, type Page } from '@playwright/test';
import {
  addPlentifulPrintEdition,
  addToCartThroughApi,
  availableOriginals,
  fillBilling,
  productIdOf,
  typeTestCard,
} from './checkout-steps';
import { expectNoSeriousAxeViolations } from './fixtures';
import { mailTo } from './outbox';

/*
 * Issue 17: paying at the checkout by card (with 3-D Secure) and PayPal against the built-in
 * test gateway, the default on a fresh install: no money moves and nothing leaves the machine.
 */

/** Paintings, cheapest first: the checkout spec takes the dearest originals. */
const CHEAPEST_PAINTINGS = '/shop/?category=painting&orderby=price';

async function addOriginal(page: Page, productPath: string) {
  const { itemCount } = await addToCartThroughApi(page, productPath);
  expect(itemCount).toBe(1);
}

async function fillBillingAndAgree(page: Page, email: string) {
  await fillBilling(page, email);
  await page
    .getByRole('checkbox', { name: /I have read and agree to the website’s terms and conditions/ })
    .check();
}

test('PAY-shop a print bought with a 3-D Secure test card: challenge, then order received with its reference', async ({
  page,
}) => {
  await addPlentifulPrintEdition(page);
  await expect(page.locator('.header-cart .cart-count')).toHaveText('1');

  await page.goto('/checkout/');
  await fillBillingAndAgree(page, 'card-buyer@example.com');
  await page.getByLabel('Credit or debit card').check();
  await expect(page.getByText('Test payments: no money moves.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await typeTestCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay · €/ }).click();

  const challenge = page.getByRole('dialog', { name: 'Test 3-D Secure' });
  await expect(challenge).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=order_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Ana.');
  await expect(page.getByTestId('payment-reference')).toHaveText(/\S{6,}/);
  const reference = (await page.getByTestId('payment-reference').textContent()) ?? '';
  await expect(page.getByText('Credit or debit card', { exact: true })).toBeVisible();
  await expect(page.locator('.header-cart .cart-count')).toHaveText('0');
  await expectNoSeriousAxeViolations(page);
  const mail = await mailTo('card-buyer@example.com', /Your Atelier order AT-\d+/);
  expect(mail.text).toContain(reference);
});

test('PAY-shop a declined card shows the bank’s message at the card, keeps the cart and the work', async ({
  page,
}) => {
  const originals = await availableOriginals(page, CHEAPEST_PAINTINGS);
  const productPath = originals[0];
  if (!productPath) throw new Error('No available original.');
  await addOriginal(page, productPath);
  await page.goto('/checkout/');
  await fillBillingAndAgree(page, 'declined@example.com');
  await page.getByLabel('Credit or debit card').check();
  await typeTestCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay · €/ }).click();
  await expect(page.locator('#checkout-card-provider-error')).toContainText(/declined/i);
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.locator('.header-cart .cart-count')).toHaveText('1');
  await expectNoSeriousAxeViolations(page);

  // The reservation was released: the work is still for sale to anyone.
  await page.goto(productPath);
  await expect(page.locator('.product__price')).not.toHaveText('Sold out');
});

test('PAY-shop PayPal test flow: approve places the order with its reference', async ({ page }) => {
  const originals = await availableOriginals(page, CHEAPEST_PAINTINGS);
  const productPath = originals[1];
  if (!productPath) throw new Error('Need a second available original.');
  await addOriginal(page, productPath);
  await page.goto('/checkout/');
  await fillBillingAndAgree(page, 'paypal-buyer@example.com');
  await page.getByLabel('PayPal', { exact: true }).check();
  await expect(page.getByRole('button', { name: /Place order/ })).toHaveCount(0);
  await page.getByRole('button', { name: /PayPal Checkout/ }).click();
  const approval = page.getByRole('dialog', { name: /Test PayPal/ });
  await expect(approval).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await approval.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=order_/);
  await expect(page.getByTestId('payment-reference')).toHaveText(/\S{6,}/);
  await expect(page.getByText('PayPal', { exact: true })).toBeVisible();

  await page.goto(productPath);
  await expect(page.locator('.product__price')).toHaveText('Sold out');
});

test('PAY-shop DEC-22 PayPal cancel: a notice on the checkout, the work back in stock', async ({
  page,
}) => {
  const originals = await availableOriginals(page, CHEAPEST_PAINTINGS);
  const productPath = originals[2];
  if (!productPath) throw new Error('Need a third available original.');
  await addOriginal(page, productPath);
  await page.goto('/checkout/');
  await fillBillingAndAgree(page, 'changed-mind@example.com');
  await page.getByLabel('PayPal', { exact: true }).check();
  await page.getByRole('button', { name: /PayPal Checkout/ }).click();
  const approval = page.getByRole('dialog', { name: /Test PayPal/ });
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toContainText('You cancelled the PayPal payment');
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.locator('.header-cart .cart-count')).toHaveText('1');
  await expectNoSeriousAxeViolations(page);

  await page.goto(productPath);
  await expect(page.locator('.product__price')).not.toHaveText('Sold out');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('PAY-shop card and PayPal say they need JavaScript; the card cannot be posted natively', async ({
    page,
  }) => {
    await page.goto('/checkout/');
    // An empty cart has nothing to pay: add one through the API first.
    const originals = await availableOriginals(page, CHEAPEST_PAINTINGS);
    // Nothing is bought here: any available original will do when fewer are left.
    const productPath = originals[3] ?? originals.at(-1);
    if (!productPath) throw new Error('Need an available original.');
    await page.goto(productPath);
    const productId = await productIdOf(page);
    const nonceAnswer = await page.request.post('/api/ajax', {
      form: { action: 'atelier_refresh_nonces' },
    });
    const nonce = ((await nonceAnswer.json()) as { data: { ajaxNonce: string } }).data.ajaxNonce;
    await page.request.post('/api/shop-ajax', {
      form: { action: 'add_to_cart', product_id: String(productId), security: nonce },
    });
    await page.goto('/checkout/');
    await expect(page.getByText(/Paying with Credit or debit card needs JavaScript/)).toBeVisible();
    await expect(page.getByText(/Paying with PayPal needs JavaScript/)).toBeVisible();
    // Posted natively anyway, the card is refused with the same words; nothing is reserved.
    await fillBillingAndAgree(page, 'no-script@example.com');
    await page.getByLabel('Credit or debit card').check();
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByRole('alert')).toContainText('needs JavaScript');
    await page.goto(productPath);
    await expect(page.locator('.product__price')).not.toHaveText('Sold out');
  });
});
