/**
 * A poll's shape as the rules and the browser use it: plain types and constants only (no zod),
 * so the browser's poll code can import them without loading the schema library.
 */

export const POLL_CHART_DESIGNS = ['bar', 'pie', 'doughnut'] as const;
export type PollChartDesign = (typeof POLL_CHART_DESIGNS)[number];

/** POLL-005: the chart shows after a vote; POLL-007: a link to the results is offered instead. */
export const POLL_RESULTS_BEHAVIOURS = ['show_after', 'link_on'] as const;
export type PollResultsBehaviour = (typeof POLL_RESULTS_BEHAVIOURS)[number];

/** `address`: one vote per voter cookie and per address; `visitor`: per voter cookie only. */
export const POLL_VOTE_LIMITS = ['address', 'visitor'] as const;
export type PollVoteLimit = (typeof POLL_VOTE_LIMITS)[number];

/** The longest text a choice's extra input takes (POLL-001). */
export const POLL_EXTRA_MAX_LENGTH = 500;

/** The original form builder's default chart colours, given to answers in turn. */
export const DEFAULT_POLL_COLORS = ['#F4B414', '#1ABC9C', '#17A8E3', '#18485D', '#D30606'] as const;

export interface PollAnswer {
  id: string;
  label: string;
  color?: string | undefined;
  extra?: { placeholder: string } | undefined;
}

export interface PollColors {
  answers: string[];
  grid_lines: string;
  grid_labels: string;
  onbar_votes: string;
  tooltips_background: string;
  tooltips_text: string;
}

export interface PollSettings {
  enabled: boolean;
  results_behav: PollResultsBehaviour;
  chart_design: PollChartDesign;
  show_votes_count: boolean;
  votes_text: string;
  vote_limit: PollVoteLimit;
  success_message: string;
  back_button_label: string;
  submit_label: string;
  colors: PollColors;
}

export interface PollDefinition {
  question: string;
  description: string;
  answers: PollAnswer[];
  settings: PollSettings;
}

/**
 * The request field that carries the chosen answer: the poll's id, as the original form builder
 * names it (ADR 0013), e.g. `7=answer-2`.
 */
export const pollChoiceField = (pollId: number) => String(pollId);

/** The request field that carries the chosen answer's extra text (POLL-001): `7-extra`. */
export const pollExtraField = (pollId: number) => `${pollId}-extra`;
