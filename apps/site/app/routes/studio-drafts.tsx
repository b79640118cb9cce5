import { DraftsPage } from '~/features/studio/entries/entries-pages';
import { draftsAction, loadDraftsPage } from '~/features/studio/entries/entries-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-drafts';

export const loader = (args: Route.LoaderArgs) => loadDraftsPage(args);
export const action = (args: Route.ActionArgs) => draftsAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Drafts · Studio', description: 'Saved drafts.', noindex: true });

export default function StudioDrafts({ loaderData, actionData }: Route.ComponentProps) {
  return <DraftsPage data={loaderData} result={actionData} />;
}
