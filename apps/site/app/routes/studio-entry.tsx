import { EntryDetailPage } from '~/features/studio/entries/entries-pages';
import { entryDetailAction, loadEntryDetail } from '~/features/studio/entries/entries-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-entry';

export const loader = (args: Route.LoaderArgs) => loadEntryDetail(args);
export const action = (args: Route.ActionArgs) => entryDetailAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Entry · Studio', description: 'One form entry.', noindex: true });

export default function StudioEntry({ loaderData, actionData }: Route.ComponentProps) {
  return <EntryDetailPage data={loaderData} result={actionData} />;
}
