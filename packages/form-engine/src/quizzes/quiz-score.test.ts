import { describe, expect, it } from 'vitest';
import {
  knowledgeQuizFixture as knowledge,
  nowrongQuizFixture as nowrong,
} from '../testing/quizzes';
import { NO_ANSWERS_MESSAGE, readQuizAnswers, UNANSWERED_MESSAGE } from './quiz-answers';
import { parseQuizDefinition, VIEW_RESULTS_LABEL } from './quiz-definition';
import { knowledgeScore, personalityResult, quizOutcome } from './quiz-score';
import { publicQuiz } from './public-quiz';

describe('quiz definitions', () => {
  it('ERR-016, DEC-16, FORM-008: defaults for the labels, sharing and the lead settings', () => {
    expect(knowledge.settings.view_results_label).toBe(VIEW_RESULTS_LABEL);
    expect(VIEW_RESULTS_LABEL).toBe('View Results');
    expect(knowledge.settings.share).toBe(true);
    expect(knowledge.settings.lead).toEqual({
      hasLeads: false,
      form_placement: 'end',
      skip_form: true,
    });
  });

  it('QUIZ-005: refuses a knowledge question without a right answer, unknown results, repeated ids', () => {
    const base = {
      kind: 'knowledge',
      intro: { title: 'Q' },
      final_texts: [{ min: 0, text: 'Done' }],
    };
    expect(() =>
      parseQuizDefinition({
        ...base,
        questions: [{ id: 'question-1', title: 'A?', answers: [{ title: 'x' }, { title: 'y' }] }],
      }),
    ).toThrow(/at least one correct answer/);
    expect(() =>
      parseQuizDefinition({
        kind: 'nowrong',
        intro: { title: 'Q' },
        questions: [
          {
            id: 'question-1',
            title: 'A?',
            answers: [
              { title: 'x', result: 'a' },
              { title: 'y', result: 'missing' },
            ],
          },
        ],
        results: [{ id: 'a', title: 'A' }],
      }),
    ).toThrow(/names no result/);
    const twice = {
      id: 'question-1',
      title: 'A?',
      answers: [{ title: 'x', correct: true }, { title: 'y' }],
    };
    expect(() => parseQuizDefinition({ ...base, questions: [twice, twice] })).toThrow(/unique/);
  });

  it('QUIZ-012: a quiz with leads must name its lead form', () => {
    expect(() =>
      parseQuizDefinition({ ...nowrong, settings: { lead: { hasLeads: true } } }),
    ).toThrow(/leads_id/);
  });
});

describe('reading the answers', () => {
  it('QUIZ-005: reads answers[question-N]=<index> from a form body and an answers object from JSON', () => {
    expect(
      readQuizAnswers(knowledge, {
        action: 'forminator_submit_form_quizzes',
        'answers[question-1]': '1',
        'answers[question-2]': '0',
        'answers[question-3]': '2',
      }),
    ).toEqual({ ok: true, answers: { 'question-1': 1, 'question-2': 0, 'question-3': 2 } });
    expect(
      readQuizAnswers(knowledge, {
        answers: { 'question-1': 0, 'question-2': 1, 'question-3': '0' },
      }),
    ).toEqual({ ok: true, answers: { 'question-1': 0, 'question-2': 1, 'question-3': 0 } });
  });

  it('QUIZ-003: every question must be answered; the missing ones are named', () => {
    const read = readQuizAnswers(knowledge, { 'answers[question-1]': '1' });
    expect(read).toMatchObject({ ok: false, message: UNANSWERED_MESSAGE });
    if (read.ok) return;
    expect(read.errors.map((error) => error.question)).toEqual(['question-2', 'question-3']);
    expect(readQuizAnswers(knowledge, {})).toMatchObject({
      ok: false,
      message: NO_ANSWERS_MESSAGE,
    });
  });

  it('QUIZ-004: out of range, repeated, unknown and hostile answers are refused in words', () => {
    const all = { 'answers[question-2]': '0', 'answers[question-3]': '0' };
    for (const value of ['3', '-1', '1.0', 'x', '', ['0', '1'], { a: 1 }, '0x1', ' 9999 ', null]) {
      const read = readQuizAnswers(knowledge, { ...all, 'answers[question-1]': value });
      expect(read.ok, JSON.stringify(value)).toBe(false);
      if (!read.ok) expect(read.message.length).toBeGreaterThan(0);
    }
    expect(
      readQuizAnswers(knowledge, {
        ...all,
        'answers[question-1]': '0',
        'answers[question-9]': '0',
      }),
    ).toMatchObject({ ok: false, message: /does not have/ });
    expect(readQuizAnswers(knowledge, { answers: 'question-1' }).ok).toBe(false);
    expect(readQuizAnswers(knowledge, 'answers').ok).toBe(false);
  });
});

describe('scoring', () => {
  it('QUIZ-005: a knowledge score names each question right or wrong with its message and answers', () => {
    const outcome = knowledgeScore(knowledge, {
      'question-1': 0,
      'question-2': 0,
      'question-3': 2,
    });
    expect(outcome.correct).toBe(2);
    expect(outcome.total).toBe(3);
    expect(outcome.finalText).toBe('Good: 2 of 3.');
    expect(outcome.questions['question-1']).toEqual({
      isCorrect: false,
      message: 'No: it is Inês.',
      answer: 'question-1-0',
      answers: ['question-1-1'],
    });
    expect(outcome.questions['question-2']).toMatchObject({
      isCorrect: true,
      answer: 'question-2-0',
    });
  });

  it('QUIZ-005: the closing text follows the score band', () => {
    expect(
      knowledgeScore(knowledge, { 'question-1': 0, 'question-2': 1, 'question-3': 0 }).finalText,
    ).toBe('You got 0 of 3. Come and visit!');
    expect(
      knowledgeScore(knowledge, { 'question-1': 1, 'question-2': 0, 'question-3': 2 }).finalText,
    ).toBe('All 3 right!');
  });

  it('QUIZ-005: the most frequent result wins; a tie goes to the result listed first', () => {
    expect(personalityResult(nowrong, { 'question-1': 1, 'question-2': 1 }).result.id).toBe('bold');
    // bright and bold have one each: bold is listed before bright.
    expect(personalityResult(nowrong, { 'question-1': 2, 'question-2': 1 }).result.id).toBe('bold');
    expect(personalityResult(nowrong, { 'question-1': 2, 'question-2': 0 }).result.id).toBe('calm');
    expect(quizOutcome(nowrong, { 'question-1': 2, 'question-2': 2 })).toMatchObject({
      type: 'nowrong',
      result: { id: 'bright', title: 'Bright' },
    });
  });

  it('QUIZ-005, ADR 0013: the public quiz carries no right answers, results or messages', () => {
    const shown = JSON.stringify(publicQuiz(knowledge));
    expect(shown).not.toMatch(/correct|CorrectAnswer|final_texts|%YourNum%/);
    const personality = JSON.stringify(publicQuiz(nowrong));
    expect(personality).not.toMatch(/"result"|calm|bold|bright|Soft prints/);
    expect(publicQuiz(nowrong).questions[0]?.answers.map((answer) => answer.title)).toEqual([
      'Quiet',
      'Loud',
      'Sunny',
    ]);
  });
});
