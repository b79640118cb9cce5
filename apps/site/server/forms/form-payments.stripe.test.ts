import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMISSION_DEPOSIT_FORM_ID } from '@atelier/demo-content/forms';
import { FORM_ACTIONS, formNonceAnswerSchema } from '@atelier/contracts/forms';
import { paymentAmountUpdateAnswerSchema } from '@atelier/contracts/payments';
import { PAYMENT_ACTIONS } from '@atelier/form-engine/payments/payment-wire';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../testing/fake-providers';
import { sessionCookieOf, testApp, testConfig } from '../testing/test-app';

const DEPOSIT = {
  'radio-1': 'oil',
  'number-1': '60',
  'number-2': '80',
  'radio-2': 'oak',
  'text-1': 'Ana Ferreira',
  'email-1': 'ana@example.com',
  'radio-3': 'card',
};

// Issue 17: the deposit form against pay-core's local fake of Stripe's HTTP API (no internet).
describe.each(testDatabaseTargets())('a paid form with Stripe (local fake) ($name)', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let providers: FakeProviders;

  beforeAll(async () => {
    handle = await target.open();
    await seedDemoForms(handle.db);
    providers = await startFakeProviders();
    app = await testApp(handle, { config: testConfig({ payments: providers.config }) });
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
    await handle.close();
  });

  const entries = () => formRepository(handle.db).entries(COMMISSION_DEPOSIT_FORM_ID);

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

  const post = (cookie: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('PAY-001 PAY-009 PAY-006 Stripe: the intent asks the recomputed deposit; paid, the submit stores one entry', async () => {
    const visitor = await visit();
    const updated = await post(visitor.cookie, {
      action: PAYMENT_ACTIONS.updateAmount,
      form_id: String(COMMISSION_DEPOSIT_FORM_ID),
      forminator_nonce: visitor.nonce,
      payment_method: 'pm_card_visa',
      ...DEPOSIT,
    });
    const answer = paymentAmountUpdateAnswerSchema.parse(updated.json());
    if (!answer.success) throw new Error(answer.data.message);
    const intent = providers.stripe.intents.get(answer.data.paymentid) as
      { amount: number; currency: string } | undefined;
    expect(intent).toMatchObject({ amount: 70200, currency: 'eur' });

    const before = (await entries()).length;
    const unpaid = await post(visitor.cookie, {
      action: FORM_ACTIONS.submit,
      form_id: String(COMMISSION_DEPOSIT_FORM_ID),
      forminator_nonce: visitor.nonce,
      paymentid: answer.data.paymentid,
      ...DEPOSIT,
    });
    expect(unpaid.json()).toMatchObject({ success: false });
    expect(await entries()).toHaveLength(before);

    providers.stripe.payInBrowser(answer.data.paymentid, '4242424242424242');
    const submitted = await post(visitor.cookie, {
      action: FORM_ACTIONS.submit,
      form_id: String(COMMISSION_DEPOSIT_FORM_ID),
      forminator_nonce: visitor.nonce,
      paymentid: answer.data.paymentid,
      ...DEPOSIT,
    });
    expect(submitted.json()).toMatchObject({ success: true });
    const all = await entries();
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)?.values['stripe-1']).toBe(
      `702.00 EUR paid by card, reference ${answer.data.paymentid}`,
    );
  });
});
