import { describe, expect, it } from 'vitest';
import { parsePollDefinition, pollDefinitionSchema } from './poll-definition';
import { formatPercent, pollChartData, pollResults, resultsFromChartData } from './poll-results';
import { DEFAULT_POLL_COLORS, pollChoiceField, pollExtraField } from './poll-types';
import {
  EXTRA_SHAPE_MESSAGE,
  EXTRA_TOO_LONG_MESSAGE,
  EXTRA_TWICE_MESSAGE,
  NO_CHOICE_MESSAGE,
  readPollVote,
  UNKNOWN_ANSWER_MESSAGE,
} from './poll-vote';

const poll = parsePollDefinition({
  question: 'Which medium should our next exhibition feature?',
  answers: [
    { id: 'answer-1', label: 'Painting' },
    { id: 'answer-2', label: 'Printmaking', color: '#123456' },
    { id: 'answer-3', label: 'Something else', extra: { placeholder: 'Tell us which' } },
  ],
});

describe('poll definition', () => {
  it('POLL-002 POLL-005 POLL-007 fills the original defaults: enabled, show_after, bar, address limit', () => {
    expect(poll.settings).toMatchObject({
      enabled: true,
      results_behav: 'show_after',
      chart_design: 'bar',
      vote_limit: 'address',
      votes_text: 'vote(s)',
      show_votes_count: true,
      back_button_label: 'Back To Poll',
    });
    expect(poll.settings.colors.answers).toEqual([...DEFAULT_POLL_COLORS]);
    expect(poll.settings.colors.grid_lines).toBe('#E5E5E5');
  });

  it('refuses unknown keys, repeated answer ids, fewer than two answers and bad colours', () => {
    const base = {
      question: 'Q',
      answers: [
        { id: 'answer-1', label: 'A' },
        { id: 'answer-2', label: 'B' },
      ],
    };
    expect(pollDefinitionSchema.safeParse(base).success).toBe(true);
    expect(pollDefinitionSchema.safeParse({ ...base, qestion: 'typo' }).success).toBe(false);
    expect(
      pollDefinitionSchema.safeParse({
        ...base,
        answers: [
          { id: 'answer-1', label: 'A' },
          { id: 'answer-1', label: 'B' },
        ],
      }).success,
    ).toBe(false);
    expect(pollDefinitionSchema.safeParse({ ...base, answers: [base.answers[0]] }).success).toBe(
      false,
    );
    expect(
      pollDefinitionSchema.safeParse({ ...base, settings: { chart_design: 'line' } }).success,
    ).toBe(false);
    expect(
      pollDefinitionSchema.safeParse({ ...base, settings: { colors: { grid_lines: 'red' } } })
        .success,
    ).toBe(false);
  });
});

