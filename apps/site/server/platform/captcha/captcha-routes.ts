import { captchaChallengeQuerySchema } from '@atelier/contracts/captcha';
import { CAPTCHA_CHALLENGE_PATH } from '@atelier/contracts/captcha-widgets';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { invalidInput } from '../http/api-errors';
import type { CaptchaService } from './captcha-service';

/**
 * `GET /api/captcha/challenge?action=…`: one signed proof-of-work challenge for the altcha
 * widget, fetched per visitor after the (shared, cached) page has loaded. Never cached
 * (`no-store`, as every API answer), limited per address like the write calls, and it starts no
 * session: the challenge is stateless until it is answered.
 */
export function registerCaptchaRoutes(
  api: FastifyInstance,
  options: { captcha: CaptchaService; limit: preHandlerHookHandler },
) {
  api.get(CAPTCHA_CHALLENGE_PATH, { preHandler: options.limit }, async (request) => {
    const query = captchaChallengeQuerySchema.safeParse(request.query);
    if (!query.success) throw invalidInput(query.error);
    return options.captcha.challenge(query.data.action);
  });
}
