import { z } from 'zod';
import { GatewayError } from './payment-gateway';

/**
 * Issue 17 (ADR 0019): a small typed client for the PayPal REST calls the wallet gateway needs:
 * the OAuth token (cached until shortly before it expires), Orders v2 create / get / capture and
 * the refund of a capture. Every answer is checked with zod before it is believed.
 *
 * Why not PayPal's official server SDK (`@paypal/paypal-server-sdk`): its environments are
 * fixed to PayPal's sandbox and live hosts, so it cannot be pointed at another address, and the
 * tests (and any deployment behind a proxy) need exactly that: a local fake speaking PayPal's
 * HTTP protocol, with no test reaching the internet. Five calls do not justify a generated SDK.
 */
export interface PaypalClientConfig {
  clientId: string;
  /** Never logged. */
  clientSecret: string;
  /** https://api-m.paypal.com, the sandbox, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
});

export const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .default([]),
});
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;

const refundSchema = z.object({
  id: z.string(),
  status: z.enum(['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED']),
});

const errorSchema = z
  .object({
    name: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ issue: z.string().optional() })).optional(),
  })
  .partial();

/** Refresh the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function paypalClient(config: PaypalClientConfig) {
  const fetchFn = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 20_000;
  const base = config.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | undefined;

  async function send(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError('PayPal could not be reached.', 'connection', false, {
        cause: error,
      });
    }
    const text = await response.text();
    try {
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
    } catch (error) {
      throw new GatewayError('PayPal answered something that is not JSON.', 'bad_answer', false, {
        cause: error,
      });
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      throw new GatewayError('PayPal refused the API credentials.', 'authentication', false);
    }
    token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  /** One authorised JSON call; PayPal's error answers become GatewayErrors with its issue code. */
  async function api<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId !== undefined) headers['paypal-request-id'] = options.requestId;
    const answer = await send(path, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    if (answer.status === 401) token = undefined;
    if (answer.status >= 400) {
      const problem = errorSchema.safeParse(answer.body);
      const issue = problem.success
        ? (problem.data.details?.[0]?.issue ?? problem.data.name)
        : undefined;
      const declined = issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED';
      throw new GatewayError(
        declined
          ? 'PayPal declined this payment method. Please choose another way to pay.'
          : 'PayPal refused the request.',
        issue ?? `http_${answer.status}`,
        declined,
      );
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      throw new GatewayError('PayPal answered in an unexpected shape.', 'bad_answer', false);
    }
    return parsed.data;
  }

  return {
    createOrder: (body: Record<string, unknown>, requestId: string) =>
      api(paypalOrderSchema, 'POST', '/v2/checkout/orders', { body, requestId }),
    getOrder: (id: string) =>
      api(paypalOrderSchema, 'GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    captureOrder: (id: string, requestId: string) =>
      api(paypalOrderSchema, 'POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
        body: {},
        requestId,
      }),
    refundCapture: (captureId: string, body: Record<string, unknown>, requestId: string) =>
      api(refundSchema, 'POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body,
        requestId,
      }),
  };
}

export type PaypalClient = ReturnType<typeof paypalClient>;
