import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/albums';
import { seoMeta } from '~/shared/seo';
import { pageShows } from '~/shared/page-dependencies.server';
import { AlbumSection } from '~/features/gallery/album-section';
import { loadAlbumsGallery } from '~/features/gallery/gallery-page.server';
import { TileGallery } from '~/features/gallery/tile-gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  pageShows(context, 'pages:albums', 'albums', 'images');
  const [{ page, title, summary }, albums, { gallery, address }] = await Promise.all([
    sitePage(context, 'albums', 'albums'),
    context.services.content.albums(),
    loadAlbumsGallery(request, context),
  ]);
  return { page, title, summary, albums, gallery, address };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Albums',
    description:
      args.data?.summary ||
      'Openings, studio visits and travels, photographed by the gallery team.',
  });

export default function Albums({ loaderData }: Route.ComponentProps) {
  const { title, summary, albums, gallery, address } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Photographs from the gallery</p>
        <h1 className="page__title">{title || 'Albums'}</h1>
        <p className="lead">{summary}</p>
      </header>
      {gallery ? <TileGallery key={address} view={gallery} address={address} /> : null}
      {albums.map((album) => (
        <AlbumSection key={album.slug} album={album} />
      ))}
    </main>
  );
}
