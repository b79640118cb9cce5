import { useMemo } from 'react';
import { mapAddressFor } from '@atelier/gallery/lightbox-embeds';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import { Picture, type PictureSource } from '~/shared/ui/picture';
import { pictureLightboxItem } from '~/shared/ui/picture-lightbox';

export interface MediaEntry {
  id: number;
  kind: string;
  title: string;
  caption: string;
  location: string | null;
  videoUrl: string | null;
  image: PictureSource;
}

/** The lightbox's items and, for each entry, where its picture's and its map's items are. */
export function mediaLightboxItems(entries: readonly MediaEntry[]) {
  const items: LightboxItem[] = [];
  const positions = entries.map((entry) => {
    const caption = {
      title: entry.title,
      description: entry.caption || undefined,
      location: entry.location ?? undefined,
    };
    const main = items.length;
    if (entry.kind === 'video' && entry.videoUrl) {
      items.push({ type: 'video', src: entry.videoUrl, href: entry.videoUrl, ...caption });
    } else {
      items.push(pictureLightboxItem(entry.image, caption));
    }
    let map: number | undefined;
    if (entry.location) {
      map = items.length;
      const address = mapAddressFor(entry.location);
      items.push({ type: 'map', src: address, href: address, title: entry.location });
    }
    return { main, map };
  });
  return { items, positions };
}

const SIZES = '(min-width: 1200px) 33vw, 50vw';

/**
 * The media page: installation views, details and films. Each picture is a link to its big
 * image and each film a link to its page, so without JavaScript both open where they live; with
 * it, they open in the lightbox (films play in the provider's privacy-friendly player), and a
 * place opens on the map.
 */
export function MediaScreen({
  title,
  summary,
  entries,
}: {
  title: string;
  summary: string;
  entries: readonly MediaEntry[];
}) {
  const { items, positions } = useMemo(() => mediaLightboxItems(entries), [entries]);
  const lightbox = useLightbox({ id: 'media', items, label: 'Media gallery' });
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Pictures and films</p>
        <h1 className="page__title">{title || 'Media'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <ul className="media-grid">
        {entries.map((entry, index) => {
          const { main, map } = positions[index] ?? { main: 0, map: undefined };
          const item = items[main];
          const isFilm = item?.type === 'video';
          return (
            <li key={entry.id} className={`media-item media-item--${entry.kind}`}>
              <figure>
                <a
                  href={item?.href}
                  className={isFilm ? 'media-item__video' : 'media-item__open'}
                  rel={isFilm ? 'noopener noreferrer' : undefined}
                  {...lightboxTrigger(lightbox, main)}
                >
                  <Picture image={entry.image} sizes={SIZES} alt="" />
                  {isFilm ? (
                    <span className="media-item__play" aria-hidden="true">
                      ▶
                    </span>
                  ) : null}
                  <span className="visually-hidden">
                    {isFilm
                      ? `Watch the film “${entry.title}”`
                      : `View “${entry.title}” larger${entry.image.alt ? `: ${entry.image.alt}` : ''}`}
                  </span>
                </a>
                <figcaption>
                  <strong>{entry.title}</strong>
                  <span>{entry.caption}</span>
                  {entry.location ? (
                    <span className="media-item__location">
                      {entry.location}
                      {map !== undefined ? (
                        <>
                          {' · '}
                          <a
                            href={items[map]?.href}
                            className="media-item__map"
                            rel="noopener noreferrer"
                            {...lightboxTrigger(lightbox, map)}
                          >
                            Show on the map
                            <span className="visually-hidden">: {entry.location}</span>
                          </a>
                        </>
                      ) : null}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {lightbox.element}
    </main>
  );
}
