import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePollDefinition } from './poll-definition';
import { pollChartData, pollResults, resultsFromChartData } from './poll-results';
import { pollChoiceField, pollExtraField } from './poll-types';
import { readPollVote } from './poll-vote';

const answersArbitrary = fc
  .integer({ min: 2, max: 12 })
  .chain((count) =>
    fc.tuple(fc.constant(count), fc.array(fc.boolean(), { minLength: count, maxLength: count })),
  )
  .map(([count, extras]) =>
    parsePollDefinition({
      question: 'Which?',
      answers: Array.from({ length: count }, (_, index) => ({
        id: `answer-${index + 1}`,
        label: `Choice ${index + 1}`,
        ...(extras[index] ? { extra: { placeholder: '' } } : {}),
      })),
    }),
  );

describe('poll rules, for any input', () => {
  it('POLL-004 percentages are in 0…100 with one decimal, votes add up to the total, shares to 100', () => {
    fc.assert(
      fc.property(
        answersArbitrary,
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 12, maxLength: 12 }),
        (poll, counts) => {
          const tallies = Object.fromEntries(
            poll.answers.map((answer, index) => [answer.id, counts[index] ?? 0]),
          );
          const results = pollResults(poll, tallies);
          const sum = results.answers.reduce((total, answer) => total + answer.votes, 0);
          expect(sum).toBe(results.total);
          for (const answer of results.answers) {
            expect(answer.percent).toBeGreaterThanOrEqual(0);
            expect(answer.percent).toBeLessThanOrEqual(100);
            expect(Math.round(answer.percent * 10)).toBeCloseTo(answer.percent * 10, 9);
            // Never further than a tenth from the exact share.
            const exact = results.total === 0 ? 0 : (answer.votes * 100) / results.total;
            expect(Math.abs(answer.percent - exact)).toBeLessThanOrEqual(0.1 + 1e-9);
          }
          const tenths = results.answers.reduce(
            (total, answer) => total + Math.round(answer.percent * 10),
            0,
          );
          expect(tenths).toBe(results.total === 0 ? 0 : 1000);
          // The browser reads the same numbers back from the chart rows.
          const again = resultsFromChartData(pollChartData(results));
          expect(again.answers.map((answer) => answer.percent)).toEqual(
            results.answers.map((answer) => answer.percent),
          );
        },
      ),
    );
  });

  it('POLL-003 POLL-010 any body gives a vote for an answer of the poll or a clear error, never a throw', () => {
    const id = 12;
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('answer-1', 'answer-2', 'answer-3', ' answer-1 ', ''),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.anything(),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        { [pollChoiceField(id)]: value, [pollExtraField(id)]: value },
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string(), value),
    );
    fc.assert(
      fc.property(answersArbitrary, body, (poll, posted) => {
        const read = readPollVote(poll, id, posted);
        if (read.ok) {
          const answer = poll.answers.find((candidate) => candidate.id === read.vote.answerId);
          expect(answer).toBeDefined();
          if (!answer?.extra) expect(read.vote.extra).toBeNull();
          if (read.vote.extra !== null) {
            expect(read.vote.extra.trim()).toBe(read.vote.extra);
            expect(read.vote.extra.length).toBeGreaterThan(0);
            expect([...read.vote.extra].length).toBeLessThanOrEqual(500);
          }
        } else {
          expect(read.error.message.length).toBeGreaterThan(0);
          expect([pollChoiceField(id), pollExtraField(id)]).toContain(read.error.field);
        }
      }),
      { numRuns: 500 },
    );
  });
});
