import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMISSION_DEPOSIT_FORM_ID, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { PAYMENT_ACTIONS } from '@atelier/form-engine/payments/payment-wire';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitRequest } from '../testing/form-fixtures';
import { formDraftsService } from './draft-service';
import {
  AMOUNT_MISMATCH_MESSAGE,
  PAYMENT_MISSING_MESSAGE,
  paymentAmountRequestSchema,
  paypalCreateOrderRequestSchema,
  type FormPayments,
} from './form-payments';
import type { PaymentCompletion, PaymentPurpose, PurposeRef } from '../platform/payments-port';
import { formsService, SubmissionRefused, type FormsService } from './form-service';
import { FormNotFound } from './loaded-form';

/**
 * An in-file fake of the payments service, as the shared design asks until pay-core lands: it
 * keeps intents and orders in memory, pays a card whose method is `pm_card_visa`, declines
 * `pm_card_declined`, and claims a payment once, like the real one's `completed_at` claim.
 */
function fakePayments() {
  interface Payment {
    id: number;
    kind: 'card' | 'wallet';
    providerId: string;
    purpose: PaymentPurpose;
    amountCents: number;
    currency: string;
    paid: boolean;
    completed: boolean;
    entryId: number | null;
    method?: string | undefined;
    receiptEmail?: string | undefined;
  }
  const payments: Payment[] = [];
  const byProviderId = (id: string) => payments.find((payment) => payment.providerId === id);
  const samePurpose = (payment: Payment, purpose: PurposeRef) =>
    payment.purpose.kind === 'form' &&
    purpose.kind === 'form' &&
    payment.purpose.formId === purpose.formId;
  function complete(
    payment: Payment | undefined,
    input: { purpose: PurposeRef; amountCents: number; currency: string },
  ): PaymentCompletion {
    if (!payment) return { ok: false, code: 'unknown', message: 'There is no such payment.' };
    if (
      !samePurpose(payment, input.purpose) ||
      payment.amountCents !== input.amountCents ||
      payment.currency !== input.currency
    ) {
      return { ok: false, code: 'mismatch', message: 'The payment is for another amount.' };
    }
    if (!payment.paid) {
      return { ok: false, code: 'declined', message: 'Your card was declined.' };
    }
    const firstTime = !payment.completed;
    payment.completed = true;
    return {
      ok: true,
      paymentId: payment.id,
      provider: payment.kind === 'card' ? 'test-card' : 'test-paypal',
      reference: payment.providerId,
      firstTime,
      entryId: payment.entryId,
    };
  }
  const service: FormPayments = {
    publicConfig: () => ({ card: { provider: 'test' }, paypal: null, testMode: true }),
    async prepareCard(input) {
      if (input.paymentMethodId === 'pm_provider_down') {
        return { ok: false, message: 'The card provider could not be reached.' };
      }
      const existing = input.intentId === undefined ? undefined : byProviderId(input.intentId);
      const payment: Payment = existing ?? {
        id: payments.length + 1,
        kind: 'card',
        providerId: `pi_test_${payments.length + 1}`,
        purpose: input.purpose,
        amountCents: 0,
        currency: '',
        paid: false,
        completed: false,
        entryId: null,
      };
      Object.assign(payment, {
        purpose: input.purpose,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.paymentMethodId,
        receiptEmail: input.receiptEmail,
        // The browser confirms next; this fake says the confirmation worked for a good card.
        paid: input.paymentMethodId === 'pm_card_visa',
      });
      if (!existing) payments.push(payment);
      return {
        ok: true,
        intentId: payment.providerId,
        clientSecret: `${payment.providerId}_secret`,
      };
    },
    completeCard: async (input) => complete(byProviderId(input.intentId), input),
    async createWalletOrder(input) {
      const payment: Payment = {
        id: payments.length + 1,
        kind: 'wallet',
        providerId: `ORDER-${payments.length + 1}`,
        purpose: input.purpose,
        amountCents: input.amountCents,
        currency: input.currency,
        paid: true,
        completed: false,
        entryId: null,
      };
      payments.push(payment);
      return { ok: true, orderId: payment.providerId };
    },
    completeWallet: async (input) => complete(byProviderId(input.orderId), input),
    async attachEntry(paymentId, entryId) {
      const payment = payments.find((candidate) => candidate.id === paymentId);
      if (payment) payment.entryId = entryId;
    },
  };
  return { service, payments };
}

