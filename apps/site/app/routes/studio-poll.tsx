import { StudioPollPage } from '~/features/studio/results/polls-page';
import { loadStudioPoll, studioPollAction } from '~/features/studio/results/polls-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-poll';

export const loader = (args: Route.LoaderArgs) => loadStudioPoll(args);
export const action = (args: Route.ActionArgs) => studioPollAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Poll results · Studio', description: 'Poll results.', noindex: true });

export default function StudioPoll({ loaderData, actionData }: Route.ComponentProps) {
  return <StudioPollPage data={loaderData} result={actionData} />;
}
