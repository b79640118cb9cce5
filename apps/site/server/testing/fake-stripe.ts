import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret key the fake accepts (any other answers 401, as Stripe does). */
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_0123456789abcdefghijklmnop';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_0123456789abcdefghijklmnop';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdefghijklmnop';

/** Stripe's public test cards, and what each does when an intent is confirmed with it. */
const CARD_OUTCOMES: Record<
  string,
  'succeeds' | 'three-d-secure' | { code: string; decline: string; message: string }
> = {
  '4242424242424242': 'succeeds',
  '4000002760003184': 'three-d-secure',
  '4000000000000002': {
    code: 'card_declined',
    decline: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  capture_method: string;
  payment_method: string | null;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  amount_received: number;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, unknown> } | null;
  livemode: false;
  created: number;
}

/** Stripe's form encoding (`metadata[payment_id]=1`, `list[0]=card`) read back into objects. */
function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target = result as Record<string, unknown>;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Issue 17: a local stand-in for Stripe's API (node:http, in memory, random port), speaking its
 * protocol closely enough for the official SDK: payment methods, payment intents (create,
 * update, retrieve, confirm, capture, cancel), refunds, idempotency keys honoured (a key replays
 * its first answer), the 3-D Secure test card answering `requires_action` with
 * `next_action.type = use_stripe_sdk`, and declines as 402 `card_error`s. Tests point the SDK
 * at it (host, port, protocol) so no test reaches the internet.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const methods = new Map<string, { number: string }>();
  const refunds = new Map<
    string,
    { id: string; object: 'refund'; amount: number; payment_intent: string; status: string }
  >();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const error = (
    status: number,
    type: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) => ({
    status,
    body: { error: { type, message, ...extra } },
  });
  const missing = (what: string, value: string) =>
    error(404, 'invalid_request_error', `No such ${what}: '${value}'`, {
      code: 'resource_missing',
    });

  /** The charge attempt of `confirm`: the intent after it, or a card error. */
  function charge(intent: FakeIntent): { status: number; body: unknown } {
    const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    if (!method) {
      return error(400, 'invalid_request_error', 'You must provide a payment method.', {
        code: 'payment_intent_unexpected_state',
      });
    }
    const outcome = CARD_OUTCOMES[method.number] ?? 'succeeds';
    if (outcome === 'succeeds') return { status: 200, body: succeed(intent) };
    if (outcome === 'three-d-secure') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect' },
      };
      return { status: 200, body: intent };
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: outcome.code,
      decline_code: outcome.decline,
      message: outcome.message,
    };
    return error(402, 'card_error', outcome.message, {
      code: outcome.code,
      decline_code: outcome.decline,
      payment_intent: intent,
    });
  }

  function succeed(intent: FakeIntent): FakeIntent {
    intent.next_action = null;
    intent.last_payment_error = null;
    intent.latest_charge = id('ch');
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    }
    return intent;
  }

  function route(
    method: string,
    path: string,
    form: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
    if (method === 'POST' && path === '/v1/payment_methods') {
      const card = (form.card ?? {}) as Record<string, unknown>;
      const pm = id('pm');
      methods.set(pm, { number: str(card.number) ?? '' });
      return { status: 200, body: { id: pm, object: 'payment_method', type: 'card' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return error(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      }
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: str(form.currency) ?? 'eur',
        status: form.payment_method ? 'requires_confirmation' : 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        capture_method: str(form.capture_method) ?? 'automatic',
        payment_method: str(form.payment_method) ?? null,
        description: str(form.description) ?? null,
        receipt_email: str(form.receipt_email) ?? null,
        metadata: (form.metadata ?? {}) as Record<string, string>,
        latest_charge: null,
        amount_received: 0,
        last_payment_error: null,
        next_action: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    if (intentPath) {
      const intentId = decodeURIComponent(intentPath[1] ?? '');
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId);
      const action = intentPath[2];
      if (method === 'GET' && !action) return { status: 200, body: intent };
      if (method === 'POST' && !action) {
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
            intent.status,
          )
        ) {
          return error(
            400,
            'invalid_request_error',
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        if (form.amount !== undefined) intent.amount = Number(form.amount);
        if (form.currency !== undefined) intent.currency = str(form.currency) ?? intent.currency;
        if (form.payment_method !== undefined)
          intent.payment_method = str(form.payment_method) ?? null;
        if (form.description !== undefined) intent.description = str(form.description) ?? null;
        if (form.metadata)
          intent.metadata = { ...intent.metadata, ...(form.metadata as Record<string, string>) };
        intent.status = intent.payment_method ? 'requires_confirmation' : 'requires_payment_method';
        intent.next_action = null;
        return { status: 200, body: intent };
      }
      if (method === 'POST' && action === 'confirm') {
        if (form.payment_method !== undefined)
          intent.payment_method = str(form.payment_method) ?? null;
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return error(
            400,
            'invalid_request_error',
            `This PaymentIntent's status is ${intent.status}.`,
            {
              code: 'payment_intent_unexpected_state',
            },
          );
        }
        return charge(intent);
      }
      if (method === 'POST' && action === 'capture') {
        if (intent.status !== 'requires_capture') {
          return error(
            400,
            'invalid_request_error',
            `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        return { status: 200, body: intent };
      }
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return error(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = str(form.payment_intent) ?? '';
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId);
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intentId)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
      if (intent.status !== 'succeeded' || amount > intent.amount - refunded) {
        return error(400, 'invalid_request_error', 'Charge has already been refunded.', {
          code: 'charge_already_refunded',
        });
      }
      const refund = {
        id: id('re'),
        object: 'refund' as const,
        amount,
        payment_intent: intentId,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const text = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const method = request.method ?? 'GET';
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method, path, idempotencyKey });
      const send = (answer: { status: number; body: unknown }) => {
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': id('req'),
        });
        response.end(JSON.stringify(answer.body));
      };
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        return send(error(401, 'invalid_request_error', 'Invalid API Key provided.'));
      }
      const replayKey = idempotencyKey && `${method} ${path} ${idempotencyKey}`;
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) return send(replay);
      const answer = route(method, path, parseStripeForm(text));
      // A snapshot, as Stripe replays the answer it gave, not the object as it is now.
      const stored = {
        status: answer.status,
        body: JSON.parse(JSON.stringify(answer.body)) as unknown,
      };
      if (replayKey && method === 'POST') idempotent.set(replayKey, stored);
      send(stored);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** The 3-D Secure page answered in the browser (what Stripe.js does with `use_stripe_sdk`). */
    authenticate(intentId: string, outcome: 'complete' | 'fail') {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'requires_action')
        throw new Error('No intent awaits 3-D Secure.');
      if (outcome === 'complete') return succeed(intent);
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      return intent;
    },
    /** What Stripe.js does in the browser: a payment method for a card number, then confirm. */
    payInBrowser(intentId: string, cardNumber: string) {
      const pm = id('pm');
      methods.set(pm, { number: cardNumber });
      const intent = intents.get(intentId);
      if (!intent) throw new Error('No such intent.');
      intent.payment_method = pm;
      return charge(intent);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
