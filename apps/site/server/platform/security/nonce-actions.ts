import { z } from 'zod';
import { defineAjaxAction } from '../http/ajax-endpoint';
import { NONCE_ACTIONS, type NonceService } from './nonces';

/**
 * Nonce refresh calls. `rest-nonce` answers the bare nonce as text, as the original REST helper
 * expects before retrying a call that failed with rest_cookie_invalid_nonce. Issuing a nonce
 * to the caller's own session reveals nothing, so these are read-only actions.
 */
export function nonceActions(nonces: NonceService) {
  return [
    defineAjaxAction({
      action: 'rest-nonce',
      guard: 'read-only',
      input: z.object({}),
      async handle(_input, { session }) {
        return { text: nonces.issue(NONCE_ACTIONS.rest, session.id) };
      },
    }),
    defineAjaxAction({
      action: 'atelier_refresh_nonces',
      guard: 'read-only',
      input: z.object({}),
      async handle(_input, { session }) {
        return {
          json: {
            success: true,
            data: {
              ajaxNonce: nonces.issue(NONCE_ACTIONS.ajax, session.id),
              restNonce: nonces.issue(NONCE_ACTIONS.rest, session.id),
            },
          },
        };
      },
    }),
  ];
}
