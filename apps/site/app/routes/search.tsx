import { SearchPage } from '~/features/search/search-page';
import { loadSearchPage } from '~/features/search/search-page.server';
import searchStylesheet from '~/features/search/search.css?url';
import type { Route } from './+types/search';
import { seoMeta } from '~/shared/seo';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchStylesheet }];

export const loader = (args: Route.LoaderArgs) => loadSearchPage(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data?.words && !args.data.tooLong ? `Search: ${args.data.words}` : 'Search',
    description: 'Search the works, artists, journal and portfolio of the Atelier gallery.',
    noindex: true,
  });

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} />;
}
