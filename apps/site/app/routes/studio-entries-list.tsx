import { EntryListPage } from '~/features/studio/entries/entries-pages';
import { loadEntryList } from '~/features/studio/entries/entries-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-entries-list';

export const loader = (args: Route.LoaderArgs) => loadEntryList(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Entries · Studio', description: 'A form’s entries.', noindex: true });

export default function StudioEntriesList({ loaderData }: Route.ComponentProps) {
  return <EntryListPage data={loaderData} />;
}