describe('reading a vote (POLL-003, POLL-010)', () => {
  const choice = pollChoiceField(7);
  const extra = pollExtraField(7);

  it('POLL-003 reads the choice under the poll id and ignores other fields', () => {
    expect(readPollVote(poll, 7, { [choice]: 'answer-2', other: 'x' })).toEqual({
      ok: true,
      vote: { answerId: 'answer-2', extra: null },
    });
  });

  it('POLL-010 no choice is the fieldset error with the original text', () => {
    for (const body of [{}, { [choice]: '' }, null, 'text', { [extra]: 'hi' }]) {
      expect(readPollVote(poll, 7, body)).toEqual({
        ok: false,
        error: { code: 'no_choice', field: choice, message: NO_CHOICE_MESSAGE },
      });
    }
  });

  it('refuses an answer the poll does not have, and non-text choices', () => {
    for (const value of ['answer-9', 'Painting', ['answer-1'], 1, { id: 'answer-1' }]) {
      const read = readPollVote(poll, 7, { [choice]: value });
      expect(read).toMatchObject({
        ok: false,
        error: { code: 'unknown_answer', message: UNKNOWN_ANSWER_MESSAGE },
      });
    }
  });

  it('POLL-001 keeps the extra text only for a choice that has an input, trimmed and bounded', () => {
    expect(readPollVote(poll, 7, { [choice]: 'answer-3', [extra]: '  Glass  ' })).toEqual({
      ok: true,
      vote: { answerId: 'answer-3', extra: 'Glass' },
    });
    expect(readPollVote(poll, 7, { [choice]: 'answer-3', [extra]: '   ' })).toEqual({
      ok: true,
      vote: { answerId: 'answer-3', extra: null },
    });
    expect(readPollVote(poll, 7, { [choice]: 'answer-1', [extra]: 'Glass' })).toEqual({
      ok: true,
      vote: { answerId: 'answer-1', extra: null },
    });
    expect(readPollVote(poll, 7, { [choice]: 'answer-3', [extra]: 'x'.repeat(501) })).toMatchObject(
      {
        ok: false,
        error: { code: 'invalid_extra', field: extra, message: EXTRA_TOO_LONG_MESSAGE },
      },
    );
    expect(readPollVote(poll, 7, { [choice]: 'answer-3', [extra]: { a: 1 } })).toMatchObject({
      ok: false,
      error: { message: EXTRA_SHAPE_MESSAGE },
    });
    expect(readPollVote(poll, 7, { [choice]: 'answer-3', [extra]: ['', 'Glass'] })).toEqual({
      ok: true,
      vote: { answerId: 'answer-3', extra: 'Glass' },
    });
    expect(
      readPollVote(poll, 7, { [choice]: 'answer-3', [extra]: ['Wood', 'Glass'] }),
    ).toMatchObject({
      ok: false,
      error: { message: EXTRA_TWICE_MESSAGE },
    });
  });

  it('never reads a field from the prototype', () => {
    const body = Object.create({ [choice]: 'answer-1' }) as object;
    expect(readPollVote(poll, 7, body)).toMatchObject({ ok: false, error: { code: 'no_choice' } });
  });
});

describe('results (POLL-004, POLL-005)', () => {
  it('POLL-004 counts votes per answer with percentages adding up to exactly 100', () => {
    const results = pollResults(poll, { 'answer-1': 1, 'answer-2': 1, 'answer-3': 1 });
    expect(results.total).toBe(3);
    expect(results.answers.map((answer) => answer.percent)).toEqual([33.4, 33.3, 33.3]);
    expect(results.answers.map((answer) => answer.votes)).toEqual([1, 1, 1]);
  });

  it('no votes gives 0 % everywhere; unknown tallies and bad counts are not counted', () => {
    expect(pollResults(poll, {}).answers.map((answer) => answer.percent)).toEqual([0, 0, 0]);
    const results = pollResults(poll, { 'answer-1': 2, 'answer-9': 5, 'answer-2': -1 });
    expect(results.total).toBe(2);
    expect(results.answers[0]?.percent).toBe(100);
  });

  it('POLL-005 colours: the answer’s own, else the poll’s colours in turn', () => {
    const results = pollResults(poll, {});
    expect(results.answers.map((answer) => answer.color)).toEqual([
      DEFAULT_POLL_COLORS[0],
      '#123456',
      DEFAULT_POLL_COLORS[2],
    ]);
  });

  it('POLL-004 chart_data rows are [label, votes, colour] in the poll order, and read back the same', () => {
    const results = pollResults(poll, { 'answer-1': 3, 'answer-3': 1 });
    const rows = pollChartData(results);
    expect(rows).toEqual([
      ['Painting', 3, DEFAULT_POLL_COLORS[0]],
      ['Printmaking', 0, '#123456'],
      ['Something else', 1, DEFAULT_POLL_COLORS[2]],
    ]);
    const again = resultsFromChartData(rows);
    expect(again.total).toBe(4);
    expect(again.answers.map((answer) => answer.percent)).toEqual([75, 0, 25]);
  });

  it('formats whole and one-decimal percentages', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
  });
});
