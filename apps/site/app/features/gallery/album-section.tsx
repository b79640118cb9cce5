import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import { useMemo } from 'react';
import { formatLongDate } from '~/shared/format';
import { Picture, type PictureSource } from '~/shared/ui/picture';

/** An album as the albums page's loader gives it (the content repository's albums). */
export interface AlbumView {
  slug: string;
  title: string;
  description: string;
  date: Date | string;
  pictures: { caption: string; location: string | null; image: PictureSource & { key: string } }[];
}

/** The picture's largest JPEG: what the link opens without JavaScript and the lightbox shows. */
function largest(image: PictureSource) {
  const jpegs = image.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  return jpegs.at(-1) ?? image.variants.at(-1);
}

function albumItem(picture: AlbumView['pictures'][number]): LightboxItem {
  const big = largest(picture.image);
  const src = big ? `/images/${big.file}` : '';
  return {
    type: 'image',
    src,
    srcSet: picture.image.variants
      .filter((variant) => variant.format === 'jpeg')
      .map((variant) => ({
        src: `/images/${variant.file}`,
        width: variant.width,
        height: variant.height,
      })),
    ...(big ? { width: big.width, height: big.height } : {}),
    alt: picture.image.alt,
    href: src,
    title: picture.caption,
    ...(picture.location ? { location: picture.location } : {}),
  };
}

/**
 * One album of the albums page: its pictures in a masonry, each a link to the big picture that
 * opens the album's own lightbox (issue 18) at that picture.
 */
export function AlbumSection({ album }: { album: AlbumView }) {
  const items = useMemo(() => album.pictures.map(albumItem), [album.pictures]);
  const lightbox = useLightbox({
    id: `album-${album.slug}`,
    items,
    label: `${album.title}: photographs`,
  });
  return (
    <section className="album" aria-labelledby={`album-${album.slug}`} id={album.slug}>
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
        {album.pictures.map((picture, index) => (
          <li key={picture.image.key} className="masonry__item">
            <figure>
              <a
                className="masonry__link"
                href={items[index]?.type === 'image' ? items[index].href : undefined}
                {...lightboxTrigger(lightbox, index)}
              >
                <Picture
                  image={picture.image}
                  sizes="(min-width: 1200px) 25vw, (min-width: 760px) 33vw, 50vw"
                />
                <span className="visually-hidden">Open the photograph larger</span>
              </a>
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
      {lightbox.element}
    </section>
  );
}
