import type { CardClient, CardResult, CardIntentView } from '@atelier/payment-ui/card-client';
import { describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_TEXTS,
  PRE_SUBMIT_DELAY_MS,
  runCardPayment,
  type CardFlowDeps,
} from './card-payment-flow';

const ok = <T,>(value: T): CardResult<T> => ({ ok: true, value });
const intent = (status: string): CardIntentView => ({ id: 'pi_1', status });

/** A fake CardClient that records its calls in order, with scripted answers. */
function fakeClient(script: {
  method?: CardResult<{ id: string }>;
  confirm?: CardResult<CardIntentView>;
  retrieve?: CardResult<CardIntentView>;
  action?: CardResult<CardIntentView>;
}) {
  const calls: string[] = [];
  const client: CardClient = {
    provider: 'test',
    async createPaymentMethod() {
      calls.push('createPaymentMethod');
      return script.method ?? ok({ id: 'pm_1' });
    },
    async confirmCardPayment(secret, method) {
      calls.push(`confirmCardPayment:${secret}:${method}`);
      return script.confirm ?? ok(intent('succeeded'));
    },
    async retrievePaymentIntent(secret) {
      calls.push(`retrievePaymentIntent:${secret}`);
      return script.retrieve ?? ok(intent('requires_action'));
    },
    async handleCardAction(secret) {
      calls.push(`handleCardAction:${secret}`);
      return script.action ?? ok(intent('succeeded'));
    },
  };
  return { client, calls };
}

function deps(client: CardClient, response: () => Response | Promise<Response>) {
  const log: string[] = [];
  const sent: FormData[] = [];
  const waits: number[] = [];
  const hidden: Record<string, string> = {};
  const reset = vi.fn();
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    log.push('post');
    sent.push(init.body as FormData);
    return response();
  }) as unknown as typeof fetch;
  const options: CardFlowDeps = {
    client,
    endpoint: '/api/ajax',
    fetch: fetchImpl,
    body: () => {
      const body = new FormData();
      body.set('form_id', '33605');
      body.set('forminator_nonce', 'n');
      body.set('text-1', 'Ana');
      return body;
    },
    previousIntentId: undefined,
    receiptEmail: 'ana@example.com',
    billing: { name: 'Ana' },
    writeHidden: (name, value) => {
      log.push(`hidden:${name}`);
      hidden[name] = value;
    },
    status: (text) => log.push(`status:${text}`),
    resetInvisibleCaptchas: reset,
    genericError: 'cform.error',
    uploadError: 'cform.upload_error',
    wait: async (ms) => {
      waits.push(ms);
      log.push(`wait:${ms}`);
    },
  };
  return { options, log, sent, waits, hidden, reset };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const intentAnswer = () =>
  json({ success: true, data: { paymentid: 'pi_1', paymentsecret: 'pi_1_secret' } });

