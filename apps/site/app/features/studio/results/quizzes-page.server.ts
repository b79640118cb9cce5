import { data, type AppLoadContext } from 'react-router';
import { requireOwner } from '../studio-access.server';
import { keysetRequestOf } from '../studio-paths';
import { resultsIdOf } from './results-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
  params: { quizId?: string };
}

/** Issue 21: every quiz with its number of entries. */
export async function loadStudioQuizzes(args: Omit<StudioArgs, 'params'>) {
  await requireOwner(args);
  return { quizzes: await args.context.services.studio.results.quizzes.list() };
}

async function quizOf(args: StudioArgs) {
  const id = resultsIdOf(args.params.quizId);
  const quiz =
    id === undefined ? undefined : await args.context.services.studio.results.quizzes.load(id);
  if (!quiz) throw data(null, { status: 404 });
  return quiz;
}

/** The rows as the page gets them: dates as text, nothing the screen does not show. */
const pageRows = (
  rows: Awaited<
    ReturnType<AppLoadContext['services']['studio']['results']['quizzes']['entries']>
  >['rows'],
) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

/** Issue 21: a quiz's totals and its entries, newest first, 50 a page by key. */
export async function loadStudioQuiz(args: StudioArgs) {
  await requireOwner(args);
  const quiz = await quizOf(args);
  const { quizzes } = args.context.services.studio.results;
  const [totals, page] = await Promise.all([
    quizzes.totals(quiz),
    quizzes.entries(quiz, keysetRequestOf(new URL(args.request.url))),
  ]);
  return {
    quiz: { id: quiz.id, title: quiz.title, slug: quiz.slug, kind: quiz.kind },
    hasLeads: quiz.leadFields.length > 0,
    totals,
    entries: pageRows(page.rows),
    older: page.older,
    newer: page.newer,
  };
}

/** Issue 21: the entries that left a lead, with every field of the lead form. */
export async function loadStudioQuizLeads(args: StudioArgs) {
  await requireOwner(args);
  const quiz = await quizOf(args);
  const page = await args.context.services.studio.results.quizzes.entries(quiz, {
    ...keysetRequestOf(new URL(args.request.url)),
    leadsOnly: true,
  });
  return {
    quiz: { id: quiz.id, title: quiz.title, slug: quiz.slug, kind: quiz.kind },
    leadFields: quiz.leadFields,
    entries: pageRows(page.rows),
    older: page.older,
    newer: page.newer,
  };
}
