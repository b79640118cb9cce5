import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAYPAL_CLIENT_ID = 'fake-paypal-client-id';
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-paypal-client-secret';

interface FakeOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    custom_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    payments?: {
      captures: { id: string; status: string; amount: { currency_code: string; value: string } }[];
    };
  }[];
  application_context?: unknown;
  payer?: unknown;
}

const upperId = (length: number) =>
  randomBytes(length).toString('hex').toUpperCase().slice(0, length);

/**
 * Issue 17: a local stand-in for PayPal's REST API (node:http, in memory, random port): the
 * OAuth token, Orders v2 create / get / capture, and captures/{id}/refund, with PayPal-Request-Id
 * honoured (a request id replays its first answer) and PayPal's error shape
 * (`{ name, details: [{ issue }] }`). `approve` stands in for the buyer approving in PayPal's
 * window. No test reaches the internet.
 */
export async function startFakePaypal() {
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<
    string,
    { id: string; status: string; captureId: string; cents: number }
  >();
  const replays = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const requests: { method: string; path: string; requestId: string | null }[] = [];
  let tokensIssued = 0;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const problem = (status: number, name: string, issue: string) => ({
    status,
    body: { name, message: issue, details: [{ issue, description: issue }] },
  });
  const cents = (value: string) => Math.round(Number(value) * 100);

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const units = body.purchase_units as FakeOrder['purchase_units'] | undefined;
      const unit = units?.[0];
      if (
        body.intent !== 'CAPTURE' ||
        !unit?.amount?.value ||
        !/^\d+(\.\d{1,2})?$/.test(unit.amount.value)
      ) {
        return problem(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      }
      const order: FakeOrder = {
        id: upperId(17),
        intent: 'CAPTURE',
        status: 'CREATED',
        purchase_units: [unit],
        application_context: body.application_context,
        payer: body.payer,
      };
      orders.set(order.id, order);
      return { status: 201, body: order };
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1] ?? ''));
      if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET' && !orderPath[2]) return { status: 200, body: order };
      if (method === 'POST' && orderPath[2]) {
        if (order.status === 'COMPLETED')
          return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED')
          return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        const unit = order.purchase_units[0];
        if (!unit) return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        order.status = 'COMPLETED';
        unit.payments = {
          captures: [{ id: upperId(17), status: 'COMPLETED', amount: unit.amount }],
        };
        return { status: 201, body: order };
      }
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) {
      const captureId = decodeURIComponent(refundPath[1] ?? '');
      const unit = [...orders.values()]
        .map((order) => order.purchase_units[0])
        .find((candidate) =>
          candidate?.payments?.captures.some((capture) => capture.id === captureId),
        );
      if (!unit) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const captured = cents(unit.amount.value);
      const refunded = [...refunds.values()]
        .filter((refund) => refund.captureId === captureId)
        .reduce((sum, refund) => sum + refund.cents, 0);
      const amount = body.amount as { value?: string } | undefined;
      const asked = amount?.value ? cents(amount.value) : captured - refunded;
      if (asked > captured - refunded)
        return problem(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
      const refund = { id: upperId(17), status: 'COMPLETED', captureId, cents: asked };
      refunds.set(refund.id, refund);
      return { status: 201, body: { id: refund.id, status: refund.status } };
    }
    return problem(404, 'RESOURCE_NOT_FOUND', 'NOT_FOUND');
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const text = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const method = request.method ?? 'GET';
      const requestId = (request.headers['paypal-request-id'] as string | undefined) ?? null;
      requests.push({ method, path, requestId });
      const send = (answer: { status: number; body: unknown }) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      };
      if (method === 'POST' && path === '/v1/oauth2/token') {
        const basic = Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString(
          'base64',
        );
        if (
          request.headers.authorization !== `Basic ${basic}` ||
          !text.includes('grant_type=client_credentials')
        ) {
          return send({
            status: 401,
            body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
          });
        }
        const token = `A21AA${randomBytes(16).toString('hex')}`;
        tokens.add(token);
        tokensIssued += 1;
        return send({
          status: 200,
          body: { access_token: token, token_type: 'Bearer', expires_in: 32_400 },
        });
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(bearer)) return send(problem(401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN'));
      const replayKey = requestId && `${method} ${path} ${requestId}`;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) return send(replay);
      let body: Record<string, unknown>;
      try {
        body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        return send(problem(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON'));
      }
      const answer = route(method, path, body);
      const stored = {
        status: answer.status,
        body: JSON.parse(JSON.stringify(answer.body)) as unknown,
      };
      if (replayKey && method === 'POST') replays.set(replayKey, stored);
      send(stored);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    get tokensIssued() {
      return tokensIssued;
    },
    /** The buyer approved the order in PayPal's window. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order || order.status !== 'CREATED') throw new Error('No order awaits approval.');
      order.status = 'APPROVED';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
