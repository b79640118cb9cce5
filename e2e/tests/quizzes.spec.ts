import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

const ARTISTS = '/quiz/know-the-artists/';
const PRINTS = '/quiz/which-print-suits-your-room/';
/** The artists quiz's right answers, question by question (demo-content/quizzes.ts). */
const ARTISTS_RIGHT = [1, 2, 1, 3, 2, 0];

/** The quiz is live (hydrated): before that, keys reach no React handler. */
async function gotoLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.quiz')).toHaveAttribute('data-hydrated', 'true');
}

/** Presses Tab until `target` has focus: the keyboard is the only way in. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Answers the shown question with the keyboard: Tab into the radio group, Space for the first
 * answer or the arrow keys to the one wanted (which checks it), then Tab to the button and Enter.
 */
async function answerWithKeyboard(page: Page, index: number) {
  const step = page.locator('.quiz-step:not([hidden])');
  const radios = step.getByRole('radio');
  const next = page.locator('.quiz-form__next');
  await expect(next).toBeDisabled(); // QUIZ-003
  await tabTo(page, radios.first());
  if (index === 0) await page.keyboard.press('Space');
  for (let move = 0; move < index; move += 1) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(index)).toBeChecked();
  await expect(next).toBeEnabled();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
}

test.describe('the artists quiz (knowledge)', () => {
  test('QUIZ-001…QUIZ-009 played to the end with the keyboard only; the result address shows the same result again', async ({
    page,
  }) => {
    await gotoLive(page, ARTISTS);
    const start = page.getByRole('button', { name: 'Start the quiz' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    // QUIZ-001: the intro goes; QUIZ-002: one question at a time, its heading focused.
    await expect(start).toBeHidden();
    await expect(page.locator('.quiz-step:not([hidden])')).toHaveCount(1);
    await expect(page.locator('.quiz-step:not([hidden]) .quiz-question__title')).toBeFocused();
    await expect(page.getByText('Question 1 of 6')).toBeVisible();

    // QUIZ-004: choosing another answer unchecks the first.
    const radios = page.locator('.quiz-step:not([hidden])').getByRole('radio');
    await tabTo(page, radios.first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.first()).not.toBeChecked();
    await tabTo(page, page.locator('.quiz-form__next'));
    await page.keyboard.press('Enter');

    for (const index of ARTISTS_RIGHT.slice(1, -1)) await answerWithKeyboard(page, index);
    // QUIZ-007, ERR-016: the last step's button reads 'View Results'.
    await expect(page.locator('.quiz-form__next')).toHaveText('View Results');
    await answerWithKeyboard(page, ARTISTS_RIGHT.at(-1) ?? 0);

    const heading = page.getByRole('heading', { name: 'You got 6 of 6 right' });
    await expect(heading).toBeFocused();
    await expect(
      page.getByText('6 of 6: a perfect score. You could give our tours.'),
    ).toBeVisible();
    // QUIZ-006: the buttons are gone; QUIZ-009: the address is the result's, without a reload.
    await expect(page.locator('.quiz-form')).toBeHidden();
    await expect(page).toHaveURL(/\/quiz\/know-the-artists\/result\/[A-Za-z0-9_-]{24}\/$/);
    const resultUrl = page.url();

    // QUIZ-008, DEC-16: view answers and the four share targets, named.
    await expect(page.getByRole('link', { name: 'View Answers' })).toBeVisible();
    for (const name of [
      'Share on Facebook',
      'Share on X (Twitter)',
      'Share on LinkedIn',
      'Send by Gmail',
    ]) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    const gmail = await page.getByRole('link', { name: 'Send by Gmail' }).getAttribute('href');
    expect(gmail).toContain('https://mail.google.com/mail/?view=cm');
    expect(gmail).toContain(encodeURIComponent(resultUrl));

    await page.goto(resultUrl);
    await expect(page.getByRole('heading', { name: 'You got 6 of 6 right' })).toBeVisible();
    await expect(
      page.getByText('Right: Inês Valadares builds each canvas over several months.'),
    ).toBeVisible();

    // QUIZ-010, QUIZ-011, DEC-23: retake goes back to the quiz's own page.
    await expect(page.locator('.quiz')).toHaveAttribute('data-hydrated', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Retake Quiz' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${ARTISTS}$`));
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeVisible();
  });

  test('QUIZ-009 a result address with a token nobody was given is not found', async ({ page }) => {
    const response = await page.goto(`${ARTISTS}result/AAAAAAAAAAAAAAAAAAAAAAAA/`);
    expect(response?.status()).toBe(404);
  });
});

test.describe('the print quiz (personality) with its lead form at the end', () => {
  async function playToTheLead(page: Page) {
    await gotoLive(page, PRINTS);
    await tabTo(page, page.getByRole('button', { name: 'Find my print' }));
    await page.keyboard.press('Enter');
    // Mostly "bold geometry" answers.
    for (const index of [1, 1, 1, 0, 1]) await answerWithKeyboard(page, index);
    // QUIZ-012, QUIZ-013: the lead form comes last; the questions are collapsed meanwhile.
    await expect(
      page.getByRole('heading', { name: 'Your print quiz result by mail' }),
    ).toBeFocused();
    await expect(page.locator('.quiz-step--question:not([hidden])')).toHaveCount(0);
  }

  test('QUIZ-012 the lead fills the form with the keyboard; the result is stored with the lead and mailed', async ({
    page,
  }) => {
    await playToTheLead(page);
    const send = page.locator('.quiz-form__next');
    await expect(send).toHaveText('View Results');
    // The lead form's own rules, as on the site's other forms.
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByText('The field is required.').first()).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.keyboard.type('Rui Pereira');
    await page.keyboard.press('Tab');
    await page.keyboard.type('rui@example.com');
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, send);
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { name: 'Bold geometry: Bauhaus Suite No. 2' }),
    ).toBeFocused();
    await expect(
      page.getByText('A copy of this result is on its way to your inbox.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Bauhaus Suite No. 2' })).toHaveAttribute(
      'href',
      '/product/bauhaus-suite-no-2/',
    );
    await expect(page).toHaveURL(/\/result\/[A-Za-z0-9_-]{24}\/$/);
    // The shared result shows the outcome, never the lead's details.
    await page.goto(page.url());
    await expect(
      page.getByRole('heading', { name: 'Bold geometry: Bauhaus Suite No. 2' }),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText('rui@example.com');
    await expect(page.locator('main')).not.toContainText('Rui Pereira');
  });

  test('QUIZ-014 the skip link skips the lead form and the quiz is stored without a lead', async ({
    page,
  }) => {
    await playToTheLead(page);
    await tabTo(page, page.getByRole('button', { name: 'Skip this and see my result' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Bold geometry: Bauhaus Suite No. 2' }),
    ).toBeFocused();
    await expect(page.getByText('A copy of this result is on its way to your inbox.')).toHaveCount(
      0,
    );
    // QUIZ-008: a personality quiz's answers fold away behind the view-answers link.
    await expect(page.locator('.quiz-answers')).toBeHidden();
    await page.getByRole('link', { name: 'View Answers' }).click();
    await expect(page.locator('.quiz-answers')).toBeVisible();
    await expect(page.locator('.quiz-answers')).toContainText('A living room with a big sofa');
  });

  test('QUIZ-015, DEC-20 a failed submit shows the message and gives the buttons back', async ({
    page,
  }) => {
    await page.route('**/api/ajax', async (route) => {
      if ((route.request().postData() ?? '').includes('forminator_submit_form_quizzes')) {
        await route.fulfill({ status: 500, body: 'broken' });
      } else await route.continue();
    });
    await playToTheLead(page);
    await page.getByRole('button', { name: 'Skip this and see my result' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please try again');
    await expect(page.locator('.quiz-form__next')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeEnabled();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('QUIZ-005 the whole quiz is one form that posts to its page and goes to the result', async ({
    page,
  }) => {
    await page.goto(ARTISTS);
    // Every question at once; the first post leaves one out and comes back with the answers kept.
    await expect(page.locator('.quiz-question')).toHaveCount(6);
    for (const [question, index] of ARTISTS_RIGHT.slice(0, 5).entries()) {
      await page
        .locator(`input[name="answers[question-${question + 1}]"]`)
        .nth(index)
        .check();
    }
    await page.getByRole('button', { name: 'View Results' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please answer all the questions');
    await expect(page.getByText('Question 6 is not answered.')).toBeVisible();
    await expect(page.locator('input[name="answers[question-1]"]').nth(1)).toBeChecked();
    await page.locator('input[name="answers[question-6]"]').first().check();
    await page.getByRole('button', { name: 'View Results' }).click();
    await expect(page).toHaveURL(/\/quiz\/know-the-artists\/result\/[A-Za-z0-9_-]{24}\/$/);
    await expect(page.getByRole('heading', { name: 'You got 6 of 6 right' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute('href', ARTISTS);
  });
});

test.describe('accessibility', () => {
  test('no serious accessibility violations on both quiz pages, a question and a result page', async ({
    page,
  }) => {
    await gotoLive(page, PRINTS);
    await expectNoSeriousAxeViolations(page);
    await gotoLive(page, ARTISTS);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expectNoSeriousAxeViolations(page);
    for (const index of ARTISTS_RIGHT) {
      await page.locator('.quiz-step:not([hidden])').getByRole('radio').nth(index).check();
      await page.locator('.quiz-form__next').click();
    }
    await expect(page.getByRole('heading', { name: 'You got 6 of 6 right' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
