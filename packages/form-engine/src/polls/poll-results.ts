import type { PollDefinition } from './poll-types';

/** One answer's share of the votes. */
export interface PollAnswerResult {
  id: string;
  label: string;
  votes: number;
  /** 0…100 with at most one decimal; the answers' percentages add up to exactly 100 (or all 0). */
  percent: number;
  color: string;
}

export interface PollResults {
  total: number;
  answers: PollAnswerResult[];
}

/**
 * POLL-004: the chart's data as the original sends it, one row per answer in the poll's order:
 * `[label, votes, colour]`.
 */
export type PollChartRow = [label: string, votes: number, color: string];

/** An answer's colour: its own, else the poll's answer colours in turn. */
export function answerColor(definition: PollDefinition, index: number): string {
  const own = definition.answers[index]?.color;
  if (own) return own;
  const palette = definition.settings.colors.answers;
  return palette[index % palette.length] ?? '#777771';
}

/**
 * Shares in tenths of a percent that add up to exactly 1000, by largest remainder: each answer
 * gets its share rounded down, and the tenths left over go to the largest remainders (ties to
 * the earlier answer), so no rounding shows 100.1 % or 99.9 % in total.
 */
function tenthsOf(votes: readonly number[], total: number): number[] {
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    tenths[index] = (tenths[index] ?? 0) + 1;
    left -= 1;
  }
  return tenths;
}

/**
 * The results of a poll from its tallies (answer id → votes). Answers without a tally have 0;
 * tallies of answers the poll no longer has, and counts that are not whole non-negative
 * numbers, are not counted.
 */
export function pollResults(
  definition: PollDefinition,
  tallies: Readonly<Record<string, number>>,
): PollResults {
  const votes = definition.answers.map((answer) => {
    const count = Object.hasOwn(tallies, answer.id) ? tallies[answer.id] : 0;
    return typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
  });
  const total = votes.reduce((sum, count) => sum + count, 0);
  const tenths = tenthsOf(votes, total);
  return {
    total,
    answers: definition.answers.map((answer, index) => ({
      id: answer.id,
      label: answer.label,
      votes: votes[index] ?? 0,
      percent: (tenths[index] ?? 0) / 10,
      color: answerColor(definition, index),
    })),
  };
}

/** POLL-004, POLL-005: the rows the chart is drawn from. */
export function pollChartData(results: PollResults): PollChartRow[] {
  return results.answers.map((answer) => [answer.label, answer.votes, answer.color]);
}

/**
 * Results again from the chart's rows (the vote's answer carries only those): the browser shows
 * the same numbers and percentages as the server's results page.
 */
export function resultsFromChartData(rows: readonly PollChartRow[]): PollResults {
  const votes = rows.map(([, count]) => (Number.isSafeInteger(count) && count > 0 ? count : 0));
  const total = votes.reduce((sum, count) => sum + count, 0);
  const tenths = tenthsOf(votes, total);
  return {
    total,
    answers: rows.map(([label, , color], index) => ({
      // The rows carry no ids: the position names the answer.
      id: `row-${index}`,
      label,
      votes: votes[index] ?? 0,
      percent: (tenths[index] ?? 0) / 10,
      color,
    })),
  };
}

/** A percentage as shown: `50%`, `33.3%`. */
export function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}
