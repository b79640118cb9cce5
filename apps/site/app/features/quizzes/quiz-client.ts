import type { QuizSubmitData } from '@atelier/contracts/quizzes';
import { isRecord, postForJson } from '~/shared/post-for-json';

/*
 * The browser's two quiz calls (QUIZ-005, QUIZ-011). Answers are read by hand, not with zod: the
 * page's script stays small, and anything unexpected is simply a failure with DEC-20's text.
 */

/** DEC-20: shown when a quiz call fails and the server sent no message of its own. */
export const QUIZ_FAILURE_MESSAGE = 'Please try again';

export type QuizCallResult<Success> =
  | { readonly ok: true; readonly value: Success }
  | {
      readonly ok: false;
      readonly message: string;
      /** SUB-002's shape: one field (or question) id → message per item. */
      readonly errors: Readonly<Record<string, string>>;
    };

/** A failure's message and field errors, from either error shape the endpoint answers. */
function failureOf(body: unknown): { ok: false; message: string; errors: Record<string, string> } {
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  const message =
    typeof data.message === 'string' && data.message !== '' ? data.message : QUIZ_FAILURE_MESSAGE;
  const errors: Record<string, string> = {};
  if (Array.isArray(data.errors)) {
    for (const item of data.errors) {
      if (!isRecord(item)) continue;
      if (typeof item.field === 'string' && typeof item.message === 'string')
        errors[item.field] = item.message;
      else
        for (const [field, text] of Object.entries(item))
          if (typeof text === 'string') errors[field] = text;
    }
  }
  return { ok: false, message, errors };
}

/** QUIZ-005: the quiz form, serialised, to the endpoint. */
export async function postQuiz(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<QuizCallResult<QuizSubmitData>> {
  const { ok, json } = await postForJson(endpoint, body, fetchImpl);
  if (ok && isRecord(json) && json.success === true && isRecord(json.data)) {
    const data = json.data;
    if (
      typeof data.result_url === 'string' &&
      (data.type === 'knowledge' || data.type === 'nowrong')
    ) {
      return { ok: true, value: data as unknown as QuizSubmitData };
    }
  }
  return failureOf(json);
}

/** QUIZ-011, DEC-23: the address a retake goes to. */
export async function reloadQuiz(
  endpoint: string,
  pageId: number,
  nonce: string,
  fetchImpl: typeof fetch = fetch,
): Promise<QuizCallResult<string>> {
  const body = new URLSearchParams({
    action: 'forminator_reload_quiz',
    pageId: String(pageId),
    nonce,
  });
  const { ok, json } = await postForJson(endpoint, body, fetchImpl);
  if (ok && isRecord(json) && json.success === true) {
    const html =
      typeof json.html === 'string' ? json.html : isRecord(json.data) ? json.data.html : undefined;
    // Only an address of this site is followed.
    if (typeof html === 'string' && /^\/(?![/\\])/.test(html)) return { ok: true, value: html };
  }
  return failureOf(json);
}
