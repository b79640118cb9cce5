import { createHash } from 'node:crypto';
import type { RateLimitRepository } from '@atelier/db/repositories/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

/** A counter key for an inbox that keeps no address: a hash of it, case folded. */
const inboxKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * How much mail a visitor may have sent to addresses they typed in (a form's notification, a
 * quiz lead's result), so the gallery's mail cannot be aimed at a list of strangers: per hour,
 * `perVisitor` mails from one session and from one network address, and `perAddress` to one
 * inbox. `allowed` counts the mail and answers whether it may go.
 */
export function visitorMailLimit(
  limits: RateLimitRepository,
  rule: { prefix: string; perVisitor: number; perAddress: number; now: () => Date },
) {
  return {
    async allowed(to: string, visitor: { sessionId: string; ipHash: string }): Promise<boolean> {
      const moment = rule.now();
      // Both of the visitor's counters in one statement (one round trip).
      const [bySession, byNetwork] = await limits.hitMany(
        [`${rule.prefix}:session:${visitor.sessionId}`, `${rule.prefix}:ip:${visitor.ipHash}`],
        HOUR_MS,
        moment,
      );
      if (!bySession || !byNetwork) return false;
      if (Math.max(bySession.hits, byNetwork.hits) > rule.perVisitor) return false;
      const byInbox = await limits.hit(`${rule.prefix}:to:${inboxKey(to)}`, HOUR_MS, moment);
      return byInbox.hits <= rule.perAddress;
    },
  };
}
