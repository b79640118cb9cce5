import type { PollVoteData } from '@atelier/contracts/polls';
import type { PollResults } from '@atelier/form-engine/polls/poll-results';
import type { PollDefinition } from '@atelier/form-engine/polls/poll-types';

/**
 * A poll as a page shows it: the same for every visitor (ADR 0011), so it holds no nonce, no
 * results and nothing about who has voted. The browser asks for a nonce just before its vote.
 */
export interface PagePoll {
  id: number;
  slug: string;
  title: string;
  definition: PollDefinition;
  /** Whether it takes votes (published and enabled, POLL-002). */
  open: boolean;
}

/** What the poll page's native (no-JavaScript) post answered. */
export type PollPostOutcome =
  | { kind: 'voted'; data: PollVoteData }
  | {
      kind: 'refused';
      message: string;
      code: string;
      /** The request field the message is about: the choice (POLL-010) or its extra text. */
      field?: string | undefined;
      /** What the visitor had chosen and written, shown again. */
      chosen?: string | undefined;
      extra?: string | undefined;
    };

/** The results page's data (POLL-007): personal, never cached. */
export interface PollResultsPageData {
  poll: PagePoll;
  results: PollResults;
}