describe('the card payment flow (PAY-006…PAY-016)', () => {
  it('PAY-005 PAY-006 PAY-007 runs in order: payment method, update, hidden inputs, confirm, 200 ms, paid', async () => {
    const { client, calls } = fakeClient({});
    const run = deps(client, intentAnswer);
    const outcome = await runCardPayment(run.options);
    expect(outcome).toEqual({ kind: 'paid', intentId: 'pi_1', paymentMethodId: 'pm_1' });
    expect(calls).toEqual(['createPaymentMethod', 'confirmCardPayment:pi_1_secret:pm_1']);
    expect(run.log).toEqual([
      `status:${PAYMENT_TEXTS.processing}`,
      'post',
      'hidden:paymentid',
      'hidden:payment_method',
      `status:${PAYMENT_TEXTS.confirmed}`,
      `wait:${PRE_SUBMIT_DELAY_MS}`,
    ]);
    expect(run.waits).toEqual([200]);
    expect(run.hidden).toEqual({ paymentid: 'pi_1', payment_method: 'pm_1' });
  });

  it('PAY-008 posts the form fields, the action, paymentid, payment_method and receipt_email', async () => {
    const run = deps(fakeClient({}).client, intentAnswer);
    await runCardPayment({ ...run.options, previousIntentId: 'pi_0' });
    const body = run.sent[0];
    expect(body?.get('action')).toBe('forminator_update_payment_amount');
    expect(body?.get('text-1')).toBe('Ana');
    expect(body?.get('forminator_nonce')).toBe('n');
    expect(body?.get('paymentid')).toBe('pi_0');
    expect(body?.get('payment_method')).toBe('pm_1');
    expect(body?.get('receipt_email')).toBe('ana@example.com');
  });

  it('PAY-016 a card the provider refuses fails under the card field, before any post', async () => {
    const run = deps(
      fakeClient({ method: { ok: false, message: 'Your card number is incomplete.' } }).client,
      intentAnswer,
    );
    const outcome = await runCardPayment(run.options);
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: 'Your card number is incomplete.',
      onCard: true,
    });
    expect(run.sent).toHaveLength(0);
  });

  it('PAY-010 an answer without a payment id is the error Invalid Payment Intent ID', async () => {
    const run = deps(fakeClient({}).client, () => json({ success: true, data: {} }));
    expect(await runCardPayment(run.options)).toMatchObject({
      kind: 'failed',
      message: 'Invalid Payment Intent ID',
    });
    expect(run.hidden).toEqual({});
  });

  it('PAY-011 a refusal with errors gives the message, per-field errors, and resets invisible captchas', async () => {
    const run = deps(fakeClient({}).client, () =>
      json({
        success: false,
        data: { message: 'Please correct the errors', errors: [{ 'email-1': 'Required' }] },
      }),
    );
    expect(await runCardPayment(run.options)).toMatchObject({
      kind: 'failed',
      message: 'Please correct the errors',
      fieldErrors: { 'email-1': 'Required' },
    });
    expect(run.reset).toHaveBeenCalledTimes(1);
  });

  it('PAY-012 HTTP 400 shows the upload-error text', async () => {
    const run = deps(fakeClient({}).client, () => json({ code: 'x', message: 'bad' }, 400));
    expect(await runCardPayment(run.options)).toMatchObject({ message: 'cform.upload_error' });
  });

  it('PAY-013 other HTTP errors (and no answer at all) show the generic error text', async () => {
    const server = deps(fakeClient({}).client, () => new Response('oops', { status: 502 }));
    expect(await runCardPayment(server.options)).toMatchObject({ message: 'cform.error' });
    const network = deps(fakeClient({}).client, () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await runCardPayment(network.options)).toMatchObject({ message: 'cform.error' });
  });

  it('PAY-014 PAY-015 requires_action after confirming: retrieve, then handle the card action', async () => {
    const { client, calls } = fakeClient({ confirm: ok(intent('requires_action')) });
    const run = deps(client, intentAnswer);
    expect(await runCardPayment(run.options)).toMatchObject({ kind: 'paid' });
    expect(calls).toEqual([
      'createPaymentMethod',
      'confirmCardPayment:pi_1_secret:pm_1',
      'retrievePaymentIntent:pi_1_secret',
      'handleCardAction:pi_1_secret',
    ]);
  });

  it('PAY-014 a failed 3-D Secure challenge fails with the provider message and keeps the intent', async () => {
    const { client } = fakeClient({
      confirm: { ok: false, message: 'We are unable to authenticate your payment method.' },
    });
    const run = deps(client, intentAnswer);
    expect(await runCardPayment(run.options)).toMatchObject({
      kind: 'failed',
      message: 'We are unable to authenticate your payment method.',
      intentId: 'pi_1',
      onCard: true,
    });
    expect(run.log).toContain(`status:${PAYMENT_TEXTS.failed}`);
    expect(run.waits).toEqual([]);
  });

  it('PAY-015 an intent still unpaid after the card action fails with the verify text', async () => {
    const { client } = fakeClient({
      confirm: ok(intent('requires_source_action')),
      action: ok(intent('requires_payment_method')),
    });
    const run = deps(client, intentAnswer);
    expect(await runCardPayment(run.options)).toMatchObject({
      kind: 'failed',
      message: PAYMENT_TEXTS.failed,
    });
  });

  it('ERR-011 ERR-012 the loader says the payment is processed, then confirmed while the form submits', async () => {
    const run = deps(fakeClient({}).client, intentAnswer);
    await runCardPayment(run.options);
    const statuses = run.log.filter((entry) => entry.startsWith('status:'));
    expect(statuses).toEqual([
      'status:Processing payment, please wait',
      'status:Success! Payment confirmed. Submitting form, please wait',
    ]);
  });

  it('ERR-013 a payment that cannot be verified says so in the loader and as the failure', async () => {
    const { client } = fakeClient({
      confirm: ok(intent('requires_source_action')),
      action: ok(intent('requires_payment_method')),
    });
    const run = deps(client, intentAnswer);
    const verifyFailed = 'Error! Something went wrong when verifying the payment.';
    expect(await runCardPayment(run.options)).toMatchObject({
      kind: 'failed',
      message: verifyFailed,
    });
    expect(run.log).toContain(`status:${verifyFailed}`);
  });

  it('PAY-006 a client that throws never escapes: the verify text', async () => {
    const client = fakeClient({}).client;
    const run = deps(
      {
        ...client,
        createPaymentMethod: () => Promise.reject(new Error('boom')),
      },
      intentAnswer,
    );
    expect(await runCardPayment(run.options)).toMatchObject({ message: PAYMENT_TEXTS.failed });
  });
});
