import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectNoSeriousAxeViolations } from './fixtures';
import { mailTo } from './outbox';

// Issue 17: the commission deposit (form 33605) paid through the built-in test gateway, which a
// fresh install uses: no money moves and no request leaves the machine.

const DEPOSIT_PATH = '/commission/deposit/';
const THREE_D_SECURE_CARD = '4000002760003184';

function depositForm(page: Page) {
  return page.locator('form[data-form-id="33605"]');
}

/** A fresh address per test, so each finds (or misses) its own receipt in the outbox. */
function buyerAddress(label: string): string {
  return `deposit-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Oil, 60 × 80 cm, natural oak: an estimate of €2,340, so a deposit of €702. */
async function fillDeposit(page: Page, email: string, method: 'Card' | 'PayPal') {
  await page.goto(DEPOSIT_PATH);
  const form = depositForm(page);
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByRole('radio', { name: 'Oil on canvas' }).check();
  await form.getByLabel('Width (cm)').fill('60');
  await form.getByLabel('Height (cm)').fill('80');
  await form.getByRole('radio', { name: 'Natural oak' }).check();
  await form.getByLabel('Your name').fill('Ana Ferreira');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('radio', { name: method, exact: true }).check();
  await expect(form.getByText('€702', { exact: true })).toBeVisible();
  return form;
}

async function fillCard(page: Page, number: string) {
  const form = depositForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await form.getByLabel('Security code (CVC)').fill('123');
}

/** No mail to `to` within a few seconds: what an unpaid deposit must not send. */
async function expectNoMailTo(to: string) {
  // The mail worker delivers right after an enqueue; a stored entry would have mailed by now.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const folder = path.join(dataDir, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(path.join(folder, name)));
    const recipients = [mail.to ?? []].flat().flatMap((group) => group.value);
    expect(recipients.map((one) => one.address)).not.toContain(to);
  }
}

test.describe('the commission deposit, paid through the test gateway', () => {
  test('issue 17: the commission page links to the deposit, whose payment fields say it is a test and pass axe', async ({
    page,
  }) => {
    await page.goto('/commission/');
    await page.getByRole('link', { name: 'Pay the commission deposit' }).click();
    await expect(page).toHaveURL(DEPOSIT_PATH);
    const form = await fillDeposit(page, buyerAddress('axe'), 'Card');
    await expect(form.getByText('Test payments: no money moves.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await expect(form.getByRole('button', { name: /PayPal Checkout/ })).toBeVisible();
    // PP-012: PayPal pays and submits in the submit button's place.
    await expect(form.getByRole('button', { name: 'Pay the deposit' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('PAY-006 PAY-014 a test card with the 3-D Secure challenge completed pays the deposit; the receipt names the card payment', async ({
    page,
  }) => {
    const email = buyerAddress('card');
    const form = await fillDeposit(page, email, 'Card');
    await fillCard(page, THREE_D_SECURE_CARD);
    await form.getByRole('button', { name: 'Pay the deposit' }).click();
    const challenge = page.getByRole('dialog');
    await expect(challenge).toContainText('€702.00');
    await challenge.getByRole('button', { name: /complete/i }).click();
    await expect(page.locator('.fui-notice--success')).toContainText(
      'Your deposit of €702 is paid',
    );
    const receipt = await mailTo(email, /Your commission deposit/);
    expect(receipt.text).toMatch(/702\.00 EUR paid by card, reference pi_/);
  });

  test('PAY-014 PAY-016 a failed 3-D Secure challenge shows the error under the card and stores nothing', async ({
    page,
  }) => {
    const email = buyerAddress('declined');
    const form = await fillDeposit(page, email, 'Card');
    await fillCard(page, THREE_D_SECURE_CARD);
    await form.getByRole('button', { name: 'Pay the deposit' }).click();
    const challenge = page.getByRole('dialog');
    await challenge.getByRole('button', { name: /fail/i }).click();
    await expect(form.locator('[data-field-id="stripe-1"]')).toContainText(/authenticat/i);
    await expect(page.locator('.fui-notice--success')).toHaveCount(0);
    // The form stays, ready to pay again.
    await expect(form.getByRole('button', { name: 'Pay the deposit' })).toBeEnabled();
    await expectNoMailTo(email);
  });

  test('PP-012 PP-013 DEC-22 PayPal: a cancel leaves a notice and charges nothing; approving pays and submits', async ({
    page,
  }) => {
    const email = buyerAddress('paypal');
    const form = await fillDeposit(page, email, 'PayPal');
    await expect(form.getByText('Amount to pay: 702.00 EUR')).toBeVisible();
    const button = form.getByRole('button', { name: /PayPal Checkout/ });
    await expect(button).toBeEnabled();

    await button.click();
    const approval = page.getByRole('dialog');
    await expect(approval).toContainText('€702.00');
    await approval.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('.fui-notice--info')).toContainText(
      'You cancelled the PayPal payment, so nothing was charged.',
    );

    await button.click();
    await approval.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.locator('.fui-notice--success')).toContainText(
      'Your deposit of €702 is paid',
    );
    const receipt = await mailTo(email, /Your commission deposit/);
    expect(receipt.text).toMatch(/702\.00 EUR paid with PayPal, reference /);
  });

  test('PP-008 PP-009 the PayPal button waits for a complete form with an amount above 0', async ({
    page,
  }) => {
    await page.goto(DEPOSIT_PATH);
    const form = depositForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await expect(form.getByRole('button', { name: /PayPal Checkout/ })).toBeDisabled();
    await expect(form.getByText('Fill in the form above to pay with PayPal.')).toBeVisible();
  });
});
