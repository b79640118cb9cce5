import { FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import { quizSubmitRequestSchema, type QuizSubmitAnswer } from '@atelier/contracts/quizzes';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { readFieldValue } from '@atelier/form-engine/validation/submitted-value';
import { publicQuiz } from '@atelier/form-engine/quizzes/public-quiz';
import { data, redirect, type AppLoadContext } from 'react-router';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import { pageShows } from '~/shared/page-dependencies.server';
import type { PageIdentity } from '~/shared/page';
import type { PageLeadForm, PageQuiz, QuizPostOutcome, QuizSummary } from './quiz-page';
import { formBody } from '~/shared/form-data';
import { publicDefinition } from '~/shared/public-form-definition';

export const QUIZ_SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Please send your answers again.';
/** DEC-20: a failure the server said nothing about. */
export const QUIZ_GENERIC_ERROR = 'Please try again';

const QUIZ_PAGE: PageIdentity = { postId: 0, type: 'page', template: 'quiz' };

/** `/quiz/`: every published quiz, shared by every visitor like the quiz pages themselves. */
export async function loadQuizIndex(context: AppLoadContext) {
  pageShows(context, 'quizzes');
  const quizzes = await context.services.quizzes.listPublished();
  const summaries: QuizSummary[] = quizzes.map((quiz) => ({
    slug: quiz.slug,
    title: quiz.title,
    description: quiz.definition.intro.description,
    kind: quiz.definition.kind,
    questions: quiz.definition.questions.length,
  }));
  return { page: { ...QUIZ_PAGE, template: 'quiz-index' }, quizzes: summaries };
}

/**
 * A published quiz for its page, with its lead form: the same HTML for every visitor (ADR 0011),
 * so no nonce and no result in it. Unknown or unpublished: 404.
 */
export async function loadQuizPage(context: AppLoadContext, slug: string | undefined) {
  pageShows(context, 'quizzes');
  const quiz = slug ? await context.services.quizzes.loadBySlug(slug) : undefined;
  if (!quiz || quiz.status !== 'publish') throw data(null, { status: 404 });
  const page: PageQuiz = {
    id: quiz.id,
    slug: quiz.slug,
    title: quiz.title,
    quiz: publicQuiz(quiz.definition),
  };
  const { lead } = quiz.definition.settings;
  let leadForm: PageLeadForm | null = null;
  if (lead.hasLeads && lead.leads_id !== undefined) {
    pageShows(context, `forms:${lead.leads_id}`);
    const form = await context.services.forms.load(lead.leads_id);
    if (form && form.status === 'publish') {
      // The mail the lead form sends is the server's business only (as on every form page).
      leadForm = { id: form.id, title: form.title, definition: publicDefinition(form.definition) };
    }
  }
  return { page: QUIZ_PAGE, quiz: page, leadForm };
}

/**
 * QUIZ-009: a stored result's page, for whoever opens its address. It shows the quiz's outcome
 * and never the lead's details. Not kept in the shared page cache: every token is one visitor's
 * own result, and a cache full of them would push the real pages out.
 */
export async function loadQuizResult(
  context: AppLoadContext,
  slug: string | undefined,
  token: string | undefined,
) {
  context.page?.personal();
  const view = slug && token ? await context.services.quizzes.result(slug, token) : undefined;
  if (!view) throw data(null, { status: 404 });
  const quiz: PageQuiz = {
    id: view.quiz.id,
    slug: view.quiz.slug,
    title: view.quiz.title,
    quiz: view.publicQuiz,
  };
  return { page: { ...QUIZ_PAGE, template: 'quiz-result' }, quiz, result: view.data };
}

/** The answers as chosen (only indexes that can be), to show the form again as it was. */
function chosenOf(body: Readonly<Record<string, string | string[]>>): Record<string, number> {
  const chosen: Record<string, number> = {};
  for (const [name, value] of Object.entries(body)) {
    const question = /^answers\[(question-\d{1,4})\]$/.exec(name)?.[1];
    if (question !== undefined && typeof value === 'string' && /^\d{1,4}$/.test(value)) {
      chosen[question] = Number(value);
    }
  }
  return chosen;
}

/**
 * QUIZ-005 without JavaScript: the quiz (and its lead) posted natively to its page, checked by
 * the same service as the AJAX submit, so the rules cannot differ. A success goes (303) to the
 * result's address; a refusal shows the page again with the message, the marks and the answers.
 */
export async function submitQuizPage(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data(outcome(QUIZ_GENERIC_ERROR), 400);
  }
  const body = formBody(formData);
  const { quizzes, forms, nonces } = context.services;
  const quiz = slug ? await quizzes.loadBySlug(slug) : undefined;
  if (!quiz || quiz.status !== 'publish') {
    return data(outcome('This quiz is not available any more.'), 404);
  }
  const chosen = chosenOf(body);
  const leadValues: Record<string, FieldValue> = {};
  const { lead } = quiz.definition.settings;
  if (lead.hasLeads && lead.leads_id !== undefined) {
    const form = await forms.load(lead.leads_id);
    for (const field of form?.definition.fields ?? []) {
      const posted = body[field.id] ?? body[`${field.id}[]`];
      if (posted === undefined || field.type === 'hidden') continue;
      const read = readFieldValue(field, posted);
      if (read.ok) leadValues[field.id] = read.value;
    }
  }
  const refused = (message: string, status: number, errors: Record<string, string> = {}) =>
    data(outcome(message, { errors, chosen, leadValues }), status);

  const parsed = quizSubmitRequestSchema.safeParse(body);
  if (!parsed.success || parsed.data.form_id !== quiz.id) return refused(QUIZ_GENERIC_ERROR, 400);
  // The page carries no nonce (ADR 0012): a post the browser says came from this site is the
  // visitor's own; any other needs a nonce for this session.
  if (
    !postedFromThisSite(request) &&
    !nonces.verify(FORM_SUBMIT_NONCE, context.sessionId, parsed.data.forminator_nonce)
  ) {
    return refused(QUIZ_SESSION_EXPIRED_MESSAGE, 403);
  }
  let answer: QuizSubmitAnswer;
  try {
    answer = await quizzes.submit(parsed.data, context.visitor);
  } catch (error) {
    if (error instanceof Error && error.name === 'QuizRefused') {
      const errors = (error as Error & { errors?: readonly Record<string, string>[] }).errors ?? [];
      return refused(error.message, 422, Object.assign({}, ...errors) as Record<string, string>);
    }
    if (error instanceof Error && error.name === 'QuizNotFound') return refused(error.message, 404);
    throw error;
  }
  throw redirect(answer.data.result_url, { status: 303 });
}

function outcome(message: string, details: Partial<QuizPostOutcome> = {}): QuizPostOutcome {
  return { message, errors: {}, chosen: {}, leadValues: {}, ...details };
}
