import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuizAnswers } from './quiz-answers';
import { parseQuizDefinition, type KnowledgeQuiz, type NowrongQuiz } from './quiz-definition';
import { knowledgeScore, personalityResult } from './quiz-score';
import { publicQuiz } from './public-quiz';

const title = fc.string({ minLength: 1, maxLength: 12 }).map((text) => `t${text.trim()}`);

const knowledgeQuizzes = fc
  .array(
    fc.record({
      answers: fc.array(fc.record({ title, correct: fc.boolean() }), {
        minLength: 2,
        maxLength: 5,
      }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map(
    (questions) =>
      parseQuizDefinition({
        kind: 'knowledge',
        intro: { title: 'Quiz' },
        questions: questions.map((question, index) => ({
          id: `question-${index + 1}`,
          title: `Question ${index + 1}`,
          // At least one right answer, as the schema asks.
          answers: question.answers.map((answer, answerIndex) => ({
            ...answer,
            correct: answer.correct || answerIndex === 0,
          })),
          messages: { correct: 'SECRET-RIGHT', incorrect: 'SECRET-WRONG %CorrectAnswer%' },
        })),
        final_texts: [{ min: 0, text: 'SECRET-FINAL %YourNum%' }],
      }) as KnowledgeQuiz,
  );

const nowrongQuizzes = fc
  .record({
    results: fc.integer({ min: 1, max: 5 }),
    questions: fc.array(fc.array(fc.nat(), { minLength: 2, maxLength: 5 }), {
      minLength: 1,
      maxLength: 8,
    }),
  })
  .map(
    ({ results, questions }) =>
      parseQuizDefinition({
        kind: 'nowrong',
        intro: { title: 'Quiz' },
        results: Array.from({ length: results }, (_, index) => ({
          id: `secret-result-${index}`,
          title: `Result ${index}`,
        })),
        questions: questions.map((answers, index) => ({
          id: `question-${index + 1}`,
          title: `Question ${index + 1}`,
          answers: answers.map((pick, answerIndex) => ({
            title: `Answer ${answerIndex}`,
            result: `secret-result-${pick % results}`,
          })),
        })),
      }) as NowrongQuiz,
  );

/** A quiz and a full set of answers to it, each index within its question. */
const answered = <Quiz extends KnowledgeQuiz | NowrongQuiz>(quizzes: fc.Arbitrary<Quiz>) =>
  quizzes.chain((quiz) =>
    fc
      .tuple(...quiz.questions.map((question) => fc.nat({ max: question.answers.length - 1 })))
      .map((picks) => ({
        quiz,
        answers: Object.fromEntries(
          quiz.questions.map((question, index) => [question.id, picks[index] ?? 0]),
        ),
      })),
  );

describe('quiz properties', () => {
  it('QUIZ-005: a knowledge score is in 0..n and counts exactly the questions marked correct', () => {
    fc.assert(
      fc.property(answered(knowledgeQuizzes), ({ quiz, answers }) => {
        const outcome = knowledgeScore(quiz, answers);
        expect(outcome.total).toBe(quiz.questions.length);
        expect(outcome.correct).toBeGreaterThanOrEqual(0);
        expect(outcome.correct).toBeLessThanOrEqual(outcome.total);
        const marked = Object.values(outcome.questions).filter((question) => question.isCorrect);
        expect(marked).toHaveLength(outcome.correct);
      }),
    );
  });

  it('QUIZ-005: the personality result is always a defined result with the most votes, ties to the first listed', () => {
    fc.assert(
      fc.property(answered(nowrongQuizzes), ({ quiz, answers }) => {
        const { result } = personalityResult(quiz, answers);
        const ids = quiz.results.map((candidate) => candidate.id);
        expect(ids).toContain(result.id);
        const votes = (id: string) =>
          quiz.questions.filter(
            (question) => question.answers[answers[question.id] ?? 0]?.result === id,
          ).length;
        for (const [position, id] of ids.entries()) {
          const winnerAt = ids.indexOf(result.id);
          if (position < winnerAt) expect(votes(id)).toBeLessThan(votes(result.id));
          else expect(votes(id)).toBeLessThanOrEqual(votes(result.id));
        }
      }),
    );
  });

  it('ADR 0013: publicQuiz leaks no correct flag, result mapping, message or closing text', () => {
    fc.assert(
      fc.property(fc.oneof(knowledgeQuizzes, nowrongQuizzes), (quiz) => {
        const shown = JSON.stringify(publicQuiz(quiz));
        expect(shown).not.toMatch(/"correct"|"result"|"results"|SECRET|secret-result|final_texts/);
      }),
    );
  });

  it('QUIZ-005: any body either reads as one in-range answer per question or is refused in words, never a throw', () => {
    const values = fc.oneof(
      fc.nat({ max: 30 }).map(String),
      fc.integer({ min: -5, max: 30 }),
      fc.string({ maxLength: 6 }),
      fc.array(fc.nat({ max: 5 }).map(String), { maxLength: 3 }),
      fc.constantFrom(null, undefined, {}, [], true, '__proto__'),
    );
    const keys = fc.oneof(
      fc.nat({ max: 10 }).map((n) => `answers[question-${n}]`),
      fc.constantFrom('answers[__proto__]', 'answers[]', 'answers', 'constructor', 'action'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        knowledgeQuizzes,
        fc.array(fc.tuple(keys, values), { maxLength: 12 }),
        (quiz, fields) => {
          const body: Record<string, unknown> = {};
          for (const [key, value] of fields)
            Object.defineProperty(body, key, {
              value,
              enumerable: true,
              configurable: true,
              writable: true,
            });
          const read = readQuizAnswers(quiz, body);
          if (read.ok) {
            expect(Object.keys(read.answers).sort()).toEqual(
              quiz.questions.map((q) => q.id).sort(),
            );
            for (const question of quiz.questions) {
              const index = read.answers[question.id] ?? -1;
              expect(index).toBeGreaterThanOrEqual(0);
              expect(index).toBeLessThan(question.answers.length);
            }
          } else {
            expect(read.message.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
