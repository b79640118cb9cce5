import { createHmac, timingSafeEqual } from 'node:crypto';

/** The nonce names the pages carry in their theme settings object. */
export const NONCE_ACTIONS = {
  /** admin-ajax style calls (item lists, forms, cart). */
  ajax: 'ajax',
  /** REST calls, sent in the X-WP-Nonce header. */
  rest: 'wp_rest',
} as const;

const TICK_MS = 12 * 60 * 60 * 1000;

/**
 * WordPress-style nonces: an HMAC of the action, the visitor's session id and a 12-hour
 * tick. A nonce is valid during its tick and the next one (12 to 24 hours), costs no
 * storage, and is the same in every server process that shares the secret.
 */
export function createNonceService(secret: string, now: () => number = Date.now) {
  const sign = (action: string, sessionId: string, tick: number) =>
    createHmac('sha256', secret)
      .update(`nonce|${action}|${sessionId}|${tick}`)
      .digest('base64url')
      .slice(0, 20);

  const currentTick = () => Math.floor(now() / TICK_MS);

  // A separate message shape ("shared|…"), so a shared nonce can never pass as a session's.
  const signShared = (action: string, scope: string, tick: number) =>
    createHmac('sha256', secret)
      .update(`shared|${action}|${scope}|${tick}`)
      .digest('base64url')
      .slice(0, 20);

  const matches = (nonce: unknown, expectedAt: (tick: number) => string) => {
    if (typeof nonce !== 'string' || nonce.length !== 20) return false;
    const given = Buffer.from(nonce);
    const tick = currentTick();
    return [tick, tick - 1].some((candidate) => {
      const expected = Buffer.from(expectedAt(candidate));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };

  return {
    issue(action: string, sessionId: string): string {
      // A nonce bound to no session would be the same for every visitor without one.
      if (sessionId === '') throw new Error('A nonce is issued to a session.');
      return sign(action, sessionId, currentTick());
    },

    /** False for a visitor with no session (`undefined`): no nonce was ever issued to one. */
    verify(action: string, sessionId: string | undefined, nonce: unknown): boolean {
      if (sessionId === undefined || sessionId === '') return false;
      return matches(nonce, (tick) => sign(action, sessionId, tick));
    },

    /**
     * Issue 18 (ADR 0023): a nonce every visitor of a shared, cached page gets alike, as
     * WordPress gives a visitor who is not signed in: an HMAC of the action, what it is for
     * (`scope`: a gallery's id) and the 12-hour tick, tied to no session. It proves the call
     * comes from a page this site rendered in the last 12 to 24 hours for that scope, and keeps
     * a page that needs one cacheable; it guards only read-only calls that anyone may make.
     */
    issueShared(action: string, scope: string): string {
      return signShared(action, scope, currentTick());
    },

    verifyShared(action: string, scope: unknown, nonce: unknown): boolean {
      if (typeof scope !== 'string' || scope === '') return false;
      return matches(nonce, (tick) => signShared(action, scope, tick));
    },
  };
}

export type NonceService = ReturnType<typeof createNonceService>;
