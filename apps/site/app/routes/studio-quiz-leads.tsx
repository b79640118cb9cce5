import { StudioQuizLeadsPage } from '~/features/studio/results/quizzes-page';
import { loadStudioQuizLeads } from '~/features/studio/results/quizzes-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-quiz-leads';

export const loader = (args: Route.LoaderArgs) => loadStudioQuizLeads(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Quiz leads · Studio', description: 'Quiz leads.', noindex: true });

export default function StudioQuizLeads({ loaderData }: Route.ComponentProps) {
  return <StudioQuizLeadsPage data={loaderData} />;
}
