import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  FORM_HAS_ERROR,
  REQUIRED,
  commissionForm,
  progress,
  buttons,
  openDayAhead,
  typedDate,
  openHydrated,
  isoDay,
} from './commission-form';
import { expectNoSeriousAxeViolations } from './fixtures';

function estimate(form: Locator) {
  return form.getByLabel('Price estimate');
}

/** The submit call's answer, read off the network: the entry id proves the entry was stored. */
function submitAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/ajax') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('forminator_submit_form_custom-forms'),
  );
}

test.describe('the commission form with JavaScript', () => {
  test('PAGE-001 PAGE-014 CALC-001 COND-001 SUB-005 filled page by page: errors fixed, estimate followed, request stored', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const form = await openHydrated(page);
    // The server HTML hydrates without a mismatch.
    expect(consoleErrors).toEqual([]);
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 1 of 4, 25%');
    await expect(form.getByRole('button', { name: 'Previous' })).toHaveCount(0);

    // Step 1: moving on with the work left undescribed keeps the visitor here, on the first error.
    const toFraming = buttons(form).getByRole('button', { name: 'Framing & delivery' });
    await toFraming.click();
    await expect(form.getByText(REQUIRED)).toHaveCount(3);
    await expect(form.getByRole('radio', { name: 'Oil on canvas' })).toBeFocused();
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 1 of 4, 25%');

    // The searchable select finds an artist by part of the name.
    const artist = form.getByRole('combobox', { name: 'Artist' });
    await artist.fill('monte');
    await form.getByRole('option', { name: 'Rafael Monteverde' }).click();
    await expect(artist).toHaveValue('Rafael Monteverde');

    await form.getByRole('radio', { name: 'Oil on canvas' }).check();
    await form.getByLabel('Width (cm)').fill('60');
    await form.getByLabel('Height (cm)').fill('80');
    await expect(form.getByText(REQUIRED)).toHaveCount(0);
    await toFraming.click();

    // Step 2: framing, extras, two lines of prints, delivery with its conditional city.
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 2 of 4, 50%');
    await form.getByRole('radio', { name: 'Natural oak' }).check();
    await form.getByRole('checkbox', { name: 'Museum glass' }).check();
    await form.getByLabel('Prints for').first().fill('My sister in Porto');
    await form.getByLabel('Number of prints').first().fill('2');
    await form.getByRole('button', { name: /Add another/ }).click();
    const prints = form.getByLabel('Number of prints');
    await expect(prints).toHaveCount(2);
    // The new line starts where the visitor types next.
    await expect(form.getByLabel('Prints for').nth(1)).toBeFocused();
    await prints.nth(1).fill('3');
    await expect(form.getByLabel('Delivery city and country')).toHaveCount(0);
    await form.getByRole('radio', { name: 'Deliver it to me' }).check();
    await form.getByLabel('Delivery city and country').fill('Lisbon, Portugal');
    await form.getByLabel('Desired delivery date').fill(typedDate(openDayAhead()));
    await buttons(form).getByRole('button', { name: 'See the estimate' }).click();

    // Step 3: max(400, 60 × 80 × 0.45) + oak 180 + museum glass 120 + 5 prints × 60.
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 3 of 4, 75%');
    await expect(estimate(form)).toHaveText('€2,760');
    // Back on the framing step, without museum glass the estimate drops by 120.
    await buttons(form).getByRole('button', { name: 'Back to framing' }).click();
    await form.getByRole('checkbox', { name: 'Museum glass' }).uncheck();
    await buttons(form).getByRole('button', { name: 'See the estimate' }).click();
    await expect(estimate(form)).toHaveText('€2,640');

    // A small budget brings a note; a studio visit asks for a day and a time.
    const note = form.getByText('Commissions under €1,000');
    await expect(note).toHaveCount(0);
    const budget = form.getByRole('slider', { name: 'Your budget (€)' });
    await budget.focus();
    await budget.press('Home');
    await expect(budget).toHaveValue('500');
    await expect(note).toBeVisible();
    await form.getByRole('radio', { name: 'Yes, I would like to meet the artist' }).check();
    const visitDay = openDayAhead(3);
    await form.getByRole('button', { name: 'Choose date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await expect(calendar).toBeVisible();
    // The year first: this year's past months cannot be chosen (issue 12).
    await calendar
      .getByRole('combobox', { name: /year/i })
      .selectOption(String(visitDay.getFullYear()));
    await calendar
      .getByRole('combobox', { name: /month/i })
      .selectOption(String(visitDay.getMonth()));
    await calendar.locator(`[data-day="${isoDay(visitDay)}"] button`).click();
    await expect(calendar).toHaveCount(0);
    await expect(form.getByLabel('Visit day')).toHaveValue(typedDate(visitDay));
    const visitTime = form.getByRole('group', { name: 'Visit time' });
    await visitTime.getByLabel('Hours').fill('03');
    await visitTime.getByLabel('Minutes').fill('30');
    await visitTime.getByLabel('AM/PM').selectOption('pm');
    await buttons(form).getByRole('button', { name: 'Your details' }).click();

    // Step 4: sending without consent is refused, with the focus on what to fix.
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 4 of 4, 100%');
    // Issue 12: the click that opened the last step did not submit it too.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(form.getByText(REQUIRED)).toHaveCount(0);
    await expect(form.getByLabel('Your name')).toBeFocused();
    await form.getByLabel('Your name').fill('Ana Ferreira');
    await form.getByLabel('Email address').fill('ana@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+351 912 345 678');
    await form
      .getByLabel('The work you have in mind')
      .fill('A harbour at dusk, for our dining room.');
    const send = form.getByRole('button', { name: 'Send the request' });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(FORM_HAS_ERROR);
    const consent = form.getByRole('checkbox', { name: /I agree that Atelier keeps this request/ });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await consent.check();

    const answer = submitAnswer(page);
    await send.click();
    const body = (await (await answer).json()) as {
      success: boolean;
      data: { entry_id?: number; message: string };
    };
    expect(body.success).toBe(true);
    expect(body.data.entry_id).toBeGreaterThan(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you, Ana Ferreira' }),
    ).toHaveText(
      'Thank you, Ana Ferreira. Our first estimate for your commission is €2,640; we will write to ana@example.com within two working days.',
    );
    // Issue 12: the thank-you replaces the form; another request starts afresh on step 1.
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(form).toBeVisible();
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 1 of 4, 25%');
    await expect(form.getByLabel('Width (cm)')).toHaveValue('');
    await expect(form.getByText(REQUIRED)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('PAGE-013 DEC-07 #step-2 opens the estimate page, and the hash moves between steps', async ({
    page,
  }) => {
    const form = await openHydrated(page, '/commission/#step-2');
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 3 of 4, 75%');
    await expect(estimate(form)).toHaveText('€400');
    await page.evaluate(() => {
      window.location.hash = '#step-1';
    });
    await expect(progress(form)).toHaveAttribute('aria-valuetext', 'Step 2 of 4, 50%');
    await expect(form.getByRole('radio', { name: 'Natural oak' })).toBeVisible();
  });

  test('no serious accessibility violations on /commission/, with errors shown and on the estimate step', async ({
    page,
  }) => {
    const form = await openHydrated(page);
    await expectNoSeriousAxeViolations(page);
    await buttons(form).getByRole('button', { name: 'Framing & delivery' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => {
      window.location.hash = '#step-2';
    });
    await expect(estimate(form)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the commission form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('SUB-012 every step shows at once; the native post shows server errors with the values kept, then the thank-you', async ({
    page,
  }) => {
    await page.goto('/commission/');
    const form = commissionForm(page);
    // No step tabs or progress without scripts: every page of the form is there to fill in.
    await expect(form.getByRole('navigation', { name: 'Form steps' })).toHaveCount(0);
    await expect(form.getByLabel('Width (cm)')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeVisible();
    await form.getByRole('radio', { name: 'Oil on canvas' }).check();
    await form.getByLabel('Width (cm)').fill('60');
    await form.getByLabel('Height (cm)').fill('80');
    await form.getByLabel('Number of prints').fill('2');
    await form.getByRole('radio', { name: 'Deliver it to me' }).check();
    await form.getByLabel('Your name').fill('Ana Ferreira');
    await form.getByLabel('Email address').fill('ana@example.com');
    await form.getByRole('checkbox', { name: /I agree that Atelier keeps this request/ }).check();
    await form.getByRole('button', { name: 'Send the request' }).click();

    // The city was not asked for before the post (conditions need scripts); now it is.
    await expect(page.getByRole('alert')).toHaveText(FORM_HAS_ERROR);
    await expect(form.getByText(REQUIRED)).toHaveCount(2);
    await expect(form.getByLabel('Delivery city and country')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByLabel('Desired delivery date')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Width (cm)')).toHaveValue('60');
    await expect(form.getByLabel('Number of prints')).toHaveValue('2');
    await expect(form.getByRole('radio', { name: 'Deliver it to me' })).toBeChecked();
    await expect(
      form.getByRole('checkbox', { name: /I agree that Atelier keeps this request/ }),
    ).toBeChecked();
    // The server computed the estimate from the posted values.
    await expect(estimate(form)).toHaveText('€2,280');

    await form.getByLabel('Delivery city and country').fill('Lisbon, Portugal');
    await form.getByLabel('Desired delivery date').fill(typedDate(openDayAhead()));
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you, Ana Ferreira. Our first estimate for your commission is €2,280; we will write to ana@example.com within two working days.',
    );
    // Issue 12: the thank-you stands in the form's place; a link opens a fresh form.
    await expect(form).toBeHidden();
    await page.getByRole('link', { name: 'Send another request' }).click();
    await expect(commissionForm(page).getByLabel('Width (cm)')).toHaveValue('');
  });
});
