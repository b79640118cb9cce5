import { z } from 'zod';
import {
  DEFAULT_POLL_COLORS,
  POLL_CHART_DESIGNS,
  POLL_RESULTS_BEHAVIOURS,
  POLL_VOTE_LIMITS,
  type PollDefinition,
} from './poll-types';

/**
 * The owner's poll (POLL-001, POLL-002, POLL-005, POLL-007), checked before it is stored and
 * again when it is read: a typo in a key is reported, never silently ignored. The setting names
 * follow the original form builder's where it has one (`results_behav`, `chart_design`,
 * `grid_lines`, `onbar_votes`…), so an exported poll reads the same.
 */

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const colour = z.string().regex(HEX_COLOUR, { error: 'must be a hex colour like #1f6f5c' });

/** A choice's id as the original names them: `answer-1`, `answer-2`… */
export const POLL_ANSWER_ID = /^answer-[1-9][0-9]{0,3}$/;

const label = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const pollAnswerSchema = z.strictObject({
  id: z.string().regex(POLL_ANSWER_ID, { error: 'must look like answer-1' }),
  label: label(200),
  /** The answer's bar or slice; absent, the next of the poll's default colours. */
  color: colour.optional(),
  /** POLL-001: a text input shown only while this choice is chosen. */
  extra: z.strictObject({ placeholder: z.string().max(200).default('') }).optional(),
});

export const pollColorsSchema = z.strictObject({
  /** Per-answer colours in turn, for answers without their own. */
  answers: z
    .array(colour)
    .min(1)
    .max(20)
    .default([...DEFAULT_POLL_COLORS]),
  grid_lines: colour.default('#E5E5E5'),
  grid_labels: colour.default('#777771'),
  onbar_votes: colour.default('#333333'),
  tooltips_background: colour.default('#333333'),
  tooltips_text: colour.default('#FFFFFF'),
});

export const pollSettingsSchema = z.strictObject({
  /** POLL-002: a disabled poll shows its choices with the radios disabled and takes no vote. */
  enabled: z.boolean().default(true),
  /** POLL-005, POLL-007: the chart after a vote, or a link to the results page. */
  results_behav: z.enum(POLL_RESULTS_BEHAVIOURS).default('show_after'),
  chart_design: z.enum(POLL_CHART_DESIGNS).default('bar'),
  /** Whether the chart and the results list show the number of votes beside the percentage. */
  show_votes_count: z.boolean().default(true),
  votes_text: label(40).default('vote(s)'),
  /** One vote per visitor cookie AND per address (default), or per visitor cookie only. */
  vote_limit: z.enum(POLL_VOTE_LIMITS).default('address'),
  success_message: label(300).default('Your vote has been saved'),
  back_button_label: label(60).default('Back To Poll'),
  submit_label: label(60).default('Vote'),
  colors: pollColorsSchema.default(() => pollColorsSchema.parse({})),
});

export const pollDefinitionSchema = z
  .strictObject({
    question: label(300),
    /** A line under the question. */
    description: z.string().trim().max(500).default(''),
    answers: z.array(pollAnswerSchema).min(2, 'a poll needs at least two answers').max(20),
    settings: pollSettingsSchema.default(() => pollSettingsSchema.parse({})),
  })
  .superRefine((poll, context) => {
    const seen = new Set<string>();
    poll.answers.forEach((answer, index) => {
      if (seen.has(answer.id)) {
        context.addIssue({
          code: 'custom',
          path: ['answers', index, 'id'],
          message: `repeats the answer id ${answer.id}`,
        });
      }
      seen.add(answer.id);
    });
  });

export type PollDefinitionInput = z.input<typeof pollDefinitionSchema>;

/** A stored or seeded poll, read; throws a ZodError naming every problem. */
export function parsePollDefinition(input: unknown): PollDefinition {
  return pollDefinitionSchema.parse(input);
}
