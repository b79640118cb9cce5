import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3202';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const which = process.argv[2] ?? 'all';
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  // put a print in the cart
  await page.goto(base + '/product/salt-lines/');
  await page.waitForSelector('html[data-hydrated]');
  const r = await page.evaluate(async () => {
    const s = JSON.parse(document.querySelector('#atelier-theme-settings').textContent);
    const res = await fetch('/api/shop-ajax', { method: 'POST', body: new URLSearchParams({ action: 'add_to_cart', product_id: s.postID, security: s.ajaxNonce, ...Object.fromEntries([...document.querySelectorAll('select[name^=attribute_]')].map((el) => [el.name, el.options[1]?.value ?? ''])) }) });
    return res.status;
  });
  console.log('add', r);
  await page.goto(base + '/cart/');
  await page.screenshot({ path: `/tmp/shots-checkout/cart-${width}.png`, fullPage: true });
  await page.goto(base + '/checkout/');
  await page.waitForSelector('html[data-hydrated]');
  await page.screenshot({ path: `/tmp/shots-checkout/checkout-${width}.png`, fullPage: true });
  await page.getByLabel('Pay on collection').check();
  await page.selectOption('#checkout-billing_country', 'US');
  await page.getByLabel('Ship to a different address?').check().catch(() => {});
  await page.screenshot({ path: `/tmp/shots-checkout/checkout-collect-${width}.png`, fullPage: true });
  await page.getByLabel('Direct bank transfer').check();
  await page.getByLabel('Ship to a different address?').check();
  await page.selectOption('#checkout-shipping_country', 'CA');
  await page.screenshot({ path: `/tmp/shots-checkout/checkout-ship-ca-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
