import type { PollDefinitionInput } from '@atelier/form-engine/polls/poll-definition';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { storedDefinitions } from './stored-definitions';
import { pollTallies, pollVoteClaims, pollVotes, polls } from '../schema';

export type PollStatus = 'publish' | 'draft';

/** A stored poll, its definition as written (the caller parses it with the form engine). */
export interface PollRecord {
  id: number;
  slug: string;
  title: string;
  status: PollStatus;
  definition: PollDefinitionInput;
  updatedAt: Date;
}

export type PollWrite = Omit<PollRecord, 'updatedAt'>;

/** One vote to store, with the claims that make it the visitor's only one. */
export interface NewPollVote {
  pollId: number;
  answerId: string;
  extra: string | null;
  voterId: string;
  ipHash: string;
  userAgent: string;
  /**
   * What this vote takes for good: `visitor:<id>` always, `address:<hash>` when the poll
   * limits by address too. A claim another vote holds refuses this one.
   */
  claims: readonly string[];
}

export type PollVoteOutcome = { stored: true; voteId: number } | { stored: false };

/** Thrown inside the vote's transaction to roll it back when a claim is taken. */
class ClaimTaken extends Error {
  override name = 'ClaimTaken';
}

export const visitorClaim = (voterId: string) => `visitor:${voterId}`;
export const addressClaim = (ipHash: string) => `address:${ipHash}`;

export function pollRepository(db: Database) {
  const stored = storedDefinitions<PollDefinitionInput>(db, polls);
  return {
    ...stored,

    /**
     * Stores a vote in one transaction: the vote, its claims, and one more on its answer's
     * tally. A claim already held (this visitor, or this address, voted before, however close
     * in time) rolls the whole transaction back: nothing of the vote stays and the tally is
     * untouched. PostgreSQL makes a second transaction inserting the same claim wait for the
     * first and then find it taken; PGlite runs one transaction at a time. Claims are inserted
     * in one fixed order (visitor, then address), so two votes never wait on each other.
     */
    async vote(vote: NewPollVote): Promise<PollVoteOutcome> {
      const claims = [...new Set(vote.claims)].sort((a, b) => claimRank(a) - claimRank(b));
      if (claims.length === 0) throw new Error('A vote needs at least one claim.');
      try {
        return await db.transaction(async (tx) => {
          const [stored] = await tx
            .insert(pollVotes)
            .values({
              pollId: vote.pollId,
              answerId: vote.answerId,
              extra: vote.extra,
              voterId: vote.voterId,
              ipHash: vote.ipHash,
              userAgent: vote.userAgent,
            })
            .returning({ id: pollVotes.id });
          if (!stored) throw new Error(`The vote on poll ${vote.pollId} was not stored.`);
          const taken = await tx
            .insert(pollVoteClaims)
            .values(claims.map((claim) => ({ pollId: vote.pollId, claim, voteId: stored.id })))
            .onConflictDoNothing()
            .returning({ claim: pollVoteClaims.claim });
          if (taken.length !== claims.length) throw new ClaimTaken();
          await tx
            .insert(pollTallies)
            .values({ pollId: vote.pollId, answerId: vote.answerId, votes: 1 })
            .onConflictDoUpdate({
              target: [pollTallies.pollId, pollTallies.answerId],
              set: { votes: sql`${pollTallies.votes} + 1` },
            });
          return { stored: true as const, voteId: stored.id };
        });
      } catch (error) {
        if (error instanceof ClaimTaken) return { stored: false };
        throw error;
      }
    },

    /** Votes per answer id: one indexed read of the tallies. */
    async tallies(pollId: number): Promise<Record<string, number>> {
      const rows = await db
        .select({ answerId: pollTallies.answerId, votes: pollTallies.votes })
        .from(pollTallies)
        .where(eq(pollTallies.pollId, pollId));
      return Object.fromEntries(rows.map((row) => [row.answerId, row.votes]));
    },

    /** Whether any of these claims is held on the poll (a visitor who has voted already). */
    async holdsAnyClaim(pollId: number, claims: readonly string[]): Promise<boolean> {
      if (claims.length === 0) return false;
      const [row] = await db
        .select({ claim: pollVoteClaims.claim })
        .from(pollVoteClaims)
        .where(and(eq(pollVoteClaims.pollId, pollId), inArray(pollVoteClaims.claim, [...claims])))
        .limit(1);
      return row !== undefined;
    },

    /** The stored votes of a poll, oldest first (tests and exports). */
    async votes(pollId: number) {
      return db
        .select({
          id: pollVotes.id,
          answerId: pollVotes.answerId,
          extra: pollVotes.extra,
          voterId: pollVotes.voterId,
          ipHash: pollVotes.ipHash,
        })
        .from(pollVotes)
        .where(eq(pollVotes.pollId, pollId))
        .orderBy(pollVotes.id);
    },
  };
}

const claimRank = (claim: string) => (claim.startsWith('visitor:') ? 0 : 1);

export type PollRepository = ReturnType<typeof pollRepository>;
