import { lt } from 'drizzle-orm';
import type { Database } from '../connection';
import { spentCaptchaChallenges } from '../schema';

/**
 * Self-hosted captcha challenges already answered (issue 15). `spend` is the single-use check:
 * one insert that only the first caller of a signature wins, so two processes (or two requests)
 * handed the same solved challenge cannot both accept it.
 */
export function captchaChallengeRepository(db: Database) {
  return {
    /** Records the challenge as answered; false when it already was (a replay). */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(spentCaptchaChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing({ target: spentCaptchaChallenges.signature })
        .returning({ signature: spentCaptchaChallenges.signature });
      return rows.length === 1;
    },

    /** Housekeeping: a challenge past its expiry is refused by its own signature anyway. */
    async purgeExpired(now = new Date()): Promise<number> {
      const rows = await db
        .delete(spentCaptchaChallenges)
        .where(lt(spentCaptchaChallenges.expiresAt, now))
        .returning({ signature: spentCaptchaChallenges.signature });
      return rows.length;
    },
  };
}

export type CaptchaChallengeRepository = ReturnType<typeof captchaChallengeRepository>;
