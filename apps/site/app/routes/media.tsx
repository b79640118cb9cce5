import { Picture } from '~/shared/ui/picture';
import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/media';
import { seoMeta } from '~/shared/seo';

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
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Pictures and films</p>
        <h1 className="page__title">{title || 'Media'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <ul className="media-grid">
        {items.map((item) => (
          <li key={item.id} className={`media-item media-item--${item.kind}`}>
            <figure>
              {item.kind === 'video' && item.videoUrl ? (
                <a href={item.videoUrl} className="media-item__video" rel="noopener noreferrer">
                  <Picture image={item.image} sizes="(min-width: 1200px) 33vw, 50vw" alt="" />
                  <span className="media-item__play" aria-hidden="true">
                    ▶
                  </span>
                  <span className="visually-hidden">
                    Watch the film “{item.title}” (opens the video site)
                  </span>
                </a>
              ) : (
                <Picture image={item.image} sizes="(min-width: 1200px) 33vw, 50vw" />
              )}
              <figcaption>
                <strong>{item.title}</strong>
                <span>{item.caption}</span>
                {item.location ? (
                  <span className="media-item__location">{item.location}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </main>
  );
}
