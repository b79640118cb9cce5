import { EntriesIndexPage } from '~/features/studio/entries/entries-pages';
import { loadEntriesIndex } from '~/features/studio/entries/entries-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-entries';

export const loader = (args: Route.LoaderArgs) => loadEntriesIndex(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Form entries · Studio', description: 'Form entries.', noindex: true });

export default function StudioEntries({ loaderData }: Route.ComponentProps) {
  return <EntriesIndexPage data={loaderData} />;
}
