import formUiStylesheet from '@atelier/form-ui/form-ui.css?url';
import { QUIZ_ENDPOINT } from '~/features/quizzes/quiz-page';
import { loadQuizPage, submitQuizPage } from '~/features/quizzes/quiz-page.server';
import { QuizView } from '~/features/quizzes/quiz-view';
import quizzesStylesheet from '~/features/quizzes/quizzes.css?url';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/quiz';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formUiStylesheet },
  { rel: 'stylesheet', href: quizzesStylesheet },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    ...(await loadQuizPage(context, params.slug)),
    publicUrl: context.services.publicUrl,
  };
}

/** QUIZ-005 without JavaScript: the whole quiz posted to its page. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return submitQuizPage(request, context, params.slug);
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, {
        title: args.data.quiz.title,
        description: args.data.quiz.quiz.intro.description || args.data.quiz.title,
      })
    : [];

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quiz, leadForm, publicUrl } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container quiz-page">
      <header className="page__header">
        <p className="eyebrow">Quiz</p>
        <h1 className="page__title">{quiz.title}</h1>
      </header>
      <QuizView
        // A native post's outcome starts the quiz again from what it sent back.
        key={actionData ? 'posted' : 'fresh'}
        quiz={quiz}
        leadForm={leadForm}
        endpoint={QUIZ_ENDPOINT}
        publicUrl={publicUrl}
        outcome={actionData}
      />
    </main>
  );
}
