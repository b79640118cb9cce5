import { ContentPage } from '~/features/pages/content-page';
import { loadContentPage } from '~/features/pages/content-page.server';
import { pageTitle } from '~/shared/page';
import type { Route } from './+types/content-page';

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadContentPage(context, params.slug);

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: pageTitle(loaded.content.title) },
        { name: 'description', content: loaded.content.summary },
      ]
    : [];

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage content={loaderData.content} />;
}
