import { Picture } from '~/shared/ui/picture';
import { formatLongDate } from '~/shared/format';
import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/albums';
import { seoMeta } from '~/shared/seo';

export async function loader({ context }: Route.LoaderArgs) {
  const [{ page, title, summary }, albums] = await Promise.all([
    sitePage(context, 'albums', 'albums'),
    context.services.content.albums(),
  ]);
  return { page, title, summary, albums };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Albums',
    description:
      args.data?.summary ||
      'Openings, studio visits and travels, photographed by the gallery team.',
  });

export default function Albums({ loaderData }: Route.ComponentProps) {
  const { title, summary, albums } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Photographs from the gallery</p>
        <h1 className="page__title">{title || 'Albums'}</h1>
        <p className="lead">{summary}</p>
      </header>
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
