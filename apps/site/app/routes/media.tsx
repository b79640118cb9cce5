import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/media';
import { seoMeta } from '~/shared/seo';
import { MediaScreen } from '~/features/media/media-screen';

export async function loader({ context }: Route.LoaderArgs) {
  const [{ page, title, summary }, items] = await Promise.all([
    sitePage(context, 'media', 'media'),
    context.services.content.mediaItems(),
  ]);
  return { page, title, summary, items };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Media',
    description:
      args.data?.summary ||
      'Installation views, details of works and short films from the studios we work with.',
  });

export default function Media({ loaderData }: Route.ComponentProps) {
  const { title, summary, items } = loaderData;
  return <MediaScreen title={title} summary={summary} entries={items} />;
}
