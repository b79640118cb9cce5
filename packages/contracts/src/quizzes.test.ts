import { describe, expect, it } from 'vitest';
import {
  QUIZ_ACTIONS,
  quizPagePath,
  quizReloadAnswerSchema,
  quizReloadRequestSchema,
  quizResultPath,
  quizSubmitAnswerSchema,
  quizSubmitRequestSchema,
} from './quizzes';

describe('quiz calls on the wire', () => {
  it('QUIZ-005: a submit reads its ids, nonce and skip flag and passes the answers through', () => {
    const parsed = quizSubmitRequestSchema.parse({
      action: 'forminator_submit_form_quizzes',
      form_id: '7',
      forminator_nonce: 'n',
      'answers[question-1]': '2',
      'text-1': 'Ana',
    });
    expect(parsed).toEqual({
      action: QUIZ_ACTIONS.submit,
      form_id: 7,
      render_id: 0,
      forminator_nonce: 'n',
      lead_skipped: false,
      'answers[question-1]': '2',
      'text-1': 'Ana',
    });
    expect(
      quizSubmitRequestSchema.safeParse({ action: QUIZ_ACTIONS.submit, form_id: 'x' }).success,
    ).toBe(false);
  });

  it('QUIZ-005: the answer keeps the original names type, result, finalText, result_url, isCorrect, message, answer, answers', () => {
    const answer = quizSubmitAnswerSchema.parse({
      success: true,
      data: {
        type: 'knowledge',
        result: {
          'question-1': {
            isCorrect: true,
            message: 'Yes',
            answer: 'question-1-0',
            answers: ['question-1-0'],
          },
        },
        finalText: '1 of 1',
        score: { correct: 1, total: 1 },
        result_url: '/quiz/artists/result/abc/',
        quiz_id: 1,
        chosen: { 'question-1': 0 },
        lead_stored: false,
      },
    });
    expect(answer.data.type).toBe('knowledge');
  });

  it('QUIZ-011, DEC-23: reload takes pageId and nonce and answers success and html', () => {
    expect(
      quizReloadRequestSchema.parse({ action: 'forminator_reload_quiz', pageId: '3', nonce: 'n' }),
    ).toEqual({ action: 'forminator_reload_quiz', pageId: 3, nonce: 'n' });
    expect(
      quizReloadAnswerSchema.safeParse({
        success: true,
        html: '/quiz/a/',
        data: { html: '/quiz/a/' },
      }).success,
    ).toBe(true);
  });

  it('QUIZ-009: quiz and result addresses are escaped paths of this site', () => {
    expect(quizPagePath('artists')).toBe('/quiz/artists/');
    expect(quizResultPath('artists', 'a_b-C')).toBe('/quiz/artists/result/a_b-C/');
    expect(quizResultPath('a/b', '../x')).toBe('/quiz/a%2Fb/result/..%2Fx/');
  });
});
