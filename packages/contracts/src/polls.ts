import { POLL_CHART_DESIGNS, POLL_RESULTS_BEHAVIOURS } from '@atelier/form-engine/polls/poll-types';
import { z } from 'zod';
import { FORM_NONCE_FIELD } from './forms';
import { databaseCount, databaseId } from './ids';
import { POLL_ACTIONS } from './poll-texts';

export { POLL_ACTIONS };

/**
 * POLL-003, ADR 0013: the request. Beside these keys it holds the chosen answer under the poll's
 * id (`7=answer-2`) and the choice's extra text under `<id>-extra`, which the form engine reads
 * (`readPollVote`); other keys are ignored.
 */
export const pollVoteRequestSchema = z
  .object({
    action: z.literal(POLL_ACTIONS.submit),
    form_id: databaseId,
    /** Which rendering of the poll on the page posted (a page may show a poll twice). */
    render_id: databaseCount.default(0),
    page_id: databaseCount.optional(),
    [FORM_NONCE_FIELD]: z.string({ error: 'is missing' }),
  })
  .catchall(z.unknown());
export type PollVoteRequest = z.infer<typeof pollVoteRequestSchema>;

const colour = z.string().min(1);

/** One chart row as the original sends it: `[label, votes, colour]`. */
export const pollChartRowSchema = z.tuple([z.string(), z.number().int().nonnegative(), colour]);

/**
 * POLL-004: the answer's data, with the original's names (its `form_id`, `notice`,
 * `grids_color`, `labels_color`, `onchart_label`, `tooltips_bg`, `tooltips_color` included).
 * `results_link` and `back_button` are the original's markup, kept for clients written against
 * it; our own client injects no server HTML and reads the added plain fields instead
 * (`url`, `results_label`, `back_button_label`). `url` is always the poll's results page.
 */
export const pollVoteDataSchema = z.object({
  form_id: z.number().int().positive(),
  message: z.string(),
  notice: z.enum(['success', 'error', 'notice']),
  success: z.boolean(),
  url: z.string().min(1),
  chart_data: z.array(pollChartRowSchema),
  results_behav: z.enum(POLL_RESULTS_BEHAVIOURS),
  results_link: z.string(),
  back_button: z.string(),
  votes_text: z.string(),
  /** Whether the chart shows the number of votes (the original's `show-votes-count`). */
  votes_count: z.boolean(),
  grids_color: colour,
  labels_color: colour,
  onchart_label: colour,
  tooltips_bg: colour,
  tooltips_color: colour,
  // Added for our client (ADR 0013: added, never renamed).
  chart_design: z.enum(POLL_CHART_DESIGNS),
  results_label: z.string(),
  back_button_label: z.string(),
  total_votes: z.number().int().nonnegative(),
});
export type PollVoteData = z.infer<typeof pollVoteDataSchema>;

/** POLL-004: `{ success, data }`. A refused vote is the ajax failure envelope (`ajaxFailureSchema`). */
export const pollVoteAnswerSchema = z.object({
  success: z.literal(true),
  data: pollVoteDataSchema,
});
export type PollVoteAnswer = z.infer<typeof pollVoteAnswerSchema>;
