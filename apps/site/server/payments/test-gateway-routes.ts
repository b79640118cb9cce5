import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import {
  answerTestChallengeSchema,
  confirmTestPaymentIntentSchema,
  createTestPaymentMethodSchema,
  type TestGatewayError,
} from '@atelier/contracts/test-gateway';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import { z } from 'zod';
import { ApiError } from '../platform/http/api-errors';
import { GatewayError, type GatewayEvent } from './payment-gateway';
import { TestGatewayRefusal, type TestGateway } from './test-gateway';

/** The largest test gateway call (a card's fields) is well under this. */
export const TEST_GATEWAY_BODY_LIMIT_BYTES = 4096;

const clientSecretQuery = z.object({ client_secret: z.string().min(1).max(200) });
const walletOrderParams = z.object({ id: z.string().min(1).max(64) });

function refusalOf(error: unknown): { status: number; body: TestGatewayError } | undefined {
  if (error instanceof TestGatewayRefusal) {
    const param = error.param === undefined ? {} : { param: error.param };
    return {
      status: error.status,
      body: { error: { message: error.message, code: error.code, ...param } },
    };
  }
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const param = issue?.path.map(String).join('.') || undefined;
    return {
      status: 400,
      body: {
        error: {
          message: issue
            ? `Invalid value for ${param ?? 'request'}: ${issue.message}`
            : 'The request is not valid.',
          code: 'parameter_invalid',
          ...(param === undefined ? {} : { param }),
        },
      },
    };
  }
  if (error instanceof ApiError) {
    return { status: error.status, body: { error: { message: error.message, code: error.code } } };
  }
  if (error instanceof GatewayError) {
    return {
      status: error.code === 'resource_missing' || error.code === 'RESOURCE_NOT_FOUND' ? 404 : 400,
      body: { error: { message: error.message, code: error.code } },
    };
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as Partial<FastifyError>).code;
    const message =
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request is too large.'
        : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request as JSON (Content-Type: application/json).'
          : status === 429
            ? (error as Error).message
            : 'The request could not be understood; send it as JSON.';
    return {
      status,
      body: { error: { message, code: status === 429 ? 'rate_limited' : 'invalid_request' } },
    };
  }
  return undefined;
}

/**
 * Issue 17: the built-in test gateway's browser calls (`@atelier/contracts/test-gateway`), as
 * Stripe.js and the PayPal SDK make theirs: JSON in, JSON out, errors in Stripe's shape (402 a
 * card the "bank" refused, 400 a bad request, 404 an unknown id), never a 500 for bad input.
 * The client secret (card) or the unguessable order id (wallet) is the caller's authority, as
 * with the real providers, so these calls need no nonce; they are rate limited.
 *
 * When a call makes an intent succeed or fail, `onEvent` gets the event a Stripe webhook would
 * carry, so the payments service completes (or fails) the payment as it would online.
 */
export function registerTestGatewayRoutes(
  app: FastifyInstance,
  options: {
    gateway: TestGateway;
    onEvent(event: GatewayEvent): Promise<unknown>;
    writeLimit: preHandlerHookHandler;
    readLimit: preHandlerHookHandler;
    log?: { warn(object: Record<string, unknown>, message: string): void } | undefined;
  },
) {
  const { browser } = options.gateway;

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = refusalOf(error);
    if (known) return reply.status(known.status).send(known.body);
    request.log.error({ err: error }, 'The test gateway failed a call.');
    return reply.status(500).send({
      error: { message: 'The test gateway failed; please try again.', code: 'api_error' },
    });
  });
  // Only JSON: the browser side sends nothing else, and a form post here is a mistake.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: TEST_GATEWAY_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('The request body is not valid JSON.'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
          undefined,
        );
      }
    },
  );

  /** Runs the payments service's event handling for what the call did (as a webhook would). */
  async function dispatch(event: GatewayEvent | null | undefined) {
    if (!event) return;
    try {
      await options.onEvent(event);
    } catch (error) {
      // The browser's own completion still claims the payment; only the early notice failed.
      options.log?.warn(
        { err: error instanceof Error ? { name: error.name } : undefined, type: event.type },
        'The test gateway could not deliver an event to the payments service.',
      );
    }
  }

  const post = { preHandler: options.writeLimit, bodyLimit: TEST_GATEWAY_BODY_LIMIT_BYTES };
  const get = { preHandler: options.readLimit };

  app.post(`${TEST_GATEWAY_BASE}/payment-methods`, post, async (request) => {
    const input = createTestPaymentMethodSchema.parse(request.body ?? {});
    return browser.createPaymentMethod(input);
  });

  app.get(`${TEST_GATEWAY_BASE}/payment-intents`, get, async (request) => {
    const query = clientSecretQuery.parse(request.query ?? {});
    return browser.intent(query.client_secret);
  });

  app.post(`${TEST_GATEWAY_BASE}/payment-intents/confirm`, post, async (request) => {
    const input = confirmTestPaymentIntentSchema.parse(request.body ?? {});
    try {
      const { intent, event } = await browser.confirm(input.client_secret, input.payment_method);
      await dispatch(event);
      return intent;
    } catch (error) {
      if (error instanceof TestGatewayRefusal) await dispatch(error.event);
      throw error;
    }
  });

  app.post(`${TEST_GATEWAY_BASE}/payment-intents/challenge`, post, async (request) => {
    const input = answerTestChallengeSchema.parse(request.body ?? {});
    const { intent, event } = await browser.answerChallenge(input.client_secret, input.outcome);
    await dispatch(event);
    return intent;
  });

  app.get(`${TEST_GATEWAY_BASE}/wallet-orders/:id`, get, async (request) => {
    const { id } = walletOrderParams.parse(request.params);
    return browser.walletOrder(id);
  });

  app.post(`${TEST_GATEWAY_BASE}/wallet-orders/:id/approve`, post, async (request) => {
    const { id } = walletOrderParams.parse(request.params);
    return browser.approveWalletOrder(id);
  });
}
