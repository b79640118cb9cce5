import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations, listing them readably. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The first artwork of the shop, as a visitor would find it. */
export async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/shop/');
  const href = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  if (!href) throw new Error('The shop lists no product.');
  return href;
}

export async function firstPostPath(page: Page): Promise<string> {
  await page.goto('/blog/');
  const href = await page.locator('.post-card a[href^="/blog/"]').first().getAttribute('href');
  if (!href) throw new Error('The journal lists no post.');
  return href;
}

/**
 * The visitor's ajax nonce, as the page's own scripts get it (ADR 0011): pages are shared and
 * carry none, so it is asked for with atelier_refresh_nonces, which also starts the session.
 */
export async function visitorAjaxNonce(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/ajax', {
      method: 'POST',
      body: new URLSearchParams({ action: 'atelier_refresh_nonces' }),
    });
    const answer = (await response.json()) as { data: { ajaxNonce: string } };
    return answer.data.ajaxNonce;
  });
}
