import type { PollVoteAnswer } from '@atelier/contracts/polls';
import {
  POLL_ALREADY_VOTED_MESSAGE,
  POLL_CLOSED_MESSAGE,
  POLL_SAVE_ERROR_MESSAGE,
  POLL_VIEW_RESULTS_LABEL,
} from '@atelier/contracts/poll-texts';
import { databaseBusyCause } from '@atelier/db/busy-gate';
import type { Database } from '@atelier/db/connection';
import {
  addressClaim,
  pollRepository,
  visitorClaim,
  type PollRecord,
  type PollStatus,
} from '@atelier/db/repositories/polls';
import { parsePollDefinition } from '@atelier/form-engine/polls/poll-definition';
import {
  pollChartData,
  pollResults,
  type PollResults,
} from '@atelier/form-engine/polls/poll-results';
import type { PollDefinition } from '@atelier/form-engine/polls/poll-types';
import { readPollVote } from '@atelier/form-engine/polls/poll-vote';
import { parsedRows } from '../platform/parsed-rows';
import type { PollVoter } from './voter-cookie';

/** A poll as the server uses it: the definition parsed and checked. */
export interface LoadedPoll {
  id: number;
  slug: string;
  title: string;
  status: PollStatus;
  definition: PollDefinition;
}

export type PollRefusalCode =
  | 'poll_not_found'
  | 'poll_closed'
  | 'already_voted'
  | 'no_choice'
  | 'unknown_answer'
  | 'invalid_extra'
  | 'vote_not_saved';

/** A vote refused, in words the visitor can act on, with the HTTP status its answer takes. */
export class PollVoteRefused extends Error {
  override name = 'PollVoteRefused';

  constructor(
    readonly status: number,
    readonly code: PollRefusalCode,
    message: string,
    readonly field?: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export interface PollServiceOptions {
  /** Where a poll's results page is (`/polls/<slug>/results/`). */
  resultsAddress(slug: string): string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function loaded(record: PollRecord): LoadedPoll {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    status: record.status,
    definition: parsePollDefinition(record.definition),
  };
}

/** Whether a poll takes votes now (published and not disabled, POLL-002). */
export const pollIsOpen = (poll: LoadedPoll) =>
  poll.status === 'publish' && poll.definition.settings.enabled;

/**
 * Polls (POLL, ADR 0013): loading a poll for a page, a vote with its answer in the POLL-004
 * shape, and the results. The AJAX action and the poll page's native post both call `vote`, so
 * the rules cannot differ.
 */
export function pollService(db: Database, options: PollServiceOptions) {
  const polls = pollRepository(db);
  const parsedPoll = parsedRows(loaded);

  /** POLL-004: the answer after a stored vote, with the poll's results as they are now. */
  function voteAnswer(poll: LoadedPoll, results: PollResults): PollVoteAnswer {
    const { settings } = poll.definition;
    const url = options.resultsAddress(poll.slug);
    return {
      success: true,
      data: {
        form_id: poll.id,
        message: settings.success_message,
        notice: 'success',
        success: true,
        url,
        chart_data: pollChartData(results),
        results_behav: settings.results_behav,
        results_link: `<a href="${escapeHtml(url)}" class="forminator-link">${escapeHtml(POLL_VIEW_RESULTS_LABEL)}</a>`,
        back_button: `<button type="button" class="forminator-button forminator-button-back">${escapeHtml(settings.back_button_label)}</button>`,
        votes_text: settings.votes_text,
        votes_count: settings.show_votes_count,
        grids_color: settings.colors.grid_lines,
        labels_color: settings.colors.grid_labels,
        onchart_label: settings.colors.onbar_votes,
        tooltips_bg: settings.colors.tooltips_background,
        tooltips_color: settings.colors.tooltips_text,
        chart_design: settings.chart_design,
        results_label: POLL_VIEW_RESULTS_LABEL,
        back_button_label: settings.back_button_label,
        total_votes: results.total,
      },
    };
  }

  const service = {
    async load(id: number): Promise<LoadedPoll | undefined> {
      return parsedPoll(await polls.find(id));
    },

    async loadBySlug(slug: string): Promise<LoadedPoll | undefined> {
      return parsedPoll(await polls.findBySlug(slug));
    },

    async results(poll: LoadedPoll): Promise<PollResults> {
      return pollResults(poll.definition, await polls.tallies(poll.id));
    },

    /**
     * A vote from a request body (POLL-003): the poll must be published and enabled, the body
     * must name one of its answers (POLL-010), and the voter must not have voted (their cookie,
     * and their address when the poll limits by address). Answers POLL-004; refusals throw
     * PollVoteRefused. The caller keeps the voter's cookie when the answer is a success.
     */
    async vote(pollId: number, body: unknown, voter: PollVoter): Promise<PollVoteAnswer> {
      const poll = await service.load(pollId);
      if (!poll) {
        throw new PollVoteRefused(
          404,
          'poll_not_found',
          `There is no poll with id ${pollId} on this site.`,
        );
      }
      if (!pollIsOpen(poll)) throw new PollVoteRefused(409, 'poll_closed', POLL_CLOSED_MESSAGE);
      const read = readPollVote(poll.definition, poll.id, body);
      if (!read.ok) {
        throw new PollVoteRefused(400, read.error.code, read.error.message, read.error.field);
      }
      const claims = [visitorClaim(voter.voterId)];
      if (poll.definition.settings.vote_limit === 'address')
        claims.push(addressClaim(voter.ipHash));
      let stored: boolean;
      try {
        const outcome = await polls.vote({
          pollId: poll.id,
          answerId: read.vote.answerId,
          extra: read.vote.extra,
          voterId: voter.voterId,
          ipHash: voter.ipHash,
          userAgent: voter.userAgent,
          claims,
        });
        stored = outcome.stored;
      } catch (error) {
        // A busy database keeps its own answer (503 with Retry-After); anything else is ERR-015.
        if (databaseBusyCause(error)) throw error;
        throw new PollVoteRefused(500, 'vote_not_saved', POLL_SAVE_ERROR_MESSAGE, undefined, error);
      }
      if (!stored) throw new PollVoteRefused(409, 'already_voted', POLL_ALREADY_VOTED_MESSAGE);
      return voteAnswer(poll, await service.results(poll));
    },
  };
  return service;
}

export type PollService = ReturnType<typeof pollService>;
