import { loadQuizIndex } from '~/features/quizzes/quiz-page.server';
import { QuizList } from '~/features/quizzes/quiz-list';
import quizzesStylesheet from '~/features/quizzes/quizzes.css?url';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/quizzes';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: quizzesStylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  return loadQuizIndex(context);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Quizzes',
    description:
      'How well do you know our artists, and which print suits your room? A few questions each.',
  });

export default function Quizzes({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container quiz-page">
      <header className="page__header">
        <p className="eyebrow">Play</p>
        <h1 className="page__title">Quizzes</h1>
        <p className="lead">A few questions about the gallery’s artists, or about your room.</p>
      </header>
      <QuizList quizzes={loaderData.quizzes} />
    </main>
  );
}
