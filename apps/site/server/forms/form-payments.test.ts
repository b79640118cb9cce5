import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import { FORM_ACTIONS, formNonceAnswerSchema } from '@atelier/contracts/forms';
import {
  paymentAmountUpdateAnswerSchema,
  paypalCreateOrderAnswerSchema,
} from '@atelier/contracts/payments';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMISSION_DEPOSIT_FORM_ID } from '@atelier/demo-content/forms';
import { PAYMENT_ACTIONS } from '@atelier/form-engine/payments/payment-wire';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, testApp } from '../testing/test-app';
import { AMOUNT_MISMATCH_MESSAGE, PAYMENT_MISSING_MESSAGE } from './form-payments';

/** Oil, 60 × 80 cm, oak frame: max(400, 2160) + 180 = 2340; the 30 % deposit is 702.00 EUR. */
const DEPOSIT = {
  'radio-1': 'oil',
  'number-1': '60',
  'number-2': '80',
  'radio-2': 'oak',
  'text-1': 'Ana Ferreira',
  'email-1': 'ana@example.com',
  'radio-3': 'card',
};
const CARDS = {
  succeeds: '4242424242424242',
  challenge: '4000002760003184',
  declined: '4000000000000002',
};

describe.each(testDatabaseTargets())(
  'paid forms through the app and the test gateway ($name)',
  (target) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await target.open();
      await seedDemoForms(database.db);
      app = await testApp(database);
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const entries = () => formRepository(database.db).entries(COMMISSION_DEPOSIT_FORM_ID);

    /** CF-044: a visit starts with the form nonce, which also starts the session. */
    async function visit() {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${FORM_ACTIONS.getNonce}`,
      });
      return {
        cookie: sessionCookieOf(answer),
        nonce: formNonceAnswerSchema.parse(answer.json()).data,
      };
    }

    const postForm = (cookie: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });

    /** The test gateway's browser calls, as the test card field makes them. */
    const gateway = async (path: string, body: unknown, method: 'POST' | 'GET' = 'POST') =>
      app.inject({
        method,
        url: `${TEST_GATEWAY_BASE}${path}`,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }
          : {}),
      });

    async function paymentMethod(number: string): Promise<string> {
      const made = await gateway('/payment-methods', {
        number,
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
      });
      expect(made.statusCode).toBe(200);
      return (made.json() as { id: string }).id;
    }

    async function updateAmount(
      visitor: { cookie: string; nonce: string },
      method: string,
      fields: Record<string, string> = DEPOSIT,
    ) {
      const response = await postForm(visitor.cookie, {
        action: PAYMENT_ACTIONS.updateAmount,
        form_id: String(COMMISSION_DEPOSIT_FORM_ID),
        forminator_nonce: visitor.nonce,
        payment_method: method,
        ...fields,
      });
      return { status: response.statusCode, answer: response.json() as unknown };
    }

    async function submit(
      visitor: { cookie: string; nonce: string },
      extra: Record<string, string>,
    ) {
      const response = await postForm(visitor.cookie, {
        action: FORM_ACTIONS.submit,
        form_id: String(COMMISSION_DEPOSIT_FORM_ID),
        forminator_nonce: visitor.nonce,
        ...DEPOSIT,
        ...extra,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { success: boolean; data: Record<string, unknown> };
    }

    /** PAY-006: payment method, amount update, confirm; answers the intent. */
    async function payByCard(visitor: { cookie: string; nonce: string }, card: string) {
      const method = await paymentMethod(card);
      const { answer } = await updateAmount(visitor, method);
      const parsed = paymentAmountUpdateAnswerSchema.parse(answer);
      if (!parsed.success) throw new Error(parsed.data.message);
      const confirmed = await gateway('/payment-intents/confirm', {
        client_secret: parsed.data.paymentsecret,
        payment_method: method,
      });
      return { method, ...parsed.data, confirmed };
    }

    it('PAY-001 PAY-006 a card payment stores one entry with its reference; submitting again stores nothing more', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const paid = await payByCard(visitor, CARDS.succeeds);
      expect(paid.confirmed.statusCode).toBe(200);
      const answer = await submit(visitor, {
        paymentid: paid.paymentid,
        payment_method: paid.method,
      });
      expect(answer.success).toBe(true);
      expect(String(answer.data.message)).toContain('Your deposit of €702');
      const all = await entries();
      expect(all).toHaveLength(before + 1);
      const entry = all.at(-1);
      expect(entry?.values['stripe-1']).toBe(
        `702.00 EUR paid by card, reference ${paid.paymentid}`,
      );
      expect(answer.data.entry_id).toBe(entry?.id);
      // A double submit (a second click, a retry after a lost answer) answers the same entry.
      const again = await submit(visitor, {
        paymentid: paid.paymentid,
        payment_method: paid.method,
      });
      expect(again).toMatchObject({ success: true, data: { entry_id: entry?.id } });
      expect(await entries()).toHaveLength(before + 1);
    });

    it('issue 17: a payment the gateway reports paid (webhook path) stores its entry from the snapshot, without the browser submit', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const paid = await payByCard(visitor, CARDS.succeeds);
      // The buyer's browser went away after confirming: no submit ever arrives.
      const all = await entries();
      expect(all).toHaveLength(before + 1);
      expect(all.at(-1)).toMatchObject({
        values: {
          'text-1': 'Ana Ferreira',
          'email-1': 'ana@example.com',
          'stripe-1': `702.00 EUR paid by card, reference ${paid.paymentid}`,
        },
        calculations: { 'calculation-2': 702 },
      });
    });

    it('PAY-016 a declined card is answered by the gateway and nothing is stored', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const paid = await payByCard(visitor, CARDS.declined);
      expect(paid.confirmed.statusCode).toBe(402);
      const answer = await submit(visitor, {
        paymentid: paid.paymentid,
        payment_method: paid.method,
      });
      expect(answer.success).toBe(false);
      expect(answer.data.errors).toEqual([{ 'stripe-1': expect.any(String) }]);
      expect(await entries()).toHaveLength(before);
    });

    it('PAY-014 3-D Secure completed: the entry is stored once', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const paid = await payByCard(visitor, CARDS.challenge);
      expect(paid.confirmed.json()).toMatchObject({ status: 'requires_action' });
      const unpaid = await submit(visitor, { paymentid: paid.paymentid });
      expect(unpaid.success).toBe(false);
      expect(await entries()).toHaveLength(before);
      const challenged = await gateway('/payment-intents/challenge', {
        client_secret: paid.paymentsecret,
        outcome: 'complete',
      });
      expect(challenged.json()).toMatchObject({ status: 'succeeded' });
      const answer = await submit(visitor, { paymentid: paid.paymentid });
      expect(answer.success).toBe(true);
      expect(await entries()).toHaveLength(before + 1);
    });

    it('PAY-014 3-D Secure failed: nothing is stored and the submit says why under the card', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const paid = await payByCard(visitor, CARDS.challenge);
      await gateway('/payment-intents/challenge', {
        client_secret: paid.paymentsecret,
        outcome: 'fail',
      });
      const answer = await submit(visitor, { paymentid: paid.paymentid });
      expect(answer.success).toBe(false);
      expect(answer.data.errors).toEqual([{ 'stripe-1': expect.any(String) }]);
      expect(await entries()).toHaveLength(before);
    });

    it('PAY-001 a submit whose values ask another amount than was paid stores nothing', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const paid = await payByCard(visitor, CARDS.succeeds);
      const entriesAfterWebhook = (await entries()).length;
      const answer = await submit(visitor, { paymentid: paid.paymentid, 'number-1': '200' });
      expect(answer.success).toBe(false);
      // The webhook path may have stored the paid entry already (from the values paid for), but
      // the tampered submit adds none.
      expect(await entries()).toHaveLength(entriesAfterWebhook);
      expect(entriesAfterWebhook - before).toBeLessThanOrEqual(1);
    });

    it('PAY-009 invalid fields answer success false with the per-field list, HTTP 200', async () => {
      const visitor = await visit();
      const { status, answer } = await updateAmount(visitor, await paymentMethod(CARDS.succeeds), {
        ...DEPOSIT,
        'email-1': '',
      });
      expect(status).toBe(200);
      expect(answer).toEqual({
        success: false,
        data: {
          message: 'Please correct the errors before submission.',
          errors: [{ 'email-1': expect.any(String) }],
        },
      });
    });

    it('PAY-012 a body that is no submission is a 400 with a clear message; no nonce is a 403', async () => {
      const visitor = await visit();
      const missing = await postForm(visitor.cookie, {
        action: PAYMENT_ACTIONS.updateAmount,
        form_id: String(COMMISSION_DEPOSIT_FORM_ID),
        forminator_nonce: visitor.nonce,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        success: false,
        data: { message: expect.stringContaining('payment_method') },
      });
      const forged = await postForm(visitor.cookie, {
        action: PAYMENT_ACTIONS.updateAmount,
        form_id: String(COMMISSION_DEPOSIT_FORM_ID),
        forminator_nonce: 'forged',
        payment_method: 'pm_x',
        ...DEPOSIT,
      });
      expect(forged.statusCode).toBe(403);
    });

    async function createOrder(
      visitor: { cookie: string; nonce: string },
      value = '702.00',
      fields: Record<string, string> = { ...DEPOSIT, 'radio-3': 'paypal' },
    ) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/ajax?action=${PAYMENT_ACTIONS.paypalCreateOrder}`,
        headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({
          nonce: visitor.nonce,
          form_id: COMMISSION_DEPOSIT_FORM_ID,
          mode: 'sandbox',
          form_data: {
            purchase_units: [{ amount: { currency_code: 'EUR', value } }],
            application_context: { shipping_preference: 'NO_SHIPPING' },
            payer: { email_address: 'ana@example.com' },
          },
          form_fields: new URLSearchParams(fields).toString(),
        }),
      });
      return { status: response.statusCode, answer: response.json() as unknown };
    }

    it('PP-010 PP-011 PP-012 PayPal: create the order, approve it, submit: one entry with the capture', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const created = await createOrder(visitor);
      expect(created.status).toBe(200);
      const answer = paypalCreateOrderAnswerSchema.parse(created.answer);
      if (!answer.success) throw new Error(answer.data);
      const shown = await gateway(`/wallet-orders/${answer.data.order_id}`, undefined, 'GET');
      expect(shown.json()).toMatchObject({ amount: { currency_code: 'EUR', value: '702.00' } });
      await gateway(`/wallet-orders/${answer.data.order_id}/approve`, {});
      const submitted = await submit(visitor, {
        'radio-3': 'paypal',
        paypal_order_id: answer.data.order_id,
      });
      expect(submitted.success).toBe(true);
      expect(await entries()).toHaveLength(before + 1);
      expect((await entries()).at(-1)?.values['paypal-1']).toMatch(
        /^702\.00 EUR paid with PayPal, reference /,
      );
    });

    it('PP-010 a tampered PayPal amount is refused with a clear message and creates no order', async () => {
      const visitor = await visit();
      expect(await createOrder(visitor, '1.00')).toEqual({
        status: 200,
        answer: { success: false, data: AMOUNT_MISMATCH_MESSAGE },
      });
    });

    it('PP-013 an order never approved stores nothing when submitted', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      const created = paypalCreateOrderAnswerSchema.parse((await createOrder(visitor)).answer);
      if (!created.success) throw new Error(created.data);
      const submitted = await submit(visitor, {
        'radio-3': 'paypal',
        paypal_order_id: created.data.order_id,
      });
      expect(submitted.success).toBe(false);
      expect(await entries()).toHaveLength(before);
    });

    it('PAY-001 without JavaScript (no payment in the submit) the form says so and stores nothing', async () => {
      const visitor = await visit();
      const before = (await entries()).length;
      expect(await submit(visitor, {})).toEqual({
        success: false,
        data: { message: PAYMENT_MISSING_MESSAGE },
      });
      expect(await entries()).toHaveLength(before);
    });

    it('PAY-008 PP-010 hostile input to the two payment calls is answered (2xx/4xx), never a 500', async () => {
      const visitor = await visit();
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.oneof(
              fc.constantFrom('form_id', 'payment_method', 'paymentid', 'number-1', 'radio-1'),
              fc.string({ maxLength: 12 }),
            ),
            fc.string({ maxLength: 40 }),
            { maxKeys: 6 },
          ),
          fc.oneof(fc.anything(), fc.string()),
          async (fields, json) => {
            const form = await postForm(visitor.cookie, {
              ...DEPOSIT,
              payment_method: 'pm_x',
              ...fields,
              action: PAYMENT_ACTIONS.updateAmount,
              forminator_nonce: visitor.nonce,
            });
            expect(form.statusCode).toBeLessThan(500);
            const order = await app.inject({
              method: 'POST',
              url: `/api/ajax?action=${PAYMENT_ACTIONS.paypalCreateOrder}`,
              headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
              payload: JSON.stringify({
                nonce: visitor.nonce,
                form_id: COMMISSION_DEPOSIT_FORM_ID,
                form_data: json,
                form_fields: json,
              }),
            });
            expect(order.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    });
  },
);