const visitor = { sessionId: 'session-a', ipHash: 'hash', userAgent: 'test' };

/** Oil, 60 × 80 cm, oak frame: max(400, 60·80·0.45 = 2160) + 180 = 2340; deposit 702.00. */
const depositAnswers = {
  'radio-1': 'oil',
  'number-1': '60',
  'number-2': '80',
  'radio-2': 'oak',
  'text-1': 'Ana Ferreira',
  'email-1': 'ana@example.com',
  'radio-3': 'card',
};
const DEPOSIT_CENTS = 70200;

const amountRequest = (fields: Record<string, unknown>, method = 'pm_card_visa') =>
  paymentAmountRequestSchema.parse({
    action: PAYMENT_ACTIONS.updateAmount,
    form_id: COMMISSION_DEPOSIT_FORM_ID,
    forminator_nonce: 'checked-by-the-endpoint',
    payment_method: method,
    ...fields,
  });

const orderRequest = (fields: Record<string, string>, value = '702.00', currency = 'EUR') =>
  paypalCreateOrderRequestSchema.parse({
    action: PAYMENT_ACTIONS.paypalCreateOrder,
    nonce: 'checked-by-the-endpoint',
    form_id: COMMISSION_DEPOSIT_FORM_ID,
    mode: 'sandbox',
    form_data: {
      purchase_units: [{ amount: { currency_code: currency, value } }],
      application_context: { shipping_preference: 'NO_SHIPPING' },
      payer: { email_address: 'ana@example.com' },
    },
    form_fields: new URLSearchParams(fields).toString(),
  });

