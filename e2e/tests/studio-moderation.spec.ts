import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';
import { OWNER_STATE } from './studio-owner';

/**
 * Issue 21 (ADR 0035): the studio's moderation screens. A visitor's comment is held; the owner
 * approves it in the studio and it shows on the post (the cached page is dropped by the
 * comments trigger). Axe on the three screens.
 */
const QUIET_POST = '/blog/how-to-hang-a-salon-wall/';
const HELD = 'Thank you. Your comment is held for moderation and will appear once it is approved.';
/** The server holds a comment sent sooner than this after the form was opened (its minimum). */
const FILL_TIME_MS = 3_500;

test.describe.configure({ timeout: 120_000 });

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('issue 21: a visitor posts a comment, the owner approves it in the studio and it shows on the post', async ({
  browser,
  baseURL,
}) => {
  const author = `Studio Sam ${Date.now()}`;
  const body = `A comment the owner approves ${Date.now()}`;

  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([{ name: 'pum-32652', value: 'true', url: baseURL ?? '' }]);
  const visitor = await visitorContext.newPage();
  await hydrated(visitor, QUIET_POST);
  const form = visitor.locator('form.comment-form');
  await form.getByLabel(/^Name/).fill(author);
  await form.getByLabel(/^Email/).fill('sam@example.com');
  await form.getByLabel(/^Comment/).fill(body);
  await visitor.waitForTimeout(FILL_TIME_MS);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(visitor.locator('section#comments').getByRole('status')).toContainText(HELD, {
    timeout: 30_000,
  });
  await visitorContext.close();

  const ownerContext = await browser.newContext({ storageState: OWNER_STATE });
  const owner = await ownerContext.newPage();
  await owner.goto('/studio/comments/');
  await expect(owner.getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
  const row = owner.getByRole('row').filter({ hasText: body });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /salon wall/i })).toHaveAttribute('href', QUIET_POST);
  await expectNoSeriousAxeViolations(owner);
  await row.getByRole('button', { name: `Approve the comment by ${author}` }).click();
  await expect(owner.getByRole('status').first()).toContainText('Comment approved.');
  await expect(owner.getByRole('row').filter({ hasText: body })).toHaveCount(0);

  await owner.goto('/studio/audit/?action=comment.approve');
  await expect(owner.getByRole('row').filter({ hasText: 'comment.approve' }).first()).toBeVisible();
  await ownerContext.close();

  const laterContext = await browser.newContext();
  await laterContext.addCookies([{ name: 'pum-32652', value: 'true', url: baseURL ?? '' }]);
  const later = await laterContext.newPage();
  await later.goto(QUIET_POST);
  await expect(
    later.locator('section#comments').getByRole('article', { name: `Comment by ${author}` }),
  ).toContainText(body);
  await laterContext.close();
});

test.describe('the owner', () => {
  test.use({ storageState: OWNER_STATE });

  test('issue 21: the mail queue and the subscribers screens show their views and filters; axe clean', async ({
    page,
  }) => {
    await page.goto('/studio/mail/?view=sent');
    await expect(page.getByRole('heading', { name: 'Mail queue', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sent', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Failed', exact: true }).click();
    await expect(page).toHaveURL(/view=failed/);
    await expect(page.getByRole('link', { name: 'Failed', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/studio/subscribers/');
    await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
    await page.getByLabel('Status').selectOption('confirmed');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      /status=confirmed/,
    );
    await expectNoSeriousAxeViolations(page);
  });
});
