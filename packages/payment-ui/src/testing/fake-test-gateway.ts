import { TEST_CARDS, TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import type { TestPaymentIntent, TestWalletOrder } from '@atelier/contracts/test-gateway';

/**
 * A small in-memory stand-in for the test gateway's browser endpoints
 * (`packages/contracts/src/test-gateway.ts`), answering as a `fetch`: enough for the widgets'
 * tests to run the whole card and wallet flows without the server.
 */
export interface FakeTestGateway {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** What the server's prepareCard would do: an intent and its secret. */
  createIntent(amount: number, currency: string): { id: string; clientSecret: string };
  createWalletOrder(value: string, currency: string, description: string): string;
  intent(clientSecret: string): TestPaymentIntent | undefined;
  walletOrder(id: string): TestWalletOrder | undefined;
  /** Every call, as `METHOD path` with its JSON body. */
  calls: { method: string; path: string; body: unknown }[];
}

type Outcome = (typeof TEST_CARDS)[number]['outcome'];

const DECLINES: Partial<Record<Outcome, { code: string; message: string }>> = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  'insufficient-funds': {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  'incorrect-cvc': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function error(status: number, code: string, message: string, param?: string): Response {
  return json(status, { error: { code, message, ...(param ? { param } : {}) } });
}

export function fakeTestGateway(): FakeTestGateway {
  let sequence = 0;
  const methods = new Map<string, Outcome>();
  const intents = new Map<string, TestPaymentIntent & { outcome?: Outcome }>();
  const orders = new Map<string, TestWalletOrder>();
  const calls: FakeTestGateway['calls'] = [];

  function publicIntent(intent: TestPaymentIntent & { outcome?: Outcome }): TestPaymentIntent {
    const { outcome: _outcome, ...rest } = intent;
    return rest;
  }

  async function handle(input: string, init?: RequestInit): Promise<Response> {
    const url = new URL(input, 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.slice(TEST_GATEWAY_BASE.length);
    calls.push({ method, path: `${path}${url.search}`, body });
    const data = (body ?? {}) as Record<string, string | number | undefined>;

    if (method === 'POST' && path === '/payment-methods') {
      const number = String(data.number ?? '');
      const card = TEST_CARDS.find((entry) => entry.number === number);
      if (card === undefined) {
        return error(402, 'incorrect_number', 'Your card number is incorrect.', 'number');
      }
      sequence += 1;
      const id = `pm_test_${sequence}`;
      methods.set(id, card.outcome);
      return json(200, {
        id,
        card: {
          brand: 'visa',
          last4: number.slice(-4),
          exp_month: Number(data.exp_month),
          exp_year: Number(data.exp_year),
        },
      });
    }

    if (path === '/payment-intents' || path.startsWith('/payment-intents/')) {
      const secret = String(
        method === 'GET' ? url.searchParams.get('client_secret') : data.client_secret,
      );
      const intent = intents.get(secret);
      if (intent === undefined) return error(404, 'resource_missing', 'No such payment intent.');
      if (method === 'GET' && path === '/payment-intents') return json(200, publicIntent(intent));

      if (method === 'POST' && path === '/payment-intents/confirm') {
        const outcome = methods.get(String(data.payment_method));
        if (outcome === undefined) {
          return error(400, 'resource_missing', 'No such payment method.', 'payment_method');
        }
        const decline = DECLINES[outcome];
        if (decline !== undefined) {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = decline;
          return error(402, decline.code, decline.message);
        }
        intent.outcome = outcome;
        if (outcome === 'succeeds') {
          intent.status = 'succeeded';
        } else {
          intent.status = 'requires_action';
          intent.next_action = { type: 'test_challenge', challenge_id: `ch_${intent.id}` };
        }
        return json(200, publicIntent(intent));
      }

      if (method === 'POST' && path === '/payment-intents/challenge') {
        if (intent.status !== 'requires_action') {
          return error(400, 'payment_intent_unexpected_state', 'Nothing to authenticate.');
        }
        intent.next_action = null;
        if (data.outcome === 'fail') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          };
          return json(200, publicIntent(intent));
        }
        if (intent.outcome === 'challenge-then-decline') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = DECLINES.declined ?? null;
          return error(402, 'card_declined', 'Your card was declined.');
        }
        intent.status = 'succeeded';
        return json(200, publicIntent(intent));
      }
    }

    const wallet = /^\/wallet-orders\/([^/]+)(\/approve)?$/.exec(path);
    if (wallet !== null) {
      const order = orders.get(decodeURIComponent(wallet[1] ?? ''));
      if (order === undefined) return error(404, 'resource_missing', 'No such order.');
      if (method === 'GET' && wallet[2] === undefined) return json(200, order);
      if (method === 'POST' && wallet[2] === '/approve') {
        order.status = 'APPROVED';
        return json(200, order);
      }
    }
    return error(404, 'not_found', 'Not found.');
  }

  return {
    fetch: handle,
    calls,
    createIntent(amount, currency) {
      sequence += 1;
      const id = `pi_test_${sequence}`;
      const clientSecret = `${id}_secret_${sequence}`;
      intents.set(clientSecret, {
        id,
        status: 'requires_payment_method',
        amount,
        currency,
        next_action: null,
        last_payment_error: null,
      });
      return { id, clientSecret };
    },
    createWalletOrder(value, currency, description) {
      sequence += 1;
      const id = `WO-TEST-${sequence}`;
      orders.set(id, {
        id,
        status: 'CREATED',
        amount: { currency_code: currency, value },
        description,
      });
      return id;
    },
    intent: (clientSecret) => {
      const found = intents.get(clientSecret);
      return found === undefined ? undefined : publicIntent(found);
    },
    walletOrder: (id) => orders.get(id),
  };
}
