import { FORM_NONCE_FIELD, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import {
  QUIZ_ACTIONS,
  quizReloadRequestSchema,
  quizSubmitRequestSchema,
  type QuizReloadAnswer,
} from '@atelier/contracts/quizzes';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { QuizNotFound, QuizRefused, type QuizVisitor } from './loaded-quiz';
import type { QuizzesService } from './quiz-service';

export interface QuizActionOptions {
  /** Who is submitting, as an entry records it (the composition root knows how to say). */
  visitorOf(
    request: { ip: string; headers: Record<string, string | string[] | undefined> },
    session: { id: string },
  ): QuizVisitor;
}

/** QUIZ-005, QUIZ-015: a refusal the browser shows as it is, with the fields to mark. */
function refusal(error: unknown): unknown {
  if (error instanceof QuizNotFound) return new ApiError(404, error.message, 'quiz_not_found');
  if (error instanceof QuizRefused) {
    // The custom form's field error shape (SUB-002), so the lead's fields are marked alike.
    return {
      status: 400,
      json: {
        success: false,
        data: { message: error.message, code: error.code, errors: error.errors },
      },
    };
  }
  return error;
}

/**
 * The quiz calls on the form AJAX endpoint with the original's names: the submit (QUIZ-005) and
 * the reload a retake makes (QUIZ-011, DEC-23). Both carry the form submit nonce, which the
 * browser fetches (forminator_get_nonce) just before its first call, as custom forms do.
 */
export function quizActions(quizzes: QuizzesService, options: QuizActionOptions) {
  return [
    defineAjaxAction({
      action: QUIZ_ACTIONS.submit,
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: quizSubmitRequestSchema,
      async handle(input, { request, session }) {
        try {
          const visitor = options.visitorOf(request, session);
          return { json: await quizzes.submit(input, visitor) };
        } catch (error) {
          const answer = refusal(error);
          if (answer instanceof Error) throw answer;
          return answer as { status: number; json: unknown };
        }
      },
    }),
    defineAjaxAction({
      action: QUIZ_ACTIONS.reload,
      guard: { nonce: FORM_SUBMIT_NONCE, field: 'nonce' },
      input: quizReloadRequestSchema,
      async handle(input) {
        try {
          const html = await quizzes.reloadAddress(input.pageId);
          const answer: QuizReloadAnswer = { success: true, html, data: { html } };
          return { json: answer };
        } catch (error) {
          const answer = refusal(error);
          if (answer instanceof Error) throw answer;
          return answer as { status: number; json: unknown };
        }
      },
    }),
  ];
}
