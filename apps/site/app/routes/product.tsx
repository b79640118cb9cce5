import { formatMoney, formatPriceRange } from '@atelier/shop/money';
import { data, Link } from 'react-router';
import { ArtworkCard } from '~/components/content/artwork-card';
import { Picture } from '~/components/content/picture';
import { pageTitle } from '~/lib/page';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalogue.productBySlug(params.slug);
  if (!product) throw data(null, { status: 404 });
  const byArtist = await context.services.catalogue.byArtist(product.artistName, product.id, 4);
  const related =
    byArtist.length >= 4
      ? byArtist
      : [
          ...byArtist,
          ...(await context.services.catalogue.inCategory(
            product.categoryId,
            product.id,
            4 - byArtist.length,
          )),
        ];
  return {
    page: { postId: product.id, type: 'product' as const, template: 'product' },
    product,
    related,
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: pageTitle(`${loaded.product.title} by ${loaded.product.artistName}`) },
        { name: 'description', content: loaded.product.description[0] ?? loaded.product.title },
      ]
    : [];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const soldOut = product.totalStock <= 0;
  const optionName = (attributeId: string, optionId: string) =>
    product.attributes
      .find((attribute) => attribute.id === attributeId)
      ?.options.find((option) => option.id === optionId)?.name ?? optionId;

  return (
    <main id="main" tabIndex={-1} className="page container product">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/shop/">Shop</Link>
          </li>
          <li>
            <Link to={`/shop/?category=${product.categorySlug}`}>{product.categoryName}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className="product__layout">
        <div className="product__gallery">
          <Picture
            image={product.image}
            sizes="(min-width: 1200px) 58vw, 100vw"
            priority
            className="product__picture"
          />
        </div>

        <div className="product__summary">
          <p className="eyebrow">{product.categoryName}</p>
          <h1 className="product__title">{product.title}</h1>
          <p className="product__artist">
            {product.artist.name}
            {product.artist.born ? (
              <span>
                {' '}
                (b. {product.artist.born}, {product.artist.country})
              </span>
            ) : null}
          </p>
          <p className="product__price">
            {soldOut ? 'Sold out' : formatPriceRange(product.minPriceCents, product.maxPriceCents)}
          </p>

          <dl className="details-list">
            <div>
              <dt>Year</dt>
              <dd>{product.year}</dd>
            </div>
            <div>
              <dt>Medium</dt>
              <dd>{product.medium}</dd>
            </div>
            <div>
              <dt>Dimensions</dt>
              <dd>{product.dimensions}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>
                {product.kind === 'original' ? 'Original, one of a kind' : 'Limited edition print'}
              </dd>
            </div>
          </dl>

          {product.kind === 'print' ? (
            <section aria-labelledby="editions-title" className="editions">
              <h2 id="editions-title" className="editions__title">
                Editions
              </h2>
              <table className="editions__table">
                <thead>
                  <tr>
                    {product.attributes.map((attribute) => (
                      <th key={attribute.id} scope="col">
                        {attribute.name}
                      </th>
                    ))}
                    <th scope="col">Price</th>
                    <th scope="col">Availability</th>
                  </tr>
                </thead>
                <tbody>
                  {product.variations.map((variation) => (
                    <tr key={variation.sku}>
                      {product.attributes.map((attribute) => (
                        <td key={attribute.id}>
                          {optionName(attribute.id, variation.attributes[attribute.id] ?? '')}
                        </td>
                      ))}
                      <td>{formatMoney(variation.priceCents)}</td>
                      <td>
                        {variation.stock > 0 ? `${variation.stock} in stock` : 'Out of stock'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : (
            <p className="stock-line">
              {soldOut ? 'This original has found a home.' : 'One of a kind: available now.'}
            </p>
          )}

          <div className="product__description">
            {product.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>

          <aside className="artist-note" aria-labelledby="artist-title">
            <h2 id="artist-title" className="artist-note__title">
              About {product.artist.name}
            </h2>
            <p>{product.artist.bio}</p>
          </aside>
        </div>
      </div>

      {related.length > 0 ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title" className="section__title">
            You may also like
          </h2>
          <div className="artwork-grid">
            {related.map((artwork) => (
              <ArtworkCard key={artwork.slug} artwork={artwork} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
