import { formatPriceRange } from '@atelier/shop/money';
import { Link } from 'react-router';
import { Picture, type PictureSource } from '~/shared/ui/picture';

export interface ArtworkCardData {
  slug: string;
  title: string;
  artistName: string;
  year: number;
  medium: string;
  kind: 'original' | 'print';
  minPriceCents: number;
  maxPriceCents: number;
  totalStock: number;
  image: PictureSource;
}

export function ArtworkCard({
  artwork,
  priority = false,
}: {
  artwork: ArtworkCardData;
  priority?: boolean;
}) {
  const soldOut = artwork.totalStock <= 0;
  return (
    <article className="artwork-card">
      <Link to={`/product/${artwork.slug}/`} className="artwork-card__link" prefetch="intent">
        <div className="artwork-card__frame">
          <Picture
            image={artwork.image}
            sizes="(min-width: 1200px) 25vw, (min-width: 760px) 33vw, 50vw"
            priority={priority}
            alt={`${artwork.title} by ${artwork.artistName}`}
          />
          {soldOut ? <span className="badge badge--muted">Sold</span> : null}
          {!soldOut && artwork.kind === 'print' ? <span className="badge">Edition</span> : null}
        </div>
        <h3 className="artwork-card__title">{artwork.title}</h3>
      </Link>
      <p className="artwork-card__artist">{artwork.artistName}</p>
      <p className="artwork-card__meta">
        <span>{artwork.year}</span> · <span>{artwork.medium}</span>
      </p>
      <p className="artwork-card__price">
        {soldOut ? 'Sold out' : formatPriceRange(artwork.minPriceCents, artwork.maxPriceCents)}
      </p>
    </article>
  );
}
