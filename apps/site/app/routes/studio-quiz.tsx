import { StudioQuizPage } from '~/features/studio/results/quizzes-page';
import { loadStudioQuiz } from '~/features/studio/results/quizzes-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-quiz';

export const loader = (args: Route.LoaderArgs) => loadStudioQuiz(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Quiz results · Studio', description: 'Quiz results.', noindex: true });

export default function StudioQuiz({ loaderData }: Route.ComponentProps) {
  return <StudioQuizPage data={loaderData} />;
}
