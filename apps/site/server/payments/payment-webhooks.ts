import type { FastifyInstance } from 'fastify';
import { ApiError } from '../platform/http/api-errors';
import { WebhookRejected, type CardGateway, type GatewayEvent } from './payment-gateway';

export const STRIPE_WEBHOOK_PATH = '/api/payments/webhooks/stripe';
/** Stripe's event bodies are a few kilobytes; this leaves room and nothing more. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Issue 17 (ADR 0019): `POST /api/payments/webhooks/stripe`. The signature is computed over the
 * exact bytes Stripe sent, so this scope keeps the body as a Buffer (any content type) instead of
 * parsing it; the card gateway checks it (`constructEvent`) and the payments service processes
 * each event id once. A bad signature answers 400 JSON; an event type we do not act on, 200.
 * A failure of ours (the database) answers 500, so Stripe retries the event later.
 */
export function registerPaymentWebhookRoutes(
  app: FastifyInstance,
  options: {
    card: CardGateway;
    handleEvent(provider: 'stripe', event: GatewayEvent): Promise<unknown>;
  },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request, reply) => {
    const card = options.card;
    if (card.provider !== 'stripe') {
      throw new ApiError(404, 'Stripe is not configured on this site.', 'not_configured');
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: GatewayEvent;
    try {
      event = card.verifyWebhook(body, request.headers);
    } catch (error) {
      if (error instanceof WebhookRejected) {
        throw new ApiError(400, 'The webhook signature is not valid.', 'invalid_signature');
      }
      throw error;
    }
    const outcome = await options.handleEvent('stripe', event);
    request.log.info({ eventType: event.type, outcome }, 'Stripe webhook processed.');
    return reply.send({ received: true });
  });
}
