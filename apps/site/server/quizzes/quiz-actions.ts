import { FORM_NONCE_FIELD, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import {
  QUIZ_ACTIONS,
  quizReloadRequestSchema,
  quizSubmitRequestSchema,
  type QuizReloadAnswer,
} from '@atelier/contracts/quizzes';
import { defineAjaxAction, type AjaxAnswer } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { visitorOf } from '../platform/security/visitor-address';
import { QuizNotFound, QuizRefused } from './loaded-quiz';
import type { QuizzesService } from './quiz-service';

export interface QuizActionOptions {
  /** Keys the hash of the visitor's address stored with an entry (the session secret). */
  addressHashSecret: string;
}

/**
 * QUIZ-005, QUIZ-015: a refusal answered in words the browser shows as they are: an unknown quiz
 * is a 404, a refused submit a 400 with the fields (or questions) to mark in the custom form's
 * error shape (SUB-002). Anything else is the endpoint's to answer.
 */
function refusal(error: unknown): AjaxAnswer {
  if (error instanceof QuizNotFound) throw new ApiError(404, error.message, 'quiz_not_found');
  if (!(error instanceof QuizRefused)) throw error;
  const { message, code, errors } = error;
  return { status: 400, json: { success: false, data: { message, code, errors } } };
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
          const visitor = visitorOf(request, session, options.addressHashSecret);
          return { json: await quizzes.submit(input, visitor) };
        } catch (error) {
          return refusal(error);
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
          return refusal(error);
        }
      },
    }),
  ];
}
