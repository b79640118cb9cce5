import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/*
 * Polls (issue 14). The home page's poll limits votes by address, and every test here votes from
 * 127.0.0.1: one successful vote on it per run, so its tests run in order (the vote, then the
 * refused second vote). The frame poll (its own page) limits by voter cookie only, so each fresh
 * browser context votes there once.
 */
test.describe.configure({ mode: 'serial' });

const chartRequests = (requests: readonly Request[]) =>
  requests.filter((request) => /\/assets\/poll-chart-[\w-]+\.js$/.test(request.url()));

const homePoll = (page: Page) => page.locator('#poll-34001');

test('POLL-005 POLL-006 POLL-008 POLL-010 ERR-014 the home page poll: no choice, extra text, vote, chart, back', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/');
  const poll = homePoll(page);
  await poll.scrollIntoViewIfNeeded();
  await expect(
    poll.getByRole('group', { name: /Which medium should our next exhibition/ }),
  ).toBeVisible();
  await expect(poll.locator('canvas')).toHaveCount(0);

  // POLL-010: no choice marks the fieldset and takes focus to the choices.
  await poll.getByRole('button', { name: 'Vote' }).click();
  await expect(poll.getByRole('alert')).toHaveText('You need to select a poll option');
  await expect(poll.locator('.poll__choices--error')).toBeVisible();
  await expect(poll.getByRole('radio', { name: 'Painting' })).toBeFocused();

  // POLL-001: the extra input shows only while its choice is chosen.
  const extra = poll.getByRole('textbox', { name: 'Which medium?' });
  await expect(extra).toBeHidden();
  await poll.getByRole('radio', { name: 'Something else' }).check();
  await expect(extra).toBeVisible();
  await poll.getByRole('radio', { name: 'Ceramics' }).check();
  await expect(extra).toBeHidden();
  await poll.getByRole('radio', { name: 'Something else' }).check();
  await extra.fill('Glass');

  // ERR-014 while the vote is on its way (held until the text has been seen).
  let releaseVote: () => void = () => {};
  const voteHeld = new Promise<void>((resolve) => (releaseVote = resolve));
  await page.route('**/api/ajax', async (route) => {
    if (route.request().postData()?.includes('forminator_submit_form_polls')) await voteHeld;
    await route.continue();
  });
  await poll.getByRole('button', { name: 'Vote' }).click();
  await expect(poll.getByRole('status')).toHaveText('Submitting vote, please wait');
  // The chart's code has not been asked for before the vote's answer.
  expect(chartRequests(requests)).toHaveLength(0);
  releaseVote();

  // POLL-005: the results replace the choices: HTML bars with numbers, then the chart.
  const results = poll.getByRole('group', { name: /Results: Which medium/ });
  await expect(results).toBeVisible();
  await expect(results).toBeFocused();
  await expect(poll.getByRole('radio', { name: 'Painting' })).toBeHidden();
  await expect(results.getByRole('listitem').filter({ hasText: 'Something else' })).toContainText(
    /%.*vote\(s\)/,
  );
  const canvas = poll.getByRole('img', { name: /Chart of the results/ });
  await expect(canvas).toBeVisible();
  expect(chartRequests(requests).length).toBeGreaterThan(0);
  await expect(poll.getByRole('status')).toHaveText('Thank you: your vote has been saved.');
  // POLL-008: the message goes by itself (after 2.5 s).
  await expect(poll.getByRole('status')).toBeEmpty();

  // POLL-006: back to the choices.
  await poll.getByRole('button', { name: 'Back To Poll' }).click();
  await expect(poll.getByRole('radio', { name: 'Painting' })).toBeVisible();
  await expect(poll.locator('canvas')).toHaveCount(0);

  // One vote per visitor: a second one is refused with the original's words (POLL-009).
  await poll.getByRole('radio', { name: 'Painting' }).check();
  await poll.getByRole('button', { name: 'Vote' }).click();
  await expect(poll.getByRole('alert')).toHaveText(
    'You have already submitted a vote to this poll',
  );
});

test('POLL-009 DEC-20 a vote that fails without a message of its own says Please try again', async ({
  page,
}) => {
  await page.goto('/polls/favourite-frame/');
  await page.route('**/api/ajax', async (route) => {
    if (route.request().postData()?.includes('forminator_submit_form_polls')) {
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    } else await route.continue();
  });
  await page.getByRole('radio', { name: 'Gilded' }).check();
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please try again');
  // The choices stay, so the visitor can send again.
  await expect(page.getByRole('button', { name: 'Vote' })).toBeEnabled();
});

test('POLL-007 ERR-016 the frame poll offers its results as a link to a private results page', async ({
  page,
}) => {
  await page.goto('/polls/favourite-frame/');
  await page.getByRole('radio', { name: 'Natural oak' }).check();
  await page.getByRole('button', { name: 'Vote' }).click();
  const link = page.getByRole('link', { name: 'View Results' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Natural oak' })).toBeDisabled();
  await expect(page.locator('canvas')).toHaveCount(0);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) =>
      candidate.url().endsWith('/polls/favourite-frame/results/'),
    ),
    link.click(),
  ]);
  expect(response.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourite frame');
  await expect(
    page
      .getByRole('list', { name: 'Which frame finish do you choose most often?' })
      .getByRole('listitem'),
  ).toHaveCount(5);
  await expect(page.getByText(/Total: [1-9]\d* vote\(s\)/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('issue 14 keyboard only: choose with the arrows, vote with Enter, reach the results link', async ({
  page,
}) => {
  await page.goto('/polls/favourite-frame/');
  await expect(page.locator('form[data-enhanced="true"]')).toBeAttached();
  const first = page.getByRole('radio', { name: 'Natural oak' });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Black ash' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Vote' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The message takes focus, then Tab reaches the results link.
  await expect(page.locator('.poll__message')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'View Results' })).toBeFocused();
});

test('POLL-003 without JavaScript the poll posts natively and answers with its results link', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/polls/favourite-frame/');
  // No choice: the page comes back with the fieldset's error.
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('You need to select a poll option')).toBeVisible();
  await page.getByRole('radio', { name: 'White' }).check();
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been saved')).toBeVisible();
  await page.getByRole('link', { name: 'View Results' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'White' })).toContainText(
    /[1-9]\d* vote\(s\)/,
  );
  await context.close();
});

test('no serious accessibility violations on the home page poll, before and after a refused vote', async ({
  page,
}) => {
  await page.goto('/');
  await homePoll(page).scrollIntoViewIfNeeded();
  await expect(homePoll(page).locator('form[data-enhanced="true"]')).toBeAttached();
  await expectNoSeriousAxeViolations(page);
  await homePoll(page).getByRole('button', { name: 'Vote' }).click();
  await expect(homePoll(page).getByRole('alert')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
