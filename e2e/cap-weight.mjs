import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const origin = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const path of ['/', '/contact/']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', (r) => {
    const url = r.url(); const ct = r.headers()['content-type'] ?? '';
    if (r.status() >= 300 || bodies.has(url)) return;
    if (ct.includes('javascript') || /\.m?js$/.test(new URL(url).pathname)) bodies.set(url, r.body().catch(() => undefined));
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  let raw = 0, gz = 0, files = 0;
  for (const [url, p] of bodies) { const b = await p; if (!b) continue; files++; raw += b.length; gz += gzipSync(b, { level: 9 }).length; }
  console.log(`${path}: ${files} JS files, raw ${(raw/1024).toFixed(1)} KiB, gzip ${(gz/1024).toFixed(1)} KiB`);
  await context.close();
}
await browser.close();
