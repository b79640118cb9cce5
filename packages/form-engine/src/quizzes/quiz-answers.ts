import type { QuizDefinition } from './quiz-definition';

/*
 * Reading a quiz submit's answers (QUIZ-005, ADR 0013): `answers[question-1]=<index>` as the
 * original posts them (form-encoded bodies keep the brackets in the name), or an `answers` object
 * in a JSON body. Every question must be answered once with the index of one of its answers;
 * anything else is refused in words, never thrown.
 */

export const UNANSWERED_MESSAGE = 'Please answer all the questions';
export const NO_ANSWERS_MESSAGE = "You haven't answered any questions";

/** Question id → the chosen answer's index (0-based, in the order the answers are listed). */
export type QuizAnswers = Readonly<Record<string, number>>;

export interface QuizAnswerError {
  /** The question the message belongs to; `null` for the submit as a whole. */
  readonly question: string | null;
  readonly message: string;
}

export type ReadAnswers =
  | { readonly ok: true; readonly answers: QuizAnswers }
  | { readonly ok: false; readonly message: string; readonly errors: readonly QuizAnswerError[] };

const ANSWER_KEY = /^answers\[([^\]]*)\]$/;
const INDEX = /^(0|[1-9]\d{0,3})$/;
/** More answer keys than any quiz has questions: refused before they are looked at. */
const MAX_ANSWER_KEYS = 200;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The posted answers by question id, each as posted (a list when the name came twice). */
function postedAnswers(body: Readonly<Record<string, unknown>>): Map<string, unknown> | string {
  const posted = new Map<string, unknown>();
  const add = (question: string, value: unknown) => {
    if (posted.size >= MAX_ANSWER_KEYS) return false;
    const before = posted.get(question);
    posted.set(question, before === undefined ? value : [before, value].flat());
    return true;
  };
  for (const key of Object.keys(body)) {
    const match = ANSWER_KEY.exec(key);
    if (match?.[1] !== undefined && !add(match[1], body[key])) return 'Too many answers.';
  }
  const nested = body.answers;
  if (nested !== undefined) {
    if (!isRecord(nested)) return 'The answers must be sent as answers[question-id]=<index>.';
    for (const key of Object.keys(nested)) {
      if (!add(key, nested[key])) return 'Too many answers.';
    }
  }
  return posted;
}

/** One posted answer as an index, or why it is not one. */
function indexOf(value: unknown, count: number): number | string {
  if (Array.isArray(value))
    return value.length === 1 ? indexOf(value[0], count) : 'was answered more than once';
  const written = typeof value === 'number' ? String(value) : value;
  if (typeof written !== 'string' || !INDEX.test(written.trim()))
    return 'is not one of its answers';
  const index = Number(written.trim());
  return index < count ? index : 'is not one of its answers';
}

export function readQuizAnswers(definition: QuizDefinition, body: unknown): ReadAnswers {
  const refuse = (message: string, errors: QuizAnswerError[] = []): ReadAnswers => ({
    ok: false,
    message,
    errors: errors.length > 0 ? errors : [{ question: null, message }],
  });
  if (!isRecord(body)) return refuse(NO_ANSWERS_MESSAGE);
  const posted = postedAnswers(body);
  if (typeof posted === 'string') return refuse(posted);
  if (posted.size === 0) return refuse(NO_ANSWERS_MESSAGE);
  const known = new Set(definition.questions.map((question) => question.id));
  for (const question of posted.keys()) {
    if (!known.has(question)) return refuse('An answer names a question this quiz does not have.');
  }
  const answers: Record<string, number> = {};
  const errors: QuizAnswerError[] = [];
  definition.questions.forEach((question, position) => {
    const value = posted.get(question.id);
    if (value === undefined || value === '') {
      errors.push({ question: question.id, message: `Question ${position + 1} is not answered.` });
      return;
    }
    const index = indexOf(value, question.answers.length);
    if (typeof index === 'string') {
      errors.push({
        question: question.id,
        message: `The answer to question ${position + 1} ${index}.`,
      });
    } else answers[question.id] = index;
  });
  if (errors.length > 0) {
    const unanswered = errors.every((error) => error.message.endsWith('is not answered.'));
    return refuse(
      unanswered ? UNANSWERED_MESSAGE : (errors[0]?.message ?? UNANSWERED_MESSAGE),
      errors,
    );
  }
  return { ok: true, answers };
}
