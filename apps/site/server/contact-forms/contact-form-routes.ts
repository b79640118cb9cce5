import { CONTACT_FORM_REST_NAMESPACE } from '@atelier/contracts/contact-form-names';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http/api-errors';
import type { RestRoute } from '../platform/http/rest-router';
import { hashAddress, userAgentOf } from '../platform/security/visitor-address';
import {
  contactFormIdSchema,
  contactFormNotFound,
  type ContactFormService,
} from './contact-form-service';

/** The REST root's own fields, which are not the form's. */
const REST_FIELDS = new Set(['_wpnonce', '_method']);

/**
 * A posted body (form-encoded, multipart fields or JSON) as name/value entries. Only text is a
 * form value: a nested object, a number or a file is the client's mistake, a 400.
 */
export function bodyEntries(body: unknown): [string, string][] {
  if (body === undefined || body === null) return [];
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'The form was not sent as form fields.', 'invalid_input');
  }
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (REST_FIELDS.has(name)) continue;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const single of values) {
      if (typeof single !== 'string') {
        throw new ApiError(400, `The field ${name} is not text.`, 'invalid_input');
      }
      entries.push([name, single]);
    }
  }
  return entries;
}

async function formOf(service: ContactFormService, params: Record<string, string>) {
  const id = contactFormIdSchema.safeParse(params.id);
  if (!id.success) throw contactFormNotFound();
  return service.require(id.data);
}

const senderOf = (request: FastifyRequest, secret: string) => ({
  sessionId: request.session.existingId ?? null,
  ipHash: hashAddress(request.ip, secret),
  userAgent: userAgentOf(request.headers),
  remoteIp: request.ip,
});

/**
 * The contact-form plugin's REST routes (CF-004, CF-006, CF-007) in the original's namespace
 * `contact-form-7/v1`. The REST root checks the nonce of the POST (`rest_cookie_invalid_nonce`).
 * Validation failures answer 200 with `validation_failed`, as the original does.
 */
export function contactFormRoutes(
  service: ContactFormService,
  options: { addressHashSecret: string },
): RestRoute[] {
  return [
    {
      namespace: CONTACT_FORM_REST_NAMESPACE,
      path: 'contact-forms/:id/feedback',
      methods: ['POST'],
      async handle(params, request) {
        const form = await formOf(service, params);
        const outcome = await service.submit(
          form,
          bodyEntries(request.body),
          'rest',
          senderOf(request, options.addressHashSecret),
        );
        return { json: outcome.answer };
      },
    },
    {
      namespace: CONTACT_FORM_REST_NAMESPACE,
      path: 'contact-forms/:id/refill',
      methods: ['GET'],
      async handle(params) {
        return { json: service.refill(await formOf(service, params)) };
      },
    },
    {
      namespace: CONTACT_FORM_REST_NAMESPACE,
      path: 'contact-forms/:id/feedback/schema',
      methods: ['GET'],
      async handle(params) {
        return { json: (await formOf(service, params)).schema };
      },
    },
  ];
}
