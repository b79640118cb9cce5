import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3202';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const [width, wait] of [[390, 0], [1280, 0], [390, 0], [1280,0]]) {
const context = await browser.newContext({ viewport: { width, height: 900 } });
const page = await context.newPage();
await page.goto(base + '/product/salt-lines/');
await page.waitForSelector('html[data-hydrated]');
await page.evaluate(async () => {
  const s = window.dtLocal;
  const choice = Object.fromEntries([...document.querySelectorAll('select[name^=attribute_]')].map((el) => [el.name, el.options[1]?.value ?? '']));
  await fetch('/api/shop-ajax', { method: 'POST', body: new URLSearchParams({ action: 'add_to_cart', product_id: s.postID, security: s.ajaxNonce, ...choice }) });
});
await page.reload();
await page.waitForSelector('html[data-hydrated]');
await page.locator('.header-cart__link').focus();
const info = () => page.evaluate(() => { const a = document.activeElement; return `${a.tagName} ${a.className} ${a.textContent?.slice(0,40)} in-dropdown=${!!a.closest('.header-cart__dropdown')}`; });
await page.waitForTimeout(wait);
console.log(width, wait, 'focused:', await info());
for (let i = 0; i < 4; i++) { await page.keyboard.press('Tab'); console.log('tab ->', await info()); }
await page.locator('.header-cart__link').focus();
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/shots-checkout/minicart-${width}.png` });
await context.close();
}
await browser.close();
