import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const LEGAL_PAGES = [
  { path: '/terms-and-conditions/', link: 'Terms and conditions', says: /within 14 days/ },
  {
    path: '/privacy-policy/',
    link: 'Privacy policy',
    says: /Comissão Nacional de Proteção de Dados/,
  },
  {
    path: '/shipping-and-returns/',
    link: 'Shipping and returns',
    says: /Collection at the gallery/,
  },
  { path: '/imprint/', link: 'Imprint', says: /NIPC/ },
] as const;

test.describe('the pages a shop must have', () => {
  for (const legal of LEGAL_PAGES) {
    test(`issue 12: ${legal.path} is a real page with its text, reached from the footer`, async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: legal.link })
        .click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(legal.says);

      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('issue 12: the shipping page describes the zones and collection in person', async ({
    page,
  }) => {
    await page.goto('/shipping-and-returns/');
    const main = page.getByRole('main');
    for (const zone of [
      'Portugal',
      'European Union',
      'Rest of the world',
      'Collection at the gallery',
    ])
      await expect(main.getByRole('heading', { level: 2, name: zone })).toBeVisible();
  });

  test('issue 12: an unknown single-segment address and a site page slug answer 404', async ({
    page,
  }) => {
    for (const path of ['/no-such-page/', '/home/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This room of the gallery is empty',
      );
    }
    // The trailing-slash convention holds for content pages too.
    const response = await page.goto('/imprint');
    expect(response?.url()).toMatch(/\/imprint\/$/);
  });
});

test.describe('journal pages past the end', () => {
  test('issue 12: /blog/?page=9 answers 404 with the not-found page and a link to the first page', async ({
    page,
  }) => {
    const response = await page.goto('/blog/?page=9');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This room of the gallery is empty',
    );
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('.post-card').first()).toBeVisible();
  });

  test('issue 12: a page number that is none answers 404, the last page answers 200', async ({
    page,
  }) => {
    for (const query of ['?page=0', '?page=two', '?page=99999']) {
      const response = await page.goto(`/blog/${query}`);
      expect(response?.status(), query).toBe(404);
    }
    expect((await page.goto('/blog/?page=2'))?.status()).toBe(200);
    await expect(page.locator('.post-card').first()).toBeVisible();
  });
});
