import { expect, test } from '@playwright/test';
import {
  addToCartThroughApi,
  availableOriginals,
  fillBilling,
  productIdOf,
} from './checkout-steps';
import { expectNoSeriousAxeViolations, visitorAjaxNonce } from './fixtures';

/** The checkout specs take the dearest originals (the payment spec the cheapest paintings). */
const DEAREST_FIRST = '/shop/?orderby=price-desc';

test('MISC-008 a visitor orders an original: errors first, then the order, then the work shows as sold', async ({
  page,
}) => {
  const [productPath] = await availableOriginals(page, DEAREST_FIRST);
  if (!productPath) throw new Error('No available original in the shop.');
  const { title, itemCount } = await addToCartThroughApi(page, productPath);
  expect(itemCount).toBeGreaterThan(0);

  await page.goto('/cart/');
  await expect(
    page.locator('.cart-table').getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await expect(page.locator('.header-cart .cart-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expectNoSeriousAxeViolations(page);

  // Inline validation: leaving a required field empty says so at once.
  await page.getByLabel('First name').focus();
  await page.getByLabel('Last name').focus();
  await expect(page.getByText('First name is a required field.')).toBeVisible();
  await page.getByLabel('Email address').fill('ana@');
  await page.getByLabel('Phone').focus();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  // Submitting anyway: the server refuses and the first problem gets the focus.
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Please correct the errors before placing your order.',
  );
  await expect(page.getByLabel('First name')).toBeFocused();

  await fillBilling(page, 'ana@example.com');
  await page.getByLabel('Pay on collection').check();
  await page
    .getByRole('checkbox', { name: /I have read and agree to the website’s terms and conditions/ })
    .check();
  await page.getByRole('button', { name: /Place order/ }).click();

  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=order_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Ana.');
  await expect(page.getByTestId('order-number')).toHaveText(/^AT-\d+$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.locator('.header-cart .cart-count')).toHaveText('0');
  await expectNoSeriousAxeViolations(page);

  // Stock dropped: the original is sold, and adding it again is refused.
  await page.goto(productPath);
  await expect(page.locator('.product__price')).toHaveText('Sold out');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkout form posts natively, shows server errors, and places the order', async ({
    page,
    context,
  }) => {
    const originals = await availableOriginals(page, DEAREST_FIRST);
    const productPath = originals[1];
    if (!productPath) throw new Error('Need a second available original.');
    await page.goto(productPath);
    const productId = await productIdOf(page);
    const nonce = await visitorAjaxNonce(page);
    const added = await context.request.post('/api/shop-ajax', {
      form: { action: 'add_to_cart', product_id: String(productId), security: nonce },
    });
    expect((await added.json()).cart.itemCount).toBe(1);

    await page.goto('/checkout/');
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Please correct the errors before placing your order.',
    );
    await expect(page.getByText('Street address is a required field.').first()).toBeVisible();

    await fillBilling(page, 'rui@example.com');
    await page
      .getByRole('checkbox', {
        name: /I have read and agree to the website’s terms and conditions/,
      })
      .check();
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Ana.');
    await expect(page.getByText('Direct bank transfer')).toBeVisible();
  });
});

test('an order confirmation is private: a wrong key is a 404', async ({ page }) => {
  const response = await page.goto('/checkout/order-received/1/?key=order_guess');
  expect(response?.status()).toBe(404);
});

test('ATTR-002 ATTR-003 a landing from a newsletter is recorded in the sbjs_ cookies the checkout posts', async ({
  page,
  context,
}) => {
  await page.goto('/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  // Issue 13: the page is shared HTML; the browser counts the view once the page runs.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'sbjs_current'))
    .toBe(true);
  const cookies = Object.fromEntries(
    (await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]),
  );
  expect(cookies.sbjs_current).toContain('src=newsletter');
  expect(cookies.sbjs_current).toContain('mdm=email');
  expect(cookies.sbjs_session).toContain('pgs=1');
  await page.getByRole('link', { name: 'Albums', exact: true }).first().click();
  await expect(page).toHaveURL(/\/albums\/$/);
  await expect
    .poll(
      async () =>
        (await context.cookies()).find((cookie) => cookie.name === 'sbjs_session')?.value ?? '',
    )
    .toContain('pgs%3D2');
});
