import { z } from 'zod';
import { defineAjaxAction } from '../http/ajax-endpoint';
import { NONCE_ACTIONS, type NonceService } from './nonces';

/**
 * Nonce refresh calls. `rest-nonce` answers the bare nonce as text, as the original REST helper
 * expects before retrying a call that failed with rest_cookie_invalid_nonce. Issuing a nonce
 * to the caller's own session reveals nothing, so these are read-only actions; a visitor who has
 * no session yet gets one here (with its cookie), since the nonces are bound to it (ADR 0011).
 */
export function nonceActions(nonces: NonceService) {
  return [
    defineAjaxAction({
      action: 'rest-nonce',
      guard: 'read-only',
      input: z.object({}),
      async handle(_input, { session }) {
        return { text: nonces.issue(NONCE_ACTIONS.rest, session.start()) };
      },
    }),
    defineAjaxAction({
      action: 'atelier_refresh_nonces',
      guard: 'read-only',
      input: z.object({}),
      async handle(_input, { session }) {
        const sessionId = session.start();
        return {
          json: {
            success: true,
            data: {
              ajaxNonce: nonces.issue(NONCE_ACTIONS.ajax, sessionId),
              restNonce: nonces.issue(NONCE_ACTIONS.rest, sessionId),
            },
          },
        };
      },
    }),
  ];
}
