import { StudioOverviewPage } from '~/features/studio/overview-page';
import { loadStudioOverview } from '~/features/studio/overview-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-overview';

export const loader = (args: Route.LoaderArgs) => loadStudioOverview(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Studio', description: 'The gallery’s studio.', noindex: true });

export default function StudioOverview({ loaderData }: Route.ComponentProps) {
  return <StudioOverviewPage data={loaderData} />;
}
