import { StudioQuizzesPage } from '~/features/studio/results/quizzes-page';
import { loadStudioQuizzes } from '~/features/studio/results/quizzes-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-quizzes';

export const loader = (args: Route.LoaderArgs) => loadStudioQuizzes(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Quizzes · Studio', description: 'Quiz results.', noindex: true });

export default function StudioQuizzes({ loaderData }: Route.ComponentProps) {
  return <StudioQuizzesPage data={loaderData} />;
}
