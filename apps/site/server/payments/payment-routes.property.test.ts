import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeRequest,
  fieldNameArbitrary,
  injectOptions,
  MULTIPART_BREAKS,
  percentEncode,
  TRANSPORTS,
  valueArbitrary,
  type Field,
  type RequestPlan,
} from '../hostile-input-generators';
import { testApp, testConfig } from '../testing/test-app';
import { STRIPE_WEBHOOK_PATH } from './payment-webhooks';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 60);

/** Every route issue 17 adds, with the field names and values its callers use. */
const ROUTES: { method: 'GET' | 'POST'; path: fc.Arbitrary<string>; fields: string[] }[] = [
  {
    method: 'POST',
    path: fc.constant(`${TEST_GATEWAY_BASE}/payment-methods`),
    fields: ['number', 'exp_month', 'exp_year', 'cvc', 'postal_code', 'billing_details'],
  },
  {
    method: 'GET',
    path: fc.constant(`${TEST_GATEWAY_BASE}/payment-intents`),
    fields: ['client_secret'],
  },
  {
    method: 'POST',
    path: fc.constant(`${TEST_GATEWAY_BASE}/payment-intents/confirm`),
    fields: ['client_secret', 'payment_method'],
  },
  {
    method: 'POST',
    path: fc.constant(`${TEST_GATEWAY_BASE}/payment-intents/challenge`),
    fields: ['client_secret', 'outcome'],
  },
  {
    method: 'GET',
    path: fc
      .string({ maxLength: 80 })
      .map((id) => `${TEST_GATEWAY_BASE}/wallet-orders/${percentEncode(id) || 'x'}`),
    fields: [],
  },
  {
    method: 'POST',
    path: fc
      .string({ maxLength: 80 })
      .map((id) => `${TEST_GATEWAY_BASE}/wallet-orders/${percentEncode(id) || 'x'}/approve`),
    fields: [],
  },
  { method: 'POST', path: fc.constant(STRIPE_WEBHOOK_PATH), fields: ['id', 'type', 'data'] },
];

const KNOWN_VALUES = [
  '4242424242424242',
  '4000002760003184',
  'pi_test_x_secret_y',
  'complete',
  'fail',
  12,
  2099,
  '123',
];

/** A 4xx must be JSON with a message: Stripe's shape (test gateway) or the site's (webhook). */
function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500)
    return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `an error answered ${type || 'no content type'}`;
  let body: { error?: { message?: unknown }; data?: { message?: unknown } };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return 'an error answered JSON that does not parse';
  }
  const message = body.error?.message ?? body.data?.message;
  if (typeof message !== 'string' || message === '')
    return `an error answered no message: ${response.body.slice(0, 200)}`;
  if (/\n\s+at /.test(response.body)) return 'an error answered a stack trace';
  return undefined;
}

describe.each(testDatabaseTargets())('issue 17 routes under hostile input on $name', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** Stripe configured (its API never called: the webhook route only checks signatures). */
  let stripeApp: FastifyInstance;

  beforeAll(async () => {
    handle = await target.open();
    // A generous rate limit: the property sends many requests from one address.
    app = await testApp(handle, { config: testConfig({ writeRateLimit: 100_000 }) });
    stripeApp = await testApp(handle, {
      config: testConfig({
        writeRateLimit: 100_000,
        payments: {
          stripe: {
            secretKey: 'sk_test_unused',
            publishableKey: 'pk_test_unused',
            webhookSecret: 'whsec_unused',
            apiUrl: 'http://127.0.0.1:9',
          },
          paypal: undefined,
          reservationMinutes: 30,
        },
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await stripeApp.close();
    await handle.close();
  });

  it('PAY-006 PAY-014 PP-012 every payment route answers hostile input with a 4xx JSON message, never a 5xx', async () => {
    const plan = fc
      .record({
        route: fc.constantFrom(...ROUTES),
        transport: fc.constantFrom(...TRANSPORTS),
        multipartBreak: fc.constantFrom(...MULTIPART_BREAKS),
        truncateAt: fc.double({ min: 0, max: 1, noNaN: true }),
        rawPieces: fc.array(fc.constantFrom('x=%FF%FE', '%', 'a=%E0%A4%A', '=', '&&'), {
          maxLength: 2,
        }),
        viaStripe: fc.boolean(),
        signature: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
      })
      .chain((base) =>
        fc.record({
          base: fc.constant(base),
          path: base.route.path,
          fields: fc.array(
            fc.tuple(fieldNameArbitrary(base.route.fields), valueArbitrary(KNOWN_VALUES)),
            { maxLength: 6 },
          ),
        }),
      );
    await fc.assert(
      fc.asyncProperty(plan, async ({ base, path, fields }) => {
        const request: RequestPlan = {
          method: base.route.method,
          path,
          transport: base.route.method === 'GET' ? 'query' : base.transport,
          fields: fields as Field[],
          rawPieces: base.rawPieces,
          queryPieces: [],
          files: [],
          multipartBreak: base.multipartBreak,
          truncateAt: base.truncateAt,
          ...(base.signature === undefined
            ? {}
            : { headers: { 'stripe-signature': base.signature.replace(/[^\x20-\x7e]/g, '') } }),
        };
        const options = injectOptions(request, '');
        const target = path === STRIPE_WEBHOOK_PATH && base.viaStripe ? stripeApp : app;
        const problem = problemWith(await target.inject(options));
        expect(problem, `${problem}\n  request: ${describeRequest(options)}`).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });
});
