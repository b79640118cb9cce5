import { createHmac } from 'node:crypto';

/**
 * A visitor's address as the site keeps it: an HMAC-SHA256 keyed with the site's secret. The
 * same address gives the same hash (one vote per address, abuse spotted), and the address cannot
 * be read back or found by hashing every IPv4 address without the secret. The same computation
 * as the forms room's entry hash, here so any room can use it without importing another.
 */
export function hashAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}

/** The longest user agent a stored row keeps; real ones are a few hundred characters. */
const USER_AGENT_LIMIT = 512;

export function userAgentOf(headers: Record<string, string | string[] | undefined>): string {
  const agent = headers['user-agent'];
  return (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_LIMIT);
}

/**
 * Who sent a request, as a stored entry records it: the session, the keyed hash of the address
 * (never the address itself) and the user agent, cut to a length a row keeps.
 */
export function visitorOf(
  request: { ip: string; headers: Record<string, string | string[] | undefined> },
  session: { id: string },
  secret: string,
): { sessionId: string; ipHash: string; userAgent: string } {
  return {
    sessionId: session.id,
    ipHash: hashAddress(request.ip, secret),
    userAgent: userAgentOf(request.headers),
  };
}
