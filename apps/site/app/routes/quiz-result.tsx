import formUiStylesheet from '@atelier/form-ui/form-ui.css?url';
import { QUIZ_ENDPOINT } from '~/features/quizzes/quiz-page';
import { loadQuizResult } from '~/features/quizzes/quiz-page.server';
import { QuizView } from '~/features/quizzes/quiz-view';
import quizzesStylesheet from '~/features/quizzes/quizzes.css?url';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/quiz-result';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formUiStylesheet },
  { rel: 'stylesheet', href: quizzesStylesheet },
];

/** QUIZ-009: one stored result, for whoever opens its address. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    ...(await loadQuizResult(context, params.slug, params.token)),
    publicUrl: context.services.publicUrl,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, {
        title: `Result: ${args.data.quiz.title}`,
        description:
          args.data.result.type === 'nowrong'
            ? args.data.result.result.title
            : args.data.result.finalText,
        // One visitor's result: shareable by its link, but nothing a search engine should list.
        noindex: true,
      })
    : [];

export default function QuizResultPage({ loaderData }: Route.ComponentProps) {
  const { quiz, result, publicUrl } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container quiz-page">
      <header className="page__header">
        <p className="eyebrow">Quiz result</p>
        <h1 className="page__title">{quiz.title}</h1>
      </header>
      <QuizView
        quiz={quiz}
        leadForm={null}
        endpoint={QUIZ_ENDPOINT}
        publicUrl={publicUrl}
        result={result}
      />
    </main>
  );
}
