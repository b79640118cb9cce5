import { StudioPollsPage } from '~/features/studio/results/polls-page';
import { loadStudioPolls } from '~/features/studio/results/polls-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-polls';

export const loader = (args: Route.LoaderArgs) => loadStudioPolls(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Polls · Studio', description: 'Poll results.', noindex: true });

export default function StudioPolls({ loaderData }: Route.ComponentProps) {
  return <StudioPollsPage data={loaderData} />;
}
