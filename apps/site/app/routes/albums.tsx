import { Picture } from '~/shared/ui/picture';
import { formatLongDate } from '~/shared/format';
import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/albums';
import { seoMeta } from '~/shared/seo';
import { pageShows } from '~/shared/page-dependencies.server';
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
        <section
          key={album.slug}
          className="album"
          aria-labelledby={`album-${album.slug}`}
          id={album.slug}
        >
          <header className="album__header">
            <h2 id={`album-${album.slug}`} className="section__title">
              {album.title}
            </h2>
            <p className="album__meta">
              {formatLongDate(album.date)} · {album.pictures.length} photographs
            </p>
            <p>{album.description}</p>
          </header>
          <ul className="masonry">
            {album.pictures.map((picture) => (
              <li key={picture.image.key} className="masonry__item">
                <figure>
                  <Picture
                    image={picture.image}
                    sizes="(min-width: 1200px) 25vw, (min-width: 760px) 33vw, 50vw"
                  />
                  <figcaption>
                    {picture.caption}
                    {picture.location ? (
                      <span className="masonry__location"> · {picture.location}</span>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
