import { collageRows, COLLAGE_DEFAULT_ROW_HEIGHT } from '@atelier/gallery/collage';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import { useMemo, type CSSProperties } from 'react';
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

const aspectOf = (image: PictureSource) =>
  image.width > 0 && image.height > 0 ? image.width / image.height : 1;

/**
 * The album's collage rows at the reference width, each with what the page needs: the share of
 * the row an open last row leaves empty (in aspect units, so its pictures keep the target height
 * rather than stretch) and the `sizes` its pictures are drawn at.
 */
function collageOf(pictures: AlbumView['pictures']) {
  return collageRows(
    pictures.map((picture) => picture.image),
    { containerWidth: COLLAGE_REFERENCE_WIDTH, gap: COLLAGE_GAP },
  ).map((row) => {
    const aspects = row.indices.reduce(
      (sum, index) =>
        sum + aspectOf(pictures[index]?.image ?? ({ width: 1, height: 1 } as PictureSource)),
      0,
    );
    const gaps = COLLAGE_GAP * row.indices.length;
    const rest = row.filled
      ? 0
      : Math.max(0, (COLLAGE_REFERENCE_WIDTH - gaps) / COLLAGE_DEFAULT_ROW_HEIGHT - aspects);
    // The widest picture of the row as a share of the row: on phones every picture is the
    // screen's width; above, its share of the container.
    const widest = Math.max(...row.widths) / COLLAGE_REFERENCE_WIDTH;
    const share = Math.min(100, Math.ceil(widest * 100));
    return {
      ...row,
      rest: Number(rest.toFixed(4)),
      sizes: `(max-width: 599.98px) 100vw, (min-width: 1320px) ${Math.round(widest * COLLAGE_REFERENCE_WIDTH)}px, ${share}vw`,
    };
  });
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
 * The width the albums' collage rows are grouped at: the page container's content width
 * (1320 px less its 40 px gutters). Narrower screens show the same rows scaled down, each
 * picture's width its share of the row (CSS `flex-grow` = its aspect ratio), so the layout needs
 * no script and never shifts; phones stack the pictures (`gallery.css`).
 */
const COLLAGE_REFERENCE_WIDTH = 1240;
/** Between the pictures of a row, px (the stylesheet's `--collage-gap`). */
const COLLAGE_GAP = 16;

/**
 * One album of the albums page: its pictures in a collage of rows 400 px high at most (MISC-019,
 * ADR 0040), each a link to the big picture that opens the album's own lightbox (issue 18) at
 * that picture.
 */
export function AlbumSection({ album }: { album: AlbumView }) {
  const items = useMemo(() => album.pictures.map(albumItem), [album.pictures]);
  const rows = useMemo(() => collageOf(album.pictures), [album.pictures]);
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
      <div className="collage">
        {rows.map((row) => (
          <div
            key={row.indices[0]}
            className="collage__row"
            data-open={row.filled ? undefined : ''}
            style={row.filled ? undefined : ({ '--collage-rest': row.rest } as CSSProperties)}
          >
            {row.indices.map((index) => {
              const picture = album.pictures[index];
              if (!picture) return null;
              return (
                <figure
                  key={picture.image.key}
                  className="collage__item"
                  style={{ flexGrow: aspectOf(picture.image) }}
                >
                  <a
                    className="collage__link"
                    href={items[index]?.type === 'image' ? items[index].href : undefined}
                    {...lightboxTrigger(lightbox, index)}
                  >
                    <Picture image={picture.image} sizes={row.sizes} />
                    <span className="visually-hidden">Open the photograph larger</span>
                  </a>
                  <figcaption>
                    {picture.caption}
                    {picture.location ? (
                      <span className="collage__location"> · {picture.location}</span>
                    ) : null}
                  </figcaption>
                </figure>
              );
            })}
          </div>
        ))}
      </div>
      {lightbox.element}
    </section>
  );
}