describe.each(testDatabaseTargets())('paid forms (service, fake payments) ($name)', (target) => {
  let database: DatabaseHandle;
  let forms: FormsService;
  let fake: ReturnType<typeof fakePayments>;
  const stored: number[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    fake = fakePayments();
    const drafts = formDraftsService(database.db, { mail: { enqueue: async () => undefined } });
    forms = formsService(database.db, {
      drafts,
      payments: fake.service,
      onEntryStored: async (_form, entry) => {
        stored.push(entry.id);
      },
    });
  });

  const entries = () => formRepository(database.db).entries(COMMISSION_DEPOSIT_FORM_ID);

  async function payByCard(method = 'pm_card_visa') {
    const answer = await forms.updatePaymentAmount(amountRequest(depositAnswers, method), visitor);
    if (!answer.success) throw new Error(answer.data.message);
    return answer.data;
  }

  it('PAY-008 PAY-009 the amount update validates the fields, computes the deposit and answers the intent', async () => {
    const data = await payByCard();
    expect(data.paymentid).toMatch(/^pi_test_/);
    expect(data.paymentsecret).toBe(`${data.paymentid}_secret`);
    const [payment] = fake.payments;
    expect(payment).toMatchObject({ amountCents: DEPOSIT_CENTS, currency: 'EUR' });
    // PAY-004: the receipt goes to the address the card field names.
    expect(payment?.receiptEmail).toBe('ana@example.com');
    expect(payment?.purpose).toMatchObject({
      kind: 'form',
      formId: COMMISSION_DEPOSIT_FORM_ID,
      snapshot: {
        method: 'card',
        amountCents: DEPOSIT_CENTS,
        values: { 'text-1': 'Ana Ferreira' },
      },
    });
  });

  it('PAY-009 field errors answer success false with the message and a list of field→message', async () => {
    const answer = await forms.updatePaymentAmount(
      amountRequest({ ...depositAnswers, 'email-1': '', 'number-1': '5' }),
      visitor,
    );
    expect(answer.success).toBe(false);
    if (answer.success) return;
    expect(answer.data.message).toBe('Please correct the errors before submission.');
    expect(answer.data.errors.map((map) => Object.keys(map)[0])).toEqual(['number-1', 'email-1']);
    expect(fake.payments).toHaveLength(0);
  });

  it('PAY-009 a provider refusal is answered under the card field, not as an HTTP error', async () => {
    const answer = await forms.updatePaymentAmount(
      amountRequest(depositAnswers, 'pm_provider_down'),
      visitor,
    );
    expect(answer).toEqual({
      success: false,
      data: {
        message: 'The card provider could not be reached.',
        errors: [{ 'stripe-1': 'The card provider could not be reached.' }],
      },
    });
  });

  it('PAY-008 a retry names the earlier intent, which is updated rather than doubled', async () => {
    const first = await payByCard('pm_card_declined');
    const again = await forms.updatePaymentAmount(
      amountRequest({ ...depositAnswers, paymentid: first.paymentid }),
      visitor,
    );
    expect(again).toMatchObject({ success: true, data: { paymentid: first.paymentid } });
    expect(fake.payments).toHaveLength(1);
  });

  it('PAY-006 a paid card submit stores one entry with the payment reference, and links it', async () => {
    const before = (await entries()).length;
    const { paymentid } = await payByCard();
    const answer = await forms.submit(
      submitRequest(COMMISSION_DEPOSIT_FORM_ID, {
        ...depositAnswers,
        paymentid,
        payment_method: 'pm_card_visa',
      }),
      visitor,
    );
    expect(answer.success).toBe(true);
    expect(answer.data.message).toContain('Your deposit of €702');
    const all = await entries();
    expect(all).toHaveLength(before + 1);
    const entry = all.at(-1);
    expect(entry?.values['stripe-1']).toBe(`702.00 EUR paid by card, reference ${paymentid}`);
    expect(entry?.calculations['calculation-2']).toBe(702);
    expect(fake.payments[0]?.entryId).toBe(entry?.id);
    expect(answer.data.entry_id).toBe(entry?.id);
  });

  it('PAY-006 a double submit with the same payment answers the stored entry and stores nothing more', async () => {
    const { paymentid } = await payByCard();
    const request = submitRequest(COMMISSION_DEPOSIT_FORM_ID, { ...depositAnswers, paymentid });
    const first = await forms.submit(request, visitor);
    const count = (await entries()).length;
    const second = await forms.submit(request, visitor);
    expect(second).toEqual(first);
    expect((await entries()).length).toBe(count);
  });

  it('PAY-016 a declined card stores nothing and answers the decline under the card field', async () => {
    const count = (await entries()).length;
    const { paymentid } = await payByCard('pm_card_declined');
    const answer = await forms.submit(
      submitRequest(COMMISSION_DEPOSIT_FORM_ID, { ...depositAnswers, paymentid }),
      visitor,
    );
    expect(answer).toEqual({
      success: false,
      data: {
        message: 'Your card was declined.',
        errors: [{ 'stripe-1': 'Your card was declined.' }],
      },
    });
    expect((await entries()).length).toBe(count);
  });

  it('PAY-001 a submit whose values ask another amount than was paid is refused (tampered)', async () => {
    const count = (await entries()).length;
    const { paymentid } = await payByCard();
    const answer = await forms.submit(
      submitRequest(COMMISSION_DEPOSIT_FORM_ID, {
        ...depositAnswers,
        'number-1': '200',
        paymentid,
      }),
      visitor,
    );
    expect(answer.success).toBe(false);
    expect((await entries()).length).toBe(count);
  });

  it('PAY-001 a paid form submitted without a payment (no JavaScript) says so and stores nothing', async () => {
    const count = (await entries()).length;
    const answer = await forms.submit(
      submitRequest(COMMISSION_DEPOSIT_FORM_ID, depositAnswers),
      visitor,
    );
    expect(answer).toEqual({ success: false, data: { message: PAYMENT_MISSING_MESSAGE } });
    expect((await entries()).length).toBe(count);
  });

  it('PP-010 PP-011 the create-order call recomputes the amount and answers the order id', async () => {
    const answer = await forms.createPaypalOrder(
      orderRequest({ ...depositAnswers, 'radio-3': 'paypal' }),
      visitor,
    );
    expect(answer).toEqual({ success: true, data: { order_id: 'ORDER-1' } });
    expect(fake.payments[0]).toMatchObject({ amountCents: DEPOSIT_CENTS, currency: 'EUR' });
  });

  it('PP-010 a create-order call with a tampered amount or currency is refused with a clear message', async () => {
    const fields = { ...depositAnswers, 'radio-3': 'paypal' };
    expect(await forms.createPaypalOrder(orderRequest(fields, '1.00'), visitor)).toEqual({
      success: false,
      data: AMOUNT_MISMATCH_MESSAGE,
    });
    expect(await forms.createPaypalOrder(orderRequest(fields, '702.00', 'USD'), visitor)).toEqual({
      success: false,
      data: AMOUNT_MISMATCH_MESSAGE,
    });
    expect(fake.payments).toHaveLength(0);
  });

  it('PP-011 PP-009 a create-order call for invalid fields answers the errors as the data string', async () => {
    const answer = await forms.createPaypalOrder(
      orderRequest({ ...depositAnswers, 'radio-3': 'paypal', 'email-1': '' }),
      visitor,
    );
    expect(answer.success).toBe(false);
    expect(answer.data).toContain('Please correct the errors before submission.');
  });

  it('PP-012 an approved PayPal order submits: one entry, with the PayPal reference', async () => {
    const fields = { ...depositAnswers, 'radio-3': 'paypal' };
    const created = await forms.createPaypalOrder(orderRequest(fields), visitor);
    if (!created.success) throw new Error(created.data);
    const count = (await entries()).length;
    const answer = await forms.submit(
      submitRequest(COMMISSION_DEPOSIT_FORM_ID, {
        ...fields,
        paypal_order_id: created.data.order_id,
      }),
      visitor,
    );
    expect(answer.success).toBe(true);
    const entry = (await entries()).at(-1);
    expect((await entries()).length).toBe(count + 1);
    expect(entry?.values['paypal-1']).toBe('702.00 EUR paid with PayPal, reference ORDER-1');
  });

  it('issue 17: a webhook-paid payment stores the entry from its snapshot, once linked', async () => {
    await payByCard();
    const payment = fake.payments[0];
    if (payment?.purpose.kind !== 'form') throw new Error('no form payment');
    const count = (await entries()).length;
    const entryId = await forms.storePaidEntry(
      COMMISSION_DEPOSIT_FORM_ID,
      payment.purpose.snapshot,
      payment.id,
      payment.providerId,
    );
    expect(entryId).toBeDefined();
    expect((await entries()).length).toBe(count + 1);
    const entry = (await entries()).at(-1);
    expect(entry?.values['text-1']).toBe('Ana Ferreira');
    expect(entry?.values['stripe-1']).toContain(payment.providerId);
    expect(entry?.sessionId).toBe('session-a');
    expect(payment.entryId).toBe(entryId);
    expect(stored).toContain(entryId);
    // The browser's submit arriving afterwards answers that entry and stores nothing more.
    payment.completed = true;
    const answer = await forms.submit(
      submitRequest(COMMISSION_DEPOSIT_FORM_ID, {
        ...depositAnswers,
        paymentid: payment.providerId,
      }),
      visitor,
    );
    expect(answer).toMatchObject({ success: true, data: { entry_id: entryId } });
    expect((await entries()).length).toBe(count + 1);
  });

  it('issue 17: a snapshot this code did not write stores nothing', async () => {
    expect(await forms.storePaidEntry(COMMISSION_DEPOSIT_FORM_ID, { hostile: true }, 1, 'x')).toBe(
      undefined,
    );
  });

  it('PAY-008 a form that takes no payment, or none at all, is refused', async () => {
    await expect(
      forms.updatePaymentAmount(
        { ...amountRequest(depositAnswers), form_id: CONTACT_FORM_ID },
        visitor,
      ),
    ).rejects.toBeInstanceOf(SubmissionRefused);
    await expect(
      forms.updatePaymentAmount({ ...amountRequest(depositAnswers), form_id: 999_999 }, visitor),
    ).rejects.toBeInstanceOf(FormNotFound);
  });

  it('PAY-008 PP-010 hostile fields never charge, never 500: answered or refused (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'radio-1',
            'number-1',
            'number-2',
            'radio-2',
            'calculation-2',
            'email-1',
            '__proto__',
            'x',
          ),
          fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.constant({ a: '1' })),
        ),
        async (hostile) => {
          const fields = { ...depositAnswers, ...hostile };
          for (const call of [
            () => forms.updatePaymentAmount(amountRequest(fields), visitor),
            () =>
              forms.createPaypalOrder(
                orderRequest(
                  Object.fromEntries(
                    Object.entries(fields).map(([key, value]) => [key, String(value)]),
                  ),
                ),
                visitor,
              ),
          ]) {
            try {
              const answer = await call();
              expect(typeof answer.success).toBe('boolean');
            } catch (error) {
              expect(error).toBeInstanceOf(SubmissionRefused);
            }
          }
          // Whatever was posted, every intent asks the amount the server computed, never more.
          for (const payment of fake.payments) {
            expect(payment.amountCents).toBeGreaterThan(0);
            expect(payment.amountCents).toBeLessThanOrEqual(99_999_999);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
