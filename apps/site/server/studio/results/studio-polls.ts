import type { Database } from '@atelier/db/connection';
import { pollRepository } from '@atelier/db/repositories/polls';
import { pollTallies, pollVoteClaims, pollVotes, polls } from '@atelier/db/schema';
import { parsePollDefinition } from '@atelier/form-engine/polls/poll-definition';
import { pollResults, type PollResults } from '@atelier/form-engine/polls/poll-results';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';

/** A poll in the studio's list: its vote count is the sum of its tallies (one indexed read). */
export interface StudioPollSummary {
  id: number;
  slug: string;
  title: string;
  status: 'publish' | 'draft';
  votes: number;
}

export interface StudioPollDetail {
  id: number;
  slug: string;
  title: string;
  status: 'publish' | 'draft';
  question: string;
  results: PollResults;
}

export type StudioActionResult = { ok: boolean; message: string };

/**
 * Issue 21: the owner's view of the polls: how many voted for what, and a reset that starts a
 * poll over. Counts come from the tallies the vote's own transaction keeps (ADR 0013), so a
 * page view never counts the votes table.
 */
export function studioPolls(db: Database, audit: AuditService) {
  const repository = pollRepository(db);

  async function detail(pollId: number): Promise<StudioPollDetail | undefined> {
    const record = await repository.find(pollId);
    if (!record) return undefined;
    const definition = parsePollDefinition(record.definition);
    return {
      id: record.id,
      slug: record.slug,
      title: record.title,
      status: record.status,
      question: definition.question,
      results: pollResults(definition, await repository.tallies(record.id)),
    };
  }

  return {
    /** Every poll, published or not, in the order they were made, with its votes. */
    async list(): Promise<StudioPollSummary[]> {
      return db
        .select({
          id: polls.id,
          slug: polls.slug,
          title: polls.title,
          status: polls.status,
          votes: sql<number>`coalesce(sum(${pollTallies.votes}), 0)::int`,
        })
        .from(polls)
        .leftJoin(pollTallies, eq(pollTallies.pollId, polls.id))
        .groupBy(polls.id)
        .orderBy(asc(polls.id));
    },

    detail,

    /**
     * Starts a poll over: its votes, the claims that kept each visitor to one vote (so everyone
     * may vote again) and its tallies go in one transaction with the audit entry, whose `before`
     * is the counts that were dropped. Undefined for a poll that does not exist.
     *
     * No cached page needs dropping: the poll's shared page holds no counts and its results page
     * is never cached (ADR 0013), so the next results view reads the empty tallies.
     */
    async reset(owner: StudioOwner, pollId: number): Promise<StudioActionResult | undefined> {
      const poll = await repository.find(pollId);
      if (!poll) return undefined;
      return db.transaction(async (tx) => {
        const tallies = await tx
          .select({ answerId: pollTallies.answerId, votes: pollTallies.votes })
          .from(pollTallies)
          .where(eq(pollTallies.pollId, pollId))
          .for('update');
        const counts = Object.fromEntries(tallies.map((row) => [row.answerId, row.votes]));
        const total = tallies.reduce((sum, row) => sum + row.votes, 0);
        await tx.delete(pollVoteClaims).where(eq(pollVoteClaims.pollId, pollId));
        await tx.delete(pollVotes).where(eq(pollVotes.pollId, pollId));
        await tx.delete(pollTallies).where(eq(pollTallies.pollId, pollId));
        await audit.recordIn(tx, owner, {
          action: 'poll.reset',
          subject: `poll:${pollId}`,
          before: { total, votes: counts },
          after: { total: 0 },
        });
        const noun = total === 1 ? 'vote' : 'votes';
        return {
          ok: true,
          message: `“${poll.title}” starts over: ${total} ${noun} removed. Everyone may vote again.`,
        };
      });
    },
  };
}

export type StudioPolls = ReturnType<typeof studioPolls>;
